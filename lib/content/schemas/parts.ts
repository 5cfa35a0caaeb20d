import { z } from "zod";
import { MONTHS } from "@/lib/content/months";

/*
 * The parts every collection shares: text, slugs and references, dates, an image with its alt text, search
 * fields, calls to action, icons and regions.
 */

export const text = z.string().trim().min(1, "must not be empty");
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug such as 'swiss-alps'");
/** Names an item of another collection by its key; the build fails if it does not exist. */
export const ref = (collection: "destinations" | "testimonials" | "specialisms" | "experiences") =>
  slug.meta({ ref: collection });

/** Orders the items of a collection on the site: lowest first. */
export const order = z.number().int().min(1, "must be 1 or more");
export const isoDate = z
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
export const iconNameSchema = z.enum(ICON_NAMES);

export const heroSlideSchema = z.object({
  id: z.number().int().positive(),
  image: imageSchema,
  title: text,
  subtitle: text,
  accent: text,
});

/** Search snippets: long enough to say something, short enough not to be cut off in results. */
export const metaDescription = z
  .string()
  .trim()
  .min(140, "must be at least 140 characters")
  .max(160, "must be at most 160 characters");

/** A page's title and search snippet. */
export const seoSchema = z.object({ title: text, description: metaDescription });

/** A link-styled button to a site path. */
export const ctaSchema = z.object({ label: text, href: internalPath });

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

export const monthSchema = z.enum(MONTHS);

export const journeyStepSchema = z.object({ title: text, description: text });

/** A titled card with an icon: pillars, benefits, service cards on the static pages. */
export const featureCardSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type FeatureCard = z.infer<typeof featureCardSchema>;

export type Region = z.infer<typeof regionSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type JourneyStep = z.infer<typeof journeyStepSchema>;
