import { addDays, pad, type CalendarDate } from "@/lib/booking";

/*
 * The owner's calendar as the tests serve it: the feed of issue 37's "Done when", around one week (its
 * Monday is `week`), with the zones written out as Google writes them (a VTIMEZONE for every TZID):
 *   - a weekly busy event, Tuesdays 10:00–11:00 London, four times; the second is an exception date
 *     (EXDATE) and the third a cancelled instance (RECURRENCE-ID, STATUS:CANCELLED);
 *   - Wednesday 09:00–10:30 in America/New_York;
 *   - Thursday all day;
 *   - Friday 09:00–17:00 London, marked free (TRANSP:TRANSPARENT).
 * Every event has a title, a description and a guest that must never be stored.
 */

export const SECRET_WORDS = ["Dentist", "Board meeting", "guest@example.org", "Private matter"];

const stamp = (date: CalendarDate, time = "") => `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}${time}`;

const LONDON = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
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

const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const privateDetails = (title: string) => [
  `SUMMARY:${title}`,
  "DESCRIPTION:Private matter",
  "ATTENDEE;CN=Guest:mailto:guest@example.org",
];

/** The days of the week the feed touches, from its Monday. */
export function feedDays(week: CalendarDate) {
  return {
    weekly: [1, 8, 15, 22].map((days) => addDays(week, days)),
    newYork: addDays(week, 2),
    allDay: addDays(week, 3),
    free: addDays(week, 4),
  };
}

export function ownerCalendarIcs(week: CalendarDate, extra: string[] = []): string {
  const days = feedDays(week);
  const [first, , cancelled] = days.weekly as [CalendarDate, CalendarDate, CalendarDate, CalendarDate];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Charlotte",
    ...LONDON,
    ...NEW_YORK,
    "BEGIN:VEVENT",
    "UID:weekly-dentist@example.org",
    `DTSTAMP:${stamp(week, "T000000Z")}`,
    `DTSTART;TZID=Europe/London:${stamp(first, "T100000")}`,
    `DTEND;TZID=Europe/London:${stamp(first, "T110000")}`,
    "RRULE:FREQ=WEEKLY;COUNT=4",
    `EXDATE;TZID=Europe/London:${stamp(days.weekly[1] as CalendarDate, "T100000")}`,
    ...privateDetails("Dentist"),
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:weekly-dentist@example.org",
    `DTSTAMP:${stamp(week, "T000000Z")}`,
    `RECURRENCE-ID;TZID=Europe/London:${stamp(cancelled, "T100000")}`,
    `DTSTART;TZID=Europe/London:${stamp(cancelled, "T100000")}`,
    `DTEND;TZID=Europe/London:${stamp(cancelled, "T110000")}`,
    "STATUS:CANCELLED",
    ...privateDetails("Dentist"),
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:board-meeting@example.org",
    `DTSTAMP:${stamp(week, "T000000Z")}`,
    `DTSTART;TZID=America/New_York:${stamp(days.newYork, "T090000")}`,
    `DTEND;TZID=America/New_York:${stamp(days.newYork, "T103000")}`,
    ...privateDetails("Board meeting"),
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:all-day@example.org",
    `DTSTAMP:${stamp(week, "T000000Z")}`,
    `DTSTART;VALUE=DATE:${stamp(days.allDay)}`,
    `DTEND;VALUE=DATE:${stamp(addDays(days.allDay, 1))}`,
    ...privateDetails("Away"),
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:free@example.org",
    `DTSTAMP:${stamp(week, "T000000Z")}`,
    `DTSTART;TZID=Europe/London:${stamp(days.free, "T090000")}`,
    `DTEND;TZID=Europe/London:${stamp(days.free, "T170000")}`,
    "TRANSP:TRANSPARENT",
    ...privateDetails("Working from the café"),
    "END:VEVENT",
    ...extra,
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** A calendar with no events: what a feed says when the owner has nothing on. */
export const EMPTY_CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";
