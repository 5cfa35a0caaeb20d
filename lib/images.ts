import type { Region } from "@/lib/content/schemas";

const FALLBACK_FILES: Record<Region, string> = {
  Europe: "europe",
  Asia: "asia",
  Africa: "africa",
  "North America": "north-america",
  "South America": "south-america",
  Oceania: "oceania",
  "Middle East": "middle-east",
  Caribbean: "caribbean",
};

/** Self-hosted art shown when a remote photo fails: the region's own, else the generic one. */
export function fallbackImageFor(region?: string): string {
  const file = region && region in FALLBACK_FILES ? FALLBACK_FILES[region as Region] : "generic";
  return `/fallbacks/${file}.svg`;
}

/**
 * How wide a photo must be: the widest a page shows it on a screen up to WIDE_SCREEN CSS pixels wide, at
 * WIDE_SCREEN_DENSITY device pixels per CSS pixel (a laptop's). A hero spans the screen, so any photo that
 * may become one needs PHOTO_MIN_WIDTH. The build warns about a narrower one (scripts/build/photos.ts) and the
 * editor's photo fields say so (lib/content/cms-config.ts).
 */
export const WIDE_SCREEN = 1280;
export const WIDE_SCREEN_DENSITY = 2;
export const PHOTO_MIN_WIDTH = WIDE_SCREEN * WIDE_SCREEN_DENSITY;

/** The brand mark as a PNG, drawn from app/icon.svg by the build (scripts/build/photos.ts), for JSON-LD's logo. */
export const RASTER_LOGO = { path: "/logo.png", size: 512 } as const;
