import { z } from "zod";
import { text } from "@/lib/content/schemas";
import { ctaBlockSchema, pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

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
  cta: ctaBlockSchema,
});

export type ItinerariesPage = z.infer<typeof itinerariesPageSchema>;
