import * as z from "zod/mini";
import { TIME_SLOTS, type TimeSlot } from "@/lib/booking";

/*
 * The booking's settings, as the owner edits them at /admin/: `booking:` in content/settings.yml (weekly
 * hours, notice, horizon, days off) and the bank holidays in content/bank-holidays.yml. One schema for
 * every reader: the build validates the content with it (lib/content/schemas/settings.ts), the editor's
 * fields are computed from it (lib/content/cms-config.ts) and the Worker bundles and parses the same files
 * with it (worker/settings.ts). bookingRules() turns them into what availability.ts decides by, leaving
 * out every private note.
 */

/** The settings' names for the days of the week, in getUTCDay() order (0 is Sunday). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const BOOKING_BOUNDS = {
  noticeWorkingDays: { min: 1, max: 20 },
  horizonDays: { min: 14, max: 365 },
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};
const isoDate = z
  .string()
  .check(z.regex(ISO_DATE, "must be a date such as 2026-12-24"), z.refine(realDate, "must be a real calendar date"));

const bounded = ({ min, max }: { min: number; max: number }, hint: string) =>
  z.int().check(z.minimum(min, `must be at least ${min}`), z.maximum(max, `must be at most ${max}`), z.describe(hint));

const daySlots = (day: string) =>
  z.optional(
    z.array(z.enum(TIME_SLOTS, `must be one of ${TIME_SLOTS.join(", ")}`)).check(
      z.refine((slots) => new Set(slots).size === slots.length, "lists a time twice"),
      z.describe(`The times offered on ${day}s, London time. Leave empty for no calls that day.`),
    ),
  );

const weeklyHoursSchema = z.object({
  monday: daySlots("Monday"),
  tuesday: daySlots("Tuesday"),
  wednesday: daySlots("Wednesday"),
  thursday: daySlots("Thursday"),
  friday: daySlots("Friday"),
  saturday: daySlots("Saturday"),
  sunday: daySlots("Sunday"),
});

const dayOffSchema = z.object({
  from: isoDate.check(z.describe("The first day off, such as 2026-12-24.")),
  to: z.optional(isoDate.check(z.describe("The last day off, for more than one day; leave empty for one day."))),
  note: z.optional(
    z
      .string()
      .check(
        z.maxLength(200, "must be at most 200 characters"),
        z.describe("For you only: never shown on the website."),
      ),
  ),
});

export const bookingSettingsSchema = z.object({
  weeklyHours: weeklyHoursSchema.check(
    z.refine((hours) => Object.values(hours).some((slots) => (slots?.length ?? 0) > 0), "must offer at least one time"),
  ),
  noticeWorkingDays: bounded(
    BOOKING_BOUNDS.noticeWorkingDays,
    "How many working days ahead a call must be booked: 1 means the next working day at the earliest.",
  ),
  horizonDays: bounded(BOOKING_BOUNDS.horizonDays, "How many days ahead a call can be booked."),
  daysOff: z.optional(
    z
      .array(
        dayOffSchema.check(
          z.refine((day) => day.to === undefined || day.to >= day.from, {
            message: "the last day comes before the first",
            path: ["to"],
          }),
        ),
      )
      .check(z.describe("Days off and closures: no calls can be booked on them.")),
  ),
});

export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const holidaySchema = z.object({
  date: isoDate,
  title: z.string().check(z.trim(), z.minLength(1, "must not be empty")),
});

/** content/bank-holidays.yml: England and Wales, copied from GOV.UK's published list. */
export const bankHolidaysSchema = z.object({
  source: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
  division: z.literal("england-and-wales"),
  checked: isoDate.check(z.describe("The day the dates were copied from GOV.UK.")),
  holidays: z.array(holidaySchema).check(z.minLength(1, "must list at least one bank holiday")),
});

export type BankHolidays = z.infer<typeof bankHolidaysSchema>;

/** The build refuses a bank-holiday list that runs out sooner than this many days after the build. */
export const BANK_HOLIDAYS_MIN_DAYS_AHEAD = 60;

/** Every year since 1978 has had at least eight bank holidays in England and Wales. */
const HOLIDAYS_PER_YEAR = 8;

/**
 * The last day the list answers for: 31 December of the last year it lists, as GOV.UK publishes whole
 * years. Nothing after it can be booked, since nobody knows yet whether it is a bank holiday.
 */
export function bankHolidaysCoverUntil(file: BankHolidays): string {
  const last = Math.max(...file.holidays.map((holiday) => Number(holiday.date.slice(0, 4))));
  return `${last}-12-31`;
}

/**
 * What the build refuses in the bank-holiday list, as of `today` ("2026-11-27"): a date listed twice, a year
 * only partly copied (fewer than eight dates), and a list that runs out less than 60 days ahead.
 */
export function bankHolidayProblems(file: BankHolidays, today: string): string[] {
  const problems: string[] = [];
  const dates = file.holidays.map((holiday) => holiday.date);
  for (const date of new Set(dates.filter((date, index) => dates.indexOf(date) !== index))) {
    problems.push(`${date} is listed twice`);
  }
  const years = new Map<string, number>();
  for (const date of new Set(dates)) years.set(date.slice(0, 4), (years.get(date.slice(0, 4)) ?? 0) + 1);
  for (const [year, count] of years) {
    if (count < HOLIDAYS_PER_YEAR) {
      problems.push(
        `${year} lists ${count} date${count === 1 ? "" : "s"}, but every year has at least ${HOLIDAYS_PER_YEAR}: copy the whole year from GOV.UK`,
      );
    }
  }
  const until = bankHolidaysCoverUntil(file);
  const needed = new Date(Date.parse(`${today}T12:00:00Z`) + BANK_HOLIDAYS_MIN_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (until < needed) {
    problems.push(
      `the list ends on ${until}, less than ${BANK_HOLIDAYS_MIN_DAYS_AHEAD} days after ${today}: add the next year's dates from ${file.source}`,
    );
  }
  return problems;
}

/** A day or a run of days, as ISO dates ("2026-12-24"), both included. */
type DateRange = { from: string; to: string };

/** What availability.ts decides by: public, so the calendar can be given it. */
export type BookingRules = {
  /** The times offered on each day of the week, in the spec's order; none on a day without calls. */
  weeklyHours: Record<Weekday, readonly TimeSlot[]>;
  noticeWorkingDays: number;
  horizonDays: number;
  /** Bank holidays, days off and closures together, without their names or notes. */
  closed: readonly DateRange[];
  /** The last day the bank-holiday list covers: nothing later can be booked. */
  knownUntil: string;
};

/** The rules from the settings and the bank holidays. The days off's notes stay behind. */
export function bookingRules(settings: BookingSettings, holidays: BankHolidays): BookingRules {
  const weeklyHours = {} as Record<Weekday, readonly TimeSlot[]>;
  // In the spec's order, whatever order the settings list them in.
  for (const day of WEEKDAYS) weeklyHours[day] = TIME_SLOTS.filter((slot) => settings.weeklyHours[day]?.includes(slot));
  return {
    weeklyHours,
    noticeWorkingDays: settings.noticeWorkingDays,
    horizonDays: settings.horizonDays,
    closed: [
      ...holidays.holidays.map(({ date }) => ({ from: date, to: date })),
      ...(settings.daysOff ?? []).map(({ from, to }) => ({ from, to: to ?? from })),
    ],
    knownUntil: bankHolidaysCoverUntil(holidays),
  };
}
