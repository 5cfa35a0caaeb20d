import { PageHero } from "@/components/layout/page-hero";
import { ShortlistView } from "@/components/shortlist/shortlist-view";
import { Link } from "@/components/ui/link";
import { getShortlistPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { SHORTLIST_PAGE } from "@/lib/shortlist/rules";

const copy = getShortlistPage();

// Each visitor's own list, kept in their browser: nothing here for a search engine, so out of the sitemap.
export const metadata = pageMetadata({ ...copy.meta, path: SHORTLIST_PAGE, noIndex: true });

const TEXT_LINK = "font-medium text-ocean underline decoration-gold underline-offset-4 hover:text-bronze";

export default function ShortlistPage() {
  const { listHeading, countLabel, emptyHeading, emptyText, browse, enquire, labels } = copy;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} size="compact" />
      <div className="py-16 md:py-24">
        <div className="container-luxe">
          <div className="max-w-3xl space-y-4">
            <p className="text-lede text-muted">{copy.intro}</p>
            <p className="text-sm leading-relaxed text-muted">{copy.privacy}</p>
          </div>
          <noscript>
            <div className="mt-12 max-w-3xl rounded-2xl bg-sand/60 p-6 ring-1 ring-line">
              <p className="leading-relaxed text-ink">{copy.noScript}</p>
              <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
                {copy.browse.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={TEXT_LINK}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </noscript>
          <div className="mt-14">
            <ShortlistView copy={{ listHeading, countLabel, emptyHeading, emptyText, browse, enquire, labels }} />
          </div>
        </div>
      </div>
    </>
  );
}
