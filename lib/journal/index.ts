import type { ContentImage } from "@/lib/content/schemas";

/*
 * lib/journal/: the travel journal's rules and outputs. The articles themselves are content, read behind
 * the door (lib/content/journal.ts).
 * - index.ts (this file): the journal's pure rules: paths, category slugs and which articles a filter shows.
 *   Shared by the server (pages, sitemap, feed) and the browser (the filter widget), so this module imports
 *   no content, no zod and no Markdown renderer: only types.
 * - feed.ts (the RSS document) and metadata.ts (a journal page's metadata, announcing the feed): build only
 *   (server-only).
 */

export const JOURNAL_PATH = "/journal";
/** The alias of the list, kept for old links; its canonical names JOURNAL_PATH. */
export const BLOG_PATH = "/blog";
export const FEED_PATH = "/journal/feed.xml";
/** The query parameter that holds the filter, so a filtered view can be shared and survives reload. */
export const CATEGORY_PARAM = "category";

export const articlePath = (id: number) => `${JOURNAL_PATH}/${id}/`;

/** What a list card needs: no body, so the browser never downloads twelve articles to draw a list. */
export type ArticleSummary = {
  id: number;
  path: string;
  title: string;
  excerpt: string;
  image: ContentImage;
  region?: string;
  /** ISO date, for <time dateTime>. */
  date: string;
  /** The same date written the British way (8 September 2026), formatted at build time. */
  dateLabel: string;
  author: string;
  category: string;
  categorySlug: string;
  readTime: string;
  featured: boolean;
};

export type CategoryOption = { name: string; slug: string; count: number };

/** "Family Travel" → "family-travel": the value of ?category= for that category. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The list's own address for a category, or for all of them. */
export function categoryHref(slug?: string): string {
  return slug ? `${JOURNAL_PATH}/?${CATEGORY_PARAM}=${encodeURIComponent(slug)}` : `${JOURNAL_PATH}/`;
}

/**
 * The categories that have at least one article, in the given order (the schema's), each with its
 * count. A category with no article is never offered: choosing it could only show an empty list.
 */
export function articleCategories(
  articles: readonly { category: string }[],
  order: readonly string[],
): CategoryOption[] {
  return order
    .map((name) => ({ name, slug: categorySlug(name), count: articles.filter((a) => a.category === name).length }))
    .filter((option) => option.count > 0);
}

/** The category a ?category= value names; anything unknown (or nothing) means 'All Categories'. */
export function findCategory(categories: readonly CategoryOption[], param: string | null | undefined) {
  if (!param) return undefined;
  const wanted = param.trim().toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

export type JournalSelection<T> = { featured: T[]; list: T[] };

/**
 * What the list shows. Under 'All Categories' the featured articles have their
 * own block and the others follow. Under one category the featured block is hidden and that category's
 * articles are listed: all of them, featured ones included, because the collection holds categories
 * whose only article is featured, and the list filters by every category present.
 */
export function selectArticles<T extends { featured: boolean; categorySlug: string }>(
  articles: readonly T[],
  categorySlug?: string,
): JournalSelection<T> {
  if (!categorySlug) {
    return {
      featured: articles.filter((article) => article.featured),
      list: articles.filter((article) => !article.featured),
    };
  }
  return { featured: [], list: articles.filter((article) => article.categorySlug === categorySlug) };
}

/** Up to `count` other articles: the same category first, then the most recent (input order). */
export function relatedArticles<T extends { id: number; category: string }>(
  articles: readonly T[],
  current: T,
  count = 3,
): T[] {
  const others = articles.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/** "1 article", "3 articles". */
export const articleCount = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;
