import { PageHero } from "@/components/layout/page-hero";
import { StatementPageJsonLd } from "@/components/seo/statement-page-json-ld";
import { ContentsList } from "@/components/ui/contents-list";
import { formatLongDate } from "@/lib/dates";
import type { LegalPage } from "@/lib/content";

type LegalDocumentProps = { page: LegalPage; path: string; eyebrow: string };

/** A statement page: the hero, a contents list, and the Markdown body rendered at build time. */
export function LegalDocument({ page, path, eyebrow }: LegalDocumentProps) {
  return (
    <>
      <StatementPageJsonLd name={page.title} description={page.description} path={path} />
      <PageHero size="compact" eyebrow={eyebrow} title={page.title} subtitle={page.description} />
      <div className="container-luxe grid gap-12 py-16 md:py-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm text-muted">
            Last updated{" "}
            <time dateTime={page.lastUpdated} className="font-medium text-ink">
              {formatLongDate(page.lastUpdated)}
            </time>
          </p>
          <ContentsList headings={page.headings} label="On this page" />
        </aside>
        <article className="prose-luxe" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
