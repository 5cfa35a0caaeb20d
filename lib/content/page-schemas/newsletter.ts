import { z } from "zod";
import { ctaSchema, text } from "@/lib/content/schemas";
import { pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

/**
 * One page the newsletter's links end on (/newsletter/confirmed/, /unsubscribed/, /link-expired/): the
 * Worker sends the visitor there after following a link from an e-mail (lib/newsletter/index.ts).
 */
const newsletterPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  heading: text,
  paragraphs: z.array(text).min(1),
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

export const newsletterPagesSchema = z.object({
  confirmed: newsletterPageSchema,
  unsubscribed: newsletterPageSchema,
  linkExpired: newsletterPageSchema,
});

export type NewsletterPage = z.infer<typeof newsletterPageSchema>;
