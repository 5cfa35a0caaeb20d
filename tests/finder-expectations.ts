import { getDestinationDetail, getDestinationDetails, getItineraries } from "@/lib/content";
import { MONTHS } from "@/lib/content/months";
import { finderHref, regionSlug, type Choices } from "@/lib/finder";
import { BUDGET_BANDS, inBand, NIGHT_BANDS, type Band } from "@/lib/finder/bands";

/*
 * What the trip finder should list for some choices, worked out from the content files' own fields
 * (an itinerary's bestMonths, nights, price, specialisms, experiences and places; a guide's month ratings
 * and region), so the unit and browser tests compare the finder with the content, never with a list.
 */

const short = (month: string) => month.slice(0, 3).toLowerCase();
const band = (bands: readonly Band[], value: string) => bands.find((entry) => entry.value === value)!;
const regionsOf = (slugs: readonly string[]) =>
  slugs.flatMap((slug) => getDestinationDetail(slug)?.region ?? []).map(regionSlug);

/** The slugs of the journeys the choices should list, in the listing's order. */
export function expectedTrips(choices: Choices): string[] {
  return getItineraries()
    .filter(
      (trip) =>
        (!choices.month || trip.bestMonths.map(short).includes(choices.month)) &&
        (!choices.nights || inBand(band(NIGHT_BANDS, choices.nights), trip.nights)) &&
        (!choices.budget || inBand(band(BUDGET_BANDS, choices.budget), trip.price.from)) &&
        (!choices.suits || [...(trip.specialisms ?? []), ...(trip.experiences ?? [])].includes(choices.suits)) &&
        (!choices.region || regionsOf(trip.destinations).includes(choices.region)) &&
        (!choices.destination || trip.destinations.includes(choices.destination)),
    )
    .map((trip) => trip.slug);
}

/**
 * The slugs of the destination guides the choices should list, A to Z by slug: none until a month, a
 * region or a destination is chosen (the guides wait behind a prompt until then).
 */
export function expectedGuides(choices: Choices): string[] {
  if (!choices.month && !choices.region && !choices.destination) return [];
  return getDestinationDetails()
    .filter((detail) => {
      const rating = choices.month ? detail.climate.months[MONTHS.map(short).indexOf(choices.month)]?.rating : "ideal";
      return (
        (rating === "ideal" || rating === "good") &&
        (!choices.region || (detail.region !== undefined && regionSlug(detail.region) === choices.region)) &&
        (!choices.destination || detail.slug === choices.destination)
      );
    })
    .map((detail) => detail.slug)
    .sort();
}

/** Every month, length and budget together, each with the journeys it should list. */
export function monthLengthBudgetCombinations(): { choices: Choices; trips: string[] }[] {
  return MONTHS.map(short).flatMap((month) =>
    NIGHT_BANDS.flatMap(({ value: nights }) =>
      BUDGET_BANDS.map(({ value: budget }) => {
        const choices = { month, nights, budget };
        return { choices, trips: expectedTrips(choices) };
      }),
    ),
  );
}

const combinations = monthLengthBudgetCombinations();

/** The month, length and budget that the most journeys fit. */
export const FITTING = combinations.reduce((best, entry) => (entry.trips.length > best.trips.length ? entry : best));

/** A month, length and budget that no journey fits, but that leaving out one of the three would. */
export const UNFITTING = combinations.find(
  (entry) =>
    entry.trips.length === 0 &&
    Object.keys(entry.choices).some((filter) => expectedTrips({ ...entry.choices, [filter]: undefined }).length > 0),
)!;

/**
 * The finder in the states its address can put it in, for the browser sweep: narrowed to journeys (with
 * the destination guides for the month), and narrowed to none (the hint and the enquiry).
 */
export function finderStates(): string[] {
  return [finderHref(FITTING.choices), finderHref(UNFITTING.choices)];
}
