import { TIME_SLOTS, type TimeSlot } from "@/lib/booking";
import { buildConsultationIcs } from "@/lib/booking/calendar-file";
import { parseIsoDate } from "@/lib/booking/request";
import type { Enquiry } from "@/lib/enquiry";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { displayName, headerText } from "@/lib/forms/encode";
import type { ShortlistCatalogue } from "@/lib/shortlist/catalogue";
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

type Table = "enquiries" | "consultations" | "subscribers";

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
  const date = parseIsoDate(row.date);
  const slot = TIME_SLOTS.find((candidate) => candidate === row.slot);
  if (!date || !slot) throw new Error(`Consultation ${row.id} holds an unknown date or slot: ${row.date} ${row.slot}`);
  const booking = {
    id: row.id,
    date,
    slot: slot as TimeSlot,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
  };
  const letter = consultationEmail(booking, { receivedAt: new Date(row.created_at) });
  const name = `${row.first_name} ${row.last_name}`;
  const ics = buildConsultationIcs({
    date,
    slot: booking.slot,
    now: new Date(row.created_at),
    organiser: { name: agency.name, email: agency.email },
    summary: `Consultation with ${name}`,
    description: [`E-mail: ${row.email}`, `Phone: ${row.phone ?? "not given"}`, row.notes ? `Notes: ${row.notes}` : ""]
      .filter(Boolean)
      .join("\n"),
    location: "By telephone or video call",
    uidDomain: env.MAIL_FROM.split("@")[1] ?? "localhost",
    uidSeed: row.id,
  });
  return {
    ...letter,
    attachments: [{ filename: "consultation.ics", type: "text/calendar", content: ics }],
  };
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

async function attempt(
  env: Env,
  table: Table,
  letter: () => Letter,
  state: DeliveryState & { id: string },
  options: SendOptions,
) {
  const attempts = state.email_attempts + 1;
  const now = new Date();
  try {
    await sendLetter(env, letter(), options);
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
  const record: Record<string, string | number | null> = { ...row, email_retry_at: firstLease(now) };
  const columns = Object.keys(record);
  const values = columns.map(() => "?").join(", ");
  const statement = guard
    ? `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values} WHERE NOT EXISTS (${guard.notExists}) ON CONFLICT DO NOTHING`
    : `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values}) ON CONFLICT DO NOTHING`;
  const result = await env.DB.prepare(statement)
    .bind(...Object.values(record), ...(guard?.values ?? []))
    .run();
  return result.meta.changes === 1;
}

async function retryTable<Row extends DeliveryState & { id: string }>(
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
