"use client";

import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import {
  firstBookableDate,
  fromLocalDate,
  isBookableDate,
  londonToday,
  toLocalDate,
  type CalendarDate,
} from "@/lib/booking";
import styles from "./consultation-calendar.module.css";

type ConsultationCalendarProps = {
  selected?: CalendarDate;
  onSelect: (date: CalendarDate | undefined) => void;
};

/**
 * The date picker. It is only ever rendered in the browser (see ConsultationBooking), so "today" is the
 * visitor's today, never the day the site was built.
 */
export function ConsultationCalendar({ selected, onSelect }: ConsultationCalendarProps) {
  const [today] = useState(() => londonToday(new Date()));
  const first = firstBookableDate(today);
  const firstMonth = toLocalDate({ ...first, day: 1 });
  return (
    <DayPicker
      mode="single"
      locale={enGB}
      weekStartsOn={1}
      className={styles.calendar}
      selected={selected ? toLocalDate(selected) : undefined}
      onSelect={(date) => onSelect(date ? fromLocalDate(date) : undefined)}
      disabled={(date) => !isBookableDate(fromLocalDate(date), today)}
      today={toLocalDate(today)}
      startMonth={firstMonth}
      defaultMonth={firstMonth}
    />
  );
}
