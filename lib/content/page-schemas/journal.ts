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
  newsletter: z.object({
    heading: text,
    text,
    emailLabel: text,
    placeholder: text,
    buttonLabel: text,
    /** Shown on submit: nothing is sent, and the box says so. */
    submittedMessage: text,
  }),
  feed: z.object({ text, linkLabel: text }),
  /** Under every article: other articles, then the closing call to action. */
  related: sectionHeadingSchema,
  articleCta: ctaBlockSchema,
});
