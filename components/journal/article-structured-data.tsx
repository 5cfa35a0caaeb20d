import { JsonLd } from "@/components/seo/json-ld";
import type { Article } from "@/lib/content";
import { photoUrl } from "@/lib/seo/paths";
import { JOURNAL_PATH } from "@/lib/journal";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/structured-data";

type ArticleStructuredDataProps = {
  article: Pick<Article, "title" | "excerpt" | "image" | "date" | "lastModified" | "author" | "path">;
  journalName: string;
};

/** Article and BreadcrumbList JSON-LD for one article, dated in ISO 8601 as written in its front matter. */
export function ArticleStructuredData({ article, journalName }: ArticleStructuredDataProps) {
  return (
    <>
      <JsonLd
        id="article-jsonld"
        data={articleJsonLd({
          headline: article.title,
          description: article.excerpt,
          image: photoUrl(article.image.src),
          datePublished: article.date,
          dateModified: article.lastModified,
          author: article.author,
          path: article.path,
        })}
      />
      <JsonLd
        id="breadcrumb-jsonld"
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: journalName, path: JOURNAL_PATH },
          { name: article.title, path: article.path },
        ])}
      />
    </>
  );
}
