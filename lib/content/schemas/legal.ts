import { z } from "zod";
import { isoDate, text } from "@/lib/content/schemas/parts";

/** Front matter of a legal or statement page (content/legal/*.md). */
export const legalPageFrontMatterSchema = z.object({
  title: text,
  description: text,
  lastUpdated: isoDate,
});

export type LegalPageFrontMatter = z.infer<typeof legalPageFrontMatterSchema>;
