import {
  addDays,
  compareDates,
  CONSULTATION_MINUTES,
  dayOfWeek,
  isoDate,
  londonToday,
  slotKey,
  slotStartUtc,
  TIME_SLOTS,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { WEEKDAYS, type BookingRules } from "@/lib/booking/settings";

/*
 * The one rule of which consultation times can be booked. The calendar in the browser and the Worker
 * (GET /api/consultation/taken, POST /api/consultation) both ask slotChecker(); they differ only in what
 * they know: the Worker adds the owner's busy times and the bookings from D1, the calendar learns those
 * from the taken-slots read. A time is open when
 *   - its day is a working day: the weekly hours offer that time on that day of the week, and the day is
 *     neither a bank holiday nor a day off;
 *   - its day is no earlier than the minimum notice allows (that many working days after today) and no
 *     later than the horizon, nor past the end of the bank-holiday list;
 *   - it begins after now, is not booked, and its hour overlaps none of the owner's busy times.
 * Why a time is closed is never said: to the visitor a closed time is simply not there to choose.
 */

/** A stretch of busy time, in milliseconds since the epoch (UTC), its end excluded. */
export type Interval = { start: number; end: number };

/** The times the weekly hours offer on a date's day of the week. */
function slotsOffered(date: CalendarDate, rules: BookingRules): readonly TimeSlot[] {
  return rules.weeklyHours[WEEKDAYS[dayOfWeek(date)] ?? "sunday"];
}

function isClosed(date: CalendarDate, rules: BookingRules): boolean {
  const day = isoDate(date);
  return day > rules.knownUntil || rules.closed.some(({ from, to }) => from <= day && day <= to);
}

/** A day calls can be booked on at all: the weekly hours offer times, and it is no holiday or day off. */
function isWorkingDay(date: CalendarDate, rules: BookingRules): boolean {
  return slotsOffered(date, rules).length > 0 && !isClosed(date, rules);
}

/** The last date a visitor can choose: the horizon, or the end of the bank-holiday list if sooner. */
export function lastBookableDate(today: CalendarDate, rules: BookingRules): CalendarDate {
  const horizon = addDays(today, rules.horizonDays);
  const [year = 0, month = 1, day = 1] = rules.knownUntil.split("-").map(Number);
  const known = { year, month, day };
  return compareDates(known, horizon) < 0 ? known : horizon;
}

/**
 * The first date a visitor can choose: the working day the minimum notice reaches (1 is the next working
 * day after today). Past the last bookable date when nothing can be booked at all.
 */
export function firstBookableDate(today: CalendarDate, rules: BookingRules): CalendarDate {
  const last = lastBookableDate(today, rules);
  let date = today;
  for (let found = 0; found < rules.noticeWorkingDays;) {
    date = addDays(date, 1);
    if (compareDates(date, last) > 0) return date;
    if (isWorkingDay(date, rules)) found += 1;
  }
  return date;
}

/** The first day of the month the calendar opens on: the month of the first bookable date. */
export function firstBookableMonth(today: CalendarDate, rules: BookingRules): CalendarDate {
  const first = firstBookableDate(today, rules);
  return { ...(compareDates(first, lastBookableDate(today, rules)) > 0 ? today : first), day: 1 };
}

/** A date with times to book, before anything is booked or busy: what the calendar lets a visitor choose. */
export function isBookableDate(date: CalendarDate, today: CalendarDate, rules: BookingRules): boolean {
  return (
    isWorkingDay(date, rules) &&
    compareDates(date, firstBookableDate(today, rules)) >= 0 &&
    compareDates(date, lastBookableDate(today, rules)) <= 0
  );
}

/**
 * A date inside the booking window whose day of the week takes calls: after today, within the horizon.
 * The API answers any other date with the date's own message (422); a date inside it whose time is not
 * open gets the taken slot's answer (409), which does not say why.
 */
export function isWithinWindow(date: CalendarDate, today: CalendarDate, rules: BookingRules): boolean {
  return (
    compareDates(date, today) > 0 &&
    compareDates(date, addDays(today, rules.horizonDays)) <= 0 &&
    slotsOffered(date, rules).length > 0
  );
}

/** The hour a slot takes, in UTC. */
export function slotInterval(date: CalendarDate, slot: TimeSlot): Interval {
  const start = slotStartUtc(date, slot).getTime();
  return { start, end: start + CONSULTATION_MINUTES * 60_000 };
}

export type Availability = {
  now: Date;
  rules: BookingRules;
  /** The owner's busy times (the Worker reads them from D1; the calendar has none of its own). */
  busy?: readonly Interval[];
  /** slotKey()s of the times already booked, or (in the calendar) that the API listed as taken. */
  taken?: ReadonlySet<string>;
};

/**
 * The rule, ready to ask of many times at once: whether a visitor may book a time. Today, the first and the
 * last bookable date are worked out once, not for every time.
 */
export function slotChecker({ now, rules, busy = [], taken }: Availability) {
  const today = londonToday(now);
  const first = firstBookableDate(today, rules);
  const last = lastBookableDate(today, rules);
  return (date: CalendarDate, slot: TimeSlot): boolean => {
    if (compareDates(date, first) < 0 || compareDates(date, last) > 0) return false;
    if (!isWorkingDay(date, rules) || !slotsOffered(date, rules).includes(slot)) return false;
    if (taken?.has(slotKey(date, slot))) return false;
    const hour = slotInterval(date, slot);
    if (hour.start <= now.getTime()) return false;
    return !busy.some((interval) => interval.start < hour.end && interval.end > hour.start);
  };
}

/** The rule: whether a visitor may book this time. */
export const isSlotOpen = (date: CalendarDate, slot: TimeSlot, availability: Availability) =>
  slotChecker(availability)(date, slot);

/** Every time from one date to another (both included) that cannot be booked, for whatever reason. */
export function unavailableSlots(
  from: CalendarDate,
  to: CalendarDate,
  availability: Availability,
): { date: string; slot: TimeSlot }[] {
  const isOpen = slotChecker(availability);
  const closed: { date: string; slot: TimeSlot }[] = [];
  for (let date = from; compareDates(date, to) <= 0; date = addDays(date, 1)) {
    for (const slot of TIME_SLOTS) {
      if (!isOpen(date, slot)) closed.push({ date: isoDate(date), slot });
    }
  }
  return closed;
}
