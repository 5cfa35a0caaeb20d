import type { MouseEvent, ReactNode, Ref } from "react";
import { ArticleCard } from "@/components/journal/article-card";
import { articleCount, selectArticles, type ArticleSummary, type CategoryOption } from "@/lib/journal";

type JournalLabels = {
  allCategories: string;
  featured: string;
  latest: string;
  categories: string;
  readArticle: string;
  filterBy: string;
  showAll: string;
};

export type JournalViewProps = {
  articles: readonly ArticleSummary[];
  categories: readonly CategoryOption[];
  labels: JournalLabels;
  /** The chosen category; undefined is 'All Categories'. */
  active?: CategoryOption;
  /**
   * Filters in place once the page is interactive. Each filter is also a plain link to ?category=…: a tap
   * before hydration loads that address, and the filter applies as soon as the page is interactive, so it
   * is never lost.
   */
  onSelect?: (slug: string | undefined, from: "bar" | "sidebar") => void;
  resultsRef?: Ref<HTMLDivElement>;
  /** The rest of the sidebar, under the category list (the newsletter box). */
  sidebar?: ReactNode;
};

const pill = (pressed: boolean) =>
  [
    "inline-flex min-h-11 shrink-0 items-center rounded-full border px-5 text-sm font-medium whitespace-nowrap",
    "transition-colors duration-300 ease-luxe",
    pressed ? "border-navy bg-navy text-ivory" : "border-navy/20 bg-white text-navy hover:border-navy hover:bg-sand/60",
  ].join(" ");

/** Where a filter link points, relative to the journal's own address (/journal/ or /blog/). */
const filterHref = (slug: string | undefined) => (slug ? `?category=${encodeURIComponent(slug)}` : "./");

/** A plain click is handled in place; a modified one (new tab, new window) is left to the browser. */
function inPlace(onSelect: JournalViewProps["onSelect"], slug: string | undefined, from: "bar" | "sidebar") {
  if (!onSelect) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(slug, from);
  };
}

/**
 * The journal list: filter links, the featured block, the remaining articles and the sidebar. It holds
 * no state: the server renders it with all articles (for crawlers and readers without JavaScript), the
 * filter widget hydrates that HTML, then renders it with the category from the URL, if there is one.
 */
export function JournalView({ articles, categories, labels, active, onSelect, resultsRef, sidebar }: JournalViewProps) {
  const { featured, list } = selectArticles(articles, active?.slug);
  const options = [{ name: labels.allCategories, slug: undefined, count: articles.length }, ...categories];
  const status = active
    ? `${articleCount(list.length)} in ${active.name}`
    : `${labels.allCategories}: ${articleCount(articles.length)}`;

  return (
    <>
      <div role="group" aria-label={labels.filterBy} className="-mx-5 overflow-x-auto px-5 pb-2 md:mx-0 md:px-0">
        <ul className="flex gap-3 md:flex-wrap">
          {options.map((option) => {
            const pressed = option.slug === active?.slug;
            return (
              <li key={option.name}>
                <a
                  href={filterHref(option.slug)}
                  aria-current={pressed ? "true" : undefined}
                  className={pill(pressed)}
                  onClick={inPlace(onSelect, option.slug, "bar")}
                >
                  {option.name}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="mt-14 grid gap-16 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_21rem] xl:gap-20">
        <div ref={resultsRef} id="journal-results" className="scroll-mt-28">
          {active ? (
            <section aria-labelledby="journal-category-heading">
              <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
                <div>
                  <p className="eyebrow text-bronze">{articleCount(list.length)}</p>
                  <h2 id="journal-category-heading" className="mt-3 text-[2.25rem] leading-tight text-navy">
                    {active.name}
                  </h2>
                </div>
                <a
                  href={filterHref(undefined)}
                  onClick={inPlace(onSelect, undefined, "bar")}
                  className="text-sm font-semibold text-ocean underline decoration-gold underline-offset-4 hover:text-bronze"
                >
                  {labels.showAll}
                </a>
              </div>
              <ArticleGrid articles={list} readLabel={labels.readArticle} />
            </section>
          ) : (
            <>
              <section aria-labelledby="journal-featured-heading" data-featured-block>
                <h2
                  id="journal-featured-heading"
                  className="border-b border-line pb-6 text-[2.25rem] leading-tight text-navy"
                >
                  {labels.featured}
                </h2>
                <ArticleGrid articles={featured} readLabel={labels.readArticle} variant="featured" />
              </section>
              <section aria-labelledby="journal-latest-heading" className="mt-20">
                <h2
                  id="journal-latest-heading"
                  className="border-b border-line pb-6 text-[2.25rem] leading-tight text-navy"
                >
                  {labels.latest}
                </h2>
                <ArticleGrid articles={list} readLabel={labels.readArticle} />
              </section>
            </>
          )}
        </div>

        <aside className="flex flex-col gap-10">
          <section aria-labelledby="journal-categories-heading" className="border border-line bg-white p-7">
            <h2 id="journal-categories-heading" className="text-[1.75rem] leading-tight text-navy">
              {labels.categories}
            </h2>
            <ul className="mt-5 divide-y divide-line" data-category-list>
              {options.map((option) => {
                const pressed = option.slug === active?.slug;
                return (
                  <li key={option.name}>
                    <a
                      href={filterHref(option.slug)}
                      aria-current={pressed ? "true" : undefined}
                      onClick={inPlace(onSelect, option.slug, "sidebar")}
                      className={`flex min-h-11 w-full items-center justify-between gap-4 py-2.5 text-left text-[0.9375rem] transition-colors hover:text-bronze ${pressed ? "font-semibold text-bronze" : "text-ink"}`}
                    >
                      <span className="flex items-center gap-3">
                        <span
                          aria-hidden="true"
                          className={`h-px transition-all duration-300 ease-luxe ${pressed ? "w-5 bg-bronze" : "w-2 bg-gold"}`}
                        />
                        {option.name}
                      </span>
                      <span className="text-sm text-muted tabular-nums">
                        <span aria-hidden="true">{option.count}</span>
                        <span className="sr-only">({articleCount(option.count)})</span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
          {/* The list runs long: the newsletter box keeps pace with it on wide screens. */}
          <div className="space-y-6 lg:sticky lg:top-28">{sidebar}</div>
        </aside>
      </div>
    </>
  );
}

function ArticleGrid({
  articles,
  readLabel,
  variant = "standard",
}: {
  articles: readonly ArticleSummary[];
  readLabel: string;
  variant?: "featured" | "standard";
}) {
  return (
    <ul
      className={`mt-10 grid gap-8 ${variant === "featured" ? "md:gap-10" : "md:grid-cols-2 md:gap-x-8 md:gap-y-10"}`}
    >
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} readLabel={readLabel} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
