import "server-only";
import { getDestinationDetails } from "@/lib/content/destinations";
import { getItineraries } from "@/lib/content/itineraries";
import type { ContentImage } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";
import { fallbackImageFor } from "@/lib/images";
import type { ShortlistKind } from "@/lib/shortlist/catalogue";

/*
 * What the shortlist can hold: every sample itinerary and every destination guide, under its slug. One list
 * of slugs names both, so an itinerary and a guide may never share one; the build stops if they do.
 */

export type ShortlistSource = {
  slug: string;
  kind: ShortlistKind;
  title: string;
  path: string;
  eyebrow: string;
  summary: string;
  image: ContentImage;
  fallback: string;
  nights?: number;
  priceFrom?: number;
};

function buildSources(): ShortlistSource[] {
  const itineraries = getItineraries().map((trip): ShortlistSource => ({
    slug: trip.slug,
    kind: "itinerary",
    title: trip.title,
    path: `${trip.path}/`,
    eyebrow: trip.places.map((place) => place.name).join(" · "),
    summary: trip.summary,
    image: trip.image,
    fallback: fallbackImageFor(trip.region),
    nights: trip.nights,
    priceFrom: trip.price.from,
  }));
  const guides = getDestinationDetails().map((detail): ShortlistSource => ({
    slug: detail.slug,
    kind: "destination",
    title: detail.name,
    path: `/destination/${detail.slug}/`,
    eyebrow: detail.country,
    summary: detail.description,
    image: detail.image,
    fallback: fallbackImageFor(detail.region),
  }));
  const seen = new Map<string, ShortlistKind>();
  for (const source of [...itineraries, ...guides]) {
    const other = seen.get(source.slug);
    if (other) {
      throw new ContentError(
        `Invalid content: the ${source.kind} "${source.slug}" has the slug of a${other === "itinerary" ? "n" : ""} ${other}; a shortlist names both by slug, so rename one`,
      );
    }
    seen.set(source.slug, source.kind);
  }
  return [...itineraries, ...guides];
}

const sources = buildSources();

/** Every itinerary and destination guide a visitor can save, itineraries first. */
export function getShortlistSources(): readonly ShortlistSource[] {
  return sources;
}
