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
import ICAL from "ical.js";
import {
  buildCalendar,
  consultationFileName,
  consultationUid,
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

describe("the calendar file (RFC 5545, written by ical-generator)", () => {
  const event: ConsultationEvent = {
    uid: consultationUid("3f2a9c1e", "aurelia-travel.example"),
    sequence: 2,
    start: slotStartUtc(d("2026-03-30"), "01:00 PM"),
    stamp: new Date("2026-03-26T17:45:12.345Z"),
    organiser: { name: "Aurelia Travel", email: "website@aurelia-travel.example" },
    attendees: [{ name: "Zoë Ó Briain", email: "zoe@example.org" }],
    summary: "Your consultation with Aurelia Travel",
    description:
      "Your free, no-obligation consultation. To change it, call 020 7946 0321; or e-mail hello@example.com.",
    location: "Aurelia Travel rings you",
  };
  const read = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
    return { calendar, vevent, ev: new ICAL.Event(vevent) };
  };

  it("uses CRLF line endings throughout, ends with one, and keeps every physical line within 75 octets", () => {
    const ics = buildCalendar("REQUEST", [event], { producer: "Aurelia Travel" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it.each(["PUBLISH", "REQUEST", "CANCEL"] as const)("parses with ical.js and carries METHOD:%s", (method) => {
    const { calendar, vevent, ev } = read(buildCalendar(method, [event], { producer: "Aurelia Travel" }));
    expect(calendar.getFirstPropertyValue("method")).toBe(method);
    expect(ev.uid).toBe("consultation-3f2a9c1e@aurelia-travel.example");
    expect(ev.sequence).toBe(2);
    expect(ev.startDate.toJSDate().toISOString()).toBe("2026-03-30T12:00:00.000Z");
    expect(ev.endDate.toJSDate().toISOString()).toBe("2026-03-30T13:00:00.000Z");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-03-26T17:45:12Z");
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:website@aurelia-travel.example");
    expect(vevent.getFirstProperty("attendee")?.getParameter("cn")).toBe("Zoë Ó Briain");
    expect(vevent.getFirstPropertyValue("status")).toBe(method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
    expect(ev.description).toBe(event.description);
  });

  it("keeps every field's line break inside its own value", () => {
    const ics = buildCalendar(
      "REQUEST",
      [
        {
          ...event,
          organiser: { name: 'Agency\r"X"', email: "hello@example.com" },
          attendees: [{ name: "Ada\r\nATTENDEE:mailto:evil@example.org", email: "ada@example.org" }],
          summary: "Consultation with Ada\rATTENDEE:mailto:evil@example.org",
          description: "Notes\rDTSTART:19700101T000000\u2028END:VEVENT",
        },
      ],
      { producer: "Aurelia Travel" },
    );
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("DTSTART:1970"))).toEqual([]);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    const { ev } = read(ics);
    expect(ev.description).toBe("Notes\nDTSTART:19700101T000000\nEND:VEVENT");
  });

  it("lists several events in one feed, each with its own UID", () => {
    const other = { ...event, uid: consultationUid("9b", "aurelia-travel.example"), sequence: 0 };
    const ics = buildCalendar("PUBLISH", [event, other], { producer: "Aurelia Travel", name: "Consultations" });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const uids = calendar.getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("uid"));
    expect(uids).toEqual([event.uid, other.uid]);
  });

  it("names the file after the date and time", () => {
    expect(consultationFileName(d("2026-12-07"), "02:00 PM")).toBe("consultation-2026-12-07-1400.ics");
  });
});
