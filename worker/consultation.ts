import type { CalendarDate, TimeSlot } from "@/lib/booking";
import { isSlotOpen, slotInterval } from "@/lib/booking/availability";
import { BOOKING_MESSAGES, parseConsultationRequest } from "@/lib/booking/request";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import { attributionColumns } from "./attribution";
import type { Env } from "./env";
import { invalidForm, json, refuse, REFUSALS } from "./http";
import { requestNow } from "./guards";
import { receiveForm, simulateEmailFailure, storedIn } from "./intake";
import { deliverQueued, emailId, queueEmail, type QueuedChange } from "./consultation-mail";
import { deliverConsultation, insertStatement, type ConsultationRow } from "./outbox";
import { busyBetween } from "./owner-calendar";
import { bookingRules } from "./settings";

/*
 * POST /api/consultation: a booked consultation. A date outside the booking window (today or before, past
 * the horizon, a day of the week without calls) is refused with the date's message (422). A time inside it
 * that is not open (a bank holiday, a day off, too soon for the notice, not a working time, busy in the
 * owner's calendar: lib/booking/availability.ts) is refused exactly as a taken one (409 slot_taken), so the
 * answer never says why. The slot's start is UNIQUE in D1, so when two visitors book one slot at once the
 * database keeps the first and the second is asked to choose another time. An address holds at most one
 * upcoming call, so nobody can squat the calendar.
 */

export const SLOT_TAKEN = {
  status: 409,
  error: "slot_taken",
  message: BOOKING_MESSAGES.slotTaken,
  fields: { slot: BOOKING_MESSAGES.slotTaken },
};

export async function handleConsultation(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const received = await receiveForm(request, env, {
    action: FORM_ACTIONS.consultation,
    stored: storedIn(env, "consultations"),
  });
  if (received instanceof Response) return received;
  const now = requestNow(request, env);
  const parsed = parseConsultationRequest(received.body, now, bookingRules);
  if (!parsed.ok) return invalidForm(parsed.kind, parsed.fields);
  const { booking } = parsed;
  if (parsed.website) {
    console.log(`Consultation ${booking.id} dropped: the honeypot field was filled in.`);
    return json(201, { ok: true, id: booking.id });
  }

  const row: ConsultationRow = {
    id: booking.id,
    slot_start: booking.slotStart,
    date: booking.isoDate,
    slot: booking.slot,
    first_name: booking.firstName,
    last_name: booking.lastName,
    email: booking.email,
    phone: booking.phone ?? null,
    notes: booking.notes ?? null,
    created_at: now.toISOString(),
    email_attempts: 0,
    ...attributionColumns(received.body, `Consultation ${booking.id}`),
    time_zone: booking.timeZone ?? null,
    // The origin this request was addressed to (the Worker's own), never a header the browser chose.
    site_origin: new URL(request.url).origin,
  };
  const confirmation: QueuedChange = {
    kind: "visitor_booked",
    bookingId: row.id,
    sequence: 0,
    when: { date: booking.date, slot: booking.slot },
    madeIf: { sql: "created_at = ?", values: [row.created_at] },
  };
  let outcome: "stored" | "repeat" | "taken" | "already_booked";
  try {
    if (!(await isOpen(env, booking.date, booking.slot, now))) {
      // A retry of a booking already made is still answered as made, whatever changed since.
      const same = await env.DB.prepare("SELECT id FROM consultations WHERE id = ?").bind(row.id).first();
      if (same) return json(200, { ok: true, id: row.id });
      console.log(`Consultation ${row.id} refused: ${row.slot_start} is not open.`);
      return refuse(SLOT_TAKEN);
    }
    // At most one upcoming call per address, checked in the insert itself, so two bookings sent at once
    // cannot both pass.
    const onePerAddress = {
      notExists:
        "SELECT 1 FROM consultations WHERE lower(email) = lower(?) AND slot_start > ? AND cancelled_at IS NULL",
      values: [row.email, now.toISOString()],
    };
    // The booking and the visitor's confirmation e-mail are stored together or not at all.
    const [inserted] = await env.DB.batch([
      insertStatement(env, "consultations", row, now, onePerAddress),
      queueEmail(env, confirmation, now),
    ]);
    if (inserted?.meta.changes === 1) outcome = "stored";
    else outcome = await whyNotStored(env, row);
  } catch (error) {
    console.error(`Consultation ${row.id} could not be stored:`, error);
    return refuse(REFUSALS.storage);
  }
  if (outcome === "repeat") return json(200, { ok: true, id: row.id });
  if (outcome === "taken") return refuse(SLOT_TAKEN);
  if (outcome === "already_booked") {
    console.log(`Consultation ${row.id} refused: its address already has an upcoming call.`);
    // 422, with the message under the e-mail field: the form shows it there and keeps what was typed.
    return refuse({
      status: 422,
      error: "already_booked",
      message: BOOKING_MESSAGES.alreadyBooked,
      fields: { email: BOOKING_MESSAGES.alreadyBooked },
    });
  }

  console.log(`Consultation ${row.id} stored for ${row.slot_start}.`);
  ctx.waitUntil(
    Promise.all([
      deliverConsultation(env, row, { simulateFailure: simulateEmailFailure(request, env) }),
      deliverQueued(env, [emailId(confirmation)]),
    ]),
  );
  return json(201, { ok: true, id: row.id });
}

/** The rule, with the owner's busy times around the slot's hour (a move asks it too). */
export async function isOpen(env: Env, date: CalendarDate, slot: TimeSlot, now: Date): Promise<boolean> {
  const busy = await busyBetween(env, slotInterval(date, slot));
  return isSlotOpen(date, slot, { now, rules: bookingRules, busy });
}

/** Nothing was inserted: the same booking sent again, its slot taken, or its address already booked. */
async function whyNotStored(env: Env, row: ConsultationRow): Promise<"repeat" | "taken" | "already_booked"> {
  const same = await env.DB.prepare("SELECT id FROM consultations WHERE id = ?").bind(row.id).first();
  if (same) return "repeat";
  const slot = await env.DB.prepare("SELECT id FROM consultations WHERE slot_start = ? AND cancelled_at IS NULL")
    .bind(row.slot_start)
    .first();
  return slot ? "taken" : "already_booked";
}
