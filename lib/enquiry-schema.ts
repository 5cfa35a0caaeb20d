import * as z from "zod/mini";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry";

/*
 * The enquiry form's one schema. The browser's native checks (required, type="email") stay on the
 * inputs; this holds the same rules with the messages the form shows inline once JavaScript runs. It
 * ships to the browser, hence zod's small "mini" build, and only once the visitor starts on the form
 * (lib/enquiry.ts loads it).
 */

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
