import { z } from "zod";
import { ctaSchema, journeyStepSchema, text } from "@/lib/content/schemas";
import { pageHeroSchema, pageMetaSchema, sectionHeadingSchema } from "@/lib/content/page-schemas/parts";

export const contactPageSchema = z.object({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  getInTouch: z.object({
    eyebrow: text.optional(),
    heading: text,
    intro: text,
    /** Who reads the enquiry: a name, a role and one line in their voice. */
    /** One line in the founder's voice, signed with her name and role from the settings. */
    signature: z.object({ text }).optional(),
  }),
  details: z.object({ heading: text, hours: text, reply: text, concierge: text }),
  consultation: z.object({
    heading: text,
    intro: text,
    timeZoneNote: text.optional(),
    /** The step after a time is chosen: who the visitor is, then the button that books it. */
    details: z.object({ heading: text, intro: text, notesLabel: text, submit: text }),
    /** Under the notice once booked: who has the booking and what happens next. */
    confirmation: z.object({ heading: text, text }),
  }),
  /** What happens after an enquiry: three short steps. */
  nextSteps: sectionHeadingSchema
    .extend({
      steps: z.array(journeyStepSchema).length(3),
      /** A line under the steps on how bookings are protected, with its link (/booking-with-confidence). */
      protection: z.object({ text, link: ctaSchema }).optional(),
    })
    .optional(),
  social: z.object({ heading: text, text }),
  clientApp: z.object({
    heading: text,
    intro: text,
    benefits: z.array(text).length(4),
    linkLabel: text,
  }),
});
