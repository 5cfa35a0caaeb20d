import type { MetadataRoute } from "next";
import { site } from "@/lib/content/settings";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/404/", "/_not-found/", "/admin/", "/desk/"] }],
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
