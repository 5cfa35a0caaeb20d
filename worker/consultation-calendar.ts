import { slotStartUtc, TIME_SLOTS, type CalendarDate, type TimeSlot } from "@/lib/booking";
import {
  buildCalendar,
  consultationUid,
  type CalendarMethod,
  type ConsultationEvent,
} from "@/lib/booking/calendar-file";
import { parseIsoDate } from "@/lib/booking/request";
import type { Env } from "./env";
import { agency } from "./settings";

/*
 * The calendar event of a booking, as the owner's and the visitor's files carry it: one UID for the booking
 * whatever happens to it (consultationUid, on the agency's domain, as the page's own file has it), its SEQUENCE from the row, the agency as
 * ORGANIZER at MAIL_FROM (the address the e-mails come from, so mail programs accept the invitation as the
 * organiser's) and the visitor and the agency's own inbox as ATTENDEEs. The owner's copy describes the
 * visitor (phone, notes); the visitor's holds only the agency's words and the visitor's own name.
 */

/** What the calendar needs of a stored booking (worker/outbox.ts, ConsultationRow). */
export type BookingRecord = {
  id: string;
  date: string;
  slot: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  time_zone: string | null;
};

/** A stored date and slot, read back; a row holding anything else is a bug, and says so. */
export function bookedTime(row: { id: string; date: string; slot: string }): { date: CalendarDate; slot: TimeSlot } {
  const date = parseIsoDate(row.date);
  const slot = TIME_SLOTS.find((candidate) => candidate === row.slot);
  if (!date || !slot) throw new Error(`Consultation ${row.id} holds an unknown date or slot: ${row.date} ${row.slot}`);
  return { date, slot };
}

/** The UID's domain: the agency's own address's, which the page's "Add to calendar" file knows too. */
const uidDomain = agency.email.split("@")[1] ?? "localhost";

const fullName = (row: Pick<BookingRecord, "first_name" | "last_name">) => `${row.first_name} ${row.last_name}`;

export type EventState = { date: CalendarDate; slot: TimeSlot; sequence: number; cancelled: boolean };

export function consultationEvent(
  env: Env,
  row: BookingRecord,
  audience: "owner" | "visitor",
  state: EventState,
  stamp = new Date(),
): ConsultationEvent {
  const name = fullName(row);
  const owner = audience === "owner";
  return {
    uid: consultationUid(row.id, uidDomain),
    sequence: state.sequence,
    start: slotStartUtc(state.date, state.slot),
    stamp,
    summary: owner ? `Consultation with ${name}` : `Your consultation with ${agency.name}`,
    description: owner
      ? [
          `Ring ${row.first_name} on ${row.phone ?? "(no number given: e-mail them)"}.`,
          `E-mail: ${row.email}`,
          row.time_zone ? `Their time zone: ${row.time_zone}` : "",
          row.notes ? `Notes:\n${row.notes}` : "",
        ]
          .filter(Boolean)
          .join("\n")
      : `${agency.name} will ring you at this time for your free travel consultation. To move or cancel it, use the link in our e-mail, or call ${agency.phone}.`,
    location: owner ? `Telephone: ${row.phone ?? "no number given"}` : `${agency.name} rings you`,
    organiser: { name: agency.name, email: env.MAIL_FROM },
    attendees: [
      { name, email: row.email },
      { name: agency.name, email: agency.email },
    ],
    cancelled: state.cancelled,
  };
}

/** The calendar file as an e-mail attachment, its method in the type, as mail programs look for it. */
export function calendarAttachment(method: CalendarMethod, event: ConsultationEvent, producer: string) {
  return {
    filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
    type: `text/calendar; charset=utf-8; method=${method}`,
    content: buildCalendar(method, [event], { producer }),
  };
}
