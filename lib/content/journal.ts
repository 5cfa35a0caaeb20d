import "server-only";
import path from "node:path";
import { DESTINATIONS, JOURNAL } from "@/lib/content/collections";
import { destinationFiles } from "@/lib/content/destinations";
import { loadFolder, resolveRefs } from "@/lib/content/loader";
import { fillTokens, renderMarkdown, type MarkdownHeading } from "@/lib/content/markdown";
import { page, tokens } from "@/lib/content/read";
import { ARTICLE_CATEGORIES, type ArticleFrontMatter } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";
import { formatLongDate } from "@/lib/dates";
import { articleCategories, articlePath, categorySlug, relatedArticles, type ArticleSummary } from "@/lib/journal";

/*
 * The travel journal: content/journal/NN-*.md, one article per file, newest first. The validated Markdown
 * files become articles here: rendered once at build time, checked as a collection (file names and ids
 * agree, no id twice, every destination named exists).
 */

/** A journal file as read: its front matter validated, its body still Markdown. */
type ArticleFile = { file: string; data: ArticleFrontMatter; body: string };

/** Minutes to read at 200 words a minute, rounded up. */
function readingTime(wordCount: number): string {
  return `${Math.max(1, Math.ceil(wordCount / 200))} min read`;
}

export type Article = ArticleFrontMatter & {
  file: string;
  path: string;
  categorySlug: string;
  /** The date the sitemap and JSON-LD call "modified": the update if there is one, else publication. */
  lastModified: string;
  html: string;
  headings: MarkdownHeading[];
  wordCount: number;
  /** Computed from the text, never typed. */
  readTime: string;
};

/** Words a reader reads: the rendered text, without tags. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function buildArticles(documents: readonly ArticleFile[], tokens: Record<string, string>): Article[] {
  const byId = new Map<number, string>();
  const articles = documents.map(({ file, data, body }) => {
    // 01-disney-with-children.md holds id 1: the file list reads in id order, and a copied file shows.
    const prefix = path.posix.basename(file).match(/^(\d+)-/)?.[1];
    if (prefix === undefined || Number(prefix) !== data.id) {
      throw new ContentError(
        `Invalid content in ${file}, entry front matter:\n  field "id": ${data.id} does not match the file name, which must start with "${String(data.id).padStart(2, "0")}-"`,
      );
    }
    const other = byId.get(data.id);
    if (other) {
      throw new ContentError(
        `Invalid content in ${file}, entry front matter:\n  field "id": ${data.id} is also used by ${other}`,
      );
    }
    byId.set(data.id, file);

    const rendered = renderMarkdown(fillTokens(body, tokens, file));
    return {
      ...data,
      file,
      path: articlePath(data.id),
      categorySlug: categorySlug(data.category),
      lastModified: data.updated ?? data.date,
      ...rendered,
      wordCount: countWords(rendered.html),
      readTime: readingTime(countWords(rendered.html)),
    };
  });
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

export function toSummary(article: Article): ArticleSummary {
  return {
    id: article.id,
    path: article.path,
    title: article.title,
    excerpt: article.excerpt,
    image: article.image,
    ...(article.region ? { region: article.region } : {}),
    date: article.date,
    dateLabel: formatLongDate(article.date),
    author: article.author,
    category: article.category,
    categorySlug: article.categorySlug,
    readTime: article.readTime,
    featured: article.featured,
  };
}

const articles: readonly Article[] = buildArticles(
  loadFolder(JOURNAL, tokens).map(({ file, data: frontMatter, body }) => ({
    file,
    data: frontMatter,
    body: body ?? "",
  })),
  tokens,
);

// An article names the destinations it is about; each name must be a destination.
articles.forEach((article) =>
  resolveRefs(destinationFiles, article.destinations ?? [], {
    file: article.file,
    field: "destinations",
    collection: DESTINATIONS,
  }),
);

const journalPageContent = page("journal");

export function getJournalPage() {
  return journalPageContent;
}

/** Every article, newest first. */
export function getArticles(): readonly Article[] {
  return articles;
}

/** The article with this id; undefined for an unknown or non-numeric id (the 404 page then shows the first). */
export function getArticle(id: number | string): Article | undefined {
  const wanted = typeof id === "number" ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return articles.find((article) => article.id === wanted);
}

export function getFeaturedArticles(): readonly Article[] {
  return articles.filter((article) => article.featured);
}

/** The article an unknown id falls back to: the first of the collection, the lowest id. */
export function getFirstArticle(): Article {
  const [first] = [...articles].sort((a, b) => a.id - b.id);
  if (!first) throw new Error("content/journal/ holds no articles");
  return first;
}

/** The categories that have articles, in the schema's order, with counts. */
export function getArticleCategories() {
  return articleCategories(articles, ARTICLE_CATEGORIES);
}

/** Card data for the list and for "continue reading": no bodies. */
export function getArticleSummaries() {
  return articles.map(toSummary);
}

export function getRelatedArticles(article: Article, count = 3) {
  return relatedArticles(articles, article, count).map(toSummary);
}
