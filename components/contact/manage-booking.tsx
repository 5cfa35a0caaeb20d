"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { ConsultationCalendar } from "@/components/contact/consultation-calendar";
import { ConsultationSlots } from "@/components/contact/consultation-slots";
import { useTakenSlots } from "@/components/contact/use-taken-slots";
import { buttonClasses } from "@/components/ui/button-link";
import {
  formatBookingBritish,
  isoDate,
  londonToday,
  slotKey,
  toLocalDate,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { manageBooking, type ManagedBooking, type ManageOutcome } from "@/lib/booking/api";
import { firstBookableMonth, slotChecker } from "@/lib/booking/availability";
import { BOOKING_MESSAGES } from "@/lib/booking/messages";
import { parseIsoDate } from "@/lib/booking/request";
import type { BookingRules } from "@/lib/booking/settings";
import { browserTimeZone, callTimes } from "@/lib/booking/time-zone";
import { describeFailure } from "@/lib/enquiry/submission";

/*
 * The booking a manage link opens (/consultation/manage/#token): read by a POST carrying the token from the
 * address's fragment, which no server ever sees; then moved with the booking's own calendar and rule, or
 * cancelled. Nothing happens on opening the page but the read: a mail scanner that runs scripts changes
 * nothing.
 */

type Agency = { name: string; email: string; phone: { display: string; href: string } };

export type ManageBookingProps = { rules: BookingRules; agency: Agency; contactHref: string };

type Phase =
  | { step: "reading" }
  | { step: "shown"; booking: ManagedBooking; done?: string }
  | { step: "moving"; booking: ManagedBooking }
  | { step: "cancelling"; booking: ManagedBooking }
  | { step: "cancelled"; booking: ManagedBooking }
  | { step: "closed"; reason: "missing" | "link_invalid" | "cancelled" | "expired" | "changed" }
  | { step: "failed"; text: string };

const CLOSED_TEXT = {
  missing: "This page needs the link from your confirmation e-mail. Please open the link in the e-mail itself.",
  link_invalid: "We could not find a booking for this link. Please use the link in our most recent e-mail.",
  cancelled: "This consultation has been cancelled. You are very welcome to book another time.",
  expired: "The time of this consultation has passed, so it can no longer be changed here.",
  changed: "This booking has just changed. Please reload the page to see it as it now stands.",
} as const;

const IDS = { status: "manage-status", notice: "manage-notice" } as const;

const bookedTime = (booking: ManagedBooking) => ({
  date: parseIsoDate(booking.date) as CalendarDate,
  slot: booking.slot,
});

function WhenText({ booking }: { booking: ManagedBooking }) {
  const { date, slot } = bookedTime(booking);
  const times = callTimes(date, slot, browserTimeZone());
  return (
    <div className="mt-4 space-y-1">
      <p className="font-display text-2xl text-navy sm:text-3xl">{times.london}</p>
      {times.local ? <p className="text-sm text-muted">{times.local}, by your own clock</p> : null}
    </div>
  );
}

export function ManageBooking({ rules, agency, contactHref }: ManageBookingProps) {
  const [phase, setPhase] = useState<Phase>({ step: "reading" });
  const token = useRef("");
  const [sending, setSending] = useState(false);

  const settle = (outcome: ManageOutcome, next: (booking: ManagedBooking) => Phase) => {
    if (outcome.kind === "ok") setPhase(next(outcome.booking));
    else if (outcome.kind === "gone") setPhase({ step: "closed", reason: outcome.reason });
    else if (outcome.kind === "failed") {
      setPhase({
        step: "failed",
        text: `${describeFailure(outcome.failure)} Please try again, or call ${agency.phone.display} or e-mail ${agency.email}.`,
      });
    }
  };

  useEffect(() => {
    const fromLink = window.location.hash.slice(1);
    token.current = fromLink;
    const reading = fromLink ? manageBooking("manage", { token: fromLink }) : Promise.resolve(undefined);
    void reading.then((outcome) => {
      if (outcome) settle(outcome, (booking) => ({ step: "shown", booking }));
      else setPhase({ step: "closed", reason: "missing" });
    });
    // Read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cancel = async (booking: ManagedBooking) => {
    setSending(true);
    const outcome = await manageBooking("cancel", { token: token.current });
    setSending(false);
    settle(outcome, () => ({ step: "cancelled", booking }));
  };

  const box = "rounded-2xl border border-line bg-white p-6 text-left shadow-card sm:p-10";

  if (phase.step === "reading") {
    return (
      <div className={box} aria-busy="true">
        <p className="text-sm text-muted">Finding your booking…</p>
      </div>
    );
  }
  if (phase.step === "closed" || phase.step === "failed") {
    return (
      <div className={box}>
        <p role="status" className="text-lede text-ink">
          {phase.step === "closed" ? CLOSED_TEXT[phase.reason] : phase.text}
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href={contactHref} className={buttonClasses("dark")}>
            Book a consultation
          </a>
          <a href={agency.phone.href} className={buttonClasses("outline")}>
            Call {agency.phone.display}
          </a>
        </div>
      </div>
    );
  }
  if (phase.step === "cancelled") {
    return (
      <div className={box} data-testid="manage-booking" data-status="cancelled">
        <p className="text-xs font-semibold tracking-[0.2em] text-bronze uppercase">Cancelled</p>
        <p id={IDS.status} role="status" className="mt-4 text-lede text-ink">
          Your consultation on {formatBookingBritish(bookedTime(phase.booking).date, phase.booking.slot)} is cancelled.
          We have e-mailed you to confirm, with a file that takes it out of your calendar.
        </p>
        <p className="mt-4 text-sm leading-relaxed text-muted">
          Whenever you would like to talk, we would be delighted to hear from you.
        </p>
        <div className="mt-8">
          <a href={contactHref} className={buttonClasses("dark")}>
            Book another time
          </a>
        </div>
      </div>
    );
  }

  const { booking } = phase;
  return (
    <div className={box} data-testid="manage-booking" data-status="booked">
      <p className="text-xs font-semibold tracking-[0.2em] text-bronze uppercase">Your consultation</p>
      <WhenText booking={booking} />
      <p className="mt-4 text-sm leading-relaxed text-muted">
        {agency.name} will ring you at this time, {booking.firstName}, on the number you gave us.
      </p>
      {phase.step === "shown" && phase.done ? (
        <p
          id={IDS.status}
          role="status"
          data-testid="manage-done"
          className="mt-6 rounded-xl border border-gold/50 bg-ivory px-4 py-3 text-sm text-ink"
        >
          {phase.done}
        </p>
      ) : null}

      {phase.step === "shown" ? (
        <div className="mt-8 flex flex-wrap gap-4">
          <button
            type="button"
            className={buttonClasses("dark", "cursor-pointer")}
            onClick={() => setPhase({ step: "moving", booking })}
          >
            Move to another time
          </button>
          <button
            type="button"
            className={buttonClasses("outline", "cursor-pointer")}
            onClick={() => setPhase({ step: "cancelling", booking })}
          >
            Cancel the call
          </button>
        </div>
      ) : null}

      {phase.step === "cancelling" ? (
        <div className="mt-8 border-t border-line pt-6">
          <p className="text-sm leading-relaxed text-ink">Cancel this call? The time becomes free for someone else.</p>
          <div className="mt-5 flex flex-wrap gap-4">
            <button
              type="button"
              disabled={sending}
              className={buttonClasses("dark", "cursor-pointer disabled:opacity-60")}
              onClick={() => void cancel(booking)}
            >
              {sending ? "Cancelling…" : "Yes, cancel my call"}
            </button>
            <button
              type="button"
              className={buttonClasses("outline", "cursor-pointer")}
              onClick={() => setPhase({ step: "shown", booking })}
            >
              Keep my call
            </button>
          </div>
        </div>
      ) : null}

      {phase.step === "moving" ? (
        <MoveCall
          rules={rules}
          send={(date, slot) => manageBooking("move", { token: token.current, date: isoDate(date), slot })}
          current={booking}
          onBack={() => setPhase({ step: "shown", booking })}
          onOutcome={(outcome) =>
            settle(outcome, (moved) => ({
              step: "shown",
              booking: moved,
              done: `Your call has moved to ${formatBookingBritish(bookedTime(moved).date, moved.slot)}. We have e-mailed you the new time, with an invitation that updates your calendar.`,
            }))
          }
        />
      ) : null}
    </div>
  );
}

type MoveCallProps = {
  rules: BookingRules;
  send: (date: CalendarDate, slot: TimeSlot) => Promise<ManageOutcome>;
  current: ManagedBooking;
  onBack: () => void;
  onOutcome: (outcome: ManageOutcome) => void;
};

/** The contact page's calendar and times, by the same rule, for a new time; a taken one is marked and refused. */
function MoveCall({ rules, send, current, onBack, onOutcome }: MoveCallProps) {
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => toLocalDate(firstBookableMonth(londonToday(now), rules)));
  const [taken, learnTaken] = useTakenSlots(month);
  const [date, setDate] = useState<CalendarDate>();
  const [slot, setSlot] = useState<TimeSlot>();
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState(false);
  const isOpen = useMemo(() => slotChecker({ now, rules, taken }), [now, rules, taken]);

  const move = async () => {
    if (!date || !slot) return;
    setSending(true);
    const outcome = await send(date, slot);
    setSending(false);
    if (outcome.kind === "taken") {
      learnTaken(slotKey(date, slot));
      setSlot(undefined);
      setNotice(BOOKING_MESSAGES.slotTaken);
      return;
    }
    onOutcome(outcome);
  };

  return (
    <div className="mt-8 space-y-6 border-t border-line pt-6">
      <p className="text-sm leading-relaxed text-ink">
        Choose a new day and time. Your call stays at {current.slot} on its day until the new time is confirmed.
      </p>
      <ConsultationCalendar
        rules={rules}
        selected={date}
        onSelect={(chosen) => {
          setDate(chosen);
          setSlot(undefined);
          setNotice(undefined);
        }}
        month={month}
        onMonthChange={setMonth}
      />
      {date ? (
        <ConsultationSlots
          date={date}
          chosen={slot}
          isOpen={(time) => isOpen(date, time)}
          timeZoneNote="Times are UK time (London)."
          notice={notice ? { id: IDS.notice, text: notice } : undefined}
          onChoose={(time) => {
            setSlot(time);
            setNotice(undefined);
          }}
        />
      ) : (
        <p className="text-center text-sm text-muted">Choose a weekday to see the available times.</p>
      )}
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          disabled={!date || !slot || sending}
          className={buttonClasses("dark", "cursor-pointer disabled:cursor-not-allowed disabled:opacity-50")}
          onClick={() => void move()}
        >
          {sending ? "Moving…" : date && slot ? `Move my call to ${formatBookingBritish(date, slot)}` : "Move my call"}
        </button>
        <button type="button" className={buttonClasses("outline", "cursor-pointer")} onClick={onBack}>
          Keep the current time
        </button>
      </div>
    </div>
  );
}
