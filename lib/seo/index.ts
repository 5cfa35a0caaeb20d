import "server-only";
import type { Metadata } from "next";
import { site } from "@/lib/content/settings";
import { absoluteUrl } from "@/lib/seo/paths";

/*
 * lib/seo/: what search engines, feeds and share cards read, and the addresses they read it at.
 * - index.ts (this file): every page's metadata (pageMetadata), with the brand-suffix rule of the spec.
 * - structured-data.ts, structured-data-travel.ts: the JSON-LD builders.
 * - routes.ts: every page the sitemap lists, from the content; last-modified.ts: their dates from git.
 * - paths.ts, site-url.ts: paths, aliases and absolute URLs; missing-path.ts: the 404 page's rules.
 * Build only (server-only): this file, structured-data*, routes.ts and last-modified.ts. Browser and
 * build: paths.ts, site-url.ts and missing-path.ts, which the header, links and the 404 page use.
 */

const BASE_KEYWORDS = ["luxury travel", "bespoke holidays", "UK travel specialist", "ATOL protected"];

/** Titles end with the brand unless they already name it. */
export function pageTitle(title: string): string {
  return title.toLowerCase().includes(site.name.toLowerCase()) ? title : `${title} | ${site.name}`;
}

export type PageMetadataInput = {
  title: string;
  description: string;
  /** The primary path of the page; aliases pass their primary path so the canonical names it. */
  path: string;
  keywords?: readonly string[];
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  noIndex?: boolean;
};

/** Search engines cut longer descriptions off mid-sentence. */
const MAX_DESCRIPTION = 160;

export function pageMetadata(input: PageMetadataInput): Metadata {
  if (input.description.length > MAX_DESCRIPTION) {
    throw new Error(
      `The description of ${input.path} is ${input.description.length} characters; keep it to ${MAX_DESCRIPTION}: "${input.description}"`,
    );
  }
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const keywords = [...new Set([...(input.keywords ?? []), ...BASE_KEYWORDS])];

  return {
    title: { absolute: title },
    description: input.description,
    keywords,
    alternates: { canonical },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description: input.description,
      url: canonical,
      siteName: site.name,
      locale: site.locale,
      type: input.type ?? "website",
      ...(input.type === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: [site.founder.name] }
        : {}),
    },
    // The share image (og:image, twitter:image) is each page's own card, drawn after the build by
    // scripts/build/og-cards.ts, which also upgrades the card type to summary_large_image.
    twitter: {
      card: "summary",
      title,
      description: input.description,
    },
  };
}
