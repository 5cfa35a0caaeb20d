import imageLoader from "@/lib/image-loader";
import { SITE_URL } from "@/lib/seo/site-url";

/*
 * Paths and their absolute URLs. Safe in the browser (links, the header, the 404 rules) and in tests;
 * everything that needs the content to list routes lives in lib/seo/routes.ts, which is build-only.
 */

/** Every path is written with a trailing slash: that is the shape of the export (about/index.html). */
export function normalisePath(path: string): string {
  const [pathname = "/", query] = path.split("?");
  const withSlash = pathname === "/" || pathname.endsWith("/") ? pathname : `${pathname}/`;
  const leading = withSlash.startsWith("/") ? withSlash : `/${withSlash}`;
  return query ? `${leading}?${query}` : leading;
}

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${normalisePath(path)}`;
}

/**
 * A content photo's absolute address for structured data: its 1200-px copy (search engines ask for at least
 * that), from the photo CDN or, for a self-hosted photo, the build's copy on this site.
 */
export function photoUrl(src: string): string {
  const url = imageLoader({ src, width: 1200 });
  return url.startsWith("/") ? `${SITE_URL}${url}` : url;
}

/**
 * Old addresses that still answer. A static host has no redirects, so each alias is pre-rendered from its
 * primary page's component; its canonical link names the primary and the sitemap leaves it out. With
 * `children`, every page one level under the primary has its alias too (/blog/3/ for /journal/3/).
 */
const ALIASES: readonly { alias: string; primary: string; children?: true }[] = [
  { alias: "/privacy/", primary: "/privacy-policy/" },
  { alias: "/terms/", primary: "/terms-of-service/" },
  { alias: "/blog/", primary: "/journal/", children: true },
];

export type AliasRoute = { path: string; primary: string };

/** The aliases of a set of primary paths (for example the sitemap's), each beside the page it mirrors. */
export function aliasesOf(primaryPaths: readonly string[]): AliasRoute[] {
  return primaryPaths.map(normalisePath).flatMap((primary) =>
    ALIASES.flatMap(({ alias, primary: root, children }): AliasRoute[] => {
      if (primary === root) return [{ path: alias, primary }];
      const rest = primary.startsWith(root) ? primary.slice(root.length) : "";
      return children && /^[^/]+\/$/.test(rest) ? [{ path: `${alias}${rest}`, primary }] : [];
    }),
  );
}

/** The map with one destination selected: the selection lives in the address, so a reload keeps it. */
export function destinationMapHref(slugOrId: string | number): string {
  return `/destinations/?destination=${encodeURIComponent(String(slugOrId))}`;
}

/**
 * A link to the enquiry form that names what the visitor was looking at: `/contact/?destination=kenya`,
 * `/contact/?itinerary=…` or `/contact/?specialism=…` (a specialism's slug or an experience's id). The form
 * reads it and fills itself in. Links elsewhere are left as they are.
 */
export function enquiryHref(
  href: string,
  slug: string,
  about: "destination" | "itinerary" | "specialism" = "destination",
): string {
  const path = normalisePath(href);
  if (path !== "/contact/") return href;
  return `${path}?${about}=${encodeURIComponent(slug)}`;
}
