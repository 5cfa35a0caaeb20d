import type { MetadataRoute } from "next";
import { getDestinationDetails, getLegalPage, LEGAL_PAGES } from "@/lib/content";
import { absoluteUrl, staticRoutes } from "@/lib/routes";

export const dynamic = "force-static";

/** Primary paths only: aliases are left out, their canonical names the primary page. */
export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Map<string, string>(
    LEGAL_PAGES.map((slug) => [`/${slug}`, getLegalPage(slug).lastUpdated]),
  );
  const pages = staticRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: lastModified.get(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const destinations = getDestinationDetails().map((detail) => ({
    url: absoluteUrl(`/destination/${detail.slug}`),
    changeFrequency: "monthly" as const,
    priority: 0.8,
  }));
  return [...pages, ...destinations];
}
