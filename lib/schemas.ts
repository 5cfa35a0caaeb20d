import { z } from "zod";

/*
 * One schema per collection under content/ (lib/collections.ts lists them with their folders), and the
 * parts they share: text, slugs, dates, an image with its alt text, SEO fields and calls to action.
 * Every file is parsed once, when the build first asks for content, so a malformed one fails
 * `next build` naming its file, its item and the field.
 */

export const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as 'swiss-alps'");
/** Names an item of another collection by its key; the build fails if it does not exist. */
export const ref = (collection: "destinations" | "testimonials") => slug.meta({ ref: collection });

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
    /** For a pin without a page of its own: the destination whose page its panel links to. */
    guide: ref("destinations").optional(),
    /** The destination's own page. */
    page: z
      .object({
        longDescription: z.array(text).min(1),
        highlights: z.array(text).length(5),
        duration: text,
      })
      .optional(),
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
    if (place.page) {
      need("country", "for a place with its own page");
      need("bestTimeToVisit", "for a place with its own page");
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

export const testimonialSchema = z.object({
  slug,
  quote: text,
  author: text,
  /** A city and holiday type, or a month and year. */
  location: text,
  rating: z.number().int().min(1).max(5),
});

const reviewPlatformSchema = z.object({
  id: slug,
  platform: text,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().positive(),
  highlight: text,
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
});

/** Front matter of a legal or statement page (content/legal/*.md). */
export const legalPageFrontMatterSchema = z.object({
  title: text,
  description: text,
  lastUpdated: isoDate,
});

const linkSchema = z.object({ href: internalPath, label: text });
const externalUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

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
  priceRange: text,
  /** Every rating figure on the site comes from here. */
  ratings: z.object({
    home: z.object({ value: text, countLabel: text, text }),
    aggregate: z.object({
      value: z.number().min(0).max(5),
      count: z.number().int().positive(),
      best: z.number().positive(),
    }),
    badges: z.array(text).length(3),
    platforms: z.array(reviewPlatformSchema).min(1),
  }),
  protection: z.array(text),
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
