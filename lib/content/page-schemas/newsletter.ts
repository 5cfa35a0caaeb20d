import { z } from "zod";
import { ctaSchema, text } from "@/lib/content/schemas";
import { pageHeroSchema, pageMetaSchema } from "@/lib/content/page-schemas/parts";

/**
 * One page the newsletter's links end on (/newsletter/confirmed/, /unsubscribed/, /link-expired/): the
 * Worker sends the visitor there after the button on a link's page (lib/newsletter/index.ts).
 */
const newsletterPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  heading: text,
  paragraphs: z.array(text).min(1),
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

/**
 * A page an e-mail's link opens (/newsletter/confirm/, /unsubscribe/): what the button does, and the button.
 * Opening the link changes nothing; only the button does.
 */
const newsletterButtonPageSchema = newsletterPageSchema.omit({ primary: true }).extend({
  /** The one button's words: it confirms, or unsubscribes. */
  button: text,
});

export const newsletterPagesSchema = z.object({
  confirm: newsletterButtonPageSchema,
  unsubscribe: newsletterButtonPageSchema,
  confirmed: newsletterPageSchema,
  unsubscribed: newsletterPageSchema,
  linkExpired: newsletterPageSchema,
});

export type NewsletterPage = z.infer<typeof newsletterPageSchema>;
export type NewsletterButtonPage = z.infer<typeof newsletterButtonPageSchema>;
