import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/paths";
import { siteRoutes } from "@/lib/seo/routes";

export const dynamic = "force-static";

/** Primary paths only: aliases are left out, their canonical names the primary page. */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes().map(({ path, lastModified, changeFrequency, priority }) => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency,
    priority,
  }));
}
