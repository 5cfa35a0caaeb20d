import { useId } from "react";
import { formatBookingDate, TIME_SLOTS, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { UNAVAILABLE_LABEL } from "@/lib/booking/api";

type ConsultationSlotsProps = {
  date: CalendarDate;
  chosen?: TimeSlot;
  /** Whether a time can be booked (lib/booking/availability.ts, slotChecker). */
  isOpen: (slot: TimeSlot) => boolean;
  timeZoneNote?: string;
  /** Why the visitor must choose again (the time was just taken), with the id that focus moves to. */
  notice?: { id: string; text: string };
  onChoose: (slot: TimeSlot) => void;
};

/**
 * The seven times of a day: one that cannot be booked is struck through, disabled and named "10:00 AM,
 * unavailable", whatever the reason.
 */
export function ConsultationSlots({ date, chosen, isOpen, timeZoneNote, notice, onChoose }: ConsultationSlotsProps) {
  const label = useId();
  return (
    <div role="group" aria-labelledby={label} className="border-t border-line pt-5">
      <p id={label} className="text-sm text-muted">
        Available on <span className="font-semibold text-navy">{formatBookingDate(date)}</span>
        {timeZoneNote ? <span className="block text-xs">{timeZoneNote}</span> : null}
      </p>
      {notice ? (
        <p
          id={notice.id}
          role="alert"
          tabIndex={-1}
          className="mt-4 rounded-xl border border-bronze/40 bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink outline-none focus-visible:ring-2 focus-visible:ring-bronze"
        >
          {notice.text}
        </p>
      ) : null}
      <ul className="mt-4 grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
        {TIME_SLOTS.map((slot) => {
          const closed = !isOpen(slot);
          return (
            <li key={slot}>
              <button
                type="button"
                disabled={closed}
                aria-label={closed ? `${slot}, ${UNAVAILABLE_LABEL}` : undefined}
                aria-pressed={slot === chosen}
                onClick={() => onChoose(slot)}
                className="min-h-11 w-full rounded-full border border-navy/25 px-3 py-2 text-sm font-medium text-navy tabular-nums transition-colors duration-200 enabled:hover:border-navy enabled:hover:bg-navy enabled:hover:text-ivory disabled:cursor-not-allowed disabled:border-dashed disabled:border-line disabled:bg-transparent disabled:text-muted/70 disabled:line-through aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-ivory"
              >
                {slot}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
