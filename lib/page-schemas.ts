import { z } from "zod";
import {
  featureCardSchema,
  heroSlideSchema,
  imageSchema,
  internalPath,
  journeyStepSchema,
  regionSchema,
  testimonialSchema,
} from "@/lib/schemas";

/*
 * Shapes of the copy on the home page and the static pages (content/home.ts, services.ts, concierge.ts,
 * pages.ts). Collections that have an entity schema of their own (testimonials, service cards, concierge
 * services) use it from lib/schemas.ts; this file holds only the page-level wrappers around them.
 * Fixed counts from the spec are part of the schema, so a missing pillar or step fails the build.
 */

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as 'swiss-alps'");

/** A link-styled button to a site path. */
const ctaSchema = z.object({ label: text, href: internalPath });

/** Search snippets: long enough to say something, short enough not to be cut off in results. */
export const pageMetaSchema = z.object({
  title: text,
  description: z.string().trim().min(140, "must be at least 140 characters").max(160, "must be at most 160 characters"),
});

const pageHeroSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
});

export const sectionHeadingSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  intro: text.optional(),
});

/** A closing band: heading, a line of text and one or two buttons. */
const ctaBlockSchema = z.object({
  heading: text,
  text,
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

// ---------------------------------------------------------------------------------------------------
// Home (/)

export const homeHeroSlidesSchema = z.tuple([heroSlideSchema, heroSlideSchema, heroSlideSchema]);

export const heroCtasSchema = z.object({
  /** Long label on wide screens, short label on narrow ones; both go to /contact. */
  contact: z.object({ label: text, shortLabel: text, href: internalPath }),
  experiences: ctaSchema,
});

export const trustStripSchema = z.array(featureCardSchema).length(3);

export const philosophySchema = sectionHeadingSchema.extend({
  intro: text,
  pillars: z.array(featureCardSchema).length(3),
});

export const specialismsSectionSchema = z.object({
  /** The larger grid with images. */
  showcase: sectionHeadingSchema,
  /** The compact grid of icon cards. */
  compact: sectionHeadingSchema,
  button: ctaSchema,
});

export const exclusiveDestinationsSectionSchema = sectionHeadingSchema.extend({
  /** The five destination cards, in order: 3 in the first row, 2 in the second. */
  destinations: z.array(slug).length(5),
  button: ctaSchema,
});

export const testimonialsSectionSchema = sectionHeadingSchema.extend({
  ratingSummary: text,
  badges: z.array(text).length(3),
  button: ctaSchema,
});

export const journeyStepsSchema = z.array(journeyStepSchema).length(5);

export const destinationExplorerSchema = sectionHeadingSchema.extend({
  selectLabel: text,
  /** The empty first option of the select. */
  placeholder: text,
  buttonLabel: text,
  /** A few map destinations offered as one-tap links beside the select. */
  featuredLabel: text,
  featured: z.array(slug).min(3).max(8),
});

/** The home carousel of testimonials: exactly eight. */
export const homeTestimonialsSchema = z.array(testimonialSchema).length(8);

export const closingCtaSchema = ctaBlockSchema.extend({ eyebrow: text.optional(), secondary: ctaSchema });

export const consultationBannerSchema = z.object({
  heading: text,
  text,
  button: ctaSchema,
  closeLabel: text,
});

// ---------------------------------------------------------------------------------------------------
// Services (/services) and concierge (/concierge-services)

export const servicesApproachSchema = z.array(featureCardSchema).length(3);

export const servicesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  tailorMade: sectionHeadingSchema,
  specialty: sectionHeadingSchema,
  approach: sectionHeadingSchema,
  cta: ctaBlockSchema,
});

export const conciergeStepsSchema = z.array(journeyStepSchema).length(3);

export const conciergePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  services: sectionHeadingSchema,
  steps: sectionHeadingSchema,
  cta: ctaBlockSchema,
});

// ---------------------------------------------------------------------------------------------------
// Static pages (content/pages.ts)

export const aboutPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  story: z.object({
    heading: text,
    paragraphs: z.array(text).min(2),
    /** Figures set large beside the story, each taken from content/site.ts. */
    facts: z
      .array(z.object({ value: text, label: text }))
      .max(4)
      .optional(),
  }),
  founder: z.object({
    heading: text,
    name: text,
    role: text,
    specialisms: z.array(text).min(1),
    paragraphs: z.array(text).min(2),
    /** Optional: until the agency supplies a real portrait the section renders without one. */
    image: imageSchema.optional(),
    button: ctaSchema,
  }),
  beyond: sectionHeadingSchema.extend({ pillars: z.array(featureCardSchema).length(3) }),
  whyChoose: sectionHeadingSchema.extend({ cards: z.array(featureCardSchema).length(3) }),
  social: z.object({ heading: text, text }),
  cta: ctaBlockSchema,
});

const portfolioItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The short name the spec uses: Maldives, Alpine, Metropolitan. */
  name: text,
  title: text,
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
  description: text,
});

export const luxuryTravelPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema.extend({ button: ctaSchema }),
  intro: sectionHeadingSchema,
  services: sectionHeadingSchema.extend({ cards: z.array(featureCardSchema).length(6) }),
  portfolio: sectionHeadingSchema.extend({ items: z.array(portfolioItemSchema).length(3) }),
  cta: closingCtaSchema,
});

export const tailorMadePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  process: sectionHeadingSchema.extend({ steps: z.array(journeyStepSchema).length(4) }),
  benefits: sectionHeadingSchema.extend({ blocks: z.array(featureCardSchema).length(3) }),
  testimonial: testimonialSchema,
  cta: ctaBlockSchema,
});

export const testimonialsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: text,
  /** Visible text for the JSON-LD aggregate rating, which must appear on the page that claims it. */
  aggregateSummary: text,
  grid: sectionHeadingSchema,
  featured: sectionHeadingSchema.extend({ intro: text }),
  cta: ctaBlockSchema,
});

/** /experiences and /specialisms: a hero, an intro, a grid of cards and a closing band. */
export const listingPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema.extend({ intro: text }),
  cardLinkLabel: text,
  cta: ctaBlockSchema,
});

/** The words around each /experiences/{id} page; the experience itself supplies the rest. */
export const experienceDetailPageSchema = z.object({
  heroEyebrow: text,
  story: z.object({ heading: text }),
  enquiry: z.object({ heading: text, text, button: ctaSchema }),
  included: sectionHeadingSchema,
  highlights: sectionHeadingSchema,
  cta: closingCtaSchema,
});

/** The words around each /specialisms/{slug} page; the specialism supplies the rest. */
export const specialismDetailPageSchema = z.object({
  heroEyebrow: text,
  story: z.object({ eyebrow: text }),
  features: sectionHeadingSchema,
  /** The primary button takes each specialism's own label (page.ctaLabel) and goes to `href`. */
  cta: z.object({ heading: text, text, href: internalPath, secondary: ctaSchema }),
  others: z.object({ heading: text }),
});

/** A label that names a destination: must contain the {name} token the page fills in. */
const namedLabel = text.refine((value) => value.includes("{name}"), "must contain {name}");

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
});

export const journalPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema.extend({ intro: text }),
  labels: z.object({
    allCategories: text,
    featured: text,
    latest: text,
    categories: text,
    readArticle: text,
    filterBy: text,
    showAll: text,
    backToBlog: text,
    inThisArticle: text,
    moreIn: text,
  }),
  newsletter: z.object({
    heading: text,
    text,
    emailLabel: text,
    placeholder: text,
    buttonLabel: text,
    /** Shown on submit: nothing is sent, and the box says so. */
    submittedMessage: text,
  }),
  feed: z.object({ text, linkLabel: text }),
  /** Under every article: other articles, then the closing call to action. */
  related: sectionHeadingSchema,
  articleCta: ctaBlockSchema,
});

export const contactPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  getInTouch: z.object({
    eyebrow: text.optional(),
    heading: text,
    intro: text,
    /** Who reads the enquiry: a name, a role and one line in their voice. */
    signature: z.object({ name: text, role: text, text }).optional(),
  }),
  details: z.object({ heading: text, hours: text, reply: text, concierge: text }),
  consultation: z.object({ heading: text, intro: text, timeZoneNote: text.optional() }),
  /** What happens after an enquiry: three short steps. */
  nextSteps: sectionHeadingSchema.extend({ steps: z.array(journeyStepSchema).length(3) }).optional(),
  social: z.object({ heading: text, text }),
  clientApp: z.object({
    heading: text,
    intro: text,
    benefits: z.array(text).length(4),
    linkLabel: text,
  }),
});

export type Cta = z.infer<typeof ctaSchema>;
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;
export type HeroCtas = z.infer<typeof heroCtasSchema>;
export type Philosophy = z.infer<typeof philosophySchema>;
export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type LuxuryTravelPage = z.infer<typeof luxuryTravelPageSchema>;
export type TailorMadePage = z.infer<typeof tailorMadePageSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type ExperienceDetailPage = z.infer<typeof experienceDetailPageSchema>;
export type SpecialismDetailPage = z.infer<typeof specialismDetailPageSchema>;
export type DestinationsPage = z.infer<typeof destinationsPageSchema>;
export type MapLabels = z.infer<typeof mapLabelsSchema>;
export type DestinationDetailPage = z.infer<typeof destinationDetailPageSchema>;
