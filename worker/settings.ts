import { parse } from "yaml";
import * as z from "zod/mini";
// Bundled as text (wrangler.jsonc, rules): the agency's facts have one home, content/settings.yml, the
// newsletter box's words theirs, content/pages/journal.yml, and the bank holidays content/bank-holidays.yml.
import settingsFile from "../content/settings.yml";
import journalFile from "../content/pages/journal.yml";
import bankHolidaysFile from "../content/bank-holidays.yml";
import {
  bankHolidaysSchema,
  bookingRules as rulesFrom,
  bookingSettingsSchema,
  type BookingRules,
} from "@/lib/booking/settings";
import { RETENTION_BOUNDS, type Retention } from "@/lib/retention";

/*
 * What the Worker knows from the content when it is bundled, never from a request: who it writes to (so
 * the form can never be used to send mail anywhere else), how long leads are kept, the consent wording the
 * newsletter box shows (so a sign-up stores the words the site really showed), and the consultation
 * calendar's rules, the same the calendar was built with.
 */
const bounded = ({ min, max }: { min: number; max: number }) => z.int().check(z.minimum(min), z.maximum(max));

const agencySettings = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.email(),
  phone: z.object({ display: z.string().check(z.minLength(1)) }),
  retention: z.object({
    leadsMonths: bounded(RETENTION_BOUNDS.leadsMonths),
    pendingSignupDays: bounded(RETENTION_BOUNDS.pendingSignupDays),
  }),
  booking: bookingSettingsSchema,
  desk: z.object({ allowedEmails: z.array(z.email()).check(z.minLength(1)) }),
});

const parsedSettings = agencySettings.parse(parse(settingsFile));

export type Agency = { name: string; email: string; phone: string };

export const agency: Agency = {
  name: parsedSettings.name,
  email: parsedSettings.email,
  phone: parsedSettings.phone.display,
};

export const retention: Retention = parsedSettings.retention;

/** Who may use the owner's desk (worker/access.ts), in lower case: the addresses Cloudflare Access signs in. */
export const deskEmails: ReadonlySet<string> = new Set(
  parsedSettings.desk.allowedEmails.map((address) => address.toLowerCase()),
);

/** Which consultation times can be booked, before the owner's busy times and the bookings (lib/booking/availability.ts). */
export const bookingRules: BookingRules = rulesFrom(
  parsedSettings.booking,
  bankHolidaysSchema.parse(parse(bankHolidaysFile)),
);

const journalWords = z.object({
  newsletter: z.object({ consent: z.string().check(z.minLength(1), z.maxLength(500)) }),
});

/** The consent line beside the newsletter box, exactly as the page shows it. */
export const NEWSLETTER_CONSENT: string = journalWords.parse(parse(journalFile)).newsletter.consent.trim();
