/*
 * lib/booking/: the consultation booking on /contact/. This module holds its calendar arithmetic (London's
 * today, the seven slots and when each begins) and what the confirmation says; availability.ts is the one
 * rule of which dates and times can be booked, from the booking settings of settings.ts; calendar-file.ts
 * writes the calendar file the visitor downloads; request.ts is the booking as the Worker receives and
 * checks it; api.ts is the browser's side of that API (send a booking, read the times that cannot be
 * booked). Pure functions of a calendar date and "now", with no content and no build-only import: browser
 * and build (and tests) alike, and the Worker.
 *
 * Consultations happen in London office time, so "today" is today's date in London wherever the visitor
 * is, and the slots are London wall-clock times. Dates are plain calendar dates (no time, no zone): the
 * date picker hands over local-midnight Date objects, which are only ever read for their year, month
 * and day.
 */

export const BOOKING_TIME_ZONE = "Europe/London";

/** The seven fixed slots of the spec, in its exact spelling. */
export const TIME_SLOTS = ["09:00 AM", "10:00 AM", "11:00 AM", "01:00 PM", "02:00 PM", "03:00 PM", "04:00 PM"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Slots are an hour apart, so a consultation is an hour: in the calendar file, and against busy times. */
export const CONSULTATION_MINUTES = 60;

export type CalendarDate = { year: number; month: number; day: number };

const utcNoon = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day, 12));
const fromUtc = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
export const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Today's date on the agency's calendar (London), whatever the visitor's own time zone. */
export function londonToday(now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: BOOKING_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = utcNoon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** Negative, zero or positive, as `a` comes before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** 0 is Sunday, 6 is Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return utcNoon(date).getUTCDay();
}

/** The first and last day of a date's month: the range the calendar shows at once. */
export function monthRange({ year, month }: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: { year, month, day: 1 }, to: { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() } };
}

/** "2026-12-07": a calendar date as the API and the calendar file's name write it. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** One slot, as the calendar and the Worker name it: "2026-12-07 10:00 AM". */
export const slotKey = (date: CalendarDate, slot: TimeSlot) => `${isoDate(date)} ${slot}`;

/** The date part of a local Date (what the date picker hands over). */
export function fromLocalDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Local midnight of a calendar date (what the date picker expects). */
export function toLocalDate({ year, month, day }: CalendarDate): Date {
  return new Date(year, month - 1, day);
}

/** The confirmation's fixed date format: "Monday, December 1, 2026". */
export function formatBookingDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(utcNoon(date));
}

/**
 * The same moment as British readers write it, "Monday 7 December 2026 at 2pm": the inline confirmation
 * uses it, so it does not repeat the notice's fixed wording word for word.
 */
export function formatBookingBritish(date: CalendarDate, slot: TimeSlot): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(utcNoon(date));
  const { hour, minute } = slotTime(slot);
  const time = `${hour % 12 || 12}${minute ? `:${pad(minute)}` : ""}${hour < 12 ? "am" : "pm"}`;
  return `${day.replace(",", "")} at ${time}`;
}

export const BOOKING_NOTICE_TITLE = "Appointment Booked!";

export function bookingConfirmation(date: CalendarDate, slot: TimeSlot): string {
  return `Your consultation has been scheduled for ${formatBookingDate(date)} at ${slot}.`;
}

/** "01:00 PM" → 13:00. */
export function slotTime(slot: TimeSlot): { hour: number; minute: number } {
  const [, hh = "0", mm = "0", meridiem] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot) ?? [];
  const hour12 = Number(hh) % 12;
  return { hour: meridiem === "PM" ? hour12 + 12 : hour12, minute: Number(mm) };
}

/** The last Sunday of a month: British clocks change on the last Sundays of March and October. */
function lastSunday(year: number, month: number): number {
  const last = { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
  return last.day - dayOfWeek(last);
}

/**
 * London's offset from UTC, in minutes, at a wall-clock time on a date: 60 during British Summer Time
 * (from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October), else 0.
 */
export function londonOffsetMinutes(date: CalendarDate, hour: number, minute = 0): number {
  const { year } = date;
  const wall = Date.UTC(year, date.month - 1, date.day, hour, minute);
  // BST begins when GMT wall clocks reach 01:00 and ends when BST wall clocks reach 02:00.
  const starts = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const ends = Date.UTC(year, 9, lastSunday(year, 10), 2);
  return wall >= starts && wall < ends ? 60 : 0;
}

/** The moment a slot begins. */
export function slotStartUtc(date: CalendarDate, slot: TimeSlot): Date {
  const { hour, minute } = slotTime(slot);
  const offset = londonOffsetMinutes(date, hour, minute);
  return new Date(Date.UTC(date.year, date.month - 1, date.day, hour, minute) - offset * 60_000);
}

/** The moment a London day begins (midnight, GMT or BST). */
export function londonDayStartUtc(date: CalendarDate): Date {
  const offset = londonOffsetMinutes(date, 0);
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - offset * 60_000);
}
