import { Check } from "@/components/icons/glyphs";
import { formatBookingBritish, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { buildConsultationIcs, consultationFileName } from "@/lib/booking/calendar-file";

export type ConfirmationWords = { heading: string; text: string };
type Agency = { name: string; email: string; phone: { display: string }; host: string };

export type Booked = { date: CalendarDate; slot: TimeSlot; calendarHref: string; fileName: string };

/** A booking the API has stored, with its calendar file (whose event id is the booking's id). */
export function bookedConsultation(date: CalendarDate, slot: TimeSlot, id: string, agency: Agency): Booked {
  const ics = buildConsultationIcs({
    date,
    slot,
    now: new Date(),
    organiser: { name: agency.name, email: agency.email },
    summary: `Free consultation with ${agency.name}`,
    description: `Your free, no-obligation travel consultation with ${agency.name}. To change the time, call ${agency.phone.display} or e-mail ${agency.email}.`,
    location: "By telephone or video call",
    uidDomain: agency.host,
    uidSeed: id,
  });
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
