import { z } from "zod";
import { ctaSchema, ref, regionSchema, text } from "@/lib/content/schemas";
import {
  ctaBlockSchema,
  namedLabel,
  pageHeroSchema,
  pageMetaSchema,
  sectionHeadingSchema,
} from "@/lib/content/page-schemas/parts";

/** Words on the interactive map (the widget receives them as props, so none are hard-coded). */
const mapLabelsSchema = z.object({
  regionLegend: text,
  allRegions: text,
  showCities: text,
  /** The live count under the filters; {count} is replaced. */
  count: text.refine((value) => value.includes("{count}"), "must contain {count}"),
  /** Accessible name of the map area. */
  mapLabel: text,
  cityTag: text,
  /** The key under the map: the two kinds of pin. */
  legend: z.object({ label: text, country: text, city: text }),
  close: text,
  fields: z.object({
    bestTimeToVisit: text,
    keyAttraction: text,
    cuisine: text,
    accommodation: text,
    idealFor: text,
  }),
  /** The panel's button to /contact. */
  plan: ctaSchema.extend({ label: namedLabel }),
  /** The panel's link to a destination's own page, when it has one. */
  guide: namedLabel,
  /** Index entries read "Show {name} on the map" to assistive technology. */
  showOnMap: namedLabel,
  /** A cluster of pins too close to tell apart: its name lists them; {count} and {names} are replaced. */
  cluster: text.refine(
    (value) => value.includes("{count}") && value.includes("{names}"),
    "must contain {count} and {names}",
  ),
  /** Back out of a cluster's zoom to the region (or world) view. */
  zoomOut: text,
});

export const destinationsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema.extend({ intro: text }),
  map: sectionHeadingSchema.extend({ intro: text, labels: mapLabelsSchema }),
  /** The list of every pin under the map: the map's content as text, with or without JavaScript. */
  index: sectionHeadingSchema.extend({
    intro: text,
    /** Shown instead of the intro without JavaScript, when the index lists every destination in full. */
    noScriptIntro: text,
  }),
  regions: sectionHeadingSchema,
  regionTabsLabel: text,
  discoverMoreLabel: text,
  /** Read after "Discover More" by assistive technology, so each card's link names its destination. */
  discoverMoreContext: namedLabel,
  cta: ctaBlockSchema,
  /** The region tabs: each names its destinations by slug, in order. */
  highlights: z.array(z.object({ region: regionSchema, destinations: z.array(ref("destinations")).min(1) })).min(1),
});

/** Shared copy of the five destination pages (/destination/{slug}); {name} is the destination's name. */
export const destinationDetailPageSchema = z.object({
  heroCta: ctaSchema,
  overviewEyebrow: text,
  overviewHeading: namedLabel,
  glanceHeading: text,
  bestTimeLabel: text,
  durationLabel: text,
  glanceCta: ctaSchema,
  mapLink: namedLabel,
  highlightsEyebrow: text,
  highlightsHeading: namedLabel,
  cta: ctaBlockSchema.extend({ heading: namedLabel }),
  breadcrumbLabel: text,
  /** The "At a Glance" card's practical facts. */
  practical: z.object({
    flightTime: text,
    timeDifference: text,
    currency: text,
    language: text,
    travelAdvice: namedLabel,
  }),
  /** The month-by-month table. */
  whenToGo: z.object({
    eyebrow: text,
    heading: namedLabel,
    intro: text,
    caption: namedLabel,
    columns: z.object({ month: text, high: text, rain: text, verdict: text }),
    ratings: z.object({ ideal: text, good: text, avoid: text }),
    /** {station} and {source} are replaced. */
    source: text.refine(
      (value) => value.includes("{source}") && value.includes("{station}"),
      "must contain {station} and {source}",
    ),
    allMonths: ctaSchema,
    /** The link to the trip finder narrowed to this destination. */
    finder: namedLabel,
  }),
  /** Itineraries, specialisms and articles that name this destination. */
  related: z.object({
    itinerariesEyebrow: text,
    itinerariesHeading: namedLabel,
    specialismsHeading: text,
    articlesHeading: text,
  }),
});

/** /when-to-go/: one section per month, computed from the destinations' tables. */
export const whenToGoPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: text,
  monthNav: text,
  /** {month} is replaced. */
  monthHeading: text.refine((value) => value.includes("{month}"), "must contain {month}"),
  thisMonth: text,
  readGuide: namedLabel,
  /** Each month's link to the trip finder narrowed to it; {month} is replaced. */
  finder: text.refine((value) => value.includes("{month}"), "must contain {month}"),
  cta: ctaBlockSchema,
});

export type DestinationsPage = z.infer<typeof destinationsPageSchema>;
export type MapLabels = z.infer<typeof mapLabelsSchema>;
export type DestinationDetailPage = z.infer<typeof destinationDetailPageSchema>;
