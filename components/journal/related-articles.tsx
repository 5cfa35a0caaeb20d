import { ArticleCard } from "@/components/journal/article-card";
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
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} readLabel={readLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
