import { ArticleGrid } from "@/components/journal/article-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ArticleSummary } from "@/lib/journal";

type RelatedArticlesProps = {
  eyebrow?: string;
  heading: string;
  articles: readonly ArticleSummary[];
  readLabel: string;
};

/** Other articles under the one just read: the same category first, then the newest. */
export function RelatedArticles({ eyebrow, heading, articles, readLabel }: RelatedArticlesProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles-heading" className="border-t border-line bg-sand/40 py-20 md:py-28">
      <div className="container-luxe">
        <SectionHeading eyebrow={eyebrow} title={heading} id="related-articles-heading" />
        <ArticleGrid articles={articles} readLabel={readLabel} />
      </div>
    </section>
  );
}
