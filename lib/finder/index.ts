import { BUDGET_BANDS, findBand, inBand, NIGHT_BANDS } from "@/lib/finder/bands";

/*
 * lib/finder/: the trip finder on /itineraries/, which narrows the sample journeys (and the destination
 * guides) by month, length, budget, what they suit, region and destination.
 * - index.ts (this file): the rules. What a choice is, how it reads from and writes to the address, what
 *   a card carries in its data attributes, which cards match, and which choice to loosen when none do.
 * - bands.ts: the bands of nights and of budget (the enquiry form's own budgets).
 * - enquiry.ts: the enquiry link that carries the choices; prefill.ts: what the contact form fills in from it.
 * Browser and build: the page computes each card's data attributes with these rules, and the finder's
 * script on /itineraries/ matches with the same ones. Nothing here imports content, zod or React.
 */

export const FINDER_PATH = "/itineraries/";

/** The finder's filters, in the form's order; each is also the name of its query parameter. */
export const FILTERS = ["month", "nights", "budget", "suits", "region", "destination"] as const;
export type Filter = (typeof FILTERS)[number];

/** What the visitor chose: one value per filter, absent for "any". */
export type Choices = Partial<Record<Filter, string>>;

/**
 * What a card tells the finder about itself. A journey has every facet; a destination guide has no
 * length, price or interests, so those filters pass it by and only month, region and destination apply.
 */
export type FinderItem = {
  /** Short month names, "jan" to "dec": a journey's best months, a guide's months rated ideal or good. */
  months: string[];
  regions: string[];
  /** Destination slugs: the places on a journey, or a guide's own. */
  destinations: string[];
  nights?: number;
  /** The guide price per person, in pounds. */
  price?: number;
  /** Specialism slugs and experience ids. */
  suits?: string[];
};

/** "February" → "feb": the value of ?month=. */
export const monthCode = (month: string): string => month.slice(0, 3).toLowerCase();

/** "South America" → "south-america": the value of ?region=. */
export const regionSlug = (region: string): string => region.toLowerCase().replace(/\s+/g, "-");
/** "south-america" → "South America": every region's name is its slug's words, capitalised. */
export const regionName = (slug: string): string =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`);

type Test = (item: FinderItem, value: string) => boolean;

/** How each filter tests an item; a facet the item does not have passes. */
const TESTS: Record<Filter, Test> = {
  month: (item, value) => item.months.includes(value),
  nights: (item, value) => {
    const band = findBand(NIGHT_BANDS, value);
    return item.nights === undefined || (band !== undefined && inBand(band, item.nights));
  },
  budget: (item, value) => {
    const band = findBand(BUDGET_BANDS, value);
    return item.price === undefined || (band !== undefined && inBand(band, item.price));
  },
  suits: (item, value) => item.suits === undefined || item.suits.includes(value),
  region: (item, value) => item.regions.includes(value),
  destination: (item, value) => item.destinations.includes(value),
};

/** The filters the visitor has set, in the form's order. */
export const activeFilters = (choices: Choices): Filter[] => FILTERS.filter((filter) => Boolean(choices[filter]));

export function matches(item: FinderItem, choices: Choices): boolean {
  return activeFilters(choices).every((filter) => TESTS[filter](item, choices[filter]!));
}

export const countMatches = (items: readonly FinderItem[], choices: Choices): number =>
  items.filter((item) => matches(item, choices)).length;

/** Whether the destination guides have anything to narrow by: a month, a region or a destination. */
export const narrowsGuides = (choices: Choices): boolean =>
  Boolean(choices.month || choices.region || choices.destination);

/**
 * When nothing matches: the one choice whose removal brings back the most journeys, with how many (the
 * first in the form's order on a tie). Undefined when no single choice brings any back.
 */
export function loosenHint(
  items: readonly FinderItem[],
  choices: Choices,
): { filter: Filter; count: number } | undefined {
  let best: { filter: Filter; count: number } | undefined;
  for (const filter of activeFilters(choices)) {
    const count = countMatches(items, { ...choices, [filter]: undefined });
    if (count > 0 && count > (best?.count ?? 0)) best = { filter, count };
  }
  return best;
}

/**
 * The choices an address names. With `allowed` (the values each filter offers), an unknown value is
 * dropped, so an old link to something since removed shows more, never an empty list.
 */
export function choicesFrom(
  search: string | URLSearchParams,
  allowed?: Partial<Record<Filter, readonly string[]>>,
): Choices {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const choices: Choices = {};
  for (const filter of FILTERS) {
    const value = params.get(filter)?.trim().toLowerCase();
    if (value && (!allowed || allowed[filter]?.includes(value))) choices[filter] = value;
  }
  return choices;
}

/** The query string for some choices, in the form's order: "?month=feb&budget=5000-8000", or "". */
export function searchOf(choices: Choices): string {
  const params = new URLSearchParams();
  for (const filter of activeFilters(choices)) params.set(filter, choices[filter]!);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The finder narrowed by some choices: "/itineraries/?month=feb". */
export const finderHref = (choices: Choices): string => `${FINDER_PATH}${searchOf(choices)}`;

type ItemData = Record<`data-${string}`, string>;

/** A card's data attributes: lists are space-separated, numbers are plain digits. */
export function itemData(item: FinderItem): ItemData {
  return {
    "data-months": item.months.join(" "),
    "data-regions": item.regions.join(" "),
    "data-destinations": item.destinations.join(" "),
    ...(item.nights !== undefined ? { "data-nights": String(item.nights) } : {}),
    ...(item.price !== undefined ? { "data-price": String(item.price) } : {}),
    ...(item.suits !== undefined ? { "data-suits": item.suits.join(" ") } : {}),
  };
}

/** The item a card's data attributes describe (`element.dataset`). */
export function itemFromData(data: Partial<Record<string, string>>): FinderItem {
  const list = (value: string | undefined) => (value ? value.split(" ") : []);
  return {
    months: list(data.months),
    regions: list(data.regions),
    destinations: list(data.destinations),
    ...(data.nights !== undefined ? { nights: Number(data.nights) } : {}),
    ...(data.price !== undefined ? { price: Number(data.price) } : {}),
    ...(data.suits !== undefined ? { suits: list(data.suits) } : {}),
  };
}
