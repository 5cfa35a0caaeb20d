import type { Env } from "./env";
import { londonDay } from "./london-day";

/*
 * How many confirmation e-mails the newsletter box can make the agency send (worker/README.md, "Newsletter"), so that
 * nobody can use it to flood an inbox or spend the sending domain's reputation:
 *   - site-wide, at most NEWSLETTER_DAILY_CONFIRMATIONS sign-ups a day (London time); past that every
 *     sign-up is refused with 429 `daily_limit` until midnight;
 *   - per address, at most one confirmation e-mail in 24 hours; a sign-up past that is answered like any
 *     other and sends nothing.
 * Both are counted in tables of their own (migrations/0005_newsletter_caps.sql), never from the sign-ups,
 * which their visitors can delete.
 */

const ADDRESS_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Counts one more sign-up for today, unless the day's number is reached. One statement, so two sign-ups at
 * once can never both take the last place. Returns whether it was counted.
 */
export async function countSignUp(env: Env, now: Date, limit: number): Promise<boolean> {
  const counted = await env.DB.prepare(
    `INSERT INTO newsletter_daily (day, signups) VALUES (?, 1)
     ON CONFLICT (day) DO UPDATE SET signups = signups + 1 WHERE signups < ?`,
  )
    .bind(londonDay(now), limit)
    .run();
  return counted.meta.changes === 1;
}

async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Takes the address's one confirmation e-mail of the last 24 hours, if it is still free: one statement, so
 * of two sign-ups at once only one can take it. Returns whether it was taken.
 */
export async function claimAddress(env: Env, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ADDRESS_INTERVAL_MS).toISOString();
  const claimed = await env.DB.prepare(
    `INSERT INTO newsletter_recent (address_hash, emailed_at) VALUES (?, ?)
     ON CONFLICT (address_hash) DO UPDATE SET emailed_at = excluded.emailed_at WHERE emailed_at <= ?`,
  )
    .bind(await addressHash(email), now.toISOString(), since)
    .run();
  return claimed.meta.changes === 1;
}

/** For the scheduled job: the addresses whose 24 hours are over are forgotten. */
export const forgetRecentAddresses = (env: Env, now: Date) =>
  env.DB.prepare("DELETE FROM newsletter_recent WHERE emailed_at <= ?").bind(
    new Date(now.getTime() - ADDRESS_INTERVAL_MS).toISOString(),
  );
