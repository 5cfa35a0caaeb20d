import {
  BOOKING_TIME_ZONE,
  CONSULTATION_MINUTES,
  isoDate,
  pad,
  slotTime,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { headerText, icsParam, icsText } from "@/lib/forms/encode";

/* The calendar file of a booked consultation (iCalendar, RFC 5545), in London time. */

export type ConsultationEvent = {
  date: CalendarDate;
  slot: TimeSlot;
  /** Becomes DTSTAMP: when the file was made. */
  now: Date;
  organiser: { name: string; email: string };
  summary: string;
  description: string;
  location: string;
  /** Domain part of the UID, e.g. the site's host name. */
  uidDomain: string;
  /** Makes the UID unique per booking; a random id in the browser. */
  uidSeed: string;
};

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Lines longer than 75 octets are folded: CRLF plus one space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = chunks.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      chunks.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  chunks.push(current);
  return chunks.join("\r\n ");
}

const localStamp = (date: CalendarDate, hour: number, minute: number) =>
  `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}T${pad(hour)}${pad(minute)}00`;

const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

/** Europe/London's rules since 1996: BST from the last Sunday of March to the last Sunday of October. */
const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BOOKING_TIME_ZONE}`,
  `X-LIC-LOCATION:${BOOKING_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A calendar file holding one consultation, in London time. */
export function buildConsultationIcs(event: ConsultationEvent): string {
  const { hour, minute } = slotTime(event.slot);
  const endMinutes = hour * 60 + minute + CONSULTATION_MINUTES;
  const start = localStamp(event.date, hour, minute);
  const end = localStamp(event.date, Math.floor(endMinutes / 60), endMinutes % 60);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(headerText(event.organiser.name))}//Consultation booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...LONDON_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${start}-${event.uidSeed}@${event.uidDomain}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${start}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${end}`,
    `SUMMARY:${icsText(headerText(event.summary))}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `ORGANIZER;CN=${icsParam(event.organiser.name)}:mailto:${headerText(event.organiser.email)}`,
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(event.summary)}`,
    "TRIGGER:-PT30M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function consultationFileName(date: CalendarDate, slot: TimeSlot): string {
  const { hour, minute } = slotTime(slot);
  return `consultation-${isoDate(date)}-${pad(hour)}${pad(minute)}.ics`;
}
