"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import { Check } from "@/components/icons/glyphs";
import { notify } from "@/lib/notify";
import {
  BOOKING_NOTICE_TITLE,
  bookingConfirmation,
  formatBookingBritish,
  formatBookingDate,
  TIME_SLOTS,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { buildConsultationIcs, consultationFileName } from "@/lib/booking/calendar-file";

function CalendarPlaceholder() {
  return (
    <div className="grid h-[22rem] place-items-center rounded-xl border border-dashed border-line text-sm text-muted">
      <p>Preparing the calendar…</p>
    </div>
  );
}

// The picker needs the visitor's today, so it renders in the browser only (and loads after the page).
const ConsultationCalendar = dynamic(
  () => import("@/components/contact/consultation-calendar").then((module) => module.ConsultationCalendar),
  { ssr: false, loading: CalendarPlaceholder },
);

export type ConsultationBookingProps = {
  agency: { name: string; email: string; phone: { display: string }; host: string };
  timeZoneNote?: string;
};

type Booking = { date: CalendarDate; slot: TimeSlot; calendarHref: string; fileName: string; mailHref: string };

function newBooking(date: CalendarDate, slot: TimeSlot, agency: ConsultationBookingProps["agency"]): Booking {
  const when = `${formatBookingDate(date)} at ${slot} (UK time)`;
  const ics = buildConsultationIcs({
    date,
    slot,
    now: new Date(),
    organiser: { name: agency.name, email: agency.email },
    summary: `Free consultation with ${agency.name}`,
    description: `Your free, no-obligation travel consultation with ${agency.name}. To change the time, call ${agency.phone.display} or e-mail ${agency.email}.`,
    location: "By telephone or video call",
    uidDomain: agency.host,
    uidSeed: globalThis.crypto?.randomUUID?.() ?? String(Date.now()),
  });
  const subject = `Consultation on ${when}`;
  const body = `Hello,\n\nI have chosen a free consultation on ${when}.\n\nMy name:\nThe best number to reach me:\nWhat I would like to talk about:\n`;
  return {
    date,
    slot,
    calendarHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    fileName: consultationFileName(date, slot),
    mailHref: `mailto:${agency.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
  };
}

const linkClasses =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors duration-300 ease-luxe";

export function ConsultationBooking({ agency, timeZoneNote }: ConsultationBookingProps) {
  const [selected, setSelected] = useState<CalendarDate>();
  const [booking, setBooking] = useState<Booking>();
  const confirmation = useRef<HTMLDivElement>(null);
  const slotsLabel = useId();

  // Choosing a slot removes the slot buttons (the date is cleared): keep keyboard focus on the outcome,
  // and bring it into view below the band where the notice appears (its scroll margin), so the notice
  // never sits on its buttons.
  useEffect(() => {
    const node = confirmation.current;
    if (!booking || !node) return;
    node.focus({ preventScroll: true });
    // Not in every environment (jsdom has none); focus alone is enough there.
    if (typeof node.scrollIntoView === "function") node.scrollIntoView({ block: "nearest" });
  }, [booking]);

  const choose = (slot: TimeSlot) => {
    if (!selected) return;
    setBooking(newBooking(selected, slot, agency));
    setSelected(undefined);
    void notify("success", BOOKING_NOTICE_TITLE, { description: bookingConfirmation(selected, slot) });
  };

  return (
    <div className="space-y-6">
      <ConsultationCalendar selected={selected} onSelect={setSelected} />

      <p aria-live="polite" className="sr-only">
        {selected ? `${TIME_SLOTS.length} times available on ${formatBookingDate(selected)}.` : ""}
      </p>

      {selected ? (
        <div role="group" aria-labelledby={slotsLabel} className="border-t border-line pt-5">
          <p id={slotsLabel} className="text-sm text-muted">
            Available on <span className="font-semibold text-navy">{formatBookingDate(selected)}</span>
            {timeZoneNote ? <span className="block text-xs">{timeZoneNote}</span> : null}
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
            {TIME_SLOTS.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  onClick={() => choose(slot)}
                  className="min-h-11 w-full rounded-full border border-navy/25 px-3 py-2 text-sm font-medium text-navy tabular-nums transition-colors duration-200 hover:border-navy hover:bg-navy hover:text-ivory"
                >
                  {slot}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-center text-sm text-muted">Choose a weekday to see the available times.</p>
      )}

      {booking ? (
        <div
          ref={confirmation}
          tabIndex={-1}
          data-testid="booking-confirmation"
          // 12rem, plus the page's 6rem scroll padding, clears the header and the notice below it.
          className="scroll-mt-48 scroll-mb-6 rounded-xl border border-gold/50 bg-ivory p-5 outline-none focus-visible:ring-2 focus-visible:ring-bronze"
        >
          {/* The notice says it is booked, in the spec's words; this says what to do next, in ours. */}
          <p className="flex items-center gap-2 font-display text-xl text-navy">
            <Check className="size-5 text-bronze" />
            Your free consultation
          </p>
          <p className="mt-2 text-sm leading-relaxed text-ink">
            {formatBookingBritish(booking.date, booking.slot)}, UK time.
          </p>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            So that we know who to expect, send us a quick note with your name and number.
          </p>
          <div className="mt-4 flex flex-wrap gap-2.5">
            <a
              href={booking.calendarHref}
              download={booking.fileName}
              className={`${linkClasses} bg-navy text-ivory hover:bg-ocean`}
            >
              Add to calendar
            </a>
            <a href={booking.mailHref} className={`${linkClasses} border border-navy/30 text-navy hover:border-navy`}>
              Confirm by e-mail
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
