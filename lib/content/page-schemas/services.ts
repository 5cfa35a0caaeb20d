import { z } from "zod";
import {
  ctaSchema,
  featureCardSchema,
  imageSchema,
  internalPath,
  journeyStepSchema,
  ref,
  regionSchema,
  text,
} from "@/lib/content/schemas";
import {
  closingCtaSchema,
  ctaBlockSchema,
  pageHeroSchema,
  pageMetaSchema,
  sectionHeadingSchema,
} from "@/lib/content/page-schemas/parts";

// /services, /concierge-services, /luxury-travel and /tailor-made; the listings and detail pages of
// /experiences and /specialisms.

export const servicesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  tailorMade: sectionHeadingSchema,
  specialty: sectionHeadingSchema,
  approach: sectionHeadingSchema.extend({ cards: z.array(featureCardSchema).length(3) }),
  cta: ctaBlockSchema,
});

export const conciergePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  services: sectionHeadingSchema,
  steps: sectionHeadingSchema.extend({ items: z.array(journeyStepSchema).length(3) }),
  cta: ctaBlockSchema,
});

const portfolioItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The short name the spec uses: Maldives, Alpine, Metropolitan. */
  name: text,
  title: text,
  image: imageSchema,
  /** Picks the fallback art shown if the photo cannot load. */
  region: regionSchema.optional(),
  description: text,
});

export const luxuryTravelPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema.extend({ button: ctaSchema }),
  intro: sectionHeadingSchema,
  services: sectionHeadingSchema.extend({ cards: z.array(featureCardSchema).length(6) }),
  portfolio: sectionHeadingSchema.extend({ items: z.array(portfolioItemSchema).length(3) }),
  cta: closingCtaSchema,
});

export const tailorMadePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema,
  process: sectionHeadingSchema.extend({ steps: z.array(journeyStepSchema).length(4) }),
  benefits: sectionHeadingSchema.extend({ blocks: z.array(featureCardSchema).length(3) }),
  /** The testimonial shown on the page, by slug. */
  testimonial: ref("testimonials"),
  cta: ctaBlockSchema,
});

/** /experiences and /specialisms: a hero, an intro, a grid of cards and a closing band. */
export const listingPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  intro: sectionHeadingSchema.extend({ intro: text }),
  cardLinkLabel: text,
  cta: ctaBlockSchema,
});

/** The words around each /experiences/{id} page; the experience itself supplies the rest. */
export const experienceDetailPageSchema = z.object({
  heroEyebrow: text,
  story: z.object({ heading: text }),
  enquiry: z.object({ heading: text, text, button: ctaSchema }),
  included: sectionHeadingSchema,
  highlights: sectionHeadingSchema,
  cta: closingCtaSchema,
});

/** The words around each /specialisms/{slug} page; the specialism supplies the rest. */
export const specialismDetailPageSchema = z.object({
  heroEyebrow: text,
  story: z.object({ eyebrow: text }),
  features: sectionHeadingSchema,
  /** The primary button takes each specialism's own label (page.ctaLabel) and goes to `href`. */
  cta: z.object({ heading: text, text, href: internalPath, secondary: ctaSchema }),
  others: z.object({ heading: text }),
});

export type LuxuryTravelPage = z.infer<typeof luxuryTravelPageSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type ExperienceDetailPage = z.infer<typeof experienceDetailPageSchema>;
export type SpecialismDetailPage = z.infer<typeof specialismDetailPageSchema>;
