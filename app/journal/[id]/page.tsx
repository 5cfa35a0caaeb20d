import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/journal/article-body";
import { ArticleMeta } from "@/components/journal/article-meta";
import { ArticleStructuredData } from "@/components/journal/article-structured-data";
import { RelatedArticles } from "@/components/journal/related-articles";
import { PageHero } from "@/components/layout/page-hero";
import { CtaBand } from "@/components/ui/cta-band";
import { getArticle, getArticles, getJournalPage, getRelatedArticles } from "@/lib/content";
import { BLOG_PATH } from "@/lib/journal";
import { journalMetadata } from "@/lib/journal/metadata";

export const dynamicParams = false;

type ArticlePageProps = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return getArticles().map((article) => ({ id: String(article.id) }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = getArticle((await params).id);
  if (!article) return {};
  return journalMetadata({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    publishedTime: article.date,
    modifiedTime: article.lastModified,
    keywords: [article.category, "travel journal"],
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = getArticle((await params).id);
  if (!article) notFound();
  const page = getJournalPage();
  const { related, articleCta: cta } = page;
  return (
    <>
      <ArticleStructuredData article={article} journalName={page.meta.title} />
      <PageHero
        eyebrow={article.category}
        // Headlines run to a dozen words: a size below the display scale keeps them to three lines.
        title={<span className="block text-[clamp(2.4rem,1.5rem+3.2vw,4.5rem)] leading-[1.05]">{article.title}</span>}
        subtitle={article.excerpt}
        image={article.image}
        region={article.region}
      >
        <ArticleMeta article={article} />
      </PageHero>
      <ArticleBody article={article} labels={page.labels} backHref={BLOG_PATH} />
      <RelatedArticles
        eyebrow={related.eyebrow}
        heading={related.heading}
        articles={getRelatedArticles(article)}
        readLabel={page.labels.readArticle}
      />
      <CtaBand eyebrow="Begin" title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
