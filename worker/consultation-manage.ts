import { isoDate, londonToday, slotStartUtc, TIME_SLOTS, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { isWithinWindow } from "@/lib/booking/availability";
import { BOOKING_MESSAGES, parseIsoDate } from "@/lib/booking/request";
import { isTokenShape, sha256Hex } from "./booking-tokens";
import { isOpen, SLOT_TAKEN } from "./consultation";
import { bookedTime } from "./consultation-calendar";
import { deliverQueued, emailId, queueEmail, type QueuedChange } from "./consultation-mail";
import type { Env } from "./env";
import { requestNow } from "./guards";
import { json, refuse, REFUSALS } from "./http";
import { receiveForm } from "./intake";
import type { ConsultationRow } from "./outbox";
import { bookingRules } from "./settings";

/*
 * Managing a booking from the link in its e-mails (the page /consultation/manage/, its token in the
 * address's fragment): POST /api/consultation/manage reads it, /cancel cancels it, /move moves it. Each is a
 * POST of JSON from the site's own pages, counted by the link limits, with the token as its one authority.
 * A token opens its booking until the call begins or the booking is cancelled. A move asks the booking's own
 * rule (the same answer as booking that time, 409 slot_taken) and is one UPDATE: the partial unique index on
 * live slots lets it through only if the new time is free, so the booking holds its old slot or its new one,
 * never both nor neither. A cancel frees the slot at once. Each change queues its e-mails in the same batch.
 */

type Found = { booking: ConsultationRow & { sequence: number; cancelled_at: string | null } };

const LINK_UNKNOWN = {
  status: 404,
  error: "link_invalid",
  message: "We could not find a booking for this link. Please use the latest link we sent you, or call us.",
};
const CANCELLED = {
  status: 410,
  error: "cancelled",
  message: "This consultation has been cancelled. You are welcome to book another time.",
};
const PASSED = {
  status: 410,
  error: "expired",
  message: "This consultation's time has passed, so it can no longer be changed here.",
};

/** The request's token's booking, or the answer for a token that opens nothing (or no longer does). */
async function findBooking(env: Env, body: Record<string, unknown>, now: Date): Promise<Found | Response> {
  if (!isTokenShape(body.token)) {
    return refuse({ status: 400, error: "invalid_payload", message: "The link's token is missing or malformed." });
  }
  const booking = await env.DB.prepare(
    `SELECT c.* FROM consultation_tokens AS t JOIN consultations AS c ON c.id = t.consultation_id WHERE t.token_hash = ?`,
  )
    .bind(await sha256Hex(body.token))
    .first<Found["booking"]>();
  if (!booking) return refuse(LINK_UNKNOWN);
  if (booking.cancelled_at) return refuse(CANCELLED);
  if (Date.parse(booking.slot_start) <= now.getTime()) return refuse(PASSED);
  return { booking };
}

/** What the page shows: the time and the visitor's first name, nothing else of the row. */
const view = (booking: Found["booking"], cancelled = false) => ({
  ok: true,
  booking: {
    date: booking.date,
    slot: booking.slot,
    firstName: booking.first_name,
    ...(booking.time_zone ? { timeZone: booking.time_zone } : {}),
    status: cancelled ? "cancelled" : "booked",
  },
});

async function receive(request: Request, env: Env) {
  const received = await receiveForm(request, env, { limit: "link" });
  if (received instanceof Response) return received;
  const now = requestNow(request, env);
  try {
    const found = await findBooking(env, received.body, now);
    return found instanceof Response ? found : { ...found, body: received.body, now };
  } catch (error) {
    console.error("A booking could not be read for its link:", error);
    return refuse(REFUSALS.storage);
  }
}

export async function handleManageRead(request: Request, env: Env): Promise<Response> {
  const found = await receive(request, env);
  if (found instanceof Response) return found;
  return json(200, view(found.booking));
}

export async function handleManageCancel(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const found = await receive(request, env);
  if (found instanceof Response) return found;
  const { booking, now } = found;
  const stamp = now.toISOString();
  const sequence = booking.sequence + 1;
  const when = bookedTime(booking);
  const madeIf = { sql: "cancelled_at = ?", values: [stamp] };
  const changes: QueuedChange[] = [
    { kind: "owner_cancelled", bookingId: booking.id, sequence, when, madeIf },
    { kind: "visitor_cancelled", bookingId: booking.id, sequence, when, madeIf },
  ];
  let cancelled: boolean;
  try {
    const [update] = await env.DB.batch([
      env.DB.prepare(
        `UPDATE consultations SET cancelled_at = ?, sequence = sequence + 1
         WHERE id = ? AND sequence = ? AND cancelled_at IS NULL AND slot_start > ?`,
      ).bind(stamp, booking.id, booking.sequence, stamp),
      ...changes.map((change) => queueEmail(env, change, now)),
    ]);
    cancelled = update?.meta.changes === 1;
  } catch (error) {
    console.error(`Consultation ${booking.id} could not be cancelled:`, error);
    return refuse(REFUSALS.storage);
  }
  // Changed between the read and the update (moved or cancelled in another tab): read it again.
  if (!cancelled)
    return refuse({ status: 409, error: "changed", message: "This booking has just changed. Please reload the page." });
  console.log(`Consultation ${booking.id} cancelled.`);
  ctx.waitUntil(deliverQueued(env, changes.map(emailId)));
  return json(200, view(booking, true));
}

const isTimeSlot = (value: unknown): value is TimeSlot => (TIME_SLOTS as readonly unknown[]).includes(value);

export async function handleManageMove(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const found = await receive(request, env);
  if (found instanceof Response) return found;
  const { booking, body, now } = found;
  const date: CalendarDate | undefined = typeof body.date === "string" ? parseIsoDate(body.date) : undefined;
  const slot = body.slot;
  const fields: Record<string, string> = {};
  if (!date || !isWithinWindow(date, londonToday(now), bookingRules)) fields.date = BOOKING_MESSAGES.date;
  if (!isTimeSlot(slot)) fields.slot = BOOKING_MESSAGES.slot;
  if (!date || !isTimeSlot(slot) || Object.keys(fields).length > 0) {
    return refuse({ status: 422, error: "invalid", message: "Some answers need another look.", fields });
  }
  const before = bookedTime(booking);
  const slotStart = slotStartUtc(date, slot).toISOString();
  if (slotStart === booking.slot_start) return json(200, view(booking));
  const sequence = booking.sequence + 1;
  const when = { date, slot };
  const madeIf = { sql: "slot_start = ?", values: [slotStart] };
  const changes: QueuedChange[] = [
    { kind: "owner_moved", bookingId: booking.id, sequence, when, before, madeIf },
    { kind: "visitor_moved", bookingId: booking.id, sequence, when, before, madeIf },
  ];
  let moved: boolean;
  try {
    if (!(await isOpen(env, date, slot, now))) return refuse(SLOT_TAKEN);
    // One statement: with OR IGNORE, a time another live booking holds leaves the row exactly as it was. A
    // reminder already sent stays sent while the call stays on the same day.
    const [update] = await env.DB.batch([
      env.DB.prepare(
        `UPDATE OR IGNORE consultations
         SET slot_start = ?, date = ?, slot = ?, sequence = sequence + 1,
             reminder_sent_at = CASE WHEN date = ? THEN reminder_sent_at ELSE NULL END
         WHERE id = ? AND sequence = ? AND cancelled_at IS NULL AND slot_start > ?`,
      ).bind(slotStart, isoDate(date), slot, isoDate(date), booking.id, booking.sequence, now.toISOString()),
      ...changes.map((change) => queueEmail(env, change, now)),
    ]);
    moved = update?.meta.changes === 1;
  } catch (error) {
    console.error(`Consultation ${booking.id} could not be moved:`, error);
    return refuse(REFUSALS.storage);
  }
  if (!moved) {
    const current = await env.DB.prepare("SELECT sequence, cancelled_at FROM consultations WHERE id = ?")
      .bind(booking.id)
      .first<{ sequence: number; cancelled_at: string | null }>();
    if (current && current.sequence === booking.sequence && !current.cancelled_at) {
      console.log(`Consultation ${booking.id} not moved: ${slotStart} is taken.`);
      return refuse(SLOT_TAKEN);
    }
    return refuse({ status: 409, error: "changed", message: "This booking has just changed. Please reload the page." });
  }
  console.log(`Consultation ${booking.id} moved from ${booking.slot_start} to ${slotStart}.`);
  ctx.waitUntil(deliverQueued(env, changes.map(emailId)));
  return json(200, view({ ...booking, date: isoDate(date), slot }));
}
