import { ArticleCard } from "@/components/journal/article-card";
import type { ArticleSummary } from "@/lib/journal";

type ArticleGridProps = { articles: readonly ArticleSummary[]; readLabel: string; className?: string };

/** Articles as cards, one to three across: under an article, and on the pages of the places they cover. */
export function ArticleGrid({ articles, readLabel, className = "mt-12" }: ArticleGridProps) {
  return (
    <ul className={`grid gap-8 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} readLabel={readLabel} />
        </li>
      ))}
    </ul>
  );
}
