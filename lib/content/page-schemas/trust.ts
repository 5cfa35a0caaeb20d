import { z } from "zod";
import { externalUrl, featureCardSchema, journeyStepSchema, text } from "@/lib/content/schemas";
import { ctaBlockSchema, pageHeroSchema, pageMetaSchema, sectionHeadingSchema } from "@/lib/content/page-schemas/parts";

// Trust pages: /booking-with-confidence and /reviews-policy

/** A passage of plain text under its heading, with an optional list of points. */
const proseBlockSchema = z.object({
  eyebrow: text.optional(),
  heading: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).optional(),
});

/** An outside source a page relies on (the CAA, legislation.gov.uk), named on the page. */
const sourceLinkSchema = z.object({ label: text, href: externalUrl });

export const bookingConfidencePageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  /** Heads the outside sources each section names. */
  sourcesLabel: text,
  intro: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  /** From first conversation to documents in the app: consultation, proposal, deposit, balance, documents. */
  booking: sectionHeadingSchema.extend({
    steps: z.array(journeyStepSchema).min(5),
    /** The link to the client app under the steps. */
    appLink: text,
  }),
  /** ATOL: what it covers and whose licence it is. The holder, number and logo come from the settings. */
  atol: proseBlockSchema.extend({
    points: z.array(text).min(2),
    /** Packages without a flight, and what protects them. */
    otherBookings: text,
    licence: z.object({
      heading: text,
      /** Says plainly that the licence is the network's, not the agency's. */
      note: text,
      holderLabel: text,
      numberLabel: text,
      /** Names the empty box shown until the licence holder supplies its logo. */
      logoPending: text,
      verifyLabel: text,
    }),
    sources: z.array(sourceLinkSchema).min(1),
  }),
  /** The Package Travel and Linked Travel Arrangements Regulations 2018, in plain words. */
  packageTravel: sectionHeadingSchema.extend({
    rights: z.array(featureCardSchema).min(4),
    /** General information, not legal advice. */
    note: text,
    sources: z.array(sourceLinkSchema).min(1),
  }),
  support: proseBlockSchema,
  /** Three steps: the agency, the network, independent dispute resolution. */
  complaints: sectionHeadingSchema.extend({
    steps: z.tuple([journeyStepSchema, journeyStepSchema, journeyStepSchema]),
    labels: z.object({ email: text, phone: text }),
  }),
  cta: ctaBlockSchema,
});

export const reviewsPolicyPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  /** Heads the outside sources a section names. */
  sourcesLabel: text,
  contentsLabel: text,
  /** The words beside every rating figure on the site: its platforms' links, then a link to this page. */
  figureLinks: z.object({ sources: text, policy: text }),
  /** Which reviews appear on the site. */
  shown: proseBlockSchema,
  /** How they are collected. */
  collected: proseBlockSchema,
  /** None paid for, incentivised or filtered. */
  integrity: proseBlockSchema,
  /** How each figure is worked out, and when; the platforms and the date come from the settings. */
  figures: proseBlockSchema.extend({
    /** Heads the list of platforms, each linked to the agency's profile there. */
    platformsLabel: text,
    /** {platform} is replaced: "Read every review on {platform}". */
    readAll: text.refine((value) => value.includes("{platform}"), "must contain {platform}"),
    /** {date} is replaced with the day the figures were last copied from the platforms. */
    updated: text.refine((value) => value.includes("{date}"), "must contain {date}"),
  }),
  /** UK consumer law on reviews, named plainly. */
  law: proseBlockSchema.extend({ sources: z.array(sourceLinkSchema).min(1) }),
  /** How to raise a concern about a review; the e-mail address comes from the settings. */
  concerns: proseBlockSchema,
  cta: ctaBlockSchema,
});

export type ProseBlock = z.infer<typeof proseBlockSchema>;
export type SourceLink = z.infer<typeof sourceLinkSchema>;
