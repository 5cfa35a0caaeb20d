import { BOOKING_TIME_ZONE, formatBookingBritish, slotStartUtc, type CalendarDate, type TimeSlot } from "@/lib/booking";

/*
 * The visitor's own time zone, which the booking form sends (as its browser reports it) so that the e-mails
 * can give the call's time in it beside London's. The value is only ever written into an e-mail's body after
 * it has passed isTimeZone: a shape of letters, digits and "_ + - /", at most 64 characters, that
 * Intl.DateTimeFormat also knows.
 */

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !ZONE_SHAPE.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone, or undefined where it reports none the Worker would take. */
export function browserTimeZone(): string | undefined {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}

/** "America/New_York" → "New York", "Etc/GMT+5" → "GMT+5": the place a zone is named after. */
export const zonePlace = (zone: string): string => (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");

/** "Monday 7 December 2026 at 9:00am": a moment as British readers write it, in a zone. */
function momentText(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone,
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const meridiem = part("dayPeriod")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")}${meridiem}`;
}

/**
 * The call's time for an e-mail: London's always, and the visitor's own when they gave a zone whose clock
 * reads differently at that moment.
 */
export function callTimes(
  date: CalendarDate,
  slot: TimeSlot,
  timeZone?: string | null,
): { london: string; local?: string } {
  const london = `${formatBookingBritish(date, slot)} (London time)`;
  if (!timeZone || !isTimeZone(timeZone) || timeZone === BOOKING_TIME_ZONE) return { london };
  const start = slotStartUtc(date, slot);
  const local = momentText(start, timeZone);
  if (local === momentText(start, BOOKING_TIME_ZONE)) return { london };
  return { london, local: `${local} (${zonePlace(timeZone)} time)` };
}
