import type { CalendarDate } from "@/lib/booking";
import {
  DESK_PAGE_SIZE,
  WAITING_AFTER_HOURS,
  type DeskEvent,
  type DeskItem,
  type DeskLead,
  type EmailStatus,
  type LeadKind,
  type LeadStatus,
  type ManagedKind,
} from "@/lib/desk";
import { catalogueItem, type ShortlistCatalogue } from "@/lib/shortlist/catalogue";
import { storedAttribution, type AttributionColumns } from "./attribution";
import type { Env } from "./env";
import { londonDayStart } from "./london-day";

/*
 * What the desk reads from D1 (worker/desk.ts answers with it): the lists, one lead with its history, what
 * needs the owner's attention. Table and column names are this file's own, never input; values are bound.
 */

export const TABLES: Record<LeadKind, "enquiries" | "consultations" | "subscribers"> = {
  enquiry: "enquiries",
  consultation: "consultations",
  subscriber: "subscribers",
};

/** A row as SELECT * gives it: every column of any of the three tables may be there. */
type Row = Partial<AttributionColumns> & {
  id: string;
  created_at: string;
  email: string;
  first_name?: string;
  last_name?: string;
  lead_status?: LeadStatus;
  status?: string;
  email_status: EmailStatus;
  email_error: string | null;
  email_attempts: number;
  emailed_at: string | null;
  [column: string]: unknown;
};

/** One line of a longer text, for a list. */
const oneLine = (text: unknown, max = 140): string => {
  const line = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function summaryOf(kind: LeadKind, row: Row): string {
  if (kind === "enquiry") {
    const message = oneLine(row.message);
    return typeof row.destination === "string" && row.destination ? `${row.destination}: ${message}` : message;
  }
  if (kind === "consultation") return oneLine(row.notes);
  return `Signed up on ${String(row.source_page)}`;
}

function itemOf(kind: LeadKind, row: Row): DeskItem {
  const attribution = storedAttribution(row);
  return {
    kind,
    id: row.id,
    createdAt: row.created_at,
    name: [row.first_name, row.last_name].filter(Boolean).join(" "),
    email: row.email,
    status: kind === "subscriber" ? "confirmed" : (row.lead_status ?? "new"),
    summary: summaryOf(kind, row),
    source: attribution
      ? {
          landing: attribution.landing,
          ...(attribution.referrerHost ? { referrerHost: attribution.referrerHost } : {}),
          ...(attribution.utmSource ? { utmSource: attribution.utmSource } : {}),
          ...(attribution.utmCampaign ? { utmCampaign: attribution.utmCampaign } : {}),
        }
      : null,
    emailStatus: row.email_status,
    emailError: row.email_error,
    ...(kind === "consultation"
      ? { date: String(row.date), slot: String(row.slot), cancelledAt: (row.cancelled_at as string | null) ?? null }
      : {}),
  };
}

/** `%`, `_` and the escape itself match only themselves in a LIKE … ESCAPE '\' pattern. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

export type ListQuery = {
  kind: LeadKind;
  q?: string;
  status?: LeadStatus;
  from?: CalendarDate;
  /** Inclusive: the whole London day. */
  to?: CalendarDate;
  page: number;
};

const addOneDay = (date: CalendarDate): CalendarDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};

export async function listLeads(env: Env, query: ListQuery, now: Date) {
  const { kind } = query;
  const where: string[] = [];
  const values: (string | number)[] = [];
  if (kind === "subscriber") where.push("status = 'confirmed'");
  if (query.q) {
    const pattern = likePattern(query.q);
    if (kind === "subscriber") where.push("email LIKE ? ESCAPE '\\'");
    else where.push("((first_name || ' ' || last_name) LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')");
    values.push(pattern, ...(kind === "subscriber" ? [] : [pattern]));
  }
  if (query.status) {
    where.push("lead_status = ?");
    values.push(query.status);
  }
  if (query.from) {
    where.push("created_at >= ?");
    values.push(londonDayStart(query.from).toISOString());
  }
  if (query.to) {
    where.push("created_at < ?");
    values.push(londonDayStart(addOneDay(query.to)).toISOString());
  }
  const table = TABLES[kind];
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order =
    kind === "consultation"
      ? {
          sql: "(slot_start < ?), CASE WHEN slot_start >= ? THEN slot_start END ASC, slot_start DESC",
          values: [now.toISOString(), now.toISOString()],
        }
      : { sql: kind === "subscriber" ? "confirmed_at DESC, id" : "created_at DESC, id", values: [] };
  const [count, rows] = await env.DB.batch([
    env.DB.prepare(`SELECT COUNT(*) AS total FROM ${table} ${filter}`).bind(...values),
    env.DB.prepare(`SELECT * FROM ${table} ${filter} ORDER BY ${order.sql} LIMIT ? OFFSET ?`).bind(
      ...values,
      ...order.values,
      DESK_PAGE_SIZE,
      (query.page - 1) * DESK_PAGE_SIZE,
    ),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const items = ((rows?.results ?? []) as Row[]).map((row) => itemOf(kind, row));
  return { items, page: query.page, pageSize: DESK_PAGE_SIZE, total };
}

export async function findRow(env: Env, kind: LeadKind, id: string): Promise<Row | null> {
  const extra = kind === "subscriber" ? " AND status = 'confirmed'" : "";
  return env.DB.prepare(`SELECT * FROM ${TABLES[kind]} WHERE id = ?${extra}`).bind(id).first<Row>();
}

type EventRow = {
  at: string;
  by_email: string;
  type: "status" | "note";
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
};

async function eventsOf(env: Env, kind: LeadKind, id: string): Promise<DeskEvent[]> {
  if (kind === "subscriber") return [];
  const { results } = await env.DB.prepare(
    "SELECT at, by_email, type, from_status, to_status, note FROM lead_events WHERE lead_kind = ? AND lead_id = ? ORDER BY id",
  )
    .bind(kind, id)
    .all<EventRow>();
  return results.map((event) => ({
    at: event.at,
    by: event.by_email,
    type: event.type,
    ...(event.from_status ? { from: event.from_status } : {}),
    ...(event.to_status ? { to: event.to_status } : {}),
    ...(event.note !== null ? { note: event.note } : {}),
  }));
}

const parseJson = (text: unknown): unknown => (typeof text === "string" ? JSON.parse(text) : null);

function detailOf(kind: LeadKind, row: Row, catalogue: ShortlistCatalogue | undefined): DeskLead {
  const common = {
    ...itemOf(kind, row),
    attribution: storedAttribution(row),
    emailAttempts: row.email_attempts,
    emailedAt: row.emailed_at,
  };
  if (kind === "subscriber") {
    return {
      ...common,
      confirmedAt: (row.confirmed_at as string | null) ?? null,
      sourcePage: String(row.source_page),
      consentText: String(row.consent_text),
    };
  }
  const person = { firstName: row.first_name, lastName: row.last_name, phone: (row.phone as string | null) ?? null };
  if (kind === "consultation") {
    return { ...common, ...person, slotStart: String(row.slot_start), notes: (row.notes as string | null) ?? null };
  }
  const slugs = (parseJson(row.shortlist) as string[] | null) ?? [];
  return {
    ...common,
    ...person,
    submittedAt: String(row.submitted_at),
    destination: (row.destination as string | null) ?? null,
    message: String(row.message),
    trip: parseJson(row.trip) as Record<string, unknown> | null,
    shortlist: slugs.map((slug) => {
      const item = catalogueItem(catalogue, slug);
      return { slug, title: item?.title ?? null, path: item?.path ?? null };
    }),
    newsletter: row.newsletter === 1,
  };
}

/** One lead with its history, or null when there is none with that id. */
export async function leadAnswer(
  env: Env,
  kind: LeadKind,
  id: string,
  catalogue: () => Promise<ShortlistCatalogue | undefined>,
) {
  const row = await findRow(env, kind, id);
  if (!row) return null;
  const shortlist = kind === "enquiry" && row.shortlist ? await catalogue() : undefined;
  return { lead: detailOf(kind, row, shortlist), events: await eventsOf(env, kind, id) };
}

/** Moves a lead to a status and notes it, in one batch. Returns false when there is no such lead. */
export async function recordEvent(
  env: Env,
  change: { kind: ManagedKind; id: string; by: string; now: Date; status?: LeadStatus; note?: string },
): Promise<boolean> {
  const table = TABLES[change.kind];
  const current = await env.DB.prepare(`SELECT lead_status FROM ${table} WHERE id = ?`)
    .bind(change.id)
    .first<{ lead_status: LeadStatus }>();
  if (!current) return false;
  const at = change.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  if (change.status && change.status !== current.lead_status) {
    statements.push(
      env.DB.prepare(`UPDATE ${table} SET lead_status = ? WHERE id = ?`).bind(change.status, change.id),
      env.DB.prepare(
        "INSERT INTO lead_events (lead_kind, lead_id, at, by_email, type, from_status, to_status) VALUES (?, ?, ?, ?, 'status', ?, ?)",
      ).bind(change.kind, change.id, at, change.by, current.lead_status, change.status),
    );
  }
  if (change.note) {
    statements.push(
      env.DB.prepare(
        "INSERT INTO lead_events (lead_kind, lead_id, at, by_email, type, note) VALUES (?, ?, ?, ?, 'note', ?)",
      ).bind(change.kind, change.id, at, change.by, change.note),
    );
  }
  if (statements.length) await env.DB.batch(statements);
  return true;
}

/** Leads whose e-mail to the owner failed (given up, or still being retried after an error). */
export async function failedLeads(env: Env, onlyGivenUp = false): Promise<DeskItem[]> {
  const condition = onlyGivenUp
    ? "email_status = 'failed'"
    : "(email_status = 'failed' OR (email_status = 'pending' AND email_error IS NOT NULL))";
  return managedRows(env, condition, []);
}

/** Leads still "new" WAITING_AFTER_HOURS after they arrived, the oldest first. */
export async function waitingLeads(env: Env, now: Date): Promise<DeskItem[]> {
  const before = new Date(now.getTime() - WAITING_AFTER_HOURS * 3_600_000).toISOString();
  return managedRows(env, "lead_status = 'new' AND created_at < ?", [before]);
}

const ATTENTION_LIMIT = 50;

async function managedRows(env: Env, condition: string, values: string[]): Promise<DeskItem[]> {
  const kinds: ManagedKind[] = ["enquiry", "consultation"];
  const results = await env.DB.batch(
    kinds.map((kind) =>
      env.DB.prepare(`SELECT * FROM ${TABLES[kind]} WHERE ${condition} ORDER BY created_at LIMIT ?`).bind(
        ...values,
        ATTENTION_LIMIT,
      ),
    ),
  );
  return kinds
    .flatMap((kind, index) => ((results[index]?.results ?? []) as Row[]).map((row) => itemOf(kind, row)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
