import type { Article } from "@/lib/content";
import { formatLongDate } from "@/lib/dates";

type ArticleMetaProps = { article: Pick<Article, "author" | "date" | "updated" | "readTime"> };

const Dot = () => (
  <span aria-hidden="true" className="text-gold-light">
    ·
  </span>
);

/** The byline under an article's title, on the hero's dark imagery: author, dates (British, with ISO), reading time. */
export function ArticleMeta({ article }: ArticleMetaProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.9375rem] text-white/85">
      <span>
        By <span className="font-semibold text-white">{article.author}</span>
      </span>
      <Dot />
      <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      {article.updated ? (
        <>
          <Dot />
          <span>
            Updated <time dateTime={article.updated}>{formatLongDate(article.updated)}</time>
          </span>
        </>
      ) : null}
      <Dot />
      <span>{article.readTime}</span>
    </p>
  );
}
