import { z } from "zod";
import { ctaSchema, featureCardSchema, imageSchema, ref, text } from "@/lib/content/schemas";
import { ctaBlockSchema, pageHeroSchema, pageMetaSchema, sectionHeadingSchema } from "@/lib/content/page-schemas/parts";

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

export type AboutPage = z.infer<typeof aboutPageSchema>;
