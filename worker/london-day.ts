import { addDays, isoDate, londonToday } from "@/lib/booking";

/*
 * The day the daily limits count in, London's (worker/limits.ts per client, worker/newsletter-caps.ts for
 * the newsletter site-wide), and when it ends: the Retry-After of a daily refusal. Pure functions of the
 * time, so a unit test can call them without a Worker.
 */

const HOUR_MS = 60 * 60_000;

/** "2026-11-27": the London date of a moment. */
export const londonDay = (moment: Date): string => isoDate(londonToday(moment));

/** Seconds from `now` to the next midnight in London (23:00 UTC in summer, 00:00 in winter); at least 1. */
export function secondsToLondonMidnight(now: Date): number {
  const tomorrow = addDays(londonToday(now), 1);
  const day = isoDate(tomorrow);
  const utcMidnight = Date.UTC(tomorrow.year, tomorrow.month - 1, tomorrow.day);
  // The first moment of that day is one of these two.
  const midnight =
    [utcMidnight - HOUR_MS, utcMidnight].find(
      (time) => londonDay(new Date(time)) === day && londonDay(new Date(time - 1)) !== day,
    ) ?? utcMidnight;
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
