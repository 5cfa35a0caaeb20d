import { site } from "@/content/site";

/** Every path is written with a trailing slash: that is the shape of the export (about/index.html). */
export function normalisePath(path: string): string {
  const [pathname = "/", query] = path.split("?");
  const withSlash = pathname === "/" || pathname.endsWith("/") ? pathname : `${pathname}/`;
  const leading = withSlash.startsWith("/") ? withSlash : `/${withSlash}`;
  return query ? `${leading}?${query}` : leading;
}

export function absoluteUrl(path: string): string {
  return `${site.url}${normalisePath(path)}`;
}

type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export type StaticRoute = {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
};

/**
 * Pages with a fixed path. The sitemap lists these plus the content-driven detail pages; the end-to-end
 * sweep visits everything in the sitemap, so a page added here is tested the moment it exists.
 */
export const staticRoutes: readonly StaticRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/experiences", changeFrequency: "monthly", priority: 0.9 },
  { path: "/specialisms", changeFrequency: "monthly", priority: 0.9 },
  { path: "/services", changeFrequency: "monthly", priority: 0.7 },
  { path: "/concierge-services", changeFrequency: "monthly", priority: 0.7 },
  { path: "/luxury-travel", changeFrequency: "monthly", priority: 0.8 },
  { path: "/tailor-made", changeFrequency: "monthly", priority: 0.8 },
  { path: "/testimonials", changeFrequency: "monthly", priority: 0.6 },
  { path: "/journal", changeFrequency: "weekly", priority: 0.7 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.9 },
  { path: "/destinations", changeFrequency: "monthly", priority: 0.9 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms-of-service", changeFrequency: "yearly", priority: 0.2 },
  { path: "/accessibility", changeFrequency: "yearly", priority: 0.3 },
];

/**
 * Ids of the journal articles, for their /blog/{id} aliases. This module is bundled for the browser too,
 * so it cannot read content/journal/; tests/unit/content-journal.test.ts fails if the two ever disagree.
 */
export const JOURNAL_ARTICLE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Aliases are pre-rendered from the same component as their primary page (a static host has no
 * redirects); their canonical link names the primary path and the sitemap leaves them out.
 */
export const aliasRoutes: readonly { path: string; primary: string }[] = [
  { path: "/privacy", primary: "/privacy-policy" },
  { path: "/terms", primary: "/terms-of-service" },
  { path: "/blog", primary: "/journal" },
  ...JOURNAL_ARTICLE_IDS.map((id) => ({ path: `/blog/${id}`, primary: `/journal/${id}` })),
];
