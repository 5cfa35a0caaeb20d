import { JournalBrowser } from "@/components/journal/journal-browser";
import type { JournalViewProps } from "@/components/journal/journal-view";
import { NewsletterBox } from "@/components/journal/newsletter-box";
import { SectionHeading } from "@/components/ui/section-heading";
import type { getJournalPage } from "@/lib/content";
import { FEED_PATH } from "@/lib/journal";
import { normalisePath } from "@/lib/seo/paths";

type JournalListProps = Pick<JournalViewProps, "articles" | "categories"> & {
  page: ReturnType<typeof getJournalPage>;
};

/**
 * The body of /journal/ and /blog/. The served HTML holds every article, listed and linked, under 'All
 * Categories'; the filter applies the URL's category once the page is interactive (see JournalBrowser).
 */
export function JournalList({ articles, categories, page }: JournalListProps) {
  const sidebar = (
    <>
      <NewsletterBox {...page.newsletter} privacyHref={normalisePath("/privacy-policy")} />
      <p className="px-1 text-sm leading-relaxed text-muted">
        {page.feed.text}{" "}
        <a
          href={FEED_PATH}
          className="font-semibold text-ocean underline decoration-gold underline-offset-4 hover:text-bronze"
        >
          {page.feed.linkLabel}
        </a>
      </p>
    </>
  );
  const view = { articles, categories, labels: page.labels, sidebar };
  return (
    <section className="bg-ivory py-20 md:py-28">
      <div className="container-luxe">
        <SectionHeading eyebrow={page.intro.eyebrow} title={page.intro.heading} intro={page.intro.intro} />
        <div className="mt-12">
          <JournalBrowser {...view} />
        </div>
      </div>
    </section>
  );
}
