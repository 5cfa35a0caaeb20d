import { formatBookingBritish, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { callTimes } from "@/lib/booking/time-zone";
import type { Letter } from "./email-text";
import type { Agency } from "./settings";

/*
 * The e-mails about a booking after it is made: to the visitor (booked, moved, cancelled, the reminder) and
 * to the owner (moved, cancelled; the booking's own e-mail is worker/email-text.ts). A visitor's e-mail holds
 * the agency's words and, of what the visitor typed, only their first name, which the field rules have
 * checked (lib/forms/fields.ts); worker/outbox.ts encodes every header. Plain text, as every other e-mail.
 */

export type BookingMailKind =
  "visitor_booked" | "visitor_moved" | "visitor_cancelled" | "visitor_reminder" | "owner_moved" | "owner_cancelled";

type CallTime = { date: CalendarDate; slot: TimeSlot };

export type BookingMailFacts = {
  kind: BookingMailKind;
  agency: Agency;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timeZone: string | null;
  when: CallTime;
  /** Where a moved call was. */
  before?: CallTime;
  /** The page that manages the booking, token included; left out once there is nothing left to manage. */
  manageUrl?: string;
  /** Where to book again. */
  bookUrl?: string;
};

const whenLines = ({ date, slot }: CallTime, timeZone: string | null) => {
  const times = callTimes(date, slot, timeZone);
  return [`  ${times.london}`, ...(times.local ? [`  ${times.local}, by your own clock`] : [])];
};

const WHAT_WE_COVER = [
  "In about an hour we will talk through where you would love to go and when, who is travelling, the kind of",
  "places you like to stay, any occasion you are celebrating and a comfortable budget. There is no charge and",
  "no obligation: afterwards we send you ideas to consider in your own time.",
];

function whoRings(facts: BookingMailFacts): string[] {
  return facts.phone
    ? [
        `We will ring you on the telephone number you gave us when you booked. If you would rather we used`,
        `another number, simply reply to this e-mail.`,
      ]
    : [`We will ring you, so please reply to this e-mail with the best telephone number to reach you on.`];
}

function manageLines(facts: BookingMailFacts): string[] {
  if (!facts.manageUrl) return [];
  return [
    "To move the call to another time or cancel it, open your booking here:",
    facts.manageUrl,
    "The link works until the call begins. Please keep it to yourself: anyone who has it can change your booking.",
    "",
  ];
}

const signOff = (agency: Agency) => ["With warm regards,", agency.name, `${agency.phone} · ${agency.email}`, ""];

function visitorText(facts: BookingMailFacts): { subject: string; lines: string[] } {
  const { agency, when } = facts;
  const short = formatBookingBritish(when.date, when.slot);
  const greeting = [`Dear ${facts.firstName},`, ""];
  switch (facts.kind) {
    case "visitor_booked":
      return {
        subject: `Your consultation with ${agency.name}: ${short}`,
        lines: [
          ...greeting,
          `Thank you for booking a free travel consultation with ${agency.name}. Your call is booked for:`,
          "",
          ...whenLines(when, facts.timeZone),
          "",
          ...whoRings(facts),
          "",
          ...WHAT_WE_COVER,
          "",
          "The invitation attached adds the call to your calendar.",
          "",
          ...manageLines(facts),
          ...signOff(agency),
        ],
      };
    case "visitor_moved":
      return {
        subject: `Your consultation has moved to ${short}`,
        lines: [
          ...greeting,
          "Your consultation has moved. The call is now on:",
          "",
          ...whenLines(when, facts.timeZone),
          "",
          ...(facts.before
            ? [`It is no longer on ${formatBookingBritish(facts.before.date, facts.before.slot)} (London time).`, ""]
            : []),
          ...whoRings(facts),
          "",
          "The invitation attached moves the call in your calendar.",
          "",
          ...manageLines(facts),
          ...signOff(agency),
        ],
      };
    case "visitor_cancelled":
      return {
        subject: `Your consultation on ${short} is cancelled`,
        lines: [
          ...greeting,
          `Your consultation on ${short} (London time) is cancelled, and the attachment removes it from your calendar.`,
          "",
          "Whenever you would like to talk, we would be delighted to hear from you. You can book another time here:",
          facts.bookUrl ?? "",
          "",
          ...signOff(agency),
        ],
      };
    case "visitor_reminder":
      return {
        subject: `Until tomorrow: your consultation with ${agency.name}`,
        lines: [
          ...greeting,
          "A short note to say we are looking forward to speaking with you tomorrow:",
          "",
          ...whenLines(when, facts.timeZone),
          "",
          ...whoRings(facts),
          "",
          ...manageLines(facts),
          ...signOff(agency),
        ],
      };
    default:
      throw new Error(`${facts.kind} is not a visitor's e-mail`);
  }
}

function ownerText(facts: BookingMailFacts): { subject: string; lines: string[] } {
  const name = `${facts.firstName} ${facts.lastName}`;
  const short = formatBookingBritish(facts.when.date, facts.when.slot);
  const details = [
    `Name:         ${name}`,
    `E-mail:       ${facts.email}`,
    `Phone:        ${facts.phone ?? "(not given)"}`,
    "",
    "The calendar file attached updates the call in your calendar.",
    "",
  ];
  if (facts.kind === "owner_moved") {
    const before = facts.before ? `${formatBookingBritish(facts.before.date, facts.before.slot)} (London time)` : "";
    return {
      subject: `Consultation Moved: ${short}, ${name}`,
      lines: [
        `${name} has moved their consultation.`,
        "",
        `Now:          ${short} (London time)`,
        `Was:          ${before}`,
        ...details,
        "The old time is free again on the contact page.",
        "",
      ],
    };
  }
  if (facts.kind === "owner_cancelled") {
    return {
      subject: `Consultation Cancelled: ${short}, ${name}`,
      lines: [
        `${name} has cancelled their consultation on ${short} (London time).`,
        "",
        ...details,
        "The time is free again on the contact page.",
        "",
      ],
    };
  }
  throw new Error(`${facts.kind} is not an owner's e-mail`);
}

/** The letter for one e-mail about a booking (without its calendar file, which the caller attaches). */
export function bookingMail(facts: BookingMailFacts): Letter {
  if (facts.kind.startsWith("visitor_")) {
    const { subject, lines } = visitorText(facts);
    return {
      to: facts.email,
      fromName: facts.agency.name,
      subject,
      text: lines.join("\n"),
      replyTo: { name: facts.agency.name, email: facts.agency.email },
    };
  }
  const { subject, lines } = ownerText(facts);
  return {
    subject,
    text: lines.join("\n"),
    replyTo: { name: `${facts.firstName} ${facts.lastName}`, email: facts.email },
  };
}
