import { z } from "zod";
import { MONTHS, listMonths, monthsNamed } from "@/lib/content/months";
import {
  imageSchema,
  latitude,
  longitude,
  monthSchema,
  regionSchema,
  slug,
  text,
  type ContentImage,
  type Region,
} from "@/lib/content/schemas/parts";

const MONTH_RATINGS = ["ideal", "good", "avoid"] as const;

/** A destination's year: one row per month, January first, from a named station's published normals. */
const climateSchema = z.object({
  /** The weather station the figures describe, e.g. "Malé (Hulhulé International Airport)". */
  station: text,
  /** The published normals they come from, e.g. "World Meteorological Organization climate normals, 1991–2020". */
  source: text,
  months: z
    .array(
      z.object({
        month: monthSchema,
        rating: z.enum(MONTH_RATINGS),
        /** Average daily maximum, °C. */
        highC: z.number().int().min(-60).max(55),
        /** Average rainfall for the month, mm. */
        rainMm: z.number().int().min(0).max(3000),
        /** Why: monsoon, whale season, a festival. */
        note: text.max(110, "must be at most 110 characters: a reason, not a paragraph"),
      }),
    )
    .length(12, "must list all twelve months")
    .superRefine((months, context) => {
      months.forEach((row, index) => {
        if (row.month !== MONTHS[index]) {
          context.addIssue({
            code: "custom",
            path: [index, "month"],
            message: `must be ${MONTHS[index]}: January first, in calendar order`,
          });
        }
      });
      if (!months.some((row) => row.rating === "ideal")) {
        context.addIssue({ code: "custom", message: "must rate at least one month ideal" });
      }
    }),
});

/** What a traveller from the UK asks first. */
const practicalSchema = z
  .object({
    flightTime: text,
    timeDifference: text,
    currency: text,
    language: text,
    /** The FCDO's foreign travel advice page (GOV.UK) that covers the place. */
    travelAdvice: z
      .string()
      .regex(
        /^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+$/,
        "must be a https://www.gov.uk/foreign-travel-advice/ page",
      )
      .optional(),
    /** What that advice is named for, where it is not the place's own name ("the British Antarctic Territory"). */
    travelAdviceCovers: text.optional(),
    /** Why there is no advice to link, shown in its place: a page never drops the link without saying why. */
    noTravelAdvice: text.optional(),
  })
  .superRefine((practical, context) => {
    if (!practical.travelAdvice && !practical.noTravelAdvice) {
      context.addIssue({
        code: "custom",
        path: ["travelAdvice"],
        message: "required: link the FCDO's travel advice, or say in noTravelAdvice why there is none",
      });
    }
    if (practical.travelAdvice && practical.noTravelAdvice) {
      context.addIssue({ code: "custom", path: ["noTravelAdvice"], message: "must be empty when travelAdvice is set" });
    }
    if (practical.travelAdviceCovers && !practical.travelAdvice) {
      context.addIssue({ code: "custom", path: ["travelAdviceCovers"], message: "needs travelAdvice" });
    }
  });

/**
 * A place: one file per destination. What it has decides where it shows: `map` puts a pin on the world
 * map (whose panel shows the facts below), `page` gives it a page at /destination/{slug}/, and pages name
 * it by slug (home cards, region highlights, the footer's popular destinations).
 */
export const destinationSchema = z
  .object({
    slug,
    name: text,
    /** The country it is in, shown on cards; required for a place with its own page. */
    country: text.optional(),
    /** The map region; it also picks the fallback art. Antarctica belongs to none. */
    region: regionSchema.optional(),
    latitude,
    longitude,
    image: imageSchema,
    /** One sentence for cards, highlights and the page's hero. */
    summary: text,
    /** A short paragraph for the map's details panel. */
    description: text.optional(),
    bestTimeToVisit: text.optional(),
    keyAttraction: text.optional(),
    cuisine: text.optional(),
    accommodation: text.optional(),
    idealFor: text.optional(),
    /** A pin on the world map: its number (for ?destination=) and whether it shows only with 'Show Cities'. */
    map: z.object({ id: z.number().int().positive(), city: z.boolean() }).optional(),
    /** The destination's own page at /destination/{slug}/; every pin on the map has one. */
    page: z
      .object({
        longDescription: z.array(text).min(1),
        highlights: z.array(text).length(5),
        duration: text,
      })
      .optional(),
    /** The month-by-month guide; its ideal months must be the ones bestTimeToVisit names. */
    climate: climateSchema.optional(),
    practical: practicalSchema.optional(),
  })
  .superRefine((place, context) => {
    const need = (field: keyof typeof place, why: string) => {
      if (place[field] === undefined) context.addIssue({ code: "custom", path: [field], message: `required ${why}` });
    };
    if (place.map) {
      for (const field of [
        "region",
        "description",
        "bestTimeToVisit",
        "keyAttraction",
        "cuisine",
        "accommodation",
        "idealFor",
      ] as const) {
        need(field, "for a place on the map");
      }
    }
    if (place.map) need("page", "for a place on the map: every pin has its own page");
    if (place.page) {
      if (place.summary.length > 160) {
        context.addIssue({
          code: "custom",
          path: ["summary"],
          message: `must be at most 160 characters for a place with its own page: it is the page's search snippet (now ${place.summary.length})`,
        });
      }
      need("country", "for a place with its own page");
      need("bestTimeToVisit", "for a place with its own page");
      need("climate", "for a place with its own page (the month-by-month guide)");
      need("practical", "for a place with its own page (flight time, time difference, currency, language)");
    }
    if (place.climate && place.bestTimeToVisit) {
      const named = monthsNamed(place.bestTimeToVisit);
      const ideal = place.climate.months.flatMap((row, index) => (row.rating === "ideal" ? [index] : []));
      if (named.join() !== ideal.join()) {
        context.addIssue({
          code: "custom",
          path: ["climate", "months"],
          message: `the months rated ideal (${listMonths(ideal)}) must be the months bestTimeToVisit names (${listMonths(named) || "none"}): change a rating or the best time to visit`,
        });
      }
    }
  });

export type Destination = z.infer<typeof destinationSchema>;
export type Climate = z.infer<typeof climateSchema>;
type Practical = z.infer<typeof practicalSchema>;

/** A destination with its own page, as the page and its JSON-LD see it. */
export type DestinationDetail = {
  slug: string;
  name: string;
  country: string;
  region?: Region;
  latitude: number;
  longitude: number;
  image: ContentImage;
  description: string;
  longDescription: string[];
  highlights: string[];
  bestTimeToVisit: string;
  duration: string;
  climate: Climate;
  practical: Practical;
};

/** A pin on the world map, with what its details panel shows. */
export type MapDestination = {
  id: number;
  slug: string;
  name: string;
  region: Region;
  latitude: number;
  longitude: number;
  image: ContentImage;
  description: string;
  bestTimeToVisit: string;
  keyAttraction: string;
  cuisine: string;
  accommodation: string;
  idealFor: string;
  /** The slug of the page its panel links to, when there is one. */
  guide?: string;
};

/** A region tab on /destinations and its highlight cards. */
export type RegionHighlightGroup = {
  id: string;
  name: Region;
  /** `guide`: it has its own page, so its card can be saved to the shortlist. */
  destinations: { id: string; name: string; image: ContentImage; description: string; guide?: true }[];
};
