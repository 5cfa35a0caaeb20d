import "server-only";
import { DESTINATIONS, PAGES } from "@/lib/content/collections";
import { loadFolder, resolveRefs } from "@/lib/content/loader";
import { MONTHS } from "@/lib/content/months";
import { data, page, tokens } from "@/lib/content/read";
import type { Destination, DestinationDetail, MapDestination, RegionHighlightGroup } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";
import { isCity, type MapPin } from "@/lib/map";
import { projectToPercent } from "@/lib/map/projection";

/*
 * Destinations: one file per place; the map, the region tabs, the home cards, the footer and the
 * month-by-month guide read them. The other collections resolve their references to places here.
 */

export const destinationFiles = loadFolder(DESTINATIONS, tokens);
const destinations = data(destinationFiles);

function destinationError(place: Destination, field: string, message: string): ContentError {
  return new ContentError(
    `Invalid content in ${DESTINATIONS.folder}/${place.slug}.yml, item "${place.slug}":\n  field "${field}": ${message}`,
  );
}

const mapIds = new Map<number, string>();
for (const place of destinations) {
  if (place.map) {
    const other = mapIds.get(place.map.id);
    if (other) throw destinationError(place, "map.id", `${place.map.id} is also the pin of ${other}`);
    if (place.map.city !== isCity(place.map)) {
      throw destinationError(place, "map.city", "city pins are numbered from 100, countries and regions below 100");
    }
    mapIds.set(place.map.id, place.slug);
  }
}

export function toDetail(place: Destination): DestinationDetail | undefined {
  if (!place.page || !place.country || !place.bestTimeToVisit || !place.climate || !place.practical) return undefined;
  return {
    slug: place.slug,
    name: place.name,
    country: place.country,
    ...(place.region ? { region: place.region } : {}),
    latitude: place.latitude,
    longitude: place.longitude,
    image: place.image,
    description: place.summary,
    longDescription: place.page.longDescription,
    highlights: place.page.highlights,
    bestTimeToVisit: place.bestTimeToVisit,
    duration: place.page.duration,
    climate: place.climate,
    practical: place.practical,
  };
}

const details: DestinationDetail[] = destinations.flatMap((place) => toDetail(place) ?? []);

/** The pins, in the map's order: by pin number. The schema has checked every field a pin needs. */
export const mapEntries: MapDestination[] = destinations
  .flatMap((place) => {
    const { map, region, description, bestTimeToVisit, keyAttraction, cuisine, accommodation, idealFor } = place;
    if (
      !map ||
      !region ||
      !description ||
      !bestTimeToVisit ||
      !keyAttraction ||
      !cuisine ||
      !accommodation ||
      !idealFor
    ) {
      return [];
    }
    const guide = place.page ? place.slug : undefined;
    return [
      {
        id: map.id,
        slug: place.slug,
        name: place.name,
        region,
        latitude: place.latitude,
        longitude: place.longitude,
        image: place.image,
        description,
        bestTimeToVisit,
        keyAttraction,
        cuisine,
        accommodation,
        idealFor,
        ...(guide ? { guide } : {}),
      },
    ];
  })
  .sort((a, b) => a.id - b.id);

/** Every pin with its place on the map, computed from latitude/longitude with the map's projection. */
const mapPins: MapPin[] = mapEntries.map((entry) => ({
  ...entry,
  ...projectToPercent(entry.latitude, entry.longitude),
  city: isCity(entry),
  ...(entry.guide ? { guidePath: `/destination/${entry.guide}/` } : {}),
}));

export function getMapPins(): readonly MapPin[] {
  return mapPins;
}

export function getDestinationDetails(): readonly DestinationDetail[] {
  return details;
}

export function getDestinationDetail(slug: string): DestinationDetail | undefined {
  return details.find((detail) => detail.slug === slug);
}

/**
 * The map pin that opens on a destination page's subject: its own pin (Kyoto's page → the Kyoto pin), else
 * the pin of the country it is in (the Swiss Alps → Switzerland), if any.
 */
export function getPinForGuide(slug: string): MapPin | undefined {
  const country = destinations.find((place) => place.slug === slug)?.country;
  const countryPin = destinations.find((place) => place.map && !place.map.city && place.country === country);
  return mapPins.find((pin) => pin.slug === slug) ?? mapPins.find((pin) => pin.slug === countryPin?.slug);
}

const destinationsPage = page("destinations");

const regionHighlights: RegionHighlightGroup[] = destinationsPage.highlights.map((group, index) => ({
  id: group.region.toLowerCase().replace(/\s+/g, "-"),
  name: group.region,
  destinations: resolveRefs(destinationFiles, group.destinations, {
    file: PAGES.destinations.file,
    field: `highlights.${index}.destinations`,
    collection: DESTINATIONS,
  }).map((place) => ({
    id: place.slug,
    name: place.name,
    image: place.image,
    description: place.summary,
    ...(toDetail(place) ? { guide: true } : {}),
  })),
}));

export function getDestinationsPage() {
  return destinationsPage;
}

export function getRegionHighlights(): readonly RegionHighlightGroup[] {
  return regionHighlights;
}

const destinationDetailPage = page("destination");

export function getDestinationDetailPage() {
  return destinationDetailPage;
}

/** Looks up destinations by slug and insists each is on the map (footer links and explorer shortcuts open it). */
export function pinsFor(slugs: readonly string[], file: string, field: string): MapDestination[] {
  return resolveRefs(destinationFiles, slugs, { file, field, collection: DESTINATIONS }).map((place, index) => {
    const pin = mapEntries.find((entry) => entry.slug === place.slug);
    if (!pin)
      throw new ContentError(
        `Invalid content in ${file}:\n  field "${field}.${index}": "${place.slug}" has no pin on the map`,
      );
    return pin;
  });
}

/** /when-to-go/: for each month, the destinations rated ideal then, with the reason. */
export function getMonthGuide() {
  return MONTHS.map((month, index) => ({
    month,
    id: month.toLowerCase(),
    destinations: details.flatMap((detail) => {
      const row = detail.climate.months[index]!;
      return row.rating === "ideal"
        ? [
            {
              slug: detail.slug,
              name: detail.name,
              country: detail.country,
              region: detail.region,
              image: detail.image,
              note: row.note,
              highC: row.highC,
              path: `/destination/${detail.slug}`,
            },
          ]
        : [];
    }),
  }));
}

const whenToGoPage = page("when-to-go");

export function getWhenToGoPage() {
  return whenToGoPage;
}
