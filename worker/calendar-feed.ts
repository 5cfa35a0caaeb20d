import { addDays, londonDayStartUtc, londonToday } from "@/lib/booking";
import { lastBookableDate, type Interval } from "@/lib/booking/availability";
import type { BookingRules } from "@/lib/booking/settings";
import { readCappedBody } from "./guards";

/*
 * Fetching the owner's calendar feed, with a timeout and a size cap, and the stretch of time it is read
 * over. Pure functions of their arguments (worker/owner-calendar.ts stores what they give).
 */

/** Google, Outlook and iCloud answer in a second or two; a feed that hangs must not hold up the job. */
const OWNER_CALENDAR_TIMEOUT_MS = 10_000;
/** Years of a busy calendar's history fit in a few megabytes; much more would strain the Worker's memory. */
const OWNER_CALENDAR_MAX_BYTES = 5 * 1024 * 1024;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The feed's address. iCloud hands out webcal:// links, which are the same address over https. Plain http
 * is refused, except to a loopback fake where the tests' switches are on.
 */
export function feedUrl(value: string, allowLoopbackHttp: boolean): URL | undefined {
  let url: URL;
  try {
    url = new URL(value.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return undefined;
  }
  if (url.protocol === "https:") return url;
  if (url.protocol === "http:" && allowLoopbackHttp && LOOPBACK.has(url.hostname)) return url;
  return undefined;
}

export type FetchOptions = { timeoutMs?: number; maxBytes?: number; fetchImpl?: typeof fetch };

/** The feed's text, or why there is none: no answer in time, a failing status, too large, not UTF-8. */
export async function fetchFeed(
  url: URL,
  { timeoutMs = OWNER_CALENDAR_TIMEOUT_MS, maxBytes = OWNER_CALENDAR_MAX_BYTES, fetchImpl = fetch }: FetchOptions = {},
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: "text/calendar, */*;q=0.5" },
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: `the calendar address answered ${response.status}` };
    }
    const body = await readCappedBody(response, maxBytes);
    if (!body.ok) {
      return {
        ok: false,
        reason:
          body.reason === "too_large"
            ? `the calendar is larger than ${maxBytes} bytes`
            : "the calendar is not UTF-8 text",
      };
    }
    return { ok: true, text: body.text };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    return {
      ok: false,
      reason: `the calendar could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** From the start of today in London to the end of the last day a visitor could book. */
export function bookingWindow(now: Date, rules: BookingRules): Interval {
  const today = londonToday(now);
  return {
    start: londonDayStartUtc(today).getTime(),
    end: londonDayStartUtc(addDays(lastBookableDate(today, rules), 1)).getTime(),
  };
}
