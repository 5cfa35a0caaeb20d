import { z } from "zod";
import { slug, text } from "@/lib/content/schemas/parts";

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

export type Testimonial = z.infer<typeof testimonialSchema>;
