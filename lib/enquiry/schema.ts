import * as z from "zod/mini";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { BUDGETS, HEARD_FROM, isChoice, OCCASIONS, type Choice } from "@/lib/enquiry/trip";
import { emailProblem, lineProblem, nameProblem, phoneProblem, textProblem } from "@/lib/forms/fields";
import { fieldRule } from "@/lib/forms/rule";

/*
 * The enquiry form's one schema. The browser's native checks (required, type="email") stay on the
 * inputs; this holds the same rules with the messages the form shows inline once JavaScript runs. It
 * ships to the browser, hence zod's small "mini" build, and only once the visitor starts on the form
 * (lib/enquiry/index.ts loads it).
 *
 * "Tell us more" is optional from end to end: every one of its fields may be left empty, and a rule only
 * speaks up about something the visitor did type.
 */

/** The inline messages of "Tell us more". They live here, with their rules, so they load only with them. */
export const TRIP_MESSAGES = {
  date: "Please choose a full date, day, month and year.",
  returnBeforeDeparture: "Your return date must be after your departure date.",
  month: "Please choose a month from the list.",
  nights: "Please enter the number of nights as a whole number from 1 to 365.",
  adults: "Please enter at least 1 adult, as a whole number.",
  children: "Please enter the number of children as a whole number, or leave it empty.",
  childAges: "Please give each child's age in years, from 0 to 17, such as 4, 7 (0 for a baby).",
  choice: "Please choose one of the options.",
} as const;

/** When the number of children and the ages given disagree. */
export function childAgesMismatch(children: number, ages: number): string {
  if (children === 0) return "You have given ages but no children: please check the number of children.";
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `You have told us about ${count(children, "child", "children")} but given ${count(ages, "age", "ages")}: please give one age for each child.`;
}

const AGE_SEPARATORS = /(?:,|;|\/|&|\band\b|\s)+/i;

/** "4, 7" or "4 and 7" → [4, 7]; "" → []; anything that is not ages from 0 to 17 → undefined. */
export function parseChildAges(text: string): number[] | undefined {
  const parts = text.split(AGE_SEPARATORS).filter(Boolean);
  if (!parts.every((part) => /^\d{1,2}$/.test(part) && Number(part) <= 17)) return undefined;
  return parts.map(Number);
}

/** Date.parse rolls 2027-02-30 over to 2 March, so a date is real only if it survives the round trip. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const trimmed = (problem?: (value: string) => string | undefined) =>
  problem ? z.string().check(z.trim(), fieldRule(problem)) : z.string().check(z.trim());
const required = (message: string, problem?: (value: string) => string | undefined) =>
  problem
    ? z.string().check(z.trim(), z.minLength(1, message), fieldRule(problem))
    : z.string().check(z.trim(), z.minLength(1, message));
/** An optional field: empty, or passing `test`. */
const optional = (test: (value: string) => boolean, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || test(value), message),
  );
const date = () => optional(isCalendarDate, TRIP_MESSAGES.date);
const choice = (choices: readonly Choice[]) => optional((value) => isChoice(choices, value), TRIP_MESSAGES.choice);
/** An optional whole number typed into a number input (which hands over text): undefined when empty. */
const count = (min: number, max: number, message: string) =>
  z.pipe(
    optional((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, message),
    z.transform((value) => (value === "" ? undefined : Number(value))),
  );

export const enquirySchema = z
  .object({
    firstName: required(ENQUIRY_MESSAGES.firstName, (value) => nameProblem(value, "first")),
    lastName: required(ENQUIRY_MESSAGES.lastName, (value) => nameProblem(value, "last")),
    email: z.pipe(required(ENQUIRY_MESSAGES.emailMissing, emailProblem), z.email(ENQUIRY_MESSAGES.emailInvalid)),
    phone: trimmed(phoneProblem),
    destination: trimmed(lineProblem),
    message: required(ENQUIRY_MESSAGES.message, textProblem),
    departDate: date(),
    returnDate: date(),
    month: optional((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), TRIP_MESSAGES.month),
    flexible: z.boolean(),
    nights: count(1, 365, TRIP_MESSAGES.nights),
    adults: count(1, Number.MAX_SAFE_INTEGER, TRIP_MESSAGES.adults),
    children: count(0, Number.MAX_SAFE_INTEGER, TRIP_MESSAGES.children),
    childAges: z.pipe(
      optional((value) => parseChildAges(value) !== undefined, TRIP_MESSAGES.childAges),
      z.transform((value) => parseChildAges(value) ?? []),
    ),
    budget: choice(BUDGETS),
    occasion: choice(OCCASIONS),
    needs: trimmed(textProblem),
    heardFrom: choice(HEARD_FROM),
    newsletter: z.boolean(),
    /** The honeypot: hidden from people, filled in by bots. Checked by isLikelyBot, never shown as an error. */
    website: z.string(),
  })
  .check(
    // Rules across fields. They run even when another field has failed, so every message shows at once;
    // a value that failed its own rule is still text here, and is left to that rule.
    z.superRefine((trip, context) => {
      const { departDate, returnDate, children, childAges } = trip;
      if (isCalendarDate(departDate) && isCalendarDate(returnDate) && returnDate <= departDate) {
        context.issues.push({
          code: "custom",
          path: ["returnDate"],
          message: TRIP_MESSAGES.returnBeforeDeparture,
          input: returnDate,
        });
      }
      if (typeof children === "number" && Array.isArray(childAges) && childAges.length > 0) {
        if (children !== childAges.length) {
          context.issues.push({
            code: "custom",
            path: ["childAges"],
            message: childAgesMismatch(children, childAges.length),
            input: childAges,
          });
        }
      }
    }),
  );

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryValues = z.output<typeof enquirySchema>;
