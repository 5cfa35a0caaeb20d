import { addDays, isoDate, londonToday } from "@/lib/booking";
import { bookedTime } from "./consultation-calendar";
import { deliverQueued, emailId, queueEmail, type QueuedChange } from "./consultation-mail";
import type { Env } from "./env";

/*
 * The day-before reminder (the scheduled job, every 10 minutes): each live booking whose call is tomorrow in
 * London, and whose reminder for its current time has not been claimed, is claimed by one UPDATE (so two
 * runs never both send it) in the same batch that queues its e-mail. A move to another day clears the claim
 * (worker/consultation-manage.ts), so the reminder follows the call; a cancelled booking gets none.
 */

const BATCH = 50;

export async function sendReminders(env: Env, now: Date): Promise<{ day: string; reminded: number }> {
  const tomorrow = isoDate(addDays(londonToday(now), 1));
  const stamp = now.toISOString();
  const { results } = await env.DB.prepare(
    `SELECT id, date, slot, sequence FROM consultations
     WHERE date = ? AND cancelled_at IS NULL AND reminder_sent_at IS NULL AND slot_start > ? LIMIT ?`,
  )
    .bind(tomorrow, stamp, BATCH)
    .all<{ id: string; date: string; slot: string; sequence: number }>();
  const claimed: string[] = [];
  for (const row of results) {
    const change: QueuedChange = {
      kind: "visitor_reminder",
      bookingId: row.id,
      sequence: row.sequence,
      when: bookedTime(row),
      madeIf: { sql: "reminder_sent_at = ? AND date = ?", values: [stamp, row.date] },
    };
    const [claim] = await env.DB.batch([
      env.DB.prepare(
        `UPDATE consultations SET reminder_sent_at = ?
         WHERE id = ? AND sequence = ? AND date = ? AND reminder_sent_at IS NULL AND cancelled_at IS NULL`,
      ).bind(stamp, row.id, row.sequence, row.date),
      queueEmail(env, change, now),
    ]);
    if (claim?.meta.changes === 1) claimed.push(emailId(change));
  }
  await deliverQueued(env, claimed);
  return { day: tomorrow, reminded: claimed.length };
}
