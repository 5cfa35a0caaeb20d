import * as z from "zod/mini";
import { buildEnquiry, ENQUIRY_DEFAULTS, type Enquiry, type EnquiryInput } from "@/lib/enquiry";
import { enquirySchema } from "@/lib/enquiry/schema";
import { SHORTLIST_MAX, SHORTLIST_SLUG } from "@/lib/shortlist/rules";

/*
 * The enquiry as it arrives at POST /api/enquiry: the JSON the form sends (lib/enquiry/index.ts, buildEnquiry)
 * plus the id the browser makes once per enquiry, the honeypot and the Turnstile token. It is checked in
 * two steps:
 *
 * 1. Its shape. Anything the form itself could never send (a number where text belongs, an id that is
 *    not a UUID) is refused as a whole, field by field, with a plain technical message.
 * 2. The form's own rules. The payload is turned back into the form's values and run through the form's
 *    one schema (lib/enquiry/schema.ts), so the server refuses exactly what the browser refuses, with
 *    the same message under the same field name ("nights", not "trip.nights").
 *
 * What passes is rebuilt by buildEnquiry, so what is stored is exactly what the form would have sent.
 */

/** A version 4 UUID, as crypto.randomUUID() makes. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const PAYLOAD_MESSAGES = {
  id: "Must be a version 4 UUID made by the browser once per enquiry.",
  text: "Must be text.",
  boolean: "Must be true or false.",
  number: "Must be a number or text.",
  numbers: "Must be a list of numbers.",
  object: "Must be an object.",
  shortlist: `Must be a list of at most ${SHORTLIST_MAX} itinerary or destination slugs.`,
} as const;

/** Counts travel as numbers; a hand-made request may send them as text, which the form's rule then judges. */
const countValue = z.optional(z.union([z.number(), z.string()], { error: PAYLOAD_MESSAGES.number }));
/** Left out means empty, as in the form: its rules say which fields are required. */
const text = z._default(z.string({ error: PAYLOAD_MESSAGES.text }), "");

export const isUuidV4 = (value: unknown): value is string => typeof value === "string" && UUID_V4.test(value);

export const payloadId = z.string({ error: PAYLOAD_MESSAGES.id }).check(z.regex(UUID_V4, PAYLOAD_MESSAGES.id));

/** The visitor's shortlist: slugs only, never more than a shortlist can hold. Which slugs exist is the Worker's check. */
const shortlistShape = z.optional(
  z
    .array(
      z
        .string({ error: PAYLOAD_MESSAGES.shortlist })
        .check(z.maxLength(100, PAYLOAD_MESSAGES.shortlist), z.regex(SHORTLIST_SLUG, PAYLOAD_MESSAGES.shortlist)),
      { error: PAYLOAD_MESSAGES.shortlist },
    )
    .check(z.maxLength(SHORTLIST_MAX, PAYLOAD_MESSAGES.shortlist)),
);

const tripShape = z.object(
  {
    departDate: text,
    returnDate: text,
    month: text,
    flexible: z.optional(z.boolean({ error: PAYLOAD_MESSAGES.boolean })),
    nights: countValue,
    adults: countValue,
    children: countValue,
    childAges: z.optional(z.array(z.number({ error: PAYLOAD_MESSAGES.numbers }), { error: PAYLOAD_MESSAGES.numbers })),
    budget: text,
    occasion: text,
    needs: text,
    heardFrom: text,
  },
  { error: PAYLOAD_MESSAGES.object },
);

/** Step 1: the shape. Missing text is allowed here: the form's rules say which fields are required. */
const payloadShape = z.object({
  id: payloadId,
  // The form sends these two; the server ignores both. The recipient is never taken from a request.
  subject: z.optional(z.unknown()),
  recipient: z.optional(z.unknown()),
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  destination: text,
  message: text,
  trip: z.optional(tripShape),
  shortlist: shortlistShape,
  newsletter: z.optional(z.boolean({ error: PAYLOAD_MESSAGES.boolean })),
  submittedAt: z.optional(z.unknown()),
  website: text,
  turnstileToken: text,
});

type EnquiryPayload = z.infer<typeof payloadShape>;

/** A field name (the form's, or the payload's for a shape problem) and its message. */
export type FieldMessages = Record<string, string>;

export type PayloadResult =
  | { ok: true; id: string; enquiry: Enquiry; website: string; turnstileToken?: string; submittedAt?: string }
  | { ok: false; kind: "shape" | "rules"; fields: FieldMessages };

/** The first message for each field, keyed by its path joined with dots ("trip.nights"). */
export function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".") || "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

const asText = (value: number | string | undefined) => (value === undefined ? "" : String(value));

/** The payload as the form held it: every field text (or a tick box), "Tell us more" flattened. */
function payloadToFormValues(payload: EnquiryPayload): EnquiryInput {
  const trip = payload.trip ?? tripShape.parse({});
  const { firstName, lastName, email, phone, destination, message, website } = payload;
  return {
    ...ENQUIRY_DEFAULTS,
    ...{ firstName, lastName, email, phone, destination, message, website },
    ...trip,
    flexible: trip.flexible === true,
    nights: asText(trip.nights),
    adults: asText(trip.adults),
    children: asText(trip.children),
    childAges: (trip.childAges ?? []).join(", "),
    newsletter: payload.newsletter === true,
  };
}

/** The browser's own clock, kept only when it is a real moment. */
function validMoment(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Checks a parsed JSON body. `recipient` is the agency's address from the site settings: whatever the
 * request says, the enquiry is addressed to it.
 */
export function parseEnquiryPayload(body: unknown, recipient: string, now: Date): PayloadResult {
  const shape = payloadShape.safeParse(body);
  if (!shape.success) return { ok: false, kind: "shape", fields: firstMessages(shape.error.issues) };
  const payload = shape.data;
  const rules = enquirySchema.safeParse(payloadToFormValues(payload));
  if (!rules.success) return { ok: false, kind: "rules", fields: firstMessages(rules.error.issues) };
  const submittedAt = validMoment(payload.submittedAt);
  const enquiry = buildEnquiry(rules.data, recipient, submittedAt ? new Date(submittedAt) : now, payload.shortlist);
  return {
    ok: true,
    id: payload.id.toLowerCase(),
    enquiry,
    website: rules.data.website,
    ...(payload.turnstileToken ? { turnstileToken: payload.turnstileToken } : {}),
    ...(submittedAt ? { submittedAt } : {}),
  };
}
