import { parseIsoDate } from "@/lib/booking/request";
import type { Env } from "./env";
import { json, methodNotAllowed, refuse } from "./http";
import { rateLimit } from "./limits";

/*
 * GET /api/consultation/taken?from=YYYY-MM-DD&to=YYYY-MM-DD: the slots already booked in a range, so the
 * calendar can show them as unavailable. Dates and slots only: nothing about who booked them.
 */

/** About two months: what the calendar shows at once, with room to spare. */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

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
      "SELECT date, slot FROM consultations WHERE date BETWEEN ? AND ? ORDER BY slot_start",
    )
      .bind(from, to)
      .all<{ date: string; slot: string }>();
    // Short-lived: a slot booked a minute ago may still show as free, and the booking itself says so (409).
    return json(200, { taken: results }, { "Cache-Control": "public, max-age=30" });
  } catch (error) {
    console.error("Taken slots could not be read:", error);
    return refuse({ status: 503, error: "storage_unavailable", message: "The calendar could not be read just now." });
  }
}
