import * as z from "zod/mini";
import { londonToday, slotStartUtc, TIME_SLOTS, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { isWithinWindow } from "@/lib/booking/availability";
import { BOOKING_MESSAGES } from "@/lib/booking/messages";
import type { BookingRules } from "@/lib/booking/settings";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { firstMessages, PAYLOAD_MESSAGES, payloadId, type FieldMessages } from "@/lib/enquiry/payload";
import { fieldRule } from "@/lib/forms/rule";
import { isTimeZone } from "@/lib/booking/time-zone";
import { emailProblem, nameProblem, phoneProblem, textProblem } from "@/lib/forms/fields";

/*
 * A booked consultation as it arrives at POST /api/consultation, and the rules it must pass: a date inside
 * the booking window (after today in London, within the horizon, on a day of the week that takes calls:
 * availability.ts, isWithinWindow), one of the seven slots, and the enquiry form's messages for the name
 * and e-mail fields. Whether that time is open (a working day, the notice, busy, booked) is the Worker's
 * next question (worker/consultation.ts), answered like a taken slot. The booking form shows these same
 * messages (its own are in messages.ts, re-exported here for the Worker).
 */

export { BOOKING_MESSAGES };

/** "2026-12-07" → a calendar date, or undefined for anything that is not a real date. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real =
    check.getUTCFullYear() === date.year && check.getUTCMonth() + 1 === date.month && check.getUTCDate() === date.day;
  return real ? date : undefined;
}

const isTimeSlot = (value: string): value is TimeSlot => (TIME_SLOTS as readonly string[]).includes(value);

/** Left out means empty: the rules below say which fields are required. */
const text = z._default(z.string({ error: PAYLOAD_MESSAGES.text }), "");

const requestShape = z.object({
  id: payloadId,
  date: text,
  slot: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  notes: text,
  website: text,
  turnstileToken: text,
  timeZone: text,
});

const required = (message: string, problem: (value: string) => string | undefined) =>
  z.string().check(z.trim(), z.minLength(1, message), fieldRule(problem));

/** The booking form's rules; `today` is the agency's today (London). */
function requestRules(today: CalendarDate, rules: BookingRules) {
  return z.object({
    date: z.string().check(
      z.refine((value) => {
        const date = parseIsoDate(value);
        return date !== undefined && isWithinWindow(date, today, rules);
      }, BOOKING_MESSAGES.date),
    ),
    slot: z.string().check(z.refine(isTimeSlot, BOOKING_MESSAGES.slot)),
    firstName: required(ENQUIRY_MESSAGES.firstName, (value) => nameProblem(value, "first")),
    lastName: required(ENQUIRY_MESSAGES.lastName, (value) => nameProblem(value, "last")),
    email: z.pipe(required(ENQUIRY_MESSAGES.emailMissing, emailProblem), z.email(ENQUIRY_MESSAGES.emailInvalid)),
    phone: z.string().check(z.trim(), fieldRule(phoneProblem)),
    notes: z.string().check(z.trim(), fieldRule(textProblem)),
    website: z.string(),
  });
}

type ConsultationRequest = {
  id: string;
  date: CalendarDate;
  /** "2026-12-07", as sent. */
  isoDate: string;
  slot: TimeSlot;
  /** When the slot begins, ISO 8601 in UTC: one booking per value. */
  slotStart: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  notes?: string;
  /** The visitor's IANA time zone (lib/booking/time-zone.ts), when their browser sent one. */
  timeZone?: string;
};

export type BookingResult =
  | { ok: true; booking: ConsultationRequest; website: string; turnstileToken?: string }
  | { ok: false; kind: "shape" | "rules"; fields: FieldMessages };

export function parseConsultationRequest(body: unknown, now: Date, rules: BookingRules): BookingResult {
  const shape = requestShape.safeParse(body);
  if (!shape.success) return { ok: false, kind: "shape", fields: firstMessages(shape.error.issues) };
  const { id, turnstileToken, timeZone, ...values } = shape.data;
  // Sent by the browser, never typed: a zone it would not know is a request the form never makes.
  if (timeZone && !isTimeZone(timeZone)) {
    return { ok: false, kind: "shape", fields: { timeZone: BOOKING_MESSAGES.timeZone } };
  }
  const checks = requestRules(londonToday(now), rules).safeParse(values);
  if (!checks.success) return { ok: false, kind: "rules", fields: firstMessages(checks.error.issues) };
  const checked = checks.data;
  const date = parseIsoDate(checked.date) as CalendarDate;
  const slot = checked.slot as TimeSlot;
  return {
    ok: true,
    booking: {
      id: id.toLowerCase(),
      date,
      isoDate: checked.date,
      slot,
      slotStart: slotStartUtc(date, slot).toISOString(),
      firstName: checked.firstName,
      lastName: checked.lastName,
      email: checked.email,
      ...(checked.phone ? { phone: checked.phone } : {}),
      ...(checked.notes ? { notes: checked.notes } : {}),
      ...(timeZone ? { timeZone } : {}),
    },
    website: checked.website,
    ...(turnstileToken ? { turnstileToken } : {}),
  };
}
