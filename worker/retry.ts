/*
 * When a failed e-mail is tried again, and when it is given up. The scheduled handler runs every 10 minutes
 * (wrangler.jsonc) and picks up the rows that are due: the first retry at its next run, then after 10, 20,
 * 40 … minutes, never more than 6 hours apart. After MAX_EMAIL_ATTEMPTS (about a day of trying) the row is
 * marked 'failed' with its last error and logged as an error: a lead is still in the database (and in
 * `npm run leads`, which names it), but an address that never accepts mail cannot keep the job busy.
 */

const MINUTE = 60_000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * MINUTE;
/** Long enough for one send to finish: no other run takes a row while it is being sent. */
export const SEND_LEASE_MS = 2 * MINUTE;
/** Rows per table per scheduled run: a backlog is worked off over several runs. */
export const RETRY_BATCH = 25;
/** Attempts before a row is marked failed: the first, then retries spread over about 22 hours. */
export const MAX_EMAIL_ATTEMPTS = 10;

/** The wait after `attempts` failed attempts (1 or more). */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 1) return 0;
  return Math.min(10 * MINUTE * 2 ** (attempts - 2), MAX_RETRY_DELAY_MS);
}

export function nextAttemptAt(attempts: number, now: Date): string {
  return new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
}
