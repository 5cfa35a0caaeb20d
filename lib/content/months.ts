/** The calendar, January first, as content files spell it. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
type Month = (typeof MONTHS)[number];

const NAME = new RegExp(`\\b(${MONTHS.join("|")})\\b`, "g");
const RANGE = new RegExp(
  `\\b(${MONTHS.join("|")})\\b\\s+(?:to|until|through|–|-)\\s+(?:(?:early|mid|late|the end of)[-\\s]+)?(${MONTHS.join("|")})\\b`,
  "g",
);

/**
 * The months a line of prose names, as month indexes (0 = January), in calendar order. "November to April"
 * names every month from November round to April; "late March" or "mid-April" names the whole month; a
 * month alone names itself. The build uses it to hold a destination's "best time to visit" to the months
 * its table rates ideal.
 */
export function monthsNamed(line: string): number[] {
  const named = new Set<number>();
  for (const [, from, to] of line.matchAll(RANGE)) {
    const start = MONTHS.indexOf(from as Month);
    const end = MONTHS.indexOf(to as Month);
    for (let month = start; ; month = (month + 1) % 12) {
      named.add(month);
      if (month === end) break;
    }
  }
  for (const [name] of line.matchAll(NAME)) named.add(MONTHS.indexOf(name as Month));
  return [...named].sort((a, b) => a - b);
}

/** Month indexes as readable text: "Nov, Dec, Jan". */
export const listMonths = (months: readonly number[]): string =>
  months.map((month) => (MONTHS[month] ?? "").slice(0, 3)).join(", ");
