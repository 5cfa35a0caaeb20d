import { z } from "zod";
import { internalPath, text } from "@/lib/content/schemas";
import { pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

/** /search/: the page the header's search link opens without JavaScript, and the search's home with it. */
export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema.omit({ image: true }),
  intro: text,
  /** The button that opens the search dialog (shown only where JavaScript runs). */
  openSearch: text,
  sectionsHeading: text,
  sections: z
    .array(z.object({ href: internalPath, label: text, description: text }))
    .min(4, "list at least the four main sections"),
});
