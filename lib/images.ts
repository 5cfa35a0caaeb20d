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
