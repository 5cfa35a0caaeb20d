/*
 * The enquiry form's optional "Tell us more": when, how long, who, budget, occasion, needs and how the
 * visitor found us. This module holds what the form needs to draw it and to check a stored draft (the
 * choices, the month list); the rules and their messages load later with the rest of the schema
 * (lib/enquiry/schema.ts). Every value stays a string while it is in the form, so an empty section is
 * simply empty strings, and only what was filled in is sent (buildTrip in lib/enquiry/index.ts).
 */

import type { Choice } from "@/lib/enquiry/budgets";

export type { Choice } from "@/lib/enquiry/budgets";
// Its own module, so the trip finder on /itineraries/ can offer the same budgets without the rest of this one.
export { BUDGETS } from "@/lib/enquiry/budgets";

/** The form's names for "Tell us more", which are also the keys of the `trip` object the agency receives. */
export const TRIP_FIELDS = [
  "departDate",
  "returnDate",
  "month",
  "flexible",
  "nights",
  "adults",
  "children",
  "childAges",
  "budget",
  "occasion",
  "needs",
  "heardFrom",
] as const;

export type TripField = (typeof TRIP_FIELDS)[number];

/** Whether any of "Tell us more" holds something (a draft being brought back, for instance). */
export function hasTrip(values: Partial<Record<TripField, string | boolean>>): boolean {
  return TRIP_FIELDS.some((name) => {
    const value = values[name];
    return value === true || (typeof value === "string" && value.trim() !== "");
  });
}

export const OCCASIONS: readonly Choice[] = [
  { value: "honeymoon", label: "Honeymoon" },
  { value: "anniversary", label: "Anniversary" },
  { value: "birthday", label: "A milestone birthday" },
  { value: "proposal", label: "A proposal" },
  { value: "vow-renewal", label: "Vow renewal" },
  { value: "family", label: "Family holiday" },
  { value: "group", label: "Reunion or group celebration" },
  { value: "retirement", label: "Retirement" },
  { value: "well-earned-break", label: "Simply a well-earned break" },
  { value: "other", label: "Something else" },
];

export const HEARD_FROM: readonly Choice[] = [
  { value: "recommendation", label: "A friend or family member" },
  { value: "returning", label: "I have travelled with you before" },
  { value: "search", label: "A search engine" },
  { value: "social", label: "Instagram or other social media" },
  { value: "press", label: "A magazine or newspaper" },
  { value: "other", label: "Somewhere else" },
];

export const isChoice = (choices: readonly Choice[], value: string): boolean =>
  choices.some((choice) => choice.value === value);

const monthOf = (year: number, monthIndex: number) => `${year}-${String(monthIndex + 1).padStart(2, "0")}`;

/** "2027-03" for March 2027 (in the visitor's own calendar): the month select's values sort as text. */
export function monthValue(date: Date): string {
  return monthOf(date.getFullYear(), date.getMonth());
}

/**
 * The months a visitor can choose, from the month of `from` on. The page computes them when it is built, so
 * they are in the HTML; the form drops any that have passed by the time someone opens it.
 */
export function upcomingMonths(from: Date, count = 24): Choice[] {
  const name = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  const first = from.getFullYear() * 12 + from.getMonth();
  return Array.from({ length: count }, (_, index) => {
    const year = Math.floor((first + index) / 12);
    const monthIndex = (first + index) % 12;
    return { value: monthOf(year, monthIndex), label: name.format(Date.UTC(year, monthIndex, 15)) };
  });
}
