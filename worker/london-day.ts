import { addDays, isoDate, londonToday, type CalendarDate } from "@/lib/booking";

/*
 * The day the daily limits count in, London's (worker/limits.ts per client, worker/newsletter-caps.ts for
 * the newsletter site-wide), and when it ends: the Retry-After of a daily refusal. Pure functions of the
 * time, so a unit test can call them without a Worker.
 */

const HOUR_MS = 60 * 60_000;

/** "2026-11-27": the London date of a moment. */
export const londonDay = (moment: Date): string => isoDate(londonToday(moment));

/** The first moment of a London day (midnight there: 23:00 UTC the day before in summer, 00:00 in winter). */
export function londonDayStart(date: CalendarDate): Date {
  const day = isoDate(date);
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  // The first moment of that day is one of these two.
  const midnight =
    [utcMidnight - HOUR_MS, utcMidnight].find(
      (time) => londonDay(new Date(time)) === day && londonDay(new Date(time - 1)) !== day,
    ) ?? utcMidnight;
  return new Date(midnight);
}

/** Seconds from `now` to the next midnight in London (23:00 UTC in summer, 00:00 in winter); at least 1. */
export function secondsToLondonMidnight(now: Date): number {
  const midnight = londonDayStart(addDays(londonToday(now), 1)).getTime();
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
