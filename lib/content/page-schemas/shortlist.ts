import { z } from "zod";
import { ctaSchema, text } from "@/lib/content/schemas";
import { namedLabel, pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

const withTokens = (...tokens: string[]) =>
  text.refine(
    (value) => tokens.every((token) => value.includes(`{${token}}`)),
    `must contain ${tokens.map((token) => `{${token}}`).join(" and ")}`,
  );

/** /shortlist/: the visitor's saved itineraries and destination guides, and the way to enquire about them. */
export const shortlistPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema.omit({ image: true, region: true }),
  intro: text,
  /** Where the list is kept: in the browser, until they send it. */
  privacy: text,
  /** Shown instead of the list where JavaScript is off. */
  noScript: text,
  listHeading: text,
  countLabel: withTokens("count"),
  emptyHeading: text,
  emptyText: text,
  /** Where to find something to save: shown with an empty list, and without JavaScript. */
  browse: z.array(ctaSchema).min(1),
  enquire: z.object({ label: text, note: text }),
  labels: z.object({
    itinerary: text,
    destination: text,
    nights: withTokens("count"),
    from: withTokens("price"),
    moveUp: namedLabel,
    moveDown: namedLabel,
    remove: namedLabel,
    removed: namedLabel,
    moved: withTokens("name", "position", "count"),
  }),
});

export type ShortlistPage = z.infer<typeof shortlistPageSchema>;
