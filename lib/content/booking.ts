import "server-only";
import { isoDate, londonToday } from "@/lib/booking";
import { bankHolidayProblems, bookingRules, type BankHolidays, type BookingRules } from "@/lib/booking/settings";
import { BANK_HOLIDAYS } from "@/lib/content/collections";
import { loadFile } from "@/lib/content/loader";
import { site } from "@/lib/content/settings";
import { ContentError } from "@/lib/content/validate";

/*
 * The consultation calendar's rules, from the booking settings and the bank holidays, as the contact page
 * hands them to the calendar: public, without the days off's notes. The bank-holiday list is checked
 * against the day of the build, so a list about to run out stops the build, naming the file, before the
 * calendar has nothing left to offer.
 */

/** Throws a ContentError naming the file when the list has a problem as of `today` ("2026-11-27"). */
export function checkBankHolidays(file: BankHolidays, today: string): void {
  const problems = bankHolidayProblems(file, today);
  if (problems.length > 0) {
    throw new ContentError(
      `Invalid content in ${BANK_HOLIDAYS.file}, item "${BANK_HOLIDAYS.name}":\n${problems.map((problem) => `  field "holidays": ${problem}`).join("\n")}`,
    );
  }
}

const bankHolidays = loadFile(BANK_HOLIDAYS);
checkBankHolidays(bankHolidays, isoDate(londonToday(new Date())));

const rules = bookingRules(site.booking, bankHolidays);

export function getBookingRules(): BookingRules {
  return rules;
}
