import { MONTHS } from "@/lib/content/months";
import { monthValue } from "@/lib/enquiry/trip";
import { choicesFrom, monthCode, regionName } from "@/lib/finder";
import { BUDGET_BANDS, findBand, NIGHT_BANDS } from "@/lib/finder/bands";

/*
 * The contact form, opened from the finder's enquiry link (enquiry.ts), fills "Tell us more" where a choice
 * has a field of its own (the month, the budget) and writes the rest (the length, the region) into the
 * opening line of the message. A module of its own, so the finder's page does not carry it.
 */

const MONTH_CODES: readonly string[] = MONTHS.map(monthCode);

/** What the contact form fills in from the finder's choices in its address. */
export type FinderPrefill = {
  /** "2027-02": the next February, this one if it is February now. */
  month?: string;
  /** One of the form's budget values. */
  budget?: string;
  /** A line for the message: "Ideally 12 nights or more, somewhere in Africa. " */
  note?: string;
};

/** The next month with this short name ("feb"), from `now` on, as the form's month value. */
function nextMonth(code: string, now: Date): string | undefined {
  const index = MONTH_CODES.indexOf(code);
  if (index < 0) return undefined;
  const year = now.getFullYear() + (index < now.getMonth() ? 1 : 0);
  return monthValue(new Date(year, index, 1));
}

export function finderPrefillFrom(search: string, now: Date): FinderPrefill {
  const choices = choicesFrom(search);
  const month = choices.month ? nextMonth(choices.month, now) : undefined;
  const budget = findBand(BUDGET_BANDS, choices.budget)?.value;
  const nights = findBand(NIGHT_BANDS, choices.nights)?.label.toLowerCase();
  // A region is written out in words, so only a region's shape of slug is: never free text from a link.
  const region =
    choices.region && /^[a-z]{2,20}(-[a-z]{2,20})?$/.test(choices.region)
      ? `somewhere in ${regionName(choices.region)}`
      : undefined;
  const wishes = [nights, region].filter(Boolean);
  return {
    ...(month ? { month } : {}),
    ...(budget ? { budget } : {}),
    ...(wishes.length ? { note: `Ideally ${wishes.join(", ")}. ` } : {}),
  };
}
