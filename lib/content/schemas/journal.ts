import { z } from "zod";
import { imageSchema, isoDate, metaDescription, ref, regionSchema, text } from "@/lib/content/schemas/parts";

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

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
