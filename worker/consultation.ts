import { BOOKING_MESSAGES, parseConsultationRequest } from "@/lib/booking/request";
import type { Env } from "./env";
import { invalidForm, json, refuse, REFUSALS } from "./http";
import { receiveForm, simulateEmailFailure } from "./intake";
import { deliverConsultation, insertNew, type ConsultationRow } from "./outbox";

/*
 * POST /api/consultation: a booked consultation. The slot's start is UNIQUE in D1, so when two visitors
 * book one slot at once the database keeps the first and the second is asked to choose another time.
 */

export async function handleConsultation(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const received = await receiveForm(request, env);
  if (received instanceof Response) return received;
  const now = new Date();
  const parsed = parseConsultationRequest(received.body, now);
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
  };
  let outcome: "stored" | "repeat" | "taken";
  try {
    // A repeated id and a taken slot both insert nothing; looking the id up tells them apart.
    if (await insertNew(env, "consultations", row, now)) outcome = "stored";
    else {
      const same = await env.DB.prepare("SELECT id FROM consultations WHERE id = ?").bind(row.id).first();
      outcome = same ? "repeat" : "taken";
    }
  } catch (error) {
    console.error(`Consultation ${row.id} could not be stored:`, error);
    return refuse(REFUSALS.storage);
  }
  if (outcome === "repeat") return json(200, { ok: true, id: row.id });
  if (outcome === "taken") {
    return refuse({
      status: 409,
      error: "slot_taken",
      message: BOOKING_MESSAGES.slotTaken,
      fields: { slot: BOOKING_MESSAGES.slotTaken },
    });
  }

  console.log(`Consultation ${row.id} stored for ${row.slot_start}.`);
  ctx.waitUntil(deliverConsultation(env, row, { simulateFailure: simulateEmailFailure(request, env) }));
  return json(201, { ok: true, id: row.id });
}
