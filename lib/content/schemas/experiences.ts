import { z } from "zod";
import { imageSchema, metaDescription, order, regionSchema, slug, text } from "@/lib/content/schemas/parts";

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

export type Experience = z.infer<typeof experienceSchema>;
