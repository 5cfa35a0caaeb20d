/*
 * The owner's desk (/desk/) in the browser: the shapes /api/desk/* answers with (worker/README.md), the
 * calls to it, the lead statuses and their words, the view held in the address, and the reply link. Browser
 * only, and only the desk's components import it, so none of it reaches a public page.
 */

import {
  LEAD_STATUSES,
  type DeskAttention,
  type DeskEvent,
  type DeskItem,
  type DeskLead,
  type DeskLeadAnswer,
  type DeskList,
  type DeskSummary,
  type LeadKind,
  type LeadStatus,
} from "@/lib/desk";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";

export { LEAD_KINDS, NOTE_MAX } from "@/lib/desk";
export type { LeadKind, LeadStatus } from "@/lib/desk";

/* The desk API's own shapes (lib/desk.ts), under the names the views use. */
export const STATUSES = LEAD_STATUSES;
export type LeadItem = DeskItem;
export type LeadList = DeskList;
export type LeadEvent = DeskEvent;
export type LeadDetail = DeskLead;
export type LeadPage = DeskLeadAnswer;
export type Attention = DeskAttention;
export type SourceSummary = DeskSummary;

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

/** The subject of a reply: the enquiry's own (with the place they asked about), or the call's. */
export function replySubject(lead: Pick<DeskLead, "kind" | "destination" | "date">): string {
  if (lead.kind === "enquiry") return `Re: ${ENQUIRY_SUBJECT}${lead.destination ? `: ${lead.destination}` : ""}`;
  if (lead.kind === "consultation") {
    return `Your consultation call${lead.date ? ` on ${formatWhen(`${lead.date}T12:00:00Z`, false)}` : ""}`;
  }
  return "Your newsletter sign-up";
}

/** A mailto: link to the visitor with that subject, every part percent-encoded (never raw text). */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
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
