import type { Enquiry } from "@/lib/enquiry";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { displayName, headerText } from "@/lib/forms/encode";
import type { ShortlistCatalogue } from "@/lib/shortlist/catalogue";
import { bookedTime, calendarAttachment, consultationEvent } from "./consultation-calendar";
import { consultationEmail, enquiryEmail, type Letter, type OwnerEmail } from "./email-text";
import type { Env } from "./env";
import { testSwitchesOn } from "./guards";
import { confirmationEmail } from "./newsletter-email";
import { MAX_EMAIL_ATTEMPTS, nextAttemptAt, RETRY_BATCH, SEND_LEASE_MS } from "./retry";
import { agency } from "./settings";
import { loadCatalogue } from "./shortlist";
import type { AttributionColumns } from "./attribution";

/*
 * The e-mail each stored row is owed: to the agency for a lead, to the visitor for a newsletter sign-up
 * (its confirmation link). A row is 'pending' until its e-mail has gone ('sent') or has been given up
 * ('failed', worker/retry.ts); the request that stored it makes the first attempt, and the scheduled
 * handler retries what is still pending (worker/retry.ts says when and how often).
 * Before each attempt the row is leased (email_retry_at moves a little into the future), so two runs never
 * send the same row at once.
 */

type DeliveryState = { email_attempts: number };

/** Where the lead came from (migrations/0008_desk.sql), when its form said: stored with the row. */
type Sourced = Partial<AttributionColumns>;

export type EnquiryRow = DeliveryState &
  Sourced & {
    id: string;
    created_at: string;
    submitted_at: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    destination: string | null;
    message: string;
    trip: string | null;
    /** A JSON array of slugs (worker/shortlist.ts), or null. */
    shortlist: string | null;
    newsletter: number;
  };

export type ConsultationRow = DeliveryState &
  Sourced & {
    id: string;
    slot_start: string;
    date: string;
    slot: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    notes: string | null;
    created_at: string;
    /** The visitor's IANA time zone, checked (lib/booking/time-zone.ts), or null. */
    time_zone: string | null;
    /** The origin the booking was made on, where its manage links lead ('' for bookings made before them). */
    site_origin: string;
    /** Read back from D1 (the columns' defaults when stored): the event's SEQUENCE, and whether it was cancelled. */
    sequence?: number;
    cancelled_at?: string | null;
  };

export type SubscriberRow = DeliveryState &
  Sourced & {
    id: string;
    email: string;
    status: "pending" | "confirmed";
    created_at: string;
    confirmed_at: string | null;
    source_page: string;
    consent_text: string;
    /** The origin the sign-up came from: its links lead back there. */
    site_origin: string;
    confirm_token: string;
    unsubscribe_token: string;
  };

type Table = "enquiries" | "consultations" | "subscribers" | "consultation_emails";

function enquiryLetter(row: EnquiryRow, catalogue: ShortlistCatalogue | undefined): OwnerEmail {
  const enquiry: Enquiry = {
    subject: ENQUIRY_SUBJECT,
    recipient: agency.email,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.destination ? { destination: row.destination } : {}),
    message: row.message,
    ...(row.trip ? { trip: JSON.parse(row.trip) as Enquiry["trip"] } : {}),
    ...(row.shortlist ? { shortlist: JSON.parse(row.shortlist) as string[] } : {}),
    newsletter: row.newsletter === 1,
    submittedAt: row.submitted_at,
  };
  return enquiryEmail(enquiry, { id: row.id, receivedAt: new Date(row.created_at), catalogue });
}

function consultationLetter(row: ConsultationRow, env: Env): Letter {
  const { date, slot } = bookedTime(row);
  const booking = {
    id: row.id,
    date,
    slot,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
  };
  const letter = consultationEmail(booking, { receivedAt: new Date(row.created_at) });
  // Sent late (a retry), after a move or a cancel: the calendar gets the booking as it stands now.
  const cancelled = Boolean(row.cancelled_at);
  const event = consultationEvent(env, row, "owner", { date, slot, sequence: row.sequence ?? 0, cancelled });
  return { ...letter, attachments: [calendarAttachment(cancelled ? "CANCEL" : "REQUEST", event, agency.name)] };
}

export type SendOptions = { simulateFailure?: boolean };

/**
 * Where test switches are on, every e-mail to or about an address at this domain fails, at every attempt:
 * the tests' stand-in for an address that never accepts mail (the X-Test-Email switch fails only the first).
 */
const UNDELIVERABLE = "@undeliverable.test";

/**
 * Hands a letter to Email Service. Every value that becomes a header passes the one encoder
 * (lib/forms/encode.ts) here, whoever wrote the letter: the subject and extra headers as one line, the
 * display names without anything that could pose as an address. Addresses come from settings or a
 * validated field.
 */
export async function sendLetter(env: Env, letter: Letter, options: SendOptions): Promise<void> {
  if (options.simulateFailure) throw new Error("E-mail failure simulated by the X-Test-Email switch");
  if (testSwitchesOn(env) && [letter.to, letter.replyTo.email].some((address) => address?.endsWith(UNDELIVERABLE))) {
    throw new Error(`E-mail failure simulated for an address at ${UNDELIVERABLE} (test switches are on)`);
  }
  const headers = letter.headers
    ? Object.fromEntries(Object.entries(letter.headers).map(([name, value]) => [name, headerText(value, 2000)]))
    : undefined;
  await env.EMAIL.send({
    from: { name: displayName(letter.fromName ?? `${agency.name} website`), email: env.MAIL_FROM },
    to: letter.to ?? agency.email,
    replyTo: { name: displayName(letter.replyTo.name), email: letter.replyTo.email },
    subject: headerText(letter.subject, 250),
    text: letter.text,
    ...(headers ? { headers } : {}),
    ...(letter.attachments
      ? { attachments: letter.attachments.map((file) => ({ disposition: "attachment" as const, ...file })) }
      : {}),
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function attempt(
  env: Env,
  table: Table,
  letter: () => Letter | Promise<Letter>,
  state: DeliveryState & { id: string },
  options: SendOptions,
) {
  const attempts = state.email_attempts + 1;
  const now = new Date();
  try {
    await sendLetter(env, await letter(), options);
    await env.DB.prepare(
      `UPDATE ${table} SET email_status = 'sent', email_attempts = ?, email_error = NULL, email_retry_at = NULL, emailed_at = ? WHERE id = ?`,
    )
      .bind(attempts, now.toISOString(), state.id)
      .run();
    return true;
  } catch (error) {
    if (attempts >= MAX_EMAIL_ATTEMPTS) {
      console.error(
        `E-mail for ${table} ${state.id} failed for good after ${attempts} attempts, and will not be tried again: ${errorText(error)}`,
      );
      await env.DB.prepare(
        `UPDATE ${table} SET email_status = 'failed', email_attempts = ?, email_error = ?, email_retry_at = NULL WHERE id = ?`,
      )
        .bind(attempts, errorText(error), state.id)
        .run();
      return false;
    }
    console.error(`E-mail for ${table} ${state.id} failed (attempt ${attempts}): ${errorText(error)}`);
    await env.DB.prepare(`UPDATE ${table} SET email_attempts = ?, email_error = ?, email_retry_at = ? WHERE id = ?`)
      .bind(attempts, errorText(error), nextAttemptAt(attempts, now), state.id)
      .run();
    return false;
  }
}

/**
 * The first attempt, made by the request that stored the row (the row is already leased to it). A shortlist
 * is named by its titles and addresses from the site's catalogue, or by its slugs if that cannot be read.
 */
export async function deliverEnquiry(env: Env, row: EnquiryRow, options: SendOptions = {}): Promise<boolean> {
  const catalogue = row.shortlist ? await loadCatalogue(env) : undefined;
  return attempt(env, "enquiries", () => enquiryLetter(row, catalogue), row, options);
}

export function deliverConsultation(env: Env, row: ConsultationRow, options: SendOptions = {}): Promise<boolean> {
  return attempt(env, "consultations", () => consultationLetter(row, env), row, options);
}

/** The confirmation link to a newsletter sign-up's address. */
export function deliverConfirmation(env: Env, row: SubscriberRow, options: SendOptions = {}): Promise<boolean> {
  return attempt(env, "subscribers", () => confirmationEmail(row), row, options);
}

/** The lease a new row is stored with, so the scheduled handler leaves it to the request's own attempt. */
export const firstLease = (now: Date): string => new Date(now.getTime() + SEND_LEASE_MS).toISOString();

/** A condition that must hold for a row to be added: "NOT EXISTS (sql)" with its bound values. */
export type InsertGuard = { notExists: string; values: (string | number)[] };

/**
 * Stores a new lead, leased to the request that stores it, unless a row with its id (or, for a booking,
 * its slot) already exists, or the guard's query finds a row. One statement, so nothing can come between
 * the check and the insert. The column names are the row type's own keys, never input; the values are
 * bound. Returns whether the row was added.
 */
export async function insertNew(
  env: Env,
  table: Table,
  row: EnquiryRow | ConsultationRow | SubscriberRow,
  now: Date,
  guard?: InsertGuard,
): Promise<boolean> {
  const result = await insertStatement(env, table, row, now, guard).run();
  return result.meta.changes === 1;
}

/** insertNew's statement, for a batch that stores more beside the row (a booking and its e-mail). */
export function insertStatement(
  env: Env,
  table: Table,
  row: EnquiryRow | ConsultationRow | SubscriberRow,
  now: Date,
  guard?: InsertGuard,
): D1PreparedStatement {
  const record: Record<string, string | number | null> = { ...row, email_retry_at: firstLease(now) };
  const columns = Object.keys(record);
  const values = columns.map(() => "?").join(", ");
  const statement = guard
    ? `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values} WHERE NOT EXISTS (${guard.notExists}) ON CONFLICT DO NOTHING`
    : `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values}) ON CONFLICT DO NOTHING`;
  return env.DB.prepare(statement).bind(...Object.values(record), ...(guard?.values ?? []));
}

export async function retryTable<Row extends DeliveryState & { id: string }>(
  env: Env,
  table: Table,
  deliver: (row: Row) => Promise<boolean>,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const due = await env.DB.prepare(
    `SELECT * FROM ${table} WHERE email_status = 'pending' AND (email_retry_at IS NULL OR email_retry_at <= ?)
     ORDER BY email_attempts, created_at LIMIT ?`,
  )
    .bind(now.toISOString(), RETRY_BATCH)
    .all<Row>();
  let sent = 0;
  let failed = 0;
  for (const row of due.results) {
    const claim = await env.DB.prepare(
      `UPDATE ${table} SET email_retry_at = ? WHERE id = ? AND email_status = 'pending' AND (email_retry_at IS NULL OR email_retry_at <= ?)`,
    )
      .bind(firstLease(now), row.id, now.toISOString())
      .run();
    if (claim.meta.changes !== 1) continue;
    if (await deliver(row)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/**
 * The scheduled handler's work: every pending e-mail that is due, a batch per table, those tried least
 * first, so rows that keep failing never hold up one that has only just missed its first attempt. Rows
 * marked 'failed' are never picked up again.
 */
export async function retryPending(env: Env, now = new Date()) {
  const enquiries = await retryTable<EnquiryRow>(env, "enquiries", (row) => deliverEnquiry(env, row), now);
  const consultations = await retryTable<ConsultationRow>(
    env,
    "consultations",
    (row) => deliverConsultation(env, row),
    now,
  );
  const subscribers = await retryTable<SubscriberRow>(env, "subscribers", (row) => deliverConfirmation(env, row), now);
  return { enquiries, consultations, subscribers };
}
