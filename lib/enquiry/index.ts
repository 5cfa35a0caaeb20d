import type { FieldErrors, Resolver } from "react-hook-form";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import type { EnquiryInput, EnquiryValues } from "@/lib/enquiry/schema";

/*
 * lib/enquiry/: the enquiry form on /contact/, from what the visitor types to what the agency receives.
 * - index.ts (this file): the form's defaults, its resolver and the payload (buildEnquiry);
 * - messages.ts: its fixed words; schema.ts: its one zod schema, with the messages of "Tell us more";
 * - trip.ts: the choices of "Tell us more" (budgets.ts: its budgets, shared with the trip finder);
 *   draft.ts: the unsent draft in session storage;
 * - submission.ts: what happens after Send; delivery.ts: the POST to the configured endpoint;
 * - subject.ts: what ?itinerary=, ?destination= and ?specialism= fill in.
 * Browser and build, and the Worker that will receive enquiries: nothing here reads a file or imports a
 * build-only (server-only) module, and nothing here may. The browser loads schema.ts (zod) only when the
 * visitor starts on the form (see preloadEnquiryRules), so the contact page's first load does not carry zod.
 *
 * This module: the form's defaults and payload (docs/requirements.md, "Enquiry form"); its rules are the
 * schema in schema.ts and its words are in messages.ts.
 */

export type { EnquiryInput, EnquiryValues } from "@/lib/enquiry/schema";

const loadRules = () => import("@/lib/enquiry/schema");

/** Starts loading the rules; the form calls it when the visitor first focuses a field. */
export function preloadEnquiryRules(): void {
  void loadRules();
}

/**
 * The form's resolver: the schema's first message for each field, or the parsed values. Written here
 * rather than taken from @hookform/resolvers, whose generic adapter costs the contact page more script
 * than these lines.
 */
export const enquiryResolver: Resolver<EnquiryInput, unknown, EnquiryValues> = async (values) => {
  const { enquirySchema } = await loadRules();
  const result = enquirySchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<EnquiryInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EnquiryInput;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export const ENQUIRY_DEFAULTS: EnquiryInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  destination: "",
  message: "",
  departDate: "",
  returnDate: "",
  month: "",
  flexible: false,
  nights: "",
  adults: "",
  children: "",
  childAges: "",
  budget: "",
  occasion: "",
  needs: "",
  heardFrom: "",
  newsletter: false,
  website: "",
};

/**
 * "Tell us more", as the agency receives it: only what the visitor filled in. Dates are ISO dates, the
 * month is "2027-03", the choices are the values of lib/enquiry/trip.ts and the counts are numbers.
 */
type Trip = {
  departDate?: string;
  returnDate?: string;
  month?: string;
  flexible?: true;
  nights?: number;
  adults?: number;
  children?: number;
  childAges?: number[];
  budget?: string;
  occasion?: string;
  needs?: string;
  heardFrom?: string;
};

/** The filled-in part of "Tell us more", or undefined when the visitor left it all empty. */
function buildTrip(values: EnquiryValues): Trip | undefined {
  const trip: Trip = {
    ...(values.departDate ? { departDate: values.departDate } : {}),
    ...(values.returnDate ? { returnDate: values.returnDate } : {}),
    ...(values.month ? { month: values.month } : {}),
    ...(values.flexible ? { flexible: true as const } : {}),
    ...(values.nights !== undefined ? { nights: values.nights } : {}),
    ...(values.adults !== undefined ? { adults: values.adults } : {}),
    ...(values.children !== undefined ? { children: values.children } : {}),
    ...(values.childAges.length > 0 ? { childAges: values.childAges } : {}),
    ...(values.budget ? { budget: values.budget } : {}),
    ...(values.occasion ? { occasion: values.occasion } : {}),
    ...(values.needs ? { needs: values.needs } : {}),
    ...(values.heardFrom ? { heardFrom: values.heardFrom } : {}),
  };
  return Object.keys(trip).length > 0 ? trip : undefined;
}

/** What reaches the agency: the console always, the delivery endpoint when one is configured. */
export type Enquiry = {
  subject: typeof ENQUIRY_SUBJECT;
  recipient: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  destination?: string;
  message: string;
  /** "Tell us more": present only when something in it was filled in. */
  trip?: Trip;
  /** The slugs of the itineraries and destination guides on the visitor's shortlist, in their order. */
  shortlist?: string[];
  newsletter: boolean;
  submittedAt: string;
};

export function buildEnquiry(
  values: EnquiryValues,
  recipient: string,
  now: Date,
  shortlist: readonly string[] = [],
): Enquiry {
  const trip = buildTrip(values);
  return {
    subject: ENQUIRY_SUBJECT,
    recipient,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.destination ? { destination: values.destination } : {}),
    message: values.message,
    ...(trip ? { trip } : {}),
    ...(shortlist.length > 0 ? { shortlist: [...new Set(shortlist)] } : {}),
    newsletter: values.newsletter,
    submittedAt: now.toISOString(),
  };
}

/** People never see the honeypot field, so anything in it was typed by a script. */
export function isLikelyBot(values: Pick<EnquiryInput, "website">): boolean {
  return values.website.trim().length > 0;
}
