import { z } from "zod";

/*
 * One schema per content entity. Content modules under content/ are declared with
 * `satisfies` against the *input* types below, and parsed once in lib/content.ts, so a malformed entry
 * fails `next build` naming its file, entry and field.
 */

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as 'swiss-alps'");
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
const internalPath = z.string().regex(/^\/[a-z0-9\-/?=&]*$/, "must be a site path starting with '/'");

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

export const specialismSchema = z.object({
  slug,
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

export const destinationDetailSchema = z.object({
  slug,
  name: text,
  country: text,
  image: imageSchema,
  description: text,
  longDescription: z.array(text).min(1),
  highlights: z.array(text).length(5),
  bestTimeToVisit: text,
  duration: text,
  /** Picks the fallback art; Antarctica belongs to no map region and uses the generic art. */
  region: regionSchema.optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const mapDestinationSchema = z.object({
  /** 1–31 are countries and regions; 100 and above are city pins shown with 'Show Cities'. */
  id: z.number().int().positive(),
  slug,
  name: text,
  region: regionSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  image: imageSchema,
  description: text,
  bestTimeToVisit: text,
  keyAttraction: text,
  cuisine: text,
  accommodation: text,
  idealFor: text,
  /** The slug of this place's own page (/destination/{slug}), when it has one. */
  guide: slug.optional(),
});

export const regionHighlightGroupSchema = z.object({
  id: slug,
  name: text,
  destinations: z.array(z.object({ id: slug, name: text, image: imageSchema, description: text })).min(1),
});

export const experienceSchema = z.object({
  id: slug,
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
  group: z.enum(["tailor-made", "specialty"]),
  icon: iconNameSchema,
  title: text,
  description: text,
});

export const conciergeServiceSchema = z.object({
  id: slug,
  icon: iconNameSchema,
  title: text,
  description: text,
  features: z.array(text).min(3),
});

export const journeyStepSchema = z.object({ title: text, description: text });

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  quote: text,
  author: text,
  /** A city and holiday type, or a month and year. */
  location: text,
  rating: z.number().int().min(1).max(5),
});

export const reviewPlatformSchema = z.object({
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
  readTime: z.string().regex(/^\d+ min read$/, "must read like '6 min read'"),
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

export type Region = z.infer<typeof regionSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Specialism = z.infer<typeof specialismSchema>;
export type DestinationDetail = z.infer<typeof destinationDetailSchema>;
export type MapDestination = z.infer<typeof mapDestinationSchema>;
export type RegionHighlightGroup = z.infer<typeof regionHighlightGroupSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type ReviewPlatform = z.infer<typeof reviewPlatformSchema>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type LegalPageFrontMatter = z.infer<typeof legalPageFrontMatterSchema>;

export { internalPath };

/** A titled card with an icon: pillars, benefits, service cards on the static pages. */
export const featureCardSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type FeatureCard = z.infer<typeof featureCardSchema>;
