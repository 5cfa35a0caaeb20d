/*
 * The owner's desk (/desk/) in the browser: the shapes /api/desk/* answers with (worker/README.md), the
 * calls to it, the lead statuses and their words, the view held in the address, and the reply link. Browser
 * only, and only the desk's components import it, so none of it reaches a public page.
 */

export const LEAD_KINDS = ["enquiry", "consultation", "subscriber"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const STATUSES = ["new", "replied", "proposal_sent", "booked", "closed_won", "closed_lost"] as const;
export type LeadStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus | "confirmed", string> = {
  new: "New",
  replied: "Replied",
  proposal_sent: "Proposal sent",
  booked: "Booked",
  closed_won: "Closed, won",
  closed_lost: "Closed, lost",
  confirmed: "Confirmed",
};

export const KIND_LABELS: Record<LeadKind, { one: string; many: string }> = {
  enquiry: { one: "Enquiry", many: "Enquiries" },
  consultation: { one: "Consultation", many: "Consultations" },
  subscriber: { one: "Subscriber", many: "Subscribers" },
};

export type LeadItem = {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** A subscriber's is "confirmed": subscribers have no status of the owner's. */
  status: LeadStatus | "confirmed";
  summary: string;
  source: Pick<Attribution, "landing" | "referrerHost" | "utmSource" | "utmCampaign"> | null;
  emailStatus: string;
  emailError?: string | null;
  date?: string;
  slot?: string;
};

export type LeadList = { items: LeadItem[]; page: number; pageSize: number; total: number };

/** As lib/attribution.ts keeps it. */
export type Attribution = {
  landing: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  pages?: number;
  recent?: string[];
};

export type LeadDetail = LeadItem & {
  subject?: string;
  emailError?: string | null;
  emailAttempts?: number;
  shortlist?: { slug: string; title: string | null; path: string | null }[];
  attribution?: Attribution | null;
  [field: string]: unknown;
};

export type LeadEvent = {
  at: string;
  by: string;
  type: "status" | "note";
  from?: LeadStatus;
  to?: LeadStatus;
  note?: string;
};

export type LeadPage = { lead: LeadDetail; events: LeadEvent[] };

export type Attention = { failed: LeadItem[]; waiting: LeadItem[] };

export type SourceSummary = {
  days: number;
  bySource: { source: string; count: number }[];
  byLanding: { landing: string | null; count: number }[];
};

/** An answer other than 2xx, with the API's `error` code when it sent one. */
export class DeskError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`The desk's API answered ${status}${code ? ` (${code})` : ""}.`);
  }
}

export const DESK_API = "/api/desk";

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  throw new DeskError(response.status, typeof body.error === "string" ? body.error : "");
}

export async function deskGet<T>(path: string, params: Record<string, string | undefined> = {}): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]));
  const search = query.toString() ? `?${query}` : "";
  return answer<T>(await fetch(`${DESK_API}${path}${search}`, { headers: { Accept: "application/json" } }));
}

export async function deskPost<T>(path: string, body: object): Promise<T> {
  return answer<T>(
    await fetch(`${DESK_API}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/** A mailto: link to the visitor, with the enquiry's subject (every part percent-encoded, never raw). */
export function replyHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(`Re: ${subject}`)}` : "";
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}${query}`;
}

/** "27 Nov 2026, 14:05" in the UK's time, whatever the computer's zone. */
export function formatWhen(iso: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  }).format(date);
}
