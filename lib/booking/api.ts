import { attributionSource } from "@/lib/attribution-capture";
import { isoDate, monthRange, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { browserTimeZone } from "@/lib/booking/time-zone";
import { DEFAULT_ENQUIRY_TIMEOUT_MS, type DeliveryFailure } from "@/lib/enquiry/delivery";
import type { FieldMessages } from "@/lib/enquiry/payload";

/*
 * The browser's side of the booking API (worker/README.md, "Enquiry delivery"): POST /api/consultation and
 * GET /api/consultation/taken, on the site's own origin (the Worker serves the pages and the API). Every
 * failure is an answer, never a throw, so the form can keep what the visitor typed.
 */

const CONSULTATION_API = "/api/consultation";
const TAKEN_API = "/api/consultation/taken";

export const BOOKING_SENDING_LABEL = "Booking...";
export const BOOKING_FAILED_TITLE = "Your consultation has not been booked";
/**
 * Said after a time that cannot be booked, for people who cannot see it struck through: "10:00 AM,
 * unavailable". It does not say why (booked, busy, a day off).
 */
export const UNAVAILABLE_LABEL = "unavailable";

/** What the visitor types after choosing a time; phone and notes may be left empty. */
export type BookingDetails = { firstName: string; lastName: string; email: string; phone: string; notes: string };

export type BookingAttempt = {
  /** A version 4 UUID made once per attempt and reused on every retry, so a retried send books once. */
  id: string;
  date: CalendarDate;
  slot: TimeSlot;
  details: BookingDetails;
  /** The honeypot: people leave it empty. */
  website: string;
  turnstileToken?: string;
};

export type BookingOutcome =
  /** 201, or 200 when a retry finds the booking already made. */
  | { kind: "booked" }
  /** 409: someone else booked that slot first, or it is no longer open (the API does not say which). */
  | { kind: "taken" }
  /** 422: the API refused some answers, with each field's message. */
  | { kind: "invalid"; fields: FieldMessages }
  | { kind: "failed"; failure: DeliveryFailure };

type ApiOptions = { fetchImpl?: typeof fetch };

/**
 * Sends a booking. It waits as long as the enquiry form does by default (10 s), not the enquiry's build
 * setting: that one exists to test a slow stand-in endpoint, and this always talks to the site's Worker.
 */
export async function sendBooking(
  attempt: BookingAttempt,
  { timeoutMs = DEFAULT_ENQUIRY_TIMEOUT_MS, fetchImpl }: ApiOptions & { timeoutMs?: number } = {},
): Promise<BookingOutcome> {
  const { id, date, slot, details, website, turnstileToken } = attempt;
  const phone = details.phone.trim();
  const notes = details.notes.trim();
  // So the e-mails can give the time by the visitor's own clock too.
  const timeZone = browserTimeZone();
  const body = {
    id,
    date: isoDate(date),
    slot,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    ...(phone ? { phone } : {}),
    ...(notes ? { notes } : {}),
    website,
    ...(turnstileToken ? { turnstileToken } : {}),
    ...attributionSource(),
    ...(timeZone ? { timeZone } : {}),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetchImpl ?? fetch)(CONSULTATION_API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return { kind: "booked" };
    // This route answers 409 for one thing only: the slot was taken first.
    if (response.status === 409) return { kind: "taken" };
    if (response.status === 422) {
      const { fields } = (await response.json()) as { fields?: FieldMessages };
      if (fields) return { kind: "invalid", fields };
    }
    return { kind: "failed", failure: { reason: "status", status: response.status } };
  } catch {
    return { kind: "failed", failure: controller.signal.aborted ? { reason: "timeout" } : { reason: "network" } };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The times in the month of a date that cannot be booked, for whatever reason (booked, busy, closed), as
 * slotKey()s. Throws on failure.
 */
export async function fetchTakenSlots(
  month: CalendarDate,
  { fetchImpl, signal }: ApiOptions & { signal?: AbortSignal } = {},
): Promise<string[]> {
  const { from, to } = monthRange(month);
  const query = new URLSearchParams({ from: isoDate(from), to: isoDate(to) });
  const response = await (fetchImpl ?? fetch)(`${TAKEN_API}?${query}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${TAKEN_API} answered ${response.status}`);
  const { taken } = (await response.json()) as { taken?: { date?: unknown; slot?: unknown }[] };
  return (Array.isArray(taken) ? taken : []).map(({ date, slot }) => `${String(date)} ${String(slot)}`);
}

/** A booking as its manage link shows it (worker/consultation-manage.ts). */
export type ManagedBooking = {
  date: string;
  slot: TimeSlot;
  firstName: string;
  timeZone?: string;
  status: "booked" | "cancelled";
};

export type ManageOutcome =
  | { kind: "ok"; booking: ManagedBooking }
  /** 409 slot_taken: the time chosen for a move cannot be booked. */
  | { kind: "taken" }
  /** The link opens nothing (any more): unknown, cancelled, its time passed, or changed meanwhile. */
  | { kind: "gone"; reason: "link_invalid" | "cancelled" | "expired" | "changed" }
  | { kind: "failed"; failure: DeliveryFailure };

const GONE = ["link_invalid", "cancelled", "expired", "changed"] as const;

/**
 * Reads, cancels or moves the booking a manage link's token opens: always a POST carrying the token, so
 * nothing a mail scanner fetches can change a booking.
 */
export async function manageBooking(
  action: "manage" | "cancel" | "move",
  body: { token: string; date?: string; slot?: TimeSlot },
  { timeoutMs = DEFAULT_ENQUIRY_TIMEOUT_MS, fetchImpl }: ApiOptions & { timeoutMs?: number } = {},
): Promise<ManageOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetchImpl ?? fetch)(`${CONSULTATION_API}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer = (await response.json().catch(() => ({}))) as { booking?: ManagedBooking; error?: string };
    if (response.ok && answer.booking) return { kind: "ok", booking: answer.booking };
    if (answer.error === "slot_taken") return { kind: "taken" };
    const reason = GONE.find((error) => error === answer.error);
    if (reason) return { kind: "gone", reason };
    return { kind: "failed", failure: { reason: "status", status: response.status } };
  } catch {
    return { kind: "failed", failure: controller.signal.aborted ? { reason: "timeout" } : { reason: "network" } };
  } finally {
    clearTimeout(timer);
  }
}
