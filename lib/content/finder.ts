import "server-only";
import { getDestinationDetail, getDestinationDetails } from "@/lib/content/destinations";
import { getItineraries, type ItineraryView } from "@/lib/content/itineraries";
import { MONTHS } from "@/lib/content/months";
import { REGIONS } from "@/lib/content/schemas";
import { BUDGET_BANDS, NIGHT_BANDS } from "@/lib/finder/bands";
import { monthCode, regionSlug, type Filter, type FinderItem } from "@/lib/finder";

/*
 * What the trip finder on /itineraries/ works over: each journey and each destination guide with the facets
 * the finder matches (lib/finder), and the choices each filter offers, only ever ones that the content has.
 */

type Option = { value: string; label: string };

export type FinderTrip = { trip: ItineraryView; item: FinderItem };

export type FinderGuide = {
  slug: string;
  name: string;
  country: string;
  path: string;
  /** The guide's verdict on each month, January first. */
  ratings: ("ideal" | "good" | "avoid")[];
  item: FinderItem;
};

const regionsOf = (slugs: readonly string[]) => [
  ...new Set(slugs.flatMap((slug) => getDestinationDetail(slug)?.region ?? []).map(regionSlug)),
];

const trips: FinderTrip[] = getItineraries().map((trip) => {
  const suits = [...(trip.specialisms ?? []), ...(trip.experiences ?? [])];
  return {
    trip,
    item: {
      months: trip.bestMonths.map(monthCode),
      regions: regionsOf(trip.destinations),
      destinations: [...trip.destinations],
      nights: trip.nights,
      price: trip.price.from,
      suits,
    },
  };
});

const guides: FinderGuide[] = getDestinationDetails()
  .map((detail) => ({
    slug: detail.slug,
    name: detail.name,
    country: detail.country,
    path: `/destination/${detail.slug}`,
    ratings: detail.climate.months.map((row) => row.rating),
    item: {
      months: detail.climate.months.flatMap((row, index) =>
        row.rating === "avoid" ? [] : [monthCode(MONTHS[index]!)],
      ),
      regions: detail.region ? [regionSlug(detail.region)] : [],
      destinations: [detail.slug],
    },
  }))
  .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));

/** What a journey suits, by slug or id, with its title: the order the journeys first name them. */
function suitsOptions(): Option[] {
  const seen = new Map<string, string>();
  for (const { trip, item } of trips) {
    item.suits?.forEach((value, index) => seen.set(value, trip.suits[index]!.label));
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

const options: Record<Filter, Option[]> = {
  month: MONTHS.map((month) => ({ value: monthCode(month), label: month })),
  nights: NIGHT_BANDS.map(({ value, label }) => ({ value, label })),
  budget: BUDGET_BANDS.map(({ value, label }) => ({ value, label })),
  suits: suitsOptions(),
  // A region is offered when a journey or a guide is in it, in the schema's order.
  region: REGIONS.filter((region) =>
    [...trips, ...guides].some(({ item }) => item.regions.includes(regionSlug(region))),
  ).map((region) => ({ value: regionSlug(region), label: region })),
  destination: guides.map((guide) => ({ value: guide.slug, label: guide.name })),
};

/** The finder's journeys (in the listing's order), its destination guides (A to Z) and its choices. */
export function getFinder() {
  return { trips, guides, options };
}
