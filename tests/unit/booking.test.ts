/** @jest-environment node */
import {
  addDays,
  bookingConfirmation,
  formatBookingDate,
  londonOffsetMinutes,
  londonToday,
  slotStartUtc,
  slotTime,
  TIME_SLOTS,
  type CalendarDate,
} from "@/lib/booking";
import { firstBookableDate, isBookableDate } from "@/lib/booking/availability";
import {
  buildConsultationIcs,
  consultationFileName,
  foldLine,
  type ConsultationEvent,
} from "@/lib/booking/calendar-file";
import { RULES } from "../booking-rules";

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

describe("today on the agency's calendar", () => {
  it("is London's date, not UTC's: just after midnight in summer it is already tomorrow", () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toEqual(d("2026-07-01"));
    // In winter London is on UTC.
    expect(londonToday(new Date("2026-12-31T23:30:00Z"))).toEqual(d("2026-12-31"));
  });

  it("follows the clocks on the night they change", () => {
    expect(londonToday(new Date("2026-03-29T00:30:00Z"))).toEqual(d("2026-03-29"));
    expect(londonToday(new Date("2026-10-24T23:30:00Z"))).toEqual(d("2026-10-25"));
  });
});

describe("which dates can be booked, by the spec's weekly hours alone", () => {
  const thursday = d("2026-12-03");

  it("excludes the past and today itself", () => {
    expect(isBookableDate(d("2026-12-02"), thursday, RULES)).toBe(false);
    expect(isBookableDate(d("2025-12-04"), thursday, RULES)).toBe(false);
    expect(isBookableDate(thursday, thursday, RULES)).toBe(false);
    expect(isBookableDate(d("2026-12-04"), thursday, RULES)).toBe(true);
  });

  it("excludes Saturdays and Sundays, and allows every weekday after today", () => {
    const week = [4, 5, 6, 7, 8, 9, 10].map((day) => isBookableDate({ year: 2026, month: 12, day }, thursday, RULES));
    // Fri 4, Sat 5, Sun 6, Mon 7 … Thu 10
    expect(week).toEqual([true, false, false, true, true, true, true]);
  });

  it.each([
    ["a Friday", "2026-12-04", "2026-12-07"],
    ["a Saturday", "2026-12-05", "2026-12-07"],
    ["a Sunday", "2026-12-06", "2026-12-07"],
    ["a Thursday", "2026-12-03", "2026-12-04"],
    ["the last Friday of January", "2027-01-29", "2027-02-01"],
    ["the last day of a month", "2026-09-30", "2026-10-01"],
    ["New Year's Eve", "2026-12-31", "2027-01-01"],
    ["29 February", "2028-02-29", "2028-03-01"],
    ["the Friday before British Summer Time begins", "2026-03-27", "2026-03-30"],
  ])("after %s (%s) the first bookable day is %s", (_label, today, expected) => {
    expect(firstBookableDate(d(today), RULES)).toEqual(d(expected));
  });

  it("counts days across month and year ends", () => {
    expect(addDays(d("2026-01-31"), 1)).toEqual(d("2026-02-01"));
    expect(addDays(d("2026-12-31"), 1)).toEqual(d("2027-01-01"));
    expect(addDays(d("2026-03-01"), -1)).toEqual(d("2026-02-28"));
  });
});

describe("the confirmation", () => {
  it("has the seven fixed slots in their fixed spelling", () => {
    expect(TIME_SLOTS).toEqual(["09:00 AM", "10:00 AM", "11:00 AM", "01:00 PM", "02:00 PM", "03:00 PM", "04:00 PM"]);
    expect(TIME_SLOTS.map((slot) => slotTime(slot).hour)).toEqual([9, 10, 11, 13, 14, 15, 16]);
  });

  it("reads like the spec: weekday, month day, year at the slot", () => {
    expect(formatBookingDate(d("2026-12-07"))).toBe("Monday, December 7, 2026");
    expect(bookingConfirmation(d("2026-12-07"), "02:00 PM")).toBe(
      "Your consultation has been scheduled for Monday, December 7, 2026 at 02:00 PM.",
    );
  });
});

describe("London time and the clock changes", () => {
  it("agrees with the time-zone database on every slot of every day of 2026 and 2027", () => {
    const offsetFromIntl = (moment: Date) => {
      const name = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "shortOffset" })
        .formatToParts(moment)
        .find((part) => part.type === "timeZoneName")?.value;
      // "GMT", "GMT+0" or "GMT+1", depending on the ICU version.
      return Number(/^GMT([+-]\d+)?$/.exec(name ?? "")?.[1] ?? 0) * 60;
    };
    const mismatches: string[] = [];
    for (let date = d("2026-01-01"); date.year < 2028; date = addDays(date, 1)) {
      for (const slot of TIME_SLOTS) {
        const start = slotStartUtc(date, slot);
        const { hour } = slotTime(slot);
        if (londonOffsetMinutes(date, hour) !== offsetFromIntl(start))
          mismatches.push(`${JSON.stringify(date)} ${slot}`);
        const wall = new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/London",
          hour: "2-digit",
          hourCycle: "h23",
        }).format(start);
        if (Number(wall) !== hour) mismatches.push(`${JSON.stringify(date)} ${slot} is ${wall}:00 in London`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("puts 9am on the Monday after the spring change at 08:00 UTC, and on the Friday before at 09:00 UTC", () => {
    expect(slotStartUtc(d("2026-03-27"), "09:00 AM").toISOString()).toBe("2026-03-27T09:00:00.000Z");
    expect(slotStartUtc(d("2026-03-30"), "09:00 AM").toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(slotStartUtc(d("2026-10-23"), "04:00 PM").toISOString()).toBe("2026-10-23T15:00:00.000Z");
    expect(slotStartUtc(d("2026-10-26"), "04:00 PM").toISOString()).toBe("2026-10-26T16:00:00.000Z");
  });
});

describe("the calendar file (RFC 5545)", () => {
  const event: ConsultationEvent = {
    date: d("2026-03-30"),
    slot: "01:00 PM",
    now: new Date("2026-03-26T17:45:12.345Z"),
    organiser: { name: "Aurelia Travel", email: "hello@example.com" },
    summary: "Free consultation with Aurelia Travel",
    description:
      "Your free, no-obligation consultation. To change it, call 020 7946 0321; or e-mail hello@example.com.",
    location: "By telephone or video call",
    uidDomain: "www.aurelia-travel.example",
    uidSeed: "3f2a9c1e",
  };
  const ics = buildConsultationIcs(event);
  const unfolded = ics.replace(/\r\n /g, "");
  const lines = unfolded.split("\r\n");

  it("uses CRLF line endings throughout and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("is one VCALENDAR with a VTIMEZONE and a VEVENT, every BEGIN matched by its END", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines).toEqual(expect.arrayContaining(["VERSION:2.0", "METHOD:PUBLISH", "CALSCALE:GREGORIAN"]));
    expect(lines.find((line) => line.startsWith("PRODID:"))).toBeDefined();
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith("BEGIN:")) stack.push(line.slice(6));
      if (line.startsWith("END:")) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
    for (const component of ["VTIMEZONE", "STANDARD", "DAYLIGHT", "VEVENT", "VALARM"]) {
      expect(lines.filter((line) => line === `BEGIN:${component}`)).toHaveLength(1);
    }
  });

  it("describes Europe/London's GMT and BST rules", () => {
    const timezone = unfolded.slice(unfolded.indexOf("BEGIN:VTIMEZONE"), unfolded.indexOf("END:VTIMEZONE"));
    expect(timezone).toContain("TZID:Europe/London");
    expect(timezone).toMatch(/BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0000\r\nTZOFFSETTO:\+0100\r\nTZNAME:BST/);
    expect(timezone).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(timezone).toMatch(/BEGIN:STANDARD\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0000\r\nTZNAME:GMT/);
    expect(timezone).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
  });

  it("books the slot in London wall-clock time for an hour, stamped in UTC, with a unique id", () => {
    expect(lines).toContain("DTSTART;TZID=Europe/London:20260330T130000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20260330T140000");
    expect(lines).toContain("DTSTAMP:20260326T174512Z");
    expect(lines).toContain("UID:20260330T130000-3f2a9c1e@www.aurelia-travel.example");
    expect(lines).toContain('ORGANIZER;CN="Aurelia Travel":mailto:hello@example.com');
    expect(lines).toContain("TRIGGER:-PT30M");
  });

  it("escapes commas and semicolons in text", () => {
    const description = lines.find((line) => line.startsWith("DESCRIPTION:Your"));
    expect(description).toBe(
      "DESCRIPTION:Your free\\, no-obligation consultation. To change it\\, call 020 7946 0321\\; or e-mail hello@example.com.",
    );
  });

  it("folds long lines without splitting a character, and unfolds to the original", () => {
    const long = `DESCRIPTION:${"Café au lait — ".repeat(12)}`;
    const folded = foldLine(long);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("names the file after the date and time", () => {
    expect(consultationFileName(d("2026-12-07"), "02:00 PM")).toBe("consultation-2026-12-07-1400.ics");
  });
});
