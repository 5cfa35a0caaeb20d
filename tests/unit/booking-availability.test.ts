/** @jest-environment node */
import { slotKey, TIME_SLOTS, type CalendarDate } from "@/lib/booking";
import {
  firstBookableDate,
  isBookableDate,
  isSlotOpen,
  lastBookableDate,
  slotInterval,
  unavailableSlots,
  type Availability,
} from "@/lib/booking/availability";
import { bankHolidaysSchema, bookingRules, bookingSettingsSchema } from "@/lib/booking/settings";
import { hoursOn, RULES, rulesWith, shippedRules } from "../booking-rules";

/*
 * The one availability rule (lib/booking/availability.ts), which the calendar and the Worker both ask: the
 * weekly hours, bank holidays, days off, notice, horizon, busy times and bookings, each on its own, and
 * the shipped settings' answer for Christmas 2026.
 */

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

// Tuesday 1 December 2026, 10:00 in London.
const NOW = new Date("2026-12-01T10:00:00Z");
const at = (changes: Partial<Availability> = {}): Availability => ({ now: NOW, rules: RULES, ...changes });
const closedOn = (from: string, to: string, availability = at()) =>
  unavailableSlots(d(from), d(to), availability).map(({ date, slot }) => `${date} ${slot}`);

describe("25 and 28 December 2026, with the shipped settings and bank holidays", () => {
  const rules = shippedRules();

  it("cannot be booked at any time: Christmas Day and the substitute Boxing Day", () => {
    for (const date of ["2026-12-25", "2026-12-28"]) {
      expect(isBookableDate(d(date), d("2026-12-01"), rules)).toBe(false);
      expect(TIME_SLOTS.filter((slot) => isSlotOpen(d(date), slot, at({ rules })))).toEqual([]);
    }
    const listed = closedOn("2026-12-24", "2026-12-29", at({ rules }));
    for (const date of ["2026-12-25", "2026-12-28"]) {
      expect(listed.filter((key) => key.startsWith(date))).toHaveLength(TIME_SLOTS.length);
    }
  });

  it("while Christmas Eve and the Tuesday after are working days", () => {
    expect(isBookableDate(d("2026-12-24"), d("2026-12-01"), rules)).toBe(true);
    expect(isBookableDate(d("2026-12-29"), d("2026-12-01"), rules)).toBe(true);
  });
});

describe("the weekly hours", () => {
  const hours = rulesWith({ weeklyHours: hoursOn({ tuesday: ["09:00 AM", "10:00 AM"], saturday: ["11:00 AM"] }) });

  it("offer only the times they list, on the days they list", () => {
    const open = (date: string) => TIME_SLOTS.filter((slot) => isSlotOpen(d(date), slot, at({ rules: hours })));
    expect(open("2026-12-08")).toEqual(["09:00 AM", "10:00 AM"]);
    expect(open("2026-12-12")).toEqual(["11:00 AM"]);
    expect(open("2026-12-09")).toEqual([]);
    expect(isBookableDate(d("2026-12-09"), d("2026-12-01"), hours)).toBe(false);
  });
});

describe("bank holidays, days off and closures", () => {
  const rules = rulesWith({
    closed: [
      { from: "2026-12-10", to: "2026-12-10" },
      { from: "2026-12-14", to: "2026-12-16" },
    ],
  });

  it("close every time of every day they cover, first and last day included", () => {
    for (const date of ["2026-12-10", "2026-12-14", "2026-12-15", "2026-12-16"]) {
      expect(isBookableDate(d(date), d("2026-12-01"), rules)).toBe(false);
    }
    for (const date of ["2026-12-09", "2026-12-11", "2026-12-17"]) {
      expect(isBookableDate(d(date), d("2026-12-01"), rules)).toBe(true);
    }
  });

  it("do not count as working days for the notice", () => {
    // Wednesday 9 December, notice of one working day: Thursday is closed, so Friday.
    expect(firstBookableDate(d("2026-12-09"), rules)).toEqual(d("2026-12-11"));
    // Friday 11 December, two working days: Monday to Wednesday closed, so Thursday 17 and Friday 18.
    expect(firstBookableDate(d("2026-12-11"), { ...rules, noticeWorkingDays: 2 })).toEqual(d("2026-12-18"));
  });

  it("include everything past the end of the bank-holiday list, since nobody knows those days yet", () => {
    const known = rulesWith({ knownUntil: "2026-12-31" });
    expect(lastBookableDate(d("2026-12-01"), known)).toEqual(d("2026-12-31"));
    expect(isBookableDate(d("2027-01-04"), d("2026-12-01"), known)).toBe(false);
  });

  it("never reach the calendar with the owner's notes", () => {
    const settings = bookingSettingsSchema.parse({
      weeklyHours: { monday: ["09:00 AM"] },
      noticeWorkingDays: 1,
      horizonDays: 60,
      daysOff: [{ from: "2027-08-09", to: "2027-08-20", note: "Hospital appointment" }, { from: "2027-09-01" }],
    });
    const holidays = bankHolidaysSchema.parse({
      source: "https://www.gov.uk/bank-holidays.json",
      division: "england-and-wales",
      checked: "2026-11-27",
      holidays: [{ date: "2027-08-30", title: "Summer bank holiday" }],
    });
    const rules = bookingRules(settings, holidays);
    expect(rules.closed).toEqual([
      { from: "2027-08-30", to: "2027-08-30" },
      { from: "2027-08-09", to: "2027-08-20" },
      { from: "2027-09-01", to: "2027-09-01" },
    ]);
    expect(JSON.stringify(rules)).not.toMatch(/Hospital|Summer bank holiday/);
  });
});

describe("notice and horizon", () => {
  it("a notice of N working days opens the Nth working day after today", () => {
    // Thursday 3 December: 1 → Friday 4, 2 → Monday 7, 3 → Tuesday 8.
    expect([1, 2, 3].map((n) => firstBookableDate(d("2026-12-03"), rulesWith({ noticeWorkingDays: n })))).toEqual([
      d("2026-12-04"),
      d("2026-12-07"),
      d("2026-12-08"),
    ]);
  });

  it("the horizon is the last day, counted from today", () => {
    const rules = rulesWith({ horizonDays: 30 });
    expect(lastBookableDate(d("2026-12-01"), rules)).toEqual(d("2026-12-31"));
    expect(isBookableDate(d("2026-12-31"), d("2026-12-01"), rules)).toBe(true);
    expect(isBookableDate(d("2027-01-01"), d("2026-12-01"), rules)).toBe(false);
  });
});

describe("busy times and bookings", () => {
  // Wednesday 9 December 2026 is in GMT: the slots are London and UTC alike.
  const busy = [
    { start: Date.parse("2026-12-09T10:30:00Z"), end: Date.parse("2026-12-09T11:15:00Z") },
    { start: Date.parse("2026-12-09T12:00:00Z"), end: Date.parse("2026-12-09T13:00:00Z") },
  ];

  it("close every hour they overlap, and no hour they only touch", () => {
    const open = TIME_SLOTS.filter((slot) => isSlotOpen(d("2026-12-09"), slot, at({ busy })));
    // 10:00 and 11:00 overlap the first; the second ends as 01:00 PM begins.
    expect(open).toEqual(["09:00 AM", "01:00 PM", "02:00 PM", "03:00 PM", "04:00 PM"]);
  });

  it("a booked time is closed like any other", () => {
    const taken = new Set([slotKey(d("2026-12-09"), "09:00 AM")]);
    expect(isSlotOpen(d("2026-12-09"), "09:00 AM", at({ taken }))).toBe(false);
    expect(isSlotOpen(d("2026-12-09"), "10:00 AM", at({ taken }))).toBe(true);
  });

  it("a slot's hour is its London time, an hour long", () => {
    expect(slotInterval(d("2027-06-02"), "09:00 AM")).toEqual({
      start: Date.parse("2027-06-02T08:00:00Z"),
      end: Date.parse("2027-06-02T09:00:00Z"),
    });
  });
});

describe("the list of times that cannot be booked", () => {
  it("names every closed time in the range, for any reason, and no open one", () => {
    const busy = [{ start: Date.parse("2026-12-04T15:00:00Z"), end: Date.parse("2026-12-04T17:00:00Z") }];
    const taken = new Set([slotKey(d("2026-12-07"), "10:00 AM")]);
    const listed = closedOn("2026-11-30", "2026-12-07", at({ busy, taken }));
    const all = (date: string) => TIME_SLOTS.map((slot) => `${date} ${slot}`);
    expect(listed).toEqual([
      // Monday 30 November and today, Tuesday 1 December, are past or too soon.
      ...all("2026-11-30"),
      ...all("2026-12-01"),
      // Friday 4: busy from 3pm.
      "2026-12-04 03:00 PM",
      "2026-12-04 04:00 PM",
      ...all("2026-12-05"),
      ...all("2026-12-06"),
      "2026-12-07 10:00 AM",
    ]);
  });
});
