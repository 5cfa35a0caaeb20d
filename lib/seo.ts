import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/routes";
import type { ContentImage } from "@/lib/schemas";
import imageLoader from "@/lib/image-loader";

const BASE_KEYWORDS = ["luxury travel", "bespoke holidays", "UK travel specialist", "ATOL protected"];

/** The spec's rule: add the brand suffix unless the title already names the brand. */
export function pageTitle(title: string): string {
  return title.toLowerCase().includes(site.name.toLowerCase()) ? title : `${title} | ${site.name}`;
}

export type PageMetadataInput = {
  title: string;
  description: string;
  /** The primary path of the page; aliases pass their primary path so the canonical names it. */
  path: string;
  keywords?: readonly string[];
  image?: ContentImage;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  noIndex?: boolean;
};

function shareImage(image: ContentImage) {
  // Share cards want 1200×630; the image CDN crops to exactly that.
  const src = image.src.startsWith("/")
    ? `${site.url}${image.src}`
    : `${imageLoader({ src: image.src, width: 1200 })}&h=630`;
  return { url: src, width: 1200, height: 630, alt: image.alt };
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const images = input.image ? [shareImage(input.image)] : undefined;
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
      images,
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
  };
}
