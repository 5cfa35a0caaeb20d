import fs from "node:fs";
import { parse } from "yaml";
import { TIME_SLOTS } from "@/lib/booking";
import {
  bankHolidaysSchema,
  bookingRules,
  bookingSettingsSchema,
  type BookingRules,
  type Weekday,
} from "@/lib/booking/settings";

/*
 * Booking rules for the tests. RULES is the spec's calendar and nothing more (the seven times on every
 * weekday, the next working day at the earliest, 90 days ahead, no closed day), so a test of the rule says
 * itself what it closes. shippedRules() is what the site and the Worker really use: the booking settings
 * of content/settings.yml and the bank holidays of content/bank-holidays.yml, read as the Worker reads them.
 */

const weekdays = (slots: readonly (typeof TIME_SLOTS)[number][]): BookingRules["weeklyHours"] => ({
  sunday: [],
  monday: slots,
  tuesday: slots,
  wednesday: slots,
  thursday: slots,
  friday: slots,
  saturday: [],
});

export const RULES: BookingRules = {
  weeklyHours: weekdays(TIME_SLOTS),
  noticeWorkingDays: 1,
  horizonDays: 90,
  closed: [],
  knownUntil: "2099-12-31",
};

/** RULES with some of its parts changed. */
export const rulesWith = (changes: Partial<BookingRules>): BookingRules => ({ ...RULES, ...changes });

export const hoursOn = (hours: Partial<Record<Weekday, readonly (typeof TIME_SLOTS)[number][]>>) => ({
  ...weekdays([]),
  ...hours,
});

export function shippedRules(): BookingRules {
  const settings = parse(fs.readFileSync("content/settings.yml", "utf8")) as { booking: unknown };
  const holidays = parse(fs.readFileSync("content/bank-holidays.yml", "utf8"));
  return bookingRules(bookingSettingsSchema.parse(settings.booking), bankHolidaysSchema.parse(holidays));
}
