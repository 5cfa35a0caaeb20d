/** £7,950: whole pounds with thousands separated, as UK prices are written. */
export function formatPounds(amount: number): string {
  return new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(amount);
}

/** 25 November 2026, for the date a price was checked. */
export function formatCheckedDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
