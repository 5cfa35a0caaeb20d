import { BUDGET_BANDS, findBand, NIGHT_BANDS } from "@/lib/finder/bands";
import { choicesFrom, MONTH_CODES, regionName, searchOf, type Choices } from "@/lib/finder";
import { monthValue } from "@/lib/enquiry/trip";

/*
 * When nothing in the finder fits, the visitor can ask us instead, and what they chose comes with them.
 * The link speaks the contact form's existing parameters where they mean the same thing (?destination=,
 * and ?specialism= for what the trip suits, which names a specialism or an experience) and the finder's own
 * for the rest. The form then fills "Tell us more" where a choice has a field of its own (the month, the
 * budget) and writes the rest (the length, the region) into the opening line of the message.
 */

const CONTACT_PATH = "/contact/";

/** The enquiry form's address, carrying the choices. */
export function finderEnquiryHref(choices: Choices): string {
  const { suits, destination, ...rest } = choices;
  const params = new URLSearchParams(searchOf(rest));
  if (destination) params.set("destination", destination);
  if (suits) params.set("specialism", suits);
  const query = params.toString();
  return query ? `${CONTACT_PATH}?${query}` : CONTACT_PATH;
}

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
