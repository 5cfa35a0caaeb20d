import { z } from "zod";
import { iconNameSchema, imageSchema, order, ref, regionSchema, slug, text } from "@/lib/content/schemas/parts";

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

export type Specialism = z.infer<typeof specialismSchema>;
