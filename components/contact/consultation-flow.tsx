"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTakenSlots } from "@/components/contact/use-taken-slots";
import { ConsultationCalendar } from "@/components/contact/consultation-calendar";
import {
  bookedConsultation,
  ConsultationConfirmation,
  type Booked,
  type ConfirmationWords,
} from "@/components/contact/consultation-confirmation";
import {
  checkDetails,
  ConsultationDetails,
  firstProblem,
  type DetailsWords,
} from "@/components/contact/consultation-details";
import { ConsultationSlots } from "@/components/contact/consultation-slots";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import { useTurnstile } from "@/lib/hooks/use-turnstile";
import {
  BOOKING_NOTICE_TITLE,
  bookingConfirmation,
  formatBookingBritish,
  formatBookingDate,
  londonToday,
  slotKey,
  TIME_SLOTS,
  toLocalDate,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { BOOKING_FAILED_TITLE, sendBooking, type BookingDetails } from "@/lib/booking/api";
import { firstBookableMonth, slotChecker } from "@/lib/booking/availability";
import { BOOKING_MESSAGES } from "@/lib/booking/messages";
import type { BookingRules } from "@/lib/booking/settings";
import type { DeliveryFailure } from "@/lib/enquiry/delivery";
import type { FieldMessages } from "@/lib/enquiry/payload";
import { describeFailure } from "@/lib/enquiry/submission";
import { notify } from "@/lib/notify";

/*
 * The consultation booking, step by step: a day → its seven times (those that cannot be booked struck
 * through, without saying why) → who the visitor is → booked by the API, then the notice and the calendar
 * file. Which times are open is the rule of lib/booking/availability.ts, the Worker's own: the settings
 * from the build, and the times the API lists as taken (booked, or busy in the owner's calendar). A time
 * taken meanwhile (409) is marked unavailable and the visitor chooses again; any other failure keeps
 * everything typed.
 */

export type ConsultationFlowProps = {
  /** The weekly hours, notice, horizon and closed days, as of the build (lib/booking/settings.ts). */
  rules: BookingRules;
  agency: { name: string; email: string; phone: { display: string; href: string }; host: string };
  timeZoneNote?: string;
  details: DetailsWords;
  confirmation: ConfirmationWords;
  /** Cloudflare Turnstile's site key, as the enquiry form has it; without one no token is sent. */
  turnstileSiteKey?: string;
};

const NO_DETAILS: BookingDetails = { firstName: "", lastName: "", email: "", phone: "", notes: "" };
/** What focus moves to; the page has one booking widget, so the ids are fixed. */
const IDS = {
  details: "booking-details",
  notice: "booking-notice",
  submit: "booking-submit",
  confirmation: "booking-confirmation",
} as const;

export function ConsultationFlow(props: ConsultationFlowProps) {
  const { agency, timeZoneNote, rules } = props;
  const {
    box: turnstileBox,
    start: startTurnstile,
    token: turnstileToken,
    enabled: checked,
  } = useTurnstile(props.turnstileSiteKey, FORM_ACTIONS.consultation);
  // The visitor's now, read once, as the calendar reads its today.
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => toLocalDate(firstBookableMonth(londonToday(now), rules)));
  const [taken, learnTaken] = useTakenSlots(month);
  const [selected, setSelected] = useState<CalendarDate>();
  const [slot, setSlot] = useState<TimeSlot>();
  const [values, setValues] = useState(NO_DETAILS);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<DeliveryFailure>();
  const [notice, setNotice] = useState<string>();
  const [booked, setBooked] = useState<Booked>();
  const [focus, setFocus] = useState<{ id: string }>();
  // One id per attempt at one time: a retry after a lost answer resends it, so the booking is made once.
  const attempt = useRef<{ key: string; id: string }>(undefined);
  const busy = useRef(false);

  // Each step hands keyboard focus to what it reveals, brought into view below the band where the
  // notices appear (its scroll margin), so a notice never sits on it.
  useEffect(() => {
    const node = focus && document.getElementById(focus.id);
    if (!node) return;
    node.focus({ preventScroll: true });
    // Not in every environment (jsdom has none); focus alone is enough there.
    if (typeof node.scrollIntoView === "function") node.scrollIntoView({ block: "nearest" });
  }, [focus]);

  const chooseDate = useCallback((date: CalendarDate | undefined) => {
    setSelected(date);
    setSlot(undefined);
    setNotice(undefined);
    setFailure(undefined);
  }, []);
  const isOpen = useMemo(() => slotChecker({ now, rules, taken }), [now, rules, taken]);
  const isFull = useCallback((date: CalendarDate) => TIME_SLOTS.every((time) => !isOpen(date, time)), [isOpen]);
  const chooseSlot = (next: TimeSlot) => {
    setSlot(next);
    setNotice(undefined);
    setFailure(undefined);
    setFocus({ id: IDS.details });
  };
  const change = (name: keyof BookingDetails, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const book = async (form: HTMLFormElement) => {
    if (!selected || !slot || busy.current) return;
    const date = selected;
    const problems = checkDetails(values, form);
    setErrors(problems);
    const problem = firstProblem(problems);
    if (problem) {
      setFocus({ id: problem });
      return;
    }

    const key = slotKey(date, slot);
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() };
    const { id } = attempt.current;
    busy.current = true;
    setSending(true);
    const website = String(new FormData(form).get("website") ?? "");
    const token = await turnstileToken().catch(() => undefined);
    const outcome = await sendBooking({ id, date, slot, details: values, website, turnstileToken: token });
    busy.current = false;
    setSending(false);

    if (outcome.kind === "booked" || outcome.kind === "taken") {
      learnTaken(key);
      attempt.current = undefined;
    }
    switch (outcome.kind) {
      case "booked":
        setBooked(bookedConsultation(date, slot, id, agency));
        chooseDate(undefined);
        setValues(NO_DETAILS);
        setErrors({});
        setFocus({ id: IDS.confirmation });
        void notify("success", BOOKING_NOTICE_TITLE, { description: bookingConfirmation(date, slot) });
        return;
      case "taken":
        setSlot(undefined);
        setNotice(BOOKING_MESSAGES.slotTaken);
        setFocus({ id: IDS.notice });
        return;
      case "invalid": {
        // The date or the time refused (the visitor's clock is wrong, say): they choose again above.
        const { date: badDate, slot: badSlot, ...fields } = outcome.fields;
        setErrors(fields);
        if (badDate || badSlot) {
          setSlot(undefined);
          setNotice(badDate ?? badSlot);
          setFocus({ id: IDS.notice });
        } else setFocus({ id: firstProblem(fields) ?? IDS.submit });
        return;
      }
      case "failed":
        setFailure(outcome.failure);
        setFocus({ id: IDS.submit });
        void notify("error", BOOKING_FAILED_TITLE, {
          description: `${describeFailure(outcome.failure)} Everything you typed is still here: please try again, or e-mail ${agency.email} or call ${agency.phone.display}.`,
          duration: 12_000,
        });
    }
  };

  const open = selected ? TIME_SLOTS.filter((time) => isOpen(selected, time)).length : 0;
  return (
    <div className="space-y-6">
      <ConsultationCalendar
        rules={rules}
        selected={selected}
        onSelect={chooseDate}
        month={month}
        onMonthChange={setMonth}
        isFull={isFull}
      />

      <p aria-live="polite" className="sr-only">
        {selected ? `${open} of ${TIME_SLOTS.length} times available on ${formatBookingDate(selected)}.` : ""}
      </p>

      {selected ? (
        <ConsultationSlots
          date={selected}
          chosen={slot}
          isOpen={(time) => isOpen(selected, time)}
          timeZoneNote={timeZoneNote}
          notice={notice ? { id: IDS.notice, text: notice } : undefined}
          onChoose={chooseSlot}
        />
      ) : (
        <p className="text-center text-sm text-muted">Choose a weekday to see the available times.</p>
      )}

      {selected && slot ? (
        <ConsultationDetails
          id={IDS.details}
          submitId={IDS.submit}
          when={formatBookingBritish(selected, slot)}
          words={props.details}
          values={values}
          errors={errors}
          sending={sending}
          failure={failure}
          contact={agency}
          onChange={change}
          onSubmit={(form) => void book(form)}
          turnstileBox={checked ? turnstileBox : undefined}
          onFocus={startTurnstile}
        />
      ) : null}

      {booked ? <ConsultationConfirmation id={IDS.confirmation} booked={booked} words={props.confirmation} /> : null}
    </div>
  );
}
