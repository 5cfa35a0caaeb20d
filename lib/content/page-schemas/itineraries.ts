import { z } from "zod";
import { text } from "@/lib/content/schemas";
import { ctaBlockSchema, pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

const withTokens = (...tokens: string[]) =>
  text.refine(
    (value) => tokens.every((token) => value.includes(`{${token}}`)),
    `must contain ${tokens.map((token) => `{${token}}`).join(" and ")}`,
  );

/** A count's words, for one and for more: "{count} journey", "{count} journeys". */
const countSchema = z.object({ one: withTokens("count"), other: withTokens("count") });

/** A filter's label, its "any" choice, and its name in a sentence ("Leave out the {filter}"). */
const filterWordsSchema = z.object({ label: text, any: text, noun: text });

/** The trip finder on /itineraries/: its filters, its counts and what it says when nothing matches. */
const finderSchema = z.object({
  heading: text,
  intro: text,
  filters: z.object({
    month: filterWordsSchema,
    nights: filterWordsSchema,
    budget: filterWordsSchema,
    suits: filterWordsSchema,
    region: filterWordsSchema,
    destination: filterWordsSchema,
  }),
  apply: text,
  clear: text,
  /** Shown without JavaScript, which cannot narrow a static page's list. */
  noScript: text,
  journeys: countSchema,
  guides: countSchema,
  /** {list}: the counts, "3 journeys and 12 destination guides". */
  matching: withTokens("list"),
  /** {trips}: every journey, "13 journeys". */
  all: withTokens("trips"),
  and: text,
  priceNote: text,
  noMatch: z.object({
    heading: text,
    loosen: withTokens("filter", "trips"),
    clearInstead: text,
    enquire: text,
    enquireLabel: text,
  }),
  guidesSection: z.object({
    heading: text,
    intro: text,
    prompt: text,
    ideal: text,
    good: text,
  }),
});

/** The words around every sample itinerary: the /itineraries/ listing and each /itineraries/{slug}/ page. */
export const itinerariesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: text,
  breadcrumbLabel: text,
  viewItinerary: text,
  labels: z.object({
    nights: text.refine((value) => value.includes("{count}"), "must contain {count}"),
    bestMonths: text,
    suits: text,
    destinations: text,
    routeHeading: text,
    routeCaption: text,
    dayByDay: text,
    day: text,
    days: text,
    stay: text,
  }),
  price: z.object({
    heading: text,
    /** "from £{price} per person": the amount is filled in. */
    from: text.refine(
      (value) => value.includes("{price}") && /per person/.test(value),
      "must contain {price} and 'per person'",
    ),
    basisLabel: text,
    includes: text,
    excludes: text,
    /** {date} is replaced. */
    checked: text.refine((value) => value.includes("{date}"), "must contain {date}"),
    changes: text.refine(
      (value) => /prices change with dates and availability/i.test(value),
      "must say that prices change with dates and availability",
    ),
  }),
  enquire: text,
  finder: finderSchema,
  cta: ctaBlockSchema,
});

export type ItinerariesPage = z.infer<typeof itinerariesPageSchema>;
export type FinderWords = ItinerariesPage["finder"];
