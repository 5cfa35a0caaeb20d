import { z } from "zod";
import { ctaSchema, imageSchema, regionSchema, seoSchema, text } from "@/lib/content/schemas";

/* The pieces every page is built from: its search fields, its hero, section headings and closing bands. */

export const pageMetaSchema = seoSchema;

export const pageHeroSchema = z.object({
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
export const ctaBlockSchema = z.object({
  heading: text,
  text,
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

export const closingCtaSchema = ctaBlockSchema.extend({ eyebrow: text.optional(), secondary: ctaSchema });

/** A label that names a destination: must contain the {name} token the page fills in. */
export const namedLabel = text.refine((value) => value.includes("{name}"), "must contain {name}");

export type Cta = z.infer<typeof ctaSchema>;
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;
