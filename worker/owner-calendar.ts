import type { Interval } from "@/lib/booking/availability";
import type { BookingRules } from "@/lib/booking/settings";
import { busyIntervals } from "./busy-times";
import { bookingWindow, feedUrl, fetchFeed, type FetchOptions } from "./calendar-feed";
import type { Env } from "./env";
import { testSwitchesOn } from "./guards";

/*
 * The owner's busy times, from the private calendar address in the secret OWNER_CALENDAR_ICS_URL
 * (docs/owner-calendar.md). The scheduled job fetches it (worker/calendar-feed.ts), reads it over the
 * booking window (worker/busy-times.ts), and replaces the busy intervals in D1 in one batch: start and end
 * only, never what the events were. A feed that cannot be fetched or read changes nothing, so the last good copy stays in force and a
 * failure never frees busy time; the error is logged.
 */

export type SyncOutcome =
  | { status: "off" }
  | { status: "synced"; intervals: number }
  | { status: "kept"; reason: string; lastSynced: string | null };

const iso = (moment: number) => new Date(moment).toISOString();

async function lastSynced(env: Env): Promise<string | null> {
  try {
    const row = await env.DB.prepare("SELECT synced_at FROM owner_calendar_sync WHERE id = 1").first<{
      synced_at: string;
    }>();
    return row?.synced_at ?? null;
  } catch {
    return null;
  }
}

/**
 * One refresh of the busy times. Off without the secret; otherwise the stored set is replaced only after the
 * whole feed was fetched and read.
 */
export async function syncOwnerCalendar(
  env: Env,
  rules: BookingRules,
  now = new Date(),
  options: FetchOptions = {},
): Promise<SyncOutcome> {
  const address = env.OWNER_CALENDAR_ICS_URL?.trim();
  if (!address) return { status: "off" };
  const kept = async (reason: string): Promise<SyncOutcome> => ({
    status: "kept",
    reason,
    lastSynced: await lastSynced(env),
  });
  const url = feedUrl(address, testSwitchesOn(env));
  if (!url) return kept("OWNER_CALENDAR_ICS_URL is not an https:// (or webcal://) address");
  const fetched = await fetchFeed(url, options);
  if (!fetched.ok) return kept(fetched.reason);
  const read = busyIntervals(fetched.text, bookingWindow(now, rules));
  if (!read.ok) return kept(`the calendar ${read.reason}`);
  const intervals = JSON.stringify(read.busy.map(({ start, end }) => [iso(start), iso(end)]));
  // One batch is one transaction: the old set and the new are never both, or neither, in force.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM owner_busy"),
    env.DB.prepare(
      "INSERT INTO owner_busy (start_utc, end_utc) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)",
    ).bind(intervals),
    env.DB.prepare(
      "INSERT INTO owner_calendar_sync (id, synced_at, intervals) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET synced_at = excluded.synced_at, intervals = excluded.intervals",
    ).bind(now.toISOString(), read.busy.length),
  ]);
  return { status: "synced", intervals: read.busy.length };
}

/** The stored busy intervals that overlap a stretch of time. */
export async function busyBetween(env: Env, window: Interval): Promise<Interval[]> {
  const { results } = await env.DB.prepare(
    "SELECT start_utc, end_utc FROM owner_busy WHERE end_utc > ? AND start_utc < ? ORDER BY start_utc",
  )
    .bind(iso(window.start), iso(window.end))
    .all<{ start_utc: string; end_utc: string }>();
  return results.map((row) => ({ start: Date.parse(row.start_utc), end: Date.parse(row.end_utc) }));
}
