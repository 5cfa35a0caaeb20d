/*
 * /shortlist/items.json: what the shortlist can hold, one entry per itinerary and destination guide, written
 * once at build time (app/shortlist/items.json/route.ts). /shortlist/ fetches it when it opens, so the
 * pages' own bundles carry no list of titles; the Worker reads it too, to name a shortlist in the owner's
 * e-mail. Browser, build and Worker: types and pure helpers only.
 */

export const SHORTLIST_CATALOGUE_PATH = "/shortlist/items.json";

export type ShortlistKind = "itinerary" | "destination";

/** A photo's attributes, ready for an <img> (and an AVIF <source> for a self-hosted photo). */
type ShortlistPhoto = {
  src: string;
  srcSet?: string;
  avifSrcSet?: string;
  width: number;
  height: number;
  alt: string;
  /** Self-hosted art shown if the photo fails. */
  fallback: string;
};

export type ShortlistItem = {
  slug: string;
  kind: ShortlistKind;
  title: string;
  /** The page's path ("/itineraries/…/") and full address. */
  path: string;
  url: string;
  /** The places on an itinerary, or a destination's country. */
  eyebrow: string;
  summary: string;
  photo: ShortlistPhoto;
  nights?: number;
  /** The guide price per person, in pounds. */
  priceFrom?: number;
};

export type ShortlistCatalogue = { items: Record<string, ShortlistItem> };

/** A fetched catalogue, if it is one (a missing or odd file reads as none). */
export function asCatalogue(value: unknown): ShortlistCatalogue | undefined {
  if (!value || typeof value !== "object") return undefined;
  const items = (value as { items?: unknown }).items;
  if (!items || typeof items !== "object" || Array.isArray(items)) return undefined;
  return { items: items as Record<string, ShortlistItem> };
}

/** The entry for a slug: only the catalogue's own keys count. */
export function catalogueItem(catalogue: ShortlistCatalogue | undefined, slug: string): ShortlistItem | undefined {
  return catalogue && Object.hasOwn(catalogue.items, slug) ? catalogue.items[slug] : undefined;
}

/**
 * The slugs to keep: those the site has. A slug it no longer has (a page opened before a deploy removed the
 * itinerary) is left out rather than refused: the visitor cannot change it, and their message still names
 * it. Without a catalogue, every well-formed slug is kept, since none can be told apart.
 */
export function knownSlugs(slugs: readonly string[], catalogue: ShortlistCatalogue | undefined): string[] {
  return catalogue ? slugs.filter((slug) => catalogueItem(catalogue, slug)) : [...slugs];
}
