import { isoDate, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { bookingMail, type BookingMailKind } from "./booking-email-text";
import { issueToken, manageUrl } from "./booking-tokens";
import { bookedTime, calendarAttachment, consultationEvent } from "./consultation-calendar";
import type { Env } from "./env";
import { attempt, firstLease, retryTable, type ConsultationRow } from "./outbox";
import { agency } from "./settings";

/*
 * The e-mails about a booking after the owner's first one (worker/booking-email-text.ts), kept in
 * consultation_emails: each is queued by the same D1 batch as the change it reports, with an id that names
 * the change, so a change is e-mailed once however often it is sent; then sent at once and retried like the
 * leads' e-mails (worker/outbox.ts, worker/retry.ts). The visitor's carry a fresh manage-link token each
 * (worker/booking-tokens.ts) and, but for the reminder, the calendar update; the owner's carry the update.
 */

export type BookingEmailRow = {
  id: string;
  consultation_id: string;
  kind: BookingMailKind;
  sequence: number;
  date: string;
  slot: string;
  previous_date: string | null;
  previous_slot: string | null;
  created_at: string;
  email_attempts: number;
};

export type QueuedChange = {
  kind: BookingMailKind;
  bookingId: string;
  /** The booking's SEQUENCE after the change. */
  sequence: number;
  when: { date: CalendarDate; slot: TimeSlot };
  before?: { date: CalendarDate; slot: TimeSlot };
  /** A condition on the booking's row that holds only if the change was made ("cancelled_at = ?"). */
  madeIf: { sql: string; values: (string | number)[] };
};

export const emailId = (change: Pick<QueuedChange, "kind" | "bookingId" | "sequence">) =>
  `${change.kind}:${change.bookingId}:${change.sequence}`;

/**
 * The statement that queues an e-mail, for the batch that makes the change: it adds the row only where the
 * booking shows the change was made, and never twice.
 */
export function queueEmail(env: Env, change: QueuedChange, now: Date): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO consultation_emails
       (id, consultation_id, kind, sequence, date, slot, previous_date, previous_slot, created_at, email_retry_at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
     WHERE EXISTS (SELECT 1 FROM consultations WHERE id = ? AND sequence = ? AND ${change.madeIf.sql})
     ON CONFLICT DO NOTHING`,
  ).bind(
    emailId(change),
    change.bookingId,
    change.kind,
    change.sequence,
    isoDate(change.when.date),
    change.when.slot,
    change.before ? isoDate(change.before.date) : null,
    change.before?.slot ?? null,
    now.toISOString(),
    firstLease(now),
    change.bookingId,
    change.sequence,
    ...change.madeIf.values,
  );
}

async function letterFor(env: Env, mail: BookingEmailRow, booking: ConsultationRow) {
  const when = bookedTime(mail);
  const before =
    mail.previous_date && mail.previous_slot
      ? bookedTime({ id: mail.id, date: mail.previous_date, slot: mail.previous_slot })
      : undefined;
  const visitor = mail.kind.startsWith("visitor_");
  const cancelled = mail.kind.endsWith("_cancelled");
  const origin = booking.site_origin;
  const token = visitor && !cancelled && origin ? await issueToken(env, booking.id) : undefined;
  const letter = bookingMail({
    kind: mail.kind,
    agency,
    firstName: booking.first_name,
    lastName: booking.last_name,
    email: booking.email,
    phone: booking.phone,
    timeZone: booking.time_zone,
    when,
    ...(before ? { before } : {}),
    ...(token ? { manageUrl: manageUrl(origin, token) } : {}),
    ...(origin ? { bookUrl: `${origin}/contact/` } : {}),
  });
  if (mail.kind === "visitor_reminder") return letter;
  const event = consultationEvent(env, booking, visitor ? "visitor" : "owner", {
    ...when,
    sequence: mail.sequence,
    cancelled,
  });
  return { ...letter, attachments: [calendarAttachment(cancelled ? "CANCEL" : "REQUEST", event, agency.name)] };
}

async function deliverRow(env: Env, mail: BookingEmailRow): Promise<boolean> {
  return attempt(
    env,
    "consultation_emails",
    async () => {
      const booking = await env.DB.prepare("SELECT * FROM consultations WHERE id = ?")
        .bind(mail.consultation_id)
        .first<ConsultationRow>();
      if (!booking) throw new Error(`Consultation ${mail.consultation_id} is no longer stored`);
      return letterFor(env, mail, booking);
    },
    mail,
    {},
  );
}

/** The first attempt at the e-mails a request queued (the rows are leased to it). */
export async function deliverQueued(env: Env, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const mail = await env.DB.prepare("SELECT * FROM consultation_emails WHERE id = ? AND email_status = 'pending'")
      .bind(id)
      .first<BookingEmailRow>();
    if (mail) await deliverRow(env, mail);
  }
}

/** The scheduled job's retries of these e-mails (worker/outbox.ts, retryPending, for the other tables). */
export const retryBookingEmails = (env: Env, now = new Date()) =>
  retryTable<BookingEmailRow>(env, "consultation_emails", (row) => deliverRow(env, row), now);
