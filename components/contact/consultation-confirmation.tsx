import { Check } from "@/components/icons/glyphs";
import { formatBookingBritish, slotStartUtc, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { buildCalendar, consultationFileName, consultationUid } from "@/lib/booking/calendar-file";

export type ConfirmationWords = { heading: string; text: string };
type Agency = { name: string; email: string; phone: { display: string }; host: string };

export type Booked = { date: CalendarDate; slot: TimeSlot; calendarHref: string; fileName: string };

/**
 * A booking the API has stored, with its calendar file: the same event (its UID) as the invitation the
 * e-mail brings, so a calendar that gets both keeps one.
 */
export function bookedConsultation(date: CalendarDate, slot: TimeSlot, id: string, agency: Agency): Booked {
  const ics = buildCalendar(
    "PUBLISH",
    [
      {
        uid: consultationUid(id, agency.email.split("@")[1] ?? agency.host),
        sequence: 0,
        start: slotStartUtc(date, slot),
        stamp: new Date(),
        organiser: { name: agency.name, email: agency.email },
        summary: `Your consultation with ${agency.name}`,
        description: `${agency.name} will ring you at this time for your free travel consultation. To move or cancel it, use the link in our e-mail, or call ${agency.phone.display}.`,
        location: `${agency.name} rings you`,
      },
    ],
    { producer: agency.name },
  );
  return {
    date,
    slot,
    calendarHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    fileName: consultationFileName(date, slot),
  };
}

type ConsultationConfirmationProps = { id: string; booked: Booked; words: ConfirmationWords };

/** The notice says it is booked, in the spec's words; this says what happens next, in the page's. */
export function ConsultationConfirmation({ id, booked, words }: ConsultationConfirmationProps) {
  return (
    <div
      id={id}
      tabIndex={-1}
      data-testid="booking-confirmation"
      // 12rem, plus the page's 6rem scroll padding, clears the header and the notice below it.
      className="scroll-mt-48 scroll-mb-6 rounded-xl border border-gold/50 bg-ivory p-5 outline-none focus-visible:ring-2 focus-visible:ring-bronze"
    >
      <p className="flex items-center gap-2 font-display text-xl text-navy">
        <Check className="size-5 text-bronze" />
        {words.heading}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-ink">
        {formatBookingBritish(booked.date, booked.slot)}, UK time.
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted">{words.text}</p>
      <a
        href={booked.calendarHref}
        download={booked.fileName}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy px-5 py-2 text-sm font-semibold text-ivory transition-colors duration-300 ease-luxe hover:bg-ocean"
      >
        Add to calendar
      </a>
    </div>
  );
}
