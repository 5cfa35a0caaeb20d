import type { MetadataRoute } from "next";
import {
  getArticles,
  getDestinationDetails,
  getExperiences,
  getLegalPage,
  getSpecialisms,
  LEGAL_PAGES,
} from "@/lib/content";
import { absoluteUrl, staticRoutes } from "@/lib/routes";

export const dynamic = "force-static";

/** Primary paths only: aliases are left out, their canonical names the primary page. */
export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getArticles();
  const lastModified = new Map<string, string>([
    ...LEGAL_PAGES.map((slug): [string, string] => [`/${slug}`, getLegalPage(slug).lastUpdated]),
    // The list changes when its newest article does.
    [
      "/journal",
      articles
        .map((article) => article.lastModified)
        .sort()
        .at(-1) ?? "",
    ],
  ]);
  const pages = staticRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: lastModified.get(route.path) || undefined,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const journal = articles.map((article) => ({
    url: absoluteUrl(article.path),
    lastModified: article.lastModified,
    changeFrequency: "monthly" as const,
    priority: article.featured ? 0.7 : 0.6,
  }));
  const details = [
    ...getExperiences().map((experience) => `/experiences/${experience.id}`),
    ...getSpecialisms().map((specialism) => `/specialisms/${specialism.slug}`),
  ].map((path) => ({ url: absoluteUrl(path), changeFrequency: "monthly" as const, priority: 0.7 }));
  const destinations = getDestinationDetails().map((detail) => ({
    url: absoluteUrl(`/destination/${detail.slug}`),
    changeFrequency: "monthly" as const,
    priority: 0.8,
  }));
  return [...pages, ...destinations, ...details, ...journal];
}
