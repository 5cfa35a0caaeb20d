import { DAILY_LIMIT_ERROR } from "@/lib/newsletter";
import { refuse } from "./http";
import { secondsToLondonMidnight } from "./london-day";

/*
 * The newsletter's site-wide daily number (worker/newsletter-caps.ts counts it): its setting, and the refusal
 * past it. Pure functions of the setting and the time, so a unit test can call them without a Worker.
 */

/** Where the setting is missing or not a whole number of at least 1. */
const DEFAULT_DAILY_CONFIRMATIONS = 100;

/** wrangler.jsonc's `NEWSLETTER_DAILY_CONFIRMATIONS` (worker/env.ts). */
export function dailyConfirmations(env: { NEWSLETTER_DAILY_CONFIRMATIONS?: string }): number {
  const setting = Number(env.NEWSLETTER_DAILY_CONFIRMATIONS);
  if (Number.isInteger(setting) && setting >= 1) return setting;
  console.warn(
    `NEWSLETTER_DAILY_CONFIRMATIONS is ${JSON.stringify(env.NEWSLETTER_DAILY_CONFIRMATIONS)}, not a whole number of at least 1: using ${DEFAULT_DAILY_CONFIRMATIONS}.`,
  );
  return DEFAULT_DAILY_CONFIRMATIONS;
}

/** 429 `daily_limit`, with Retry-After naming the seconds to midnight in London. */
export function dailyLimitReached(now: Date): Response {
  return refuse({
    status: 429,
    error: DAILY_LIMIT_ERROR,
    message: "The newsletter has taken all the sign-ups it can for today. Please try again tomorrow.",
    headers: { "Retry-After": String(secondsToLondonMidnight(now)) },
  });
}
