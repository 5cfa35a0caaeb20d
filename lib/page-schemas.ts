import { z } from "zod";
import {
  ctaSchema,
  externalUrl,
  featureCardSchema,
  heroSlideSchema,
  imageSchema,
  internalPath,
  journeyStepSchema,
  regionSchema,
  ref,
  seoSchema,
  text,
} from "@/lib/schemas";

/*
 * The copy of each page: one file per page under content/pages/. Items with a collection of their own
 * (destinations, testimonials, specialisms…) are named by slug and looked up, never copied.
 * Fixed counts from the spec are part of the schema, so a missing pillar or step fails the build.
 */

const pageMetaSchema = seoSchema;

const pageHeroSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
});

const sectionHeadingSchema = z.object({
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

const homeHeroSlidesSchema = z.tuple([heroSlideSchema, heroSlideSchema, heroSlideSchema]);

const heroCtasSchema = z.object({
  /** Long label on wide screens, short label on narrow ones; both go to /contact. */
  contact: z.object({ label: text, shortLabel: text, href: internalPath }),
  experiences: ctaSchema,
});

/** Each promise may link to the page that explains it (ATOL protection → /booking-with-confidence). */
const trustStripSchema = z.array(featureCardSchema.extend({ href: internalPath.optional() })).length(3);

const philosophySchema = sectionHeadingSchema.extend({
  intro: text,
  pillars: z.array(featureCardSchema).length(3),
});

const specialismsSectionSchema = z.object({
  /** The larger grid with images. */
  showcase: sectionHeadingSchema,
  /** The compact grid of icon cards. */
  compact: sectionHeadingSchema,
  button: ctaSchema,
});

const exclusiveDestinationsSectionSchema = sectionHeadingSchema.extend({
  /** The five destination cards, in order: 3 in the first row, 2 in the second. */
  destinations: z.array(ref("destinations")).length(5),
  button: ctaSchema,
});

/** The rating summary and badges come from the settings, where every rating figure lives. */
const testimonialsSectionSchema = sectionHeadingSchema.extend({
  button: ctaSchema,
  /** The eight testimonials of the carousel, by slug, in order. */
  testimonials: z.array(ref("testimonials")).length(8),
});

const destinationExplorerSchema = sectionHeadingSchema.extend({
  selectLabel: text,
  /** The empty first option of the select. */
  placeholder: text,
  buttonLabel: text,
  /** A few map destinations offered as one-tap links beside the select. */
  featuredLabel: text,
  featured: z.array(ref("destinations")).min(3).max(8),
});

const closingCtaSchema = ctaBlockSchema.extend({ eyebrow: text.optional(), secondary: ctaSchema });

const consultationBannerSchema = z.object({
  heading: text,
  text,
  button: ctaSchema,
  closeLabel: text,
});

export const homePageSchema = z.object({
  meta: pageMetaSchema,
  heroSlides: homeHeroSlidesSchema,
  heroCtas: heroCtasSchema,
  trustStrip: trustStripSchema,
  philosophy: philosophySchema,
  specialismsSection: specialismsSectionSchema,
  exclusiveDestinations: exclusiveDestinationsSectionSchema,
  testimonials: testimonialsSectionSchema,
  journey: sectionHeadingSchema.extend({ steps: z.array(journeyStepSchema).length(5) }),
  destinationExplorer: destinationExplorerSchema,
  closingCta: closingCtaSchema,
  consultationBanner: consultationBannerSchema,
});

// ---------------------------------------------------------------------------------------------------
// Services (/services) and concierge (/concierge-services)

export const servicesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  tailorMade: sectionHeadingSchema,
  specialty: sectionHeadingSchema,
  approach: sectionHeadingSchema.extend({ cards: z.array(featureCardSchema).length(3) }),
  cta: ctaBlockSchema,
});

export const conciergePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  services: sectionHeadingSchema,
  steps: sectionHeadingSchema.extend({ items: z.array(journeyStepSchema).length(3) }),
  cta: ctaBlockSchema,
});

// ---------------------------------------------------------------------------------------------------
// Static pages (content/pages/*.yml)

export const aboutPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  story: z.object({
    heading: text,
    paragraphs: z.array(text).min(2),
    /** Figures set large beside the story, written with tokens from content/settings.yml. */
    facts: z
      .array(z.object({ value: text, label: text }))
      .max(4)
      .optional(),
  }),
  /** The founder's name, role and specialisms come from the settings. */
  founder: z.object({
    heading: text,
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
  /** The testimonial shown on the page, by slug. */
  testimonial: ref("testimonials"),
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
  /** The nine testimonials of the grid, by slug, in order. */
  testimonials: z.array(ref("testimonials")).length(9),
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
  cta: ctaBlockSchema,
});

/** /search/: the page the header's search link opens without JavaScript, and the search's home with it. */
export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema.omit({ image: true }),
  intro: text,
  /** The button that opens the search dialog (shown only where JavaScript runs). */
  openSearch: text,
  sectionsHeading: text,
  sections: z
    .array(z.object({ href: internalPath, label: text, description: text }))
    .min(4, "list at least the four main sections"),
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
  cta: ctaBlockSchema,
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
    /** One line in the founder's voice, signed with her name and role from the settings. */
    signature: z.object({ text }).optional(),
  }),
  details: z.object({ heading: text, hours: text, reply: text, concierge: text }),
  consultation: z.object({ heading: text, intro: text, timeZoneNote: text.optional() }),
  /** What happens after an enquiry: three short steps. */
  nextSteps: sectionHeadingSchema
    .extend({
      steps: z.array(journeyStepSchema).length(3),
      /** A line under the steps on how bookings are protected, with its link (/booking-with-confidence). */
      protection: z.object({ text, link: ctaSchema }).optional(),
    })
    .optional(),
  social: z.object({ heading: text, text }),
  clientApp: z.object({
    heading: text,
    intro: text,
    benefits: z.array(text).length(4),
    linkLabel: text,
  }),
});

// ---------------------------------------------------------------------------------------------------
// Trust pages: /booking-with-confidence and /reviews-policy

/** A passage of plain text under its heading, with an optional list of points. */
const proseBlockSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).optional(),
});

/** An outside source a page relies on (the CAA, legislation.gov.uk), named on the page. */
const sourceLinkSchema = z.object({ label: text, href: externalUrl });

export const bookingConfidencePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  /** Heads the outside sources each section names. */
  sourcesLabel: text,
  intro: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  /** From first conversation to documents in the app: consultation, proposal, deposit, balance, documents. */
  booking: sectionHeadingSchema.extend({
    steps: z.array(journeyStepSchema).min(5),
    /** The link to the client app under the steps. */
    appLink: text,
  }),
  /** ATOL: what it covers and whose licence it is. The holder, number and logo come from the settings. */
  atol: proseBlockSchema.extend({
    points: z.array(text).min(2),
    /** Packages without a flight, and what protects them. */
    otherBookings: text,
    licence: z.object({
      heading: text,
      /** Says plainly that the licence is the network's, not the agency's. */
      note: text,
      holderLabel: text,
      numberLabel: text,
      /** Names the empty box shown until the licence holder supplies its logo. */
      logoPending: text,
      verifyLabel: text,
    }),
    sources: z.array(sourceLinkSchema).min(1),
  }),
  /** The Package Travel and Linked Travel Arrangements Regulations 2018, in plain words. */
  packageTravel: sectionHeadingSchema.extend({
    rights: z.array(featureCardSchema).min(4),
    /** General information, not legal advice. */
    note: text,
    sources: z.array(sourceLinkSchema).min(1),
  }),
  support: proseBlockSchema,
  /** Three steps: the agency, the network, independent dispute resolution. */
  complaints: sectionHeadingSchema.extend({
    steps: z.tuple([journeyStepSchema, journeyStepSchema, journeyStepSchema]),
    labels: z.object({ email: text, phone: text }),
  }),
  cta: ctaBlockSchema,
});

export const reviewsPolicyPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  /** Heads the outside sources a section names. */
  sourcesLabel: text,
  contentsLabel: text,
  /** The words beside every rating figure on the site: its platforms' links, then a link to this page. */
  figureLinks: z.object({ sources: text, policy: text }),
  /** Which reviews appear on the site. */
  shown: proseBlockSchema,
  /** How they are collected. */
  collected: proseBlockSchema,
  /** None paid for, incentivised or filtered. */
  integrity: proseBlockSchema,
  /** How each figure is worked out, and when; the platforms and the date come from the settings. */
  figures: proseBlockSchema.extend({
    /** Heads the list of platforms, each linked to the agency's profile there. */
    platformsLabel: text,
    /** {platform} is replaced: "Read every review on {platform}". */
    readAll: text.refine((value) => value.includes("{platform}"), "must contain {platform}"),
    /** {date} is replaced with the day the figures were last copied from the platforms. */
    updated: text.refine((value) => value.includes("{date}"), "must contain {date}"),
  }),
  /** UK consumer law on reviews, named plainly. */
  law: proseBlockSchema.extend({ sources: z.array(sourceLinkSchema).min(1) }),
  /** How to raise a concern about a review; the e-mail address comes from the settings. */
  concerns: proseBlockSchema,
  cta: ctaBlockSchema,
});

export type Cta = z.infer<typeof ctaSchema>;
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;
export type HeroCtas = z.infer<typeof heroCtasSchema>;
export type Philosophy = z.infer<typeof philosophySchema>;
export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type LuxuryTravelPage = z.infer<typeof luxuryTravelPageSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type ExperienceDetailPage = z.infer<typeof experienceDetailPageSchema>;
export type SpecialismDetailPage = z.infer<typeof specialismDetailPageSchema>;
export type DestinationsPage = z.infer<typeof destinationsPageSchema>;
export type MapLabels = z.infer<typeof mapLabelsSchema>;
export type DestinationDetailPage = z.infer<typeof destinationDetailPageSchema>;

export type ItinerariesPage = z.infer<typeof itinerariesPageSchema>;
export type ProseBlock = z.infer<typeof proseBlockSchema>;
export type SourceLink = z.infer<typeof sourceLinkSchema>;
