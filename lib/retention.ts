/*
 * How long the website's database keeps what visitors send it, as `retention:` in content/settings.yml
 * says. One module for both readers: the build fills the privacy policy's {{leadsRetention}} and
 * {{pendingSignupRetention}} from it, and the Worker's scheduled job deletes by it (worker/retention.ts),
 * so the figure the policy states is the figure the database keeps to. Browser-safe, no imports.
 */

export type Retention = {
  /** Enquiries and consultation bookings are deleted this many calendar months after they arrived. */
  leadsMonths: number;
  /** A newsletter sign-up never confirmed is deleted this many days after it was made. */
  pendingSignupDays: number;
};

/** What the settings may say: at least a month, at most six years (the longest any record is kept). */
export const RETENTION_BOUNDS = {
  leadsMonths: { min: 1, max: 72 },
  pendingSignupDays: { min: 1, max: 30 },
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** The periods as the privacy policy writes them: "24 months", "7 days". */
export function retentionWords(retention: Retention) {
  return {
    leadsRetention: plural(retention.leadsMonths, "month"),
    pendingSignupRetention: plural(retention.pendingSignupDays, "day"),
  };
}

/**
 * The moment `months` calendar months before `now` (UTC), clamped to the month's last day: 24 months before
 * 31 March 2027 is 31 March 2025, and one month before 31 March is 28 or 29 February.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(now);
  moved.setUTCDate(1);
  moved.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return moved;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);
