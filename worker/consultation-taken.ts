import { addDays, londonDayStartUtc, type CalendarDate } from "@/lib/booking";
import { unavailableSlots } from "@/lib/booking/availability";
import { parseIsoDate } from "@/lib/booking/request";
import type { Env } from "./env";
import { requestNow } from "./guards";
import { json, methodNotAllowed, refuse } from "./http";
import { rateLimit } from "./limits";
import { busyBetween } from "./owner-calendar";
import { bookingRules } from "./settings";

/*
 * GET /api/consultation/taken?from=YYYY-MM-DD&to=YYYY-MM-DD: every time in a range that cannot be booked,
 * so the calendar can grey it. For whatever reason (booked, busy in the owner's calendar, a bank holiday, a
 * day off, too soon, too far ahead, not a working time: lib/booking/availability.ts), and without saying
 * which. Dates and slots only: nothing about who booked them or what the owner is doing.
 */

/** About two months: what the calendar shows at once, with room to spare. */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** From the start of the first London day to the end of the last. */
const daysBetween = (first: CalendarDate, last: CalendarDate) => ({
  start: londonDayStartUtc(first).getTime(),
  end: londonDayStartUtc(addDays(last, 1)).getTime(),
});

function badRange(message: string): Response {
  return refuse({ status: 400, error: "invalid_range", message });
}

export async function handleTakenSlots(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET") return methodNotAllowed("GET");
  const limited = await rateLimit(request, env, "read");
  if (limited) return limited;
  const params = new URL(request.url).searchParams;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return badRange("Give the range as from=YYYY-MM-DD&to=YYYY-MM-DD.");
  const days = (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY_MS;
  if (days < 0) return badRange("The end of the range comes before its start.");
  if (days > MAX_RANGE_DAYS) return badRange(`Ask for at most ${MAX_RANGE_DAYS} days at a time.`);
  try {
    const { results } = await env.DB.prepare(
      "SELECT date, slot FROM consultations WHERE date BETWEEN ? AND ? AND cancelled_at IS NULL",
    )
      .bind(from, to)
      .all<{ date: string; slot: string }>();
    const busy = await busyBetween(env, daysBetween(start, end));
    const taken = unavailableSlots(start, end, {
      now: requestNow(request, env),
      rules: bookingRules,
      busy,
      taken: new Set(results.map(({ date, slot }) => `${date} ${slot}`)),
    });
    // Short-lived: a slot booked a minute ago may still show as free, and the booking itself says so (409).
    return json(200, { taken }, { "Cache-Control": "public, max-age=30" });
  } catch (error) {
    console.error("Taken slots could not be read:", error);
    return refuse({ status: 503, error: "storage_unavailable", message: "The calendar could not be read just now." });
  }
}
