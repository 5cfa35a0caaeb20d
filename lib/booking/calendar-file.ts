import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";
import { CONSULTATION_MINUTES, isoDate, pad, slotTime, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { calendarBlock, headerText } from "@/lib/forms/encode";

/*
 * Every calendar file the site makes (iCalendar, RFC 5545, with RFC 5546's methods), written by
 * ical-generator: the visitor's invitation and its updates, the owner's copies, the owner's private feed and
 * the "Add to calendar" file on the page. Times are written in UTC (DTSTART:…Z): every calendar program shows
 * them in its own zone, and no VTIMEZONE has to be kept in step with Britain's clock changes. Each text
 * passes the one encoder first (lib/forms/encode.ts), so a value can never end its line; ical-generator
 * then escapes it and folds the lines.
 */

type CalendarPerson = { name: string; email: string };

/** REQUEST invites or updates, CANCEL withdraws, PUBLISH is a plain file or a feed. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export type ConsultationEvent = {
  /** The same for every file about one booking: consultationUid(). */
  uid: string;
  /** One more at each change (RFC 5546): a calendar keeps the highest it has seen. */
  sequence: number;
  /** When the call begins; it lasts CONSULTATION_MINUTES. */
  start: Date;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organiser: CalendarPerson;
  attendees?: readonly CalendarPerson[];
  cancelled?: boolean;
};

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

/** The event id of a booking, the same in the visitor's and the owner's files and in the feed. */
export const consultationUid = (bookingId: string, domain: string): string =>
  `consultation-${bookingId}@${headerText(domain).replace(/[^A-Za-z0-9.-]/g, "") || "localhost"}`;

const person = ({ name, email }: CalendarPerson) => ({
  name: headerText(name, 100) || email,
  email: headerText(email),
});

/** A calendar of consultations: one event for an e-mail or the page, every upcoming one for the feed. */
export function buildCalendar(
  method: CalendarMethod,
  events: readonly ConsultationEvent[],
  options: { producer: string; name?: string },
): string {
  const calendar = ical({
    prodId: { company: headerText(options.producer).replace(/\//g, " ") || "Consultations", product: "Consultations" },
    method: METHODS[method],
    ...(options.name ? { name: headerText(options.name) } : {}),
  });
  for (const event of events) {
    const cancelled = event.cancelled || method === "CANCEL";
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: event.start,
      end: new Date(event.start.getTime() + CONSULTATION_MINUTES * 60_000),
      stamp: event.stamp,
      summary: headerText(event.summary),
      description: calendarBlock(event.description),
      location: headerText(event.location),
      organizer: person(event.organiser),
      attendees: (event.attendees ?? []).map((attendee) => ({
        ...person(attendee),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      })),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
      alarms: cancelled ? [] : [{ type: ICalAlarmType.display, trigger: 30 * 60 }],
    });
  }
  return `${calendar.toString()}\r\n`;
}

export function consultationFileName(date: CalendarDate, slot: TimeSlot): string {
  const { hour, minute } = slotTime(slot);
  return `consultation-${isoDate(date)}-${pad(hour)}${pad(minute)}.ics`;
}
