import ICAL from "ical.js";
import { BOOKING_TIME_ZONE, londonDayStartUtc } from "@/lib/booking";
import type { Interval } from "@/lib/booking/availability";

/*
 * The owner's busy times from the text of an iCalendar feed (RFC 5545), as ical.js reads it: every event
 * that overlaps the window, its recurrences expanded (RRULE, RDATE, EXDATE, and moved or cancelled
 * instances under RECURRENCE-ID), each time in its own zone (the feed's VTIMEZONEs; an IANA name such as
 * America/New_York without one; London for floating times). An all-day event blocks its London days;
 * an event marked free (TRANSP:TRANSPARENT) or cancelled blocks nothing. Only the start and end come out:
 * never a title, a description or a guest.
 */

export type BusyResult = { ok: true; busy: Interval[] } | { ok: false; reason: string };

/** A runaway rule (every minute since 1990) is refused, not followed: the last good copy stays. */
const MAX_OCCURRENCES = 100_000;

type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;
type Component = InstanceType<typeof ICAL.Component>;

/** The offset of a zone from UTC at a moment, in milliseconds. */
function zoneOffset(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(moment / 1000) * 1000;
}

const knownZone = (timeZone: string | undefined): timeZone is string => {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** A wall-clock time in a zone the feed did not define, by the runtime's own time-zone data. */
function wallClockToUtc(time: Time, timeZone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** A DATE, a UTC time, a time in a zone the feed defines, a named zone it does not, or a floating time. */
function toUtc(time: Time, tzid: string | undefined): number {
  if (time.isDate) return londonDayStartUtc({ year: time.year, month: time.month, day: time.day }).getTime();
  const zone = time.zone?.tzid;
  if (zone && zone !== "floating") return time.toUnixTime() * 1000;
  return wallClockToUtc(time, knownZone(tzid) ? tzid : BOOKING_TIME_ZONE);
}

const tzidOf = (component: Component, property: string): string | undefined => {
  const value = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
};

/** Free or cancelled: the owner is not busy. */
function blocksNothing(component: Component): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency === "TRANSPARENT" || status === "CANCELLED";
}

/** One occurrence of an event, given its start and end and the event (or moved instance) it comes from. */
function intervalOf(start: Time, end: Time, item: Event): Interval | undefined {
  const component = item.component;
  if (blocksNothing(component)) return undefined;
  const startTzid = tzidOf(component, "dtstart");
  const from = toUtc(start, startTzid);
  const to = toUtc(end, tzidOf(component, "dtend") ?? startTzid);
  return to > from ? { start: from, end: to } : undefined;
}

const overlaps = (interval: Interval, window: Interval) => interval.start < window.end && interval.end > window.start;

/** Every busy interval of one event and its moved or cancelled instances, within the window. */
function eventBusy(event: Event, window: Interval, found: Interval[]): void {
  if (!event.isRecurring()) {
    const interval = intervalOf(event.startDate, event.endDate, event);
    if (interval && overlaps(interval, window)) found.push(interval);
    return;
  }
  const iterator = event.iterator();
  let count = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++count > MAX_OCCURRENCES) throw new Error(`a recurring event repeats more than ${MAX_OCCURRENCES} times`);
    // Instances start in order; an instance moved from beyond the window is added below.
    if (toUtc(next, tzidOf(event.component, "dtstart")) >= window.end) break;
    const details = event.getOccurrenceDetails(next);
    const interval = intervalOf(details.startDate, details.endDate, details.item);
    if (interval && overlaps(interval, window)) found.push(interval);
  }
  for (const moved of Object.values(event.exceptions)) {
    const original = moved.recurrenceId;
    if (!original || toUtc(original, tzidOf(moved.component, "recurrence-id")) < window.end) continue;
    const interval = intervalOf(moved.startDate, moved.endDate, moved);
    if (interval && overlaps(interval, window)) found.push(interval);
  }
}

/** Sorted, with overlapping and touching intervals joined, and cut to the window. */
function merge(intervals: Interval[], window: Interval): Interval[] {
  const merged: Interval[] = [];
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged.map(({ start, end }) => ({ start: Math.max(start, window.start), end: Math.min(end, window.end) }));
}

/** The busy intervals in the window, or why the text is not a calendar that can be trusted. */
export function busyIntervals(text: string, window: Interval): BusyResult {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  // A cut-off download parses as a shorter calendar, which would free busy time: both ends must be there.
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(trimmed) || !/\r?\nEND:VCALENDAR$/i.test(trimmed)) {
    return { ok: false, reason: "not an iCalendar file (no BEGIN:VCALENDAR … END:VCALENDAR)" };
  }
  try {
    const root = new ICAL.Component(ICAL.parse(trimmed));
    if (root.name !== "vcalendar") return { ok: false, reason: `not a calendar but a ${root.name}` };
    const events = root.getAllSubcomponents("vevent");
    const byUid = new Map<string, { master?: Component; moved: Component[] }>();
    for (const component of events) {
      // Without a start an event has no time to hold (RFC 5545 requires one).
      if (!component.hasProperty("dtstart")) continue;
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      const group = byUid.get(uid) ?? { moved: [] };
      if (component.hasProperty("recurrence-id")) group.moved.push(component);
      else group.master ??= component;
      byUid.set(uid, group);
    }
    const found: Interval[] = [];
    for (const { master, moved } of byUid.values()) {
      if (master) eventBusy(new ICAL.Event(master, { exceptions: moved, strictExceptions: true }), window, found);
      // An instance whose series is not in the feed still holds its own time.
      else for (const component of moved) eventBusy(new ICAL.Event(component), window, found);
    }
    return { ok: true, busy: merge(found, window) };
  } catch (error) {
    return { ok: false, reason: `could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}
