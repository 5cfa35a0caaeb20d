"use client";

import { memo, useState } from "react";
import { DayPicker, labelDayButton as pickerDayLabel, type Labels } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { fromLocalDate, londonToday, toLocalDate, type CalendarDate } from "@/lib/booking";
import { firstBookableMonth, isBookableDate, lastBookableDate } from "@/lib/booking/availability";
import type { BookingRules } from "@/lib/booking/settings";
import styles from "./consultation-calendar.module.css";

type ConsultationCalendarProps = {
  /** The weekly hours, notice, horizon and closed days (lib/booking/availability.ts). */
  rules: BookingRules;
  selected?: CalendarDate;
  onSelect: (date: CalendarDate | undefined) => void;
  /** The month shown, when the parent follows it (to ask which times are taken); else the picker's own. */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** A working day none of whose times can be booked: shown, but not chosen. */
  isFull?: (date: CalendarDate) => boolean;
};

/**
 * The picker's own day label ("Monday 7 December 2026", in its locale), saying so when a working day has no
 * time left, but not why.
 */
const labelDayButton: Labels["labelDayButton"] = (date, modifiers, options, dateLib) => {
  const label = pickerDayLabel(date, modifiers, options, dateLib);
  return modifiers.full ? `${label}, no times available` : label;
};

/**
 * The date picker. It is only ever rendered in the browser (see ConsultationBooking), so "today" is the
 * visitor's today, never the day the site was built. Memoised: typing in the details below does not
 * redraw its six weeks of days.
 */
export const ConsultationCalendar = memo(function ConsultationCalendar({
  rules,
  selected,
  onSelect,
  month,
  onMonthChange,
  isFull,
}: ConsultationCalendarProps) {
  const [today] = useState(() => londonToday(new Date()));
  const firstMonth = toLocalDate(firstBookableMonth(today, rules));
  const bookable = (date: Date) => isBookableDate(fromLocalDate(date), today, rules);
  const full = (date: Date) => bookable(date) && (isFull?.(fromLocalDate(date)) ?? false);
  return (
    <DayPicker
      mode="single"
      locale={enGB}
      weekStartsOn={1}
      className={styles.calendar}
      selected={selected ? toLocalDate(selected) : undefined}
      onSelect={(date) => onSelect(date ? fromLocalDate(date) : undefined)}
      disabled={(date) => !bookable(date) || full(date)}
      modifiers={{ full }}
      labels={{ labelDayButton }}
      today={toLocalDate(today)}
      startMonth={firstMonth}
      endMonth={toLocalDate(lastBookableDate(today, rules))}
      defaultMonth={firstMonth}
      month={month}
      onMonthChange={onMonthChange}
    />
  );
});
