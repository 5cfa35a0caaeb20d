import { z } from "zod";
import {
  ctaSchema,
  featureCardSchema,
  heroSlideSchema,
  internalPath,
  journeyStepSchema,
  ref,
  text,
} from "@/lib/content/schemas";
import { closingCtaSchema, pageMetaSchema, sectionHeadingSchema } from "@/lib/content/page-schemas/parts";

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

export type HeroCtas = z.infer<typeof heroCtasSchema>;
export type Philosophy = z.infer<typeof philosophySchema>;
export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>;
