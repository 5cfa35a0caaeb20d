import { BUDGETS } from "@/lib/enquiry/budgets";

/*
 * The finder's bands: lengths in nights, and budgets per person in pounds. A band holds the numbers from
 * `min` up to, but not including, `below` (no `below`: no upper limit), so bands that meet never overlap.
 */

export type Band = { value: string; label: string; min: number; below?: number };

/**
 * Lengths, chosen from the nights the sample journeys run to today (8 to 14): a week or so, the ten
 * nights most of them are, and nearer a fortnight. A content test holds every itinerary to exactly one
 * band and every band to at least one itinerary; a journey much shorter or longer is the time to add one.
 */
export const NIGHT_BANDS: readonly Band[] = [
  { value: "up-to-9", label: "Up to 9 nights", min: 1, below: 10 },
  { value: "10-11", label: "10 or 11 nights", min: 10, below: 12 },
  { value: "12-plus", label: "12 nights or more", min: 12 },
];

/**
 * The enquiry form's budgets, read from their values ("under-3000", "3000-5000", "12000-plus"), so the
 * finder and "Tell us more" always offer the same ranges under the same names. "Not sure yet" is no band.
 * Where two ranges meet (£5,000), the amount belongs to the higher one.
 */
export const BUDGET_BANDS: readonly Band[] = BUDGETS.flatMap((choice): Band[] => {
  const under = /^under-(\d+)$/.exec(choice.value);
  if (under) return [{ ...choice, min: 0, below: Number(under[1]) }];
  const range = /^(\d+)-(\d+)$/.exec(choice.value);
  if (range) return [{ ...choice, min: Number(range[1]), below: Number(range[2]) }];
  const plus = /^(\d+)-plus$/.exec(choice.value);
  if (plus) return [{ ...choice, min: Number(plus[1]) }];
  return [];
});

export const inBand = (band: Band, amount: number): boolean =>
  amount >= band.min && (band.below === undefined || amount < band.below);

export const findBand = (bands: readonly Band[], value: string | undefined): Band | undefined =>
  bands.find((band) => band.value === value);
