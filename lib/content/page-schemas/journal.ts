import { z } from "zod";
import { text } from "@/lib/content/schemas";
import { ctaBlockSchema, pageHeroSchema, pageMetaSchema, sectionHeadingSchema } from "@/lib/content/page-schemas/parts";

export const journalPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema.extend({ intro: text }),
  labels: z.object({
    allCategories: text,
    featured: text,
    latest: text,
    categories: text,
    readArticle: text,
    filterBy: text,
    showAll: text,
    backToBlog: text,
    inThisArticle: text,
    moreIn: text,
  }),
  /** The 'Exclusive Updates' box: a sign-up confirmed by e-mail (worker/README.md, "Newsletter"). */
  newsletter: z.object({
    heading: text,
    text,
    emailLabel: text,
    placeholder: text,
    buttonLabel: text,
    /** The button while the sign-up is on its way. */
    sendingLabel: text,
    /**
     * What the visitor agrees to, shown beside the button. The Worker stores these exact words with each
     * sign-up, reading them from this file itself, so write them out in full: no {{tokens}}.
     */
    consent: text.max(500),
    /** The link to the privacy policy after the consent line. */
    privacyLabel: text,
    /** Once the sign-up is stored: the confirmation link is on its way. */
    successMessage: text,
    /** When it could not be sent; what was typed stays in the box. */
    errorMessage: text,
    /**
     * When the API answers 429 daily_limit: the site's sign-ups for the day, or this connection's forms for
     * the day, are used up. Try again tomorrow; what was typed stays in the box.
     */
    dailyLimitMessage: text,
  }),
  feed: z.object({ text, linkLabel: text }),
  /** Under every article: other articles, then the closing call to action. */
  related: sectionHeadingSchema,
  articleCta: ctaBlockSchema,
});
