import { z } from "zod";
import { MONTHS, listMonths, monthsNamed } from "@/lib/months";

/*
 * One schema per collection under content/ (lib/collections.ts lists them with their folders), and the
 * parts they share: text, slugs, dates, an image with its alt text, SEO fields and calls to action.
 * Every file is parsed once, when the build first asks for content, so a malformed one fails
 * `next build` naming its file, its item and the field.
 */

export const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as 'swiss-alps'");
/** Names an item of another collection by its key; the build fails if it does not exist. */
export const ref = (collection: "destinations" | "testimonials" | "specialisms" | "experiences") =>
  slug.meta({ ref: collection });

/** Orders the items of a collection on the site: lowest first. */
const order = z.number().int().min(1, "must be 1 or more");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date such as 2025-04-14")
  .refine((value) => {
    // Date.parse rolls 2025-02-30 over to 2 March, so compare the round trip instead.
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, "must be a real calendar date");

/** Remote photos from the image CDN, or self-hosted files under public/. */
export const imageSchema = z.object({
  src: z
    .string()
    .refine(
      (value) => value.startsWith("https://images.unsplash.com/") || value.startsWith("/"),
      "must be an https://images.unsplash.com/ photo or a path under public/",
    ),
  alt: text,
});

/** Internal links are site paths; they are checked against the route list in the content tests. */
export const internalPath = z.string().regex(/^\/[a-z0-9\-/?=&]*$/, "must be a site path starting with '/'");
/** Links that leave the site. */
export const externalUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

export const REGIONS = [
  "Europe",
  "Asia",
  "Africa",
  "North America",
  "South America",
  "Oceania",
  "Middle East",
  "Caribbean",
] as const;
export const regionSchema = z.enum(REGIONS);

const ICON_NAMES = [
  "award",
  "shield",
  "clock",
  "compass",
  "heart",
  "star",
  "castle",
  "ship",
  "rings",
  "accessibility",
  "sun",
  "users",
  "plane",
  "key",
  "crown",
  "globe",
  "sparkles",
  "passport",
  "car",
  "bag",
  "calendar",
  "gem",
  "mountain",
  "leaf",
  "map",
  "phone",
  "chat",
  "anchor",
  "glass",
] as const;
const iconNameSchema = z.enum(ICON_NAMES);

export const heroSlideSchema = z.object({
  id: z.number().int().positive(),
  image: imageSchema,
  title: text,
  subtitle: text,
  accent: text,
});

/** Search snippets: long enough to say something, short enough not to be cut off in results. */
const metaDescription = z
  .string()
  .trim()
  .min(140, "must be at least 140 characters")
  .max(160, "must be at most 160 characters");

/** A page's title and search snippet. */
export const seoSchema = z.object({ title: text, description: metaDescription });

/** A link-styled button to a site path. */
export const ctaSchema = z.object({ label: text, href: internalPath });

export const specialismSchema = z.object({
  slug,
  order,
  title: text,
  /** One line for grids and cards. */
  description: text,
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
  icon: iconNameSchema,
  /** The destinations this specialism features; their pages link back here. */
  destinations: z.array(ref("destinations")).optional(),
  /** Exactly four: the listing card shows them all. */
  features: z.array(text).length(4),
  page: z.object({
    metaTitle: text,
    metaDescription: text,
    heroSubtitle: text,
    intro: z.array(text).min(1),
    featureGrid: z.array(z.object({ icon: iconNameSchema, title: text, description: text })).min(4),
    ctaLabel: text,
  }),
});

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

const monthSchema = z.enum(MONTHS);
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
const practicalSchema = z.object({
  flightTime: text,
  timeDifference: text,
  currency: text,
  language: text,
  /** The GOV.UK foreign travel advice page for the country; none for the UK itself. */
  travelAdvice: z
    .string()
    .regex(
      /^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+$/,
      "must be a https://www.gov.uk/foreign-travel-advice/ page",
    )
    .optional(),
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

const priceSchema = z.object({
  /** Whole pounds per person, including every non-optional tax and charge. */
  from: z.number().int().positive(),
  /** Who shares, the room, the board, where flights leave from and when: "two sharing ..., in May 2027". */
  basis: text,
  includes: z.array(text).min(1),
  excludes: z.array(text).min(1),
  /** The day the price was last checked; the page shows it. */
  checked: isoDate,
});

const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  /** The last day this entry covers, when it covers several. */
  to: z.number().int().min(2).optional(),
  /** The place, as the route map labels it. */
  place: text,
  latitude,
  longitude,
  title: text,
  description: text,
  /** Where the night is spent; none on the day you fly home. */
  stay: text.optional(),
});

/** A sample journey, day by day, with a dated guide price: /itineraries/{slug}/. */
export const itinerarySchema = z
  .object({
    slug,
    title: text.max(70, "must be at most 70 characters: it is the page's title"),
    /** One sentence for cards and the page's standfirst. */
    summary: text,
    description: metaDescription,
    /** Every destination on the route, in order; each links to its page. */
    destinations: z.array(ref("destinations")).min(1),
    specialisms: z.array(ref("specialisms")).optional(),
    experiences: z.array(ref("experiences")).optional(),
    nights: z.number().int().min(1).max(90),
    bestMonths: z.array(monthSchema).min(1),
    intro: z.array(text).min(1),
    days: z.array(itineraryDaySchema).min(2),
    price: priceSchema,
  })
  .superRefine((trip, context) => {
    if (!trip.specialisms?.length && !trip.experiences?.length) {
      context.addIssue({
        code: "custom",
        path: ["specialisms"],
        message: "name at least one specialism or experience it suits",
      });
    }
    let next = 1;
    trip.days.forEach((entry, index) => {
      if (entry.day !== next) {
        context.addIssue({
          code: "custom",
          path: ["days", index, "day"],
          message: `must be ${next}: each entry starts the day after the one before ends`,
        });
      }
      if (entry.to !== undefined && entry.to <= entry.day) {
        context.addIssue({ code: "custom", path: ["days", index, "to"], message: `must be after day ${entry.day}` });
      }
      next = (entry.to ?? entry.day) + 1;
    });
    if (next - 1 !== trip.nights + 1) {
      context.addIssue({
        code: "custom",
        path: ["days"],
        message: `must end on day ${trip.nights + 1} (${trip.nights} nights), not day ${next - 1}`,
      });
    }
    const order = trip.bestMonths.map((month) => MONTHS.indexOf(month));
    if (order.some((month, index) => index > 0 && month <= order[index - 1]!)) {
      context.addIssue({
        code: "custom",
        path: ["bestMonths"],
        message: "must be in calendar order from January, each once",
      });
    }
  });

export const experienceSchema = z.object({
  id: slug,
  order,
  title: text,
  subtitle: text,
  /** Card copy on the listing. */
  summary: text,
  metaDescription,
  description: z.array(text).min(1),
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
  features: z.array(text).length(6),
  highlights: z.array(text).length(4),
});

export const serviceCardSchema = z.object({
  id: slug,
  order,
  group: z.enum(["tailor-made", "specialty"]),
  icon: iconNameSchema,
  title: text,
  description: text,
});

export const conciergeServiceSchema = z.object({
  id: slug,
  order,
  icon: iconNameSchema,
  title: text,
  description: text,
  features: z.array(text).min(3),
});

export const journeyStepSchema = z.object({ title: text, description: text });

/** A calendar month, written 2026-03. */
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month such as 2026-03");

export const testimonialSchema = z.object({
  slug,
  quote: text,
  author: text,
  /** A city and holiday type, or a month and year. */
  location: text,
  rating: z.number().int().min(1).max(5),
  /**
   * Where the review was published: the id of a platform in content/settings.yml (ratings.platforms).
   * Only when the agency knows it; the card then names the platform. Never guessed.
   */
  source: slug.optional(),
  /** The month the review was written, when known (2026-03); the card shows "March 2026". */
  month: yearMonth.optional(),
});

const reviewPlatformSchema = z.object({
  id: slug,
  platform: text,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().positive(),
  highlight: text,
  /** The agency's own profile on the platform, where every review can be read. */
  href: externalUrl,
});

export const ARTICLE_CATEGORIES = [
  "Family Travel",
  "Inclusive Travel",
  "Resort Travel",
  "Cruises",
  "Celebrations",
  "Honeymoons",
  "Sustainability",
  "Destinations",
  "Travel Trends",
  "Culinary Travel",
  "Travel Philosophy",
  "Travel Tech",
] as const;

/** Front matter of a journal article (content/journal/*.md). The body is the Markdown below it. */
export const articleFrontMatterSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  excerpt: text,
  /** The search-result and share summary: short enough that search engines show it whole. */
  description: metaDescription,
  image: imageSchema,
  date: isoDate,
  updated: isoDate.optional(),
  author: text,
  category: z.enum(ARTICLE_CATEGORIES),
  featured: z.boolean(),
  /** Picks the fallback art shown if the photo cannot load; without one, the generic art. */
  region: regionSchema.optional(),
  /** The destinations the article is about; their pages list it. */
  destinations: z.array(ref("destinations")).optional(),
});

/** Front matter of a legal or statement page (content/legal/*.md). */
export const legalPageFrontMatterSchema = z.object({
  title: text,
  description: text,
  lastUpdated: isoDate,
});

const linkSchema = z.object({ href: internalPath, label: text });
/** The platforms a combined figure is drawn from, by id: each must be one of ratings.platforms. */
const ratingSources = z.array(slug).min(1, "name at least one platform the figure comes from");

/**
 * Every rating figure the site shows, each linked to the platforms it comes from. A figure that names a
 * platform not listed under `platforms` fails the build.
 */
const ratingsSchema = z
  .object({
    home: z.object({ value: text, countLabel: text, text, sources: ratingSources }),
    aggregate: z.object({
      value: z.number().min(0).max(5),
      count: z.number().int().positive(),
      best: z.number().positive(),
      sources: ratingSources,
    }),
    badges: z.array(text).length(3),
    platforms: z.array(reviewPlatformSchema).min(1),
    /** The day the figures were last copied from the platforms; the reviews policy shows it. */
    updated: isoDate.optional(),
  })
  .superRefine((ratings, context) => {
    const ids = ratings.platforms.map((platform) => platform.id);
    for (const figure of ["home", "aggregate"] as const) {
      ratings[figure].sources.forEach((id, index) => {
        if (!ids.includes(id)) {
          context.addIssue({
            code: "custom",
            path: [figure, "sources", index],
            message: `no platform "${id}" under ratings.platforms (${ids.join(", ")})`,
          });
        }
      });
    }
  });

/**
 * Financial protection. The ATOL licence is the network's, not the agency's: its holder, number and logo
 * are the network's, and stay "[in brackets]" (shown on the site as to be confirmed) until it supplies them.
 */
const protectionSchema = z.object({
  /** Short phrases for the footer's last line. */
  summary: z.array(text).min(1),
  atol: z.object({
    /** The licence holder's name as on the CAA's register. */
    holder: text,
    number: text,
    /** The logo file the licence holder supplies, under public/; without one the page shows a labelled empty box. */
    logo: z
      .object({
        src: z.string().regex(/^\/[\w/.-]+\.(svg|png|webp)$/, "must be a file under public/, such as /atol-logo.svg"),
        alt: text,
      })
      .optional(),
    /** The CAA's public check of a licence. */
    verifyHref: externalUrl,
  }),
  /** Where a complaint goes after the agency: the network's team, then an independent scheme. */
  complaints: z.object({ network: text, adr: text }),
});

/**
 * An online scheduler (Cal.com, Calendly…) offered beside the consultation calendar, when the agency has
 * one. Both parts are optional to the editor, because Decap CMS cannot require fields only when their group
 * is filled in (it would refuse to save the settings without a scheduler); the pair is checked here instead.
 */
const schedulerSchema = z
  .object({ label: z.string().trim().optional(), href: z.string().trim().optional() })
  .optional()
  .transform((value, context) => {
    if (!value?.label && !value?.href) return undefined;
    const { label, href } = value;
    if (!label) context.addIssue({ code: "custom", path: ["label"], message: "must not be empty" });
    if (!externalUrl.safeParse(href).success) {
      context.addIssue({ code: "custom", path: ["href"], message: "must be an https:// address" });
    }
    return label && href ? { label, href } : z.NEVER;
  });

/** The agency's facts (content/settings.yml): every page, the metadata and the JSON-LD read them here. */
export const settingsSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  /** The organisation's description in search results and JSON-LD. */
  description: text,
  locale: z.literal("en_GB"),
  language: z.literal("en-GB"),
  founder: z.object({ name: text, firstName: text, role: text, specialisms: z.array(text).min(1) }),
  /** How the network that holds the licence is named in running text. */
  network: text,
  yearsOfExperience: text,
  yachts: text,
  phone: z.object({
    display: text,
    href: z.string().regex(/^tel:\+\d{6,15}$/, "must read like tel:+442079460321"),
  }),
  email: z.email("must be an e-mail address"),
  address: z.object({ locality: text, region: text, country: z.string().length(2), countryName: text }),
  hours: z.object({
    office: text,
    officeSpec: z.object({
      days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
      opens: z.string().regex(/^\d{2}:\d{2}$/, "must read like 09:00"),
      closes: z.string().regex(/^\d{2}:\d{2}$/, "must read like 18:00"),
    }),
    reply: text,
    concierge: text,
  }),
  socials: z.array(z.object({ id: slug, label: text, href: externalUrl })),
  clientApp: z.object({ label: text, href: externalUrl }),
  scheduler: schedulerSchema,
  priceRange: text,
  /** When the balance of a booking is due, as the terms and the booking page say it. */
  balanceDue: text,
  /** Every rating figure on the site comes from here. */
  ratings: ratingsSchema,
  protection: protectionSchema,
});

/** The header, the mobile menu and the footer (content/navigation.yml). */
export const navigationSchema = z.object({
  primary: z.array(linkSchema).min(1),
  consultation: z.object({ href: internalPath, desktopLabel: text, mobileLabel: text }),
  footer: z.array(z.object({ heading: text, links: z.array(linkSchema).min(1) })).min(1),
  /** The footer's popular destinations, by slug, in order; each must be on the map. */
  popularDestinations: z.array(ref("destinations")).length(10),
});

export type Region = z.infer<typeof regionSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Specialism = z.infer<typeof specialismSchema>;
export type Destination = z.infer<typeof destinationSchema>;
export type Itinerary = z.infer<typeof itinerarySchema>;
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
  destinations: { id: string; name: string; image: ContentImage; description: string }[];
};
export type Experience = z.infer<typeof experienceSchema>;
export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type ReviewPlatform = z.infer<typeof reviewPlatformSchema>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type LegalPageFrontMatter = z.infer<typeof legalPageFrontMatterSchema>;

/** A titled card with an icon: pillars, benefits, service cards on the static pages. */
export const featureCardSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type FeatureCard = z.infer<typeof featureCardSchema>;
