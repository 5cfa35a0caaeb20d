import { z } from "zod";
import { MONTHS } from "@/lib/content/months";
import {
  isoDate,
  latitude,
  longitude,
  metaDescription,
  monthSchema,
  ref,
  slug,
  text,
} from "@/lib/content/schemas/parts";

const priceSchema = z.object({
  /** Whole pounds per person, including every non-optional tax and charge. */
  from: z.number().int().positive(),
  /** Who shares, the room, the board, where flights leave from and when: "two sharing ..., in May 2027". */
  basis: text,
  includes: z.array(text).min(1),
  excludes: z.array(text).min(1),
  /** The day the price was last checked; the page shows it. */
  checked: isoDate,
});

const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  /** The last day this entry covers, when it covers several. */
  to: z.number().int().min(2).optional(),
  /** The place, as the route map labels it. */
  place: text,
  latitude,
  longitude,
  title: text,
  description: text,
  /** Where the night is spent; none on the day you fly home. */
  stay: text.optional(),
});

/** A sample journey, day by day, with a dated guide price: /itineraries/{slug}/. */
export const itinerarySchema = z
  .object({
    slug,
    title: text.max(70, "must be at most 70 characters: it is the page's title"),
    /** One sentence for cards and the page's standfirst. */
    summary: text,
    description: metaDescription,
    /** Every destination on the route, in order; each links to its page. */
    destinations: z.array(ref("destinations")).min(1),
    specialisms: z.array(ref("specialisms")).optional(),
    experiences: z.array(ref("experiences")).optional(),
    nights: z.number().int().min(1).max(90),
    bestMonths: z.array(monthSchema).min(1),
    intro: z.array(text).min(1),
    days: z.array(itineraryDaySchema).min(2),
    price: priceSchema,
  })
  .superRefine((trip, context) => {
    if (!trip.specialisms?.length && !trip.experiences?.length) {
      context.addIssue({
        code: "custom",
        path: ["specialisms"],
        message: "name at least one specialism or experience it suits",
      });
    }
    let next = 1;
    trip.days.forEach((entry, index) => {
      if (entry.day !== next) {
        context.addIssue({
          code: "custom",
          path: ["days", index, "day"],
          message: `must be ${next}: each entry starts the day after the one before ends`,
        });
      }
      if (entry.to !== undefined && entry.to <= entry.day) {
        context.addIssue({ code: "custom", path: ["days", index, "to"], message: `must be after day ${entry.day}` });
      }
      next = (entry.to ?? entry.day) + 1;
    });
    if (next - 1 !== trip.nights + 1) {
      context.addIssue({
        code: "custom",
        path: ["days"],
        message: `must end on day ${trip.nights + 1} (${trip.nights} nights), not day ${next - 1}`,
      });
    }
    const order = trip.bestMonths.map((month) => MONTHS.indexOf(month));
    if (order.some((month, index) => index > 0 && month <= order[index - 1]!)) {
      context.addIssue({
        code: "custom",
        path: ["bestMonths"],
        message: "must be in calendar order from January, each once",
      });
    }
  });

export type Itinerary = z.infer<typeof itinerarySchema>;
