import "server-only";
import {
  getArticles,
  getDestinationDetails,
  getExperiences,
  getLegalPage,
  getSpecialisms,
  LEGAL_PAGES,
} from "@/lib/content";
import { aliasesOf, normalisePath, type AliasRoute } from "@/lib/paths";

type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

type SiteRoute = {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
  /** When the page's content last changed (ISO date), where the content says. */
  lastModified?: string;
};

/**
 * Pages with a fixed path. The sitemap lists these plus the content-driven detail pages; the end-to-end
 * sweep visits everything in the sitemap, so a page added here is tested the moment it exists.
 */
export const staticRoutes: readonly SiteRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about/", changeFrequency: "monthly", priority: 0.8 },
  { path: "/experiences/", changeFrequency: "monthly", priority: 0.9 },
  { path: "/specialisms/", changeFrequency: "monthly", priority: 0.9 },
  { path: "/services/", changeFrequency: "monthly", priority: 0.7 },
  { path: "/concierge-services/", changeFrequency: "monthly", priority: 0.7 },
  { path: "/luxury-travel/", changeFrequency: "monthly", priority: 0.8 },
  { path: "/tailor-made/", changeFrequency: "monthly", priority: 0.8 },
  { path: "/testimonials/", changeFrequency: "monthly", priority: 0.6 },
  { path: "/journal/", changeFrequency: "weekly", priority: 0.7 },
  { path: "/contact/", changeFrequency: "yearly", priority: 0.9 },
  { path: "/destinations/", changeFrequency: "monthly", priority: 0.9 },
  { path: "/privacy-policy/", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms-of-service/", changeFrequency: "yearly", priority: 0.2 },
  { path: "/accessibility/", changeFrequency: "yearly", priority: 0.3 },
];

/** Every primary page, fixed and content-driven, with when its content last changed where that is known. */
export function siteRoutes(): SiteRoute[] {
  const articles = getArticles();
  const lastModified = new Map<string, string>([
    ...LEGAL_PAGES.map((slug): [string, string] => [`/${slug}/`, getLegalPage(slug).lastUpdated]),
    // The list changes when its newest article does.
    ...articles
      .map((article) => article.lastModified)
      .sort()
      .slice(-1)
      .map((date): [string, string] => ["/journal/", date]),
  ]);
  const detail = (path: string, priority: number): SiteRoute => ({
    path: normalisePath(path),
    changeFrequency: "monthly",
    priority,
  });
  return [
    ...staticRoutes.map((route) => ({ ...route, lastModified: lastModified.get(route.path) })),
    ...getDestinationDetails().map((destination) => detail(`/destination/${destination.slug}`, 0.8)),
    ...getExperiences().map((experience) => detail(`/experiences/${experience.id}`, 0.7)),
    ...getSpecialisms().map((specialism) => detail(`/specialisms/${specialism.slug}`, 0.7)),
    ...articles.map((article) => ({
      ...detail(article.path, article.featured ? 0.7 : 0.6),
      lastModified: article.lastModified,
    })),
  ];
}

/** The aliases of every primary page (/privacy/, /blog/, /blog/{id}/ …), computed from the routes. */
export function aliasRoutes(): AliasRoute[] {
  return aliasesOf(siteRoutes().map((route) => route.path));
}
