import { PageHero } from "@/components/layout/page-hero";
import { ArrowRight, Search } from "@/components/icons/glyphs";
import { SEARCH_PAGE } from "@/components/search/search-link";
import { Link } from "@/components/ui/link";
import { getSearchPage } from "@/lib/content";
import { normalisePath } from "@/lib/seo/paths";
import { pageMetadata } from "@/lib/seo";

const copy = getSearchPage();

export const metadata = pageMetadata({
  title: copy.meta.title,
  description: copy.meta.description,
  path: SEARCH_PAGE,
});

/**
 * Where the header's search link leads without JavaScript: the main sections, to browse. With JavaScript
 * the link opens the search dialog instead, and this page offers the same dialog from a large button.
 */
export default function SearchPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} size="compact">
        <a
          href={SEARCH_PAGE}
          data-search-open=""
          data-needs-js=""
          className="inline-flex min-h-12 items-center gap-3 rounded-full bg-gold px-7 text-sm font-semibold tracking-wide text-navy-deep transition-colors hover:bg-gold-light"
        >
          <Search className="h-5 w-5" />
          {copy.openSearch}
        </a>
      </PageHero>
      <div className="py-16 md:py-24">
        <div className="container-luxe">
          <p className="max-w-3xl text-lede text-muted">{copy.intro}</p>
          <h2 className="mt-14 font-display text-3xl text-navy md:text-4xl">{copy.sectionsHeading}</h2>
          <ul className="mt-8 grid gap-px overflow-hidden rounded-2xl bg-line ring-1 ring-line sm:grid-cols-2">
            {copy.sections.map((section) => (
              <li key={section.href} className="bg-ivory">
                <Link
                  href={normalisePath(section.href)}
                  className="group flex h-full items-start justify-between gap-6 p-6 transition-colors hover:bg-white md:p-8"
                >
                  <span>
                    <span className="block font-display text-2xl text-navy">{section.label}</span>
                    <span className="mt-2 block text-muted">{section.description}</span>
                  </span>
                  <ArrowRight className="mt-2 h-5 w-5 shrink-0 text-bronze transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
