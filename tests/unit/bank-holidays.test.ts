/** @jest-environment node */
import fs from "node:fs";
import { isoDate, londonToday } from "@/lib/booking";
import { BANK_HOLIDAYS_MIN_DAYS_AHEAD, bankHolidaysCoverUntil, type BankHolidays } from "@/lib/booking/settings";
import { getBookingRules } from "@/lib/content";
import { checkBankHolidays } from "@/lib/content/booking";
import { BANK_HOLIDAYS } from "@/lib/content/collections";
import { parseContentFile } from "@/lib/content/loader";
import { errorOf } from "./content-error";

/*
 * content/bank-holidays.yml, as the build checks it (lib/content/booking.ts): GOV.UK's dates for England
 * and Wales, whole years of them, reaching at least 60 days past the day of the build, or the build stops
 * naming the file.
 */

const shipped = parseContentFile(fs.readFileSync(BANK_HOLIDAYS.file, "utf8"), BANK_HOLIDAYS.file, BANK_HOLIDAYS.schema)
  .data as BankHolidays;

const year = (y: number): BankHolidays["holidays"] =>
  ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"].map((day) => ({
    date: `${y}-${day}`,
    title: "A bank holiday",
  }));
const list = (holidays: BankHolidays["holidays"]): BankHolidays => ({ ...shipped, holidays });

describe("the bank-holiday list", () => {
  it("names its source and the day it was copied, covering twelve months from then, and passes the build's check today", () => {
    expect(shipped.source).toBe("https://www.gov.uk/bank-holidays.json");
    expect(shipped.division).toBe("england-and-wales");
    const copied = Date.parse(`${shipped.checked}T12:00:00Z`);
    const aYearOn = new Date(copied + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(bankHolidaysCoverUntil(shipped) >= aYearOn).toBe(true);
    expect(() => checkBankHolidays(shipped, isoDate(londonToday(new Date())))).not.toThrow();
  });

  it("holds Christmas Day and the substitute Boxing Day of 2026", () => {
    const dates = shipped.holidays.map((holiday) => holiday.date);
    expect(dates).toEqual(expect.arrayContaining(["2026-12-25", "2026-12-28"]));
    expect(getBookingRules().closed).toEqual(
      expect.arrayContaining([
        { from: "2026-12-25", to: "2026-12-25" },
        { from: "2026-12-28", to: "2026-12-28" },
      ]),
    );
  });

  it(`stops the build, naming the file, when it ends less than ${BANK_HOLIDAYS_MIN_DAYS_AHEAD} days ahead`, () => {
    const short = list(year(2026));
    // The list ends on 31 December 2026: 60 days after 1 November, 59 after 2 November.
    expect(() => checkBankHolidays(short, "2026-11-01")).not.toThrow();
    const message = errorOf(() => checkBankHolidays(short, "2026-11-02"));
    expect(message).toContain("Invalid content in content/bank-holidays.yml");
    expect(message).toContain("the list ends on 2026-12-31, less than 60 days after 2026-11-02");
  });

  it("stops the build on a year copied in part, or a date listed twice", () => {
    const partial = errorOf(() =>
      checkBankHolidays(list([...year(2026), { date: "2027-01-01", title: "New Year’s Day" }]), "2026-11-27"),
    );
    expect(partial).toContain("2027 lists 1 date, but every year has at least 8");
    const twice = errorOf(() =>
      checkBankHolidays(list([...year(2026), ...year(2027), { date: "2027-12-28", title: "Again" }]), "2026-11-27"),
    );
    expect(twice).toContain("2027-12-28 is listed twice");
  });
});
