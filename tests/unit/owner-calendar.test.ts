/** @jest-environment node */
import type { Interval } from "@/lib/booking/availability";
import { busyIntervals } from "@/worker/busy-times";
import { bookingWindow, feedUrl, fetchFeed } from "@/worker/calendar-feed";
import { RULES } from "../booking-rules";
import { EMPTY_CALENDAR, ownerCalendarIcs, SECRET_WORDS } from "../owner-calendar-fixture";

/*
 * The owner's calendar feed read by ical.js (worker/busy-times.ts) and fetched with a timeout and a size cap
 * (worker/owner-calendar.ts): recurrences with their exceptions, time zones, all-day and free events, and
 * every way a feed can fail without freeing busy time.
 */

const utc = (iso: string) => Date.parse(iso);
const span = (start: string, end: string): Interval => ({ start: utc(start), end: utc(end) });
const readable = (busy: Interval[]) =>
  busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

// Winter: London is on GMT, New York on EST (UTC-5). The feed's week starts on Monday 7 December 2026.
const WINTER = span("2026-12-01T00:00:00Z", "2027-03-01T00:00:00Z");
const week = { year: 2026, month: 12, day: 7 };

function busyOf(text: string, window: Interval = WINTER): Interval[] {
  const result = busyIntervals(text, window);
  if (!result.ok) throw new Error(result.reason);
  return result.busy;
}

const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20261201T000000Z", ...lines, "END:VEVENT"];
const calendar = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n");

describe("the owner's busy times from the feed", () => {
  it("the issue's feed: the weekly event but its exception date and cancelled instance, New York, all day, not the free one", () => {
    expect(readable(busyOf(ownerCalendarIcs(week)))).toEqual([
      // Tuesday 8: the weekly event, 10:00–11:00 London.
      ["2026-12-08T10:00:00.000Z", "2026-12-08T11:00:00.000Z"],
      // Wednesday 9: 09:00–10:30 in New York is 14:00–15:30 in London.
      ["2026-12-09T14:00:00.000Z", "2026-12-09T15:30:00.000Z"],
      // Thursday 10: the whole London day.
      ["2026-12-10T00:00:00.000Z", "2026-12-11T00:00:00.000Z"],
      // Tuesday 15 is the exception date and Tuesday 22 the cancelled instance; Friday 11 is free.
      ["2026-12-29T10:00:00.000Z", "2026-12-29T11:00:00.000Z"],
    ]);
  });

  it("keeps only times: no title, description or guest comes out", () => {
    const text = JSON.stringify(busyIntervals(ownerCalendarIcs(week), WINTER));
    for (const word of SECRET_WORDS) expect(text).not.toContain(word);
  });

  it("follows each zone's own clock changes: New York's summer time starts a fortnight before London's", () => {
    const ny = calendar(
      vevent("UID:a", "DTSTART;TZID=America/New_York:20270317T090000", "DTEND;TZID=America/New_York:20270317T100000"),
    );
    // Without a VTIMEZONE ical.js cannot place it; the runtime's zone data does (Wednesday 17 March 2027: EDT, GMT).
    expect(readable(busyOf(ny, span("2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")))).toEqual([
      ["2027-03-17T13:00:00.000Z", "2027-03-17T14:00:00.000Z"],
    ]);
  });

  it("blocks an all-day event's London days, in summer time too, and reads floating times as London's", () => {
    const summer = calendar(
      vevent("UID:b", "DTSTART;VALUE=DATE:20270610", "DTEND;VALUE=DATE:20270612"),
      vevent("UID:c", "DTSTART:20270615T090000", "DTEND:20270615T093000"),
      // An all-day event without an end is one day long.
      vevent("UID:d", "DTSTART;VALUE=DATE:20270617"),
    );
    expect(readable(busyOf(summer, span("2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z")))).toEqual([
      ["2027-06-09T23:00:00.000Z", "2027-06-11T23:00:00.000Z"],
      ["2027-06-15T08:00:00.000Z", "2027-06-15T08:30:00.000Z"],
      ["2027-06-16T23:00:00.000Z", "2027-06-17T23:00:00.000Z"],
    ]);
  });

  it("moves an instance moved under RECURRENCE-ID, even from beyond the window into it", () => {
    const moved = calendar(
      vevent("UID:m", "DTSTART:20261201T090000Z", "DTEND:20261201T100000Z", "RRULE:FREQ=DAILY;COUNT=40"),
      vevent("UID:m", "RECURRENCE-ID:20261202T090000Z", "DTSTART:20261202T150000Z", "DTEND:20261202T160000Z"),
      vevent("UID:m", "RECURRENCE-ID:20270105T090000Z", "DTSTART:20261203T120000Z", "DTEND:20261203T130000Z"),
    );
    expect(readable(busyOf(moved, span("2026-12-01T00:00:00Z", "2026-12-04T00:00:00Z")))).toEqual([
      ["2026-12-01T09:00:00.000Z", "2026-12-01T10:00:00.000Z"],
      ["2026-12-02T15:00:00.000Z", "2026-12-02T16:00:00.000Z"],
      ["2026-12-03T09:00:00.000Z", "2026-12-03T10:00:00.000Z"],
      ["2026-12-03T12:00:00.000Z", "2026-12-03T13:00:00.000Z"],
    ]);
  });

  it("ignores what lies outside the window, joins what overlaps, and stops an endless rule at the window's end", () => {
    const text = calendar(
      vevent("UID:x", "DTSTART:20200106T090000Z", "DTEND:20200106T100000Z", "RRULE:FREQ=WEEKLY"),
      vevent("UID:y", "DTSTART:20261207T093000Z", "DTEND:20261207T110000Z"),
      vevent("UID:z", "DTSTART:20300101T090000Z", "DTEND:20300101T100000Z"),
    );
    expect(readable(busyOf(text, span("2026-12-07T00:00:00Z", "2026-12-15T00:00:00Z")))).toEqual([
      ["2026-12-07T09:00:00.000Z", "2026-12-07T11:00:00.000Z"],
      ["2026-12-14T09:00:00.000Z", "2026-12-14T10:00:00.000Z"],
    ]);
  });

  it("an empty calendar holds no busy time", () => {
    expect(busyOf(EMPTY_CALENDAR)).toEqual([]);
  });

  it.each([
    ["an HTML page", "<!doctype html><html><body>Sign in</body></html>"],
    ["a cut-off download", ownerCalendarIcs(week).slice(0, 900)],
    ["an address book", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD"],
    ["a broken line", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nthis is not a property\r\nEND:VCALENDAR"],
    ["nothing", ""],
  ])("refuses %s, so the last good copy stays", (_what, text) => {
    expect(busyIntervals(text, WINTER)).toMatchObject({ ok: false });
  });
});

describe("fetching the feed", () => {
  const url = new URL("https://calendar.example/private.ics");
  const answer = (body: BodyInit | null, init: ResponseInit = {}) => jest.fn(async () => new Response(body, init));

  it("gives the text of a good answer", async () => {
    const result = await fetchFeed(url, { fetchImpl: answer(EMPTY_CALENDAR) as typeof fetch });
    expect(result).toEqual({ ok: true, text: EMPTY_CALENDAR });
  });

  it("fails on a failing status, a body over the cap, and no answer in time", async () => {
    expect(await fetchFeed(url, { fetchImpl: answer("oops", { status: 500 }) as typeof fetch })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("500"),
    });
    expect(await fetchFeed(url, { maxBytes: 100, fetchImpl: answer("x".repeat(101)) as typeof fetch })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("larger than 100 bytes"),
    });
    const hanging = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    expect(await fetchFeed(url, { timeoutMs: 20, fetchImpl: hanging as typeof fetch })).toMatchObject({
      ok: false,
      reason: "no answer within 20 ms",
    });
  });

  it("takes an https or webcal address, and plain http only to a loopback fake where test switches are on", () => {
    expect(feedUrl("webcal://p01-caldav.icloud.com/published/2/abc", false)?.href).toBe(
      "https://p01-caldav.icloud.com/published/2/abc",
    );
    expect(feedUrl("https://calendar.google.com/calendar/ical/x/private-y/basic.ics", false)).toBeDefined();
    expect(feedUrl("http://calendar.example/basic.ics", true)).toBeUndefined();
    expect(feedUrl("http://127.0.0.1:9999/calendar.ics", false)).toBeUndefined();
    expect(feedUrl("http://127.0.0.1:9999/calendar.ics", true)).toBeDefined();
    expect(feedUrl("not a url", true)).toBeUndefined();
  });

  it("reads the booking window: from the start of today in London to the end of the last bookable day", () => {
    expect(bookingWindow(new Date("2026-12-01T10:00:00Z"), RULES)).toEqual(
      span("2026-12-01T00:00:00Z", "2027-03-02T00:00:00Z"),
    );
  });
});
