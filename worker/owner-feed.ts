import { buildCalendar } from "@/lib/booking/calendar-file";
import { sha256Hex } from "./booking-tokens";
import { bookedTime, consultationEvent } from "./consultation-calendar";
import type { Env } from "./env";
import { requestNow } from "./guards";
import { refuse, REFUSALS } from "./http";
import { rateLimit } from "./limits";
import type { ConsultationRow } from "./outbox";
import { agency } from "./settings";

/*
 * GET /api/calendar.ics?token=…: the owner's private feed of every upcoming consultation (not cancelled),
 * with the visitor's name, phone and notes, for a calendar program to subscribe to. The token is the Worker
 * secret CALENDAR_FEED_TOKEN, compared in constant time (the SHA-256 of each, byte by byte, without
 * stopping early). A wrong or missing token, or no secret set, is answered exactly as an address that does
 * not exist, so the route cannot be told from nothing.
 */

async function sameSecret(given: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(secret)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function handleCalendarFeed(request: Request, env: Env): Promise<Response> {
  const secret = env.CALENDAR_FEED_TOKEN?.trim();
  const given = new URL(request.url).searchParams.get("token") ?? "";
  if (request.method !== "GET" || !secret || !given || !(await sameSecret(given, secret))) {
    return refuse(REFUSALS.notFound);
  }
  const limited = await rateLimit(request, env, "read");
  if (limited) return limited;
  const now = requestNow(request, env);
  const { results } = await env.DB.prepare(
    "SELECT * FROM consultations WHERE cancelled_at IS NULL AND slot_start > ? ORDER BY slot_start",
  )
    .bind(now.toISOString())
    .all<ConsultationRow & { sequence: number }>();
  const events = results.map((row) =>
    consultationEvent(env, row, "owner", { ...bookedTime(row), sequence: row.sequence, cancelled: false }, now),
  );
  const body = buildCalendar("PUBLISH", events, { producer: agency.name, name: `${agency.name} consultations` });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
