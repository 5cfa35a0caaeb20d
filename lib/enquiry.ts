import * as z from "zod/mini";

/*
 * The enquiry form's one schema (docs/requirements.md, "Enquiry form"). The browser's native checks
 * (required, type="email") stay on the inputs; these messages are what the form shows inline once
 * JavaScript runs, for exactly the same rules. It ships to the browser, hence zod's small "mini" build.
 */

export const ENQUIRY_SUBJECT = "New Travel Enquiry";
export const MESSAGE_HINT = "Please provide details about your travel plans";

export const ENQUIRY_MESSAGES = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a full e-mail address, such as name@example.com.",
  message: "Please tell us a little about the journey you have in mind.",
} as const;

const trimmed = () => z.string().check(z.trim());
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const enquirySchema = z.object({
  firstName: required(ENQUIRY_MESSAGES.firstName),
  lastName: required(ENQUIRY_MESSAGES.lastName),
  email: z.pipe(required(ENQUIRY_MESSAGES.emailMissing), z.email(ENQUIRY_MESSAGES.emailInvalid)),
  phone: trimmed(),
  destination: trimmed(),
  message: required(ENQUIRY_MESSAGES.message),
  newsletter: z.boolean(),
  /** The honeypot: hidden from people, filled in by bots. Checked by isLikelyBot, never shown as an error. */
  website: z.string(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryValues = z.output<typeof enquirySchema>;

export const ENQUIRY_DEFAULTS: EnquiryInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  destination: "",
  message: "",
  newsletter: false,
  website: "",
};

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
  newsletter: boolean;
  submittedAt: string;
};

export function buildEnquiry(values: EnquiryValues, recipient: string, now: Date): Enquiry {
  return {
    subject: ENQUIRY_SUBJECT,
    recipient,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.destination ? { destination: values.destination } : {}),
    message: values.message,
    newsletter: values.newsletter,
    submittedAt: now.toISOString(),
  };
}

/** People never see the honeypot field, so anything in it was typed by a script. */
export function isLikelyBot(values: Pick<EnquiryInput, "website">): boolean {
  return values.website.trim().length > 0;
}
