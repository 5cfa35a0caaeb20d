import { formatBookingBritish, type CalendarDate, type TimeSlot } from "@/lib/booking";
import type { Enquiry } from "@/lib/enquiry";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { BUDGETS, HEARD_FROM, OCCASIONS, type Choice } from "@/lib/enquiry/trip";
import { catalogueItem, type ShortlistCatalogue } from "@/lib/shortlist/catalogue";

/*
 * The e-mails the agency receives, as plain text: every field under a label, the ones left empty said
 * to be so, choices by the label the visitor read, dates written out. Replying answers the visitor.
 */

export type OwnerEmail = {
  subject: string;
  text: string;
  replyTo: { name: string; email: string };
};

/** An e-mail to send: to the agency unless it names another recipient. */
export type Letter = OwnerEmail & {
  to?: string;
  /** The sender's display name; the agency's "… website" when left out. */
  fromName?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; type: string; content: string }[];
};

const NOT_GIVEN = "(not given)";
const LABEL_WIDTH = 14;

const line = (label: string, value: string | number | undefined) =>
  `${`${label}:`.padEnd(LABEL_WIDTH)}${value === undefined || value === "" ? NOT_GIVEN : value}`;

const heading = (title: string) => `${title}\n${"-".repeat(title.length)}`;

/** The visitor's free text, kept as typed (CRLF folded to LF so every mail program shows it alike). */
const block = (value: string | undefined) => (value ? value.replace(/\r\n?/g, "\n") : NOT_GIVEN);

const choiceLabel = (choices: readonly Choice[], value: string | undefined) =>
  value === undefined ? undefined : (choices.find((choice) => choice.value === value)?.label ?? value);

function longDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(date).replace(",", "");
}

function monthName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${value}-15T12:00:00Z`),
  );
}

/** "Thursday 26 November 2026 at 14:05 (London)". */
function londonMoment(moment: Date): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(moment);
  return `${text.replace(",", "")} (London)`;
}

function children(trip: NonNullable<Enquiry["trip"]>): string | undefined {
  const ages = trip.childAges?.length ? `ages ${trip.childAges.join(", ")}` : undefined;
  if (trip.children === undefined) return ages;
  return ages ? `${trip.children} (${ages})` : String(trip.children);
}

const KIND_LABELS = { itinerary: "sample itinerary", destination: "destination guide" } as const;

/** Each saved idea by its title, what it is and its page, in the visitor's order; by slug where unknown. */
function shortlistLines(slugs: readonly string[], catalogue: ShortlistCatalogue | undefined): string[] {
  return slugs.flatMap((slug, index) => {
    const item = catalogueItem(catalogue, slug);
    const number = `${index + 1}. `;
    if (!item) return [`${number}${slug}`];
    return [`${number}${item.title} (${KIND_LABELS[item.kind]})`, `${" ".repeat(number.length)}${item.url}`];
  });
}

export function enquiryEmail(
  enquiry: Enquiry,
  meta: { id: string; receivedAt: Date; catalogue?: ShortlistCatalogue },
): OwnerEmail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const trip = enquiry.trip ?? {};
  const text = [
    `${ENQUIRY_SUBJECT} from ${name}`,
    "",
    `Reply to this e-mail to answer ${enquiry.firstName} directly (${enquiry.email}).`,
    "",
    line("Name", name),
    line("E-mail", enquiry.email),
    line("Phone", enquiry.phone),
    line("Where to", enquiry.destination),
    line("Newsletter", enquiry.newsletter ? "yes, they ticked the box" : "no"),
    line("Sent", londonMoment(new Date(enquiry.submittedAt))),
    line("Received", londonMoment(meta.receivedAt)),
    "",
    heading("Message"),
    block(enquiry.message),
    "",
    ...(enquiry.shortlist?.length
      ? [heading("Their shortlist"), ...shortlistLines(enquiry.shortlist, meta.catalogue), ""]
      : []),
    heading("Tell us more"),
    enquiry.trip ? undefined : "Nothing was filled in.",
    ...(enquiry.trip
      ? [
          line("Departing", longDate(trip.departDate)),
          line("Returning", longDate(trip.returnDate)),
          line("Month", monthName(trip.month)),
          line("Flexible", trip.flexible ? "yes, the dates are flexible" : undefined),
          line("Nights", trip.nights),
          line("Adults", trip.adults),
          line("Children", children(trip)),
          line("Budget", choiceLabel(BUDGETS, trip.budget)?.concat(" per person")),
          line("Occasion", choiceLabel(OCCASIONS, trip.occasion)),
          line("Needs", trip.needs),
          line("Heard from", choiceLabel(HEARD_FROM, trip.heardFrom)),
        ]
      : []),
    "",
    `Enquiry ${meta.id}, stored in the website's database.`,
    "",
  ].filter((entry) => entry !== undefined);
  return {
    subject: `${ENQUIRY_SUBJECT} from ${name}`,
    text: text.join("\n"),
    replyTo: { name, email: enquiry.email },
  };
}

const CONSULTATION_SUBJECT = "New Consultation Booking";

export type BookedConsultation = {
  id: string;
  date: CalendarDate;
  slot: TimeSlot;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  notes?: string;
};

export function consultationEmail(booking: BookedConsultation, meta: { receivedAt: Date }): OwnerEmail {
  const name = `${booking.firstName} ${booking.lastName}`;
  const when = formatBookingBritish(booking.date, booking.slot);
  const text = [
    `${CONSULTATION_SUBJECT}: ${name}, ${when} (London time)`,
    "",
    `Reply to this e-mail to answer ${booking.firstName} directly (${booking.email}). The calendar file is attached.`,
    "",
    line("When", `${when} (London time), one hour`),
    line("Name", name),
    line("E-mail", booking.email),
    line("Phone", booking.phone),
    line("Booked", londonMoment(meta.receivedAt)),
    "",
    heading("Notes"),
    block(booking.notes),
    "",
    `Booking ${booking.id}, stored in the website's database. The slot now shows as taken on the contact page.`,
    "",
  ];
  return {
    subject: `${CONSULTATION_SUBJECT}: ${when}, ${name}`,
    text: text.join("\n"),
    replyTo: { name, email: booking.email },
  };
}
