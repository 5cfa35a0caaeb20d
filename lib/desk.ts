import type { Attribution } from "@/lib/attribution";

/*
 * The owner's desk: the contract between the Worker's /api/desk/* routes (worker/desk.ts) and the /desk/
 * page. Browser-safe, types and constants only. worker/README.md ("The owner's desk") lists every answer.
 */

/** Where the owner is with a lead. Any move between these is allowed; each is kept in the lead's history. */
export const LEAD_STATUSES = ["new", "replied", "proposal_sent", "booked", "closed_won", "closed_lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

export const LEAD_KINDS = ["enquiry", "consultation", "subscriber"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** The kinds that have a status, a history and an e-mail to the owner. */
export type ManagedKind = Exclude<LeadKind, "subscriber">;

/** Rows per page of GET /api/desk/leads. */
export const DESK_PAGE_SIZE = 25;
/** The longest note the desk keeps. */
export const NOTE_MAX = 2000;
/** A lead still "new" this long after it arrived is waiting (GET /api/desk/attention, the daily digest). */
export const WAITING_AFTER_HOURS = 24;
/** The periods GET /api/desk/summary counts over. */
export const SUMMARY_DAYS = [30, 90] as const;

export type EmailStatus = "pending" | "sent" | "failed";

/** One row of a list. */
export type DeskItem = {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** A subscriber's is "confirmed". */
  status: LeadStatus | "confirmed";
  summary: string;
  source: Pick<Attribution, "landing" | "referrerHost" | "utmSource" | "utmCampaign"> | null;
  emailStatus: EmailStatus;
  emailError: string | null;
  /** Consultations only: the London date and slot of the call. */
  date?: string;
  slot?: string;
  /** Consultations only: when the visitor cancelled the call from their e-mail's link, or null. */
  cancelledAt?: string | null;
};

export type DeskList = { items: DeskItem[]; page: number; pageSize: number; total: number };

export type DeskEvent = {
  at: string;
  by: string;
  type: "status" | "note";
  from?: LeadStatus;
  to?: LeadStatus;
  note?: string;
};

type ShortlistEntry = { slug: string; title: string | null; path: string | null };

/** Every stored field of one lead (GET /api/desk/lead). */
export type DeskLead = DeskItem & {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /** Enquiries. */
  submittedAt?: string;
  destination?: string | null;
  message?: string;
  /** "Tell us more", as the form sent it (lib/enquiry/trip.ts has the labels). */
  trip?: Record<string, unknown> | null;
  shortlist?: ShortlistEntry[];
  newsletter?: boolean;
  /** Consultations. */
  slotStart?: string;
  notes?: string | null;
  /** Subscribers. */
  confirmedAt?: string | null;
  sourcePage?: string;
  consentText?: string;
  attribution: Attribution | null;
  emailAttempts: number;
  emailedAt: string | null;
};

export type DeskLeadAnswer = { lead: DeskLead; events: DeskEvent[] };

export type DeskAttention = { failed: DeskItem[]; waiting: DeskItem[] };

export type DeskSummary = {
  days: number;
  bySource: { source: string; count: number }[];
  byLanding: { landing: string | null; count: number }[];
};

/** The daily digest's subject begins so (worker/digest.ts). */
export const DIGEST_SUBJECT = "Waiting at your desk";
