import { Link } from "@/components/ui/link";
import { ArrowRight, ChevronLeft } from "@/components/icons/glyphs";
import { ContentsList } from "@/components/ui/contents-list";
import type { Article } from "@/lib/content";
import { categoryHref } from "@/lib/journal";
import { normalisePath } from "@/lib/seo/paths";

type ArticleBodyProps = {
  article: Pick<Article, "html" | "headings" | "category" | "categorySlug">;
  labels: { backToBlog: string; inThisArticle: string; moreIn: string };
  backHref: string;
};

const backLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide text-navy transition-colors hover:text-bronze";

/** The article itself: its Markdown rendered at build time, set to a reading measure beside a contents list. */
export function ArticleBody({ article, labels, backHref }: ArticleBodyProps) {
  const back = (
    <Link href={normalisePath(backHref)} className={backLinkClass}>
      <ChevronLeft className="size-4" />
      {labels.backToBlog}
    </Link>
  );
  return (
    <div className="container-luxe py-16 md:py-24">
      <div className="mx-auto grid max-w-[68rem] gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 xl:gap-20">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          {back}
          <ContentsList headings={article.headings} label={labels.inThisArticle} />
          <p className="mt-8 hidden border-t border-line pt-6 text-sm lg:block">
            <Link
              href={categoryHref(article.categorySlug)}
              className="inline-flex items-center gap-2 font-semibold text-ocean transition-colors hover:text-bronze"
            >
              {labels.moreIn} {article.category}
              <ArrowRight className="size-4" />
            </Link>
          </p>
        </aside>
        <div className="min-w-0">
          <article
            className="prose-luxe [&>p:first-child]:text-lede [&>p:first-child]:text-ink [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mt-1.5 [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-[4.6rem] [&>p:first-child]:first-letter:leading-[0.8] [&>p:first-child]:first-letter:text-bronze"
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <div className="mt-16 flex max-w-[68ch] flex-wrap items-center justify-between gap-4 border-t border-line pt-8">
            {back}
            <Link
              href={categoryHref(article.categorySlug)}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ocean transition-colors hover:text-bronze"
            >
              {labels.moreIn} {article.category}
              <ArrowRight className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
