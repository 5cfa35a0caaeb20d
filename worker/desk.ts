import { toCsv, type Cell } from "@/lib/csv";
import {
  isLeadStatus,
  LEAD_KINDS,
  NOTE_MAX,
  SUMMARY_DAYS,
  type DeskAttention,
  type DeskSummary,
  type LeadKind,
  type LeadStatus,
  type ManagedKind,
} from "@/lib/desk";
import { parseIsoDate } from "@/lib/booking/request";
import { isUuidV4 } from "@/lib/enquiry/payload";
import { lineProblem, textProblem } from "@/lib/forms/fields";
import { authenticate, type DeskUser } from "./access";
import { storedAttribution } from "./attribution";
import {
  failedLeads,
  findRow,
  leadAnswer,
  listLeads,
  recordEvent,
  TABLES,
  waitingLeads,
  type ListQuery,
} from "./desk-data";
import type { Env } from "./env";
import { isJsonContentType, isSameOrigin, parseJson, readCappedBody } from "./guards";
import { json, methodNotAllowed, refuse, REFUSALS, type Refusal } from "./http";
import { deliverConsultation, deliverEnquiry, firstLease, type ConsultationRow, type EnquiryRow } from "./outbox";
import { loadCatalogue } from "./shortlist";

/*
 * The owner's desk: /api/desk/*, behind Cloudflare Access (worker/access.ts). Every request is
 * authenticated before anything is read; every answer is JSON with Cache-Control: no-store (the CSV export
 * too), and the POSTs pass the forms' guards (JSON, same origin, a capped body). worker/README.md ("The
 * owner's desk") lists every route and answer; lib/desk.ts holds the shapes the /desk/ page reads.
 */

const invalid = (message: string): Refusal => ({ status: 400, error: "invalid_query", message });
const NOT_FOUND: Refusal = { status: 404, error: "not_found", message: "There is no such lead." };
/** A desk body is an id, a status and a note: far below the forms' 32 kB. */
const DESK_BODY_LIMIT = 8 * 1024;

/** Wraps a route: authentication first, then the method, then (for a POST) the forms' guards. */
function deskRoute(method: "GET" | "POST", handler: (input: DeskInput) => Promise<Response>) {
  return async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
    const user = await authenticate(request, env);
    if (user instanceof Response) return user;
    if (request.method !== method && !(method === "GET" && request.method === "HEAD")) return methodNotAllowed(method);
    const url = new URL(request.url);
    if (method === "GET") return handler({ request, env, ctx, user, params: url.searchParams, body: {} });
    if (!isJsonContentType(request)) return refuse(REFUSALS.unsupportedMediaType);
    if (!isSameOrigin(request)) return refuse(REFUSALS.foreignOrigin);
    const read = await readCappedBody(request, DESK_BODY_LIMIT);
    if (!read.ok) return refuse(read.reason === "too_large" ? REFUSALS.tooLarge : REFUSALS.invalidJson);
    const parsed = parseJson(read.text);
    if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
      return refuse(REFUSALS.invalidJson);
    }
    return handler({
      request,
      env,
      ctx,
      user,
      params: url.searchParams,
      body: parsed.value as Record<string, unknown>,
    });
  };
}

type DeskInput = {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  user: DeskUser;
  params: URLSearchParams;
  body: Record<string, unknown>;
};

const isKind = (value: unknown): value is LeadKind =>
  typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
const isManaged = (value: unknown): value is ManagedKind => value === "enquiry" || value === "consultation";

/** A kind and an id, from the query or the body; a refusal when either is not one. */
function target(kind: unknown, id: unknown, managedOnly: boolean): { kind: LeadKind; id: string } | Response {
  if (!(managedOnly ? isManaged(kind) : isKind(kind))) {
    return refuse(invalid(`kind must be ${managedOnly ? "enquiry or consultation" : LEAD_KINDS.join(", ")}.`));
  }
  if (!isUuidV4(id)) return refuse(invalid("id must be a lead's id."));
  return { kind: kind as LeadKind, id: id.toLowerCase() };
}

/** An optional query value: absent or empty is undefined. */
const param = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

function listQuery(params: URLSearchParams): ListQuery | Response {
  const kind = param(params, "kind");
  if (!isKind(kind)) return refuse(invalid(`kind must be ${LEAD_KINDS.join(", ")}.`));
  const q = param(params, "q");
  if (q && (q.length > 100 || lineProblem(q))) return refuse(invalid("q must be one line of at most 100 characters."));
  const status = param(params, "status");
  if (status !== undefined && (!isLeadStatus(status) || kind === "subscriber")) {
    return refuse(invalid("status must be a lead status, and subscribers have none."));
  }
  const dates: { from?: string; to?: string } = { from: param(params, "from"), to: param(params, "to") };
  const from = dates.from ? parseIsoDate(dates.from) : undefined;
  const to = dates.to ? parseIsoDate(dates.to) : undefined;
  if ((dates.from && !from) || (dates.to && !to) || (dates.from && dates.to && dates.from > dates.to)) {
    return refuse(invalid("from and to must be dates (YYYY-MM-DD), from no later than to."));
  }
  const pageText = param(params, "page") ?? "1";
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) return refuse(invalid("page must be a whole number from 1."));
  return {
    kind,
    page,
    ...(q ? { q } : {}),
    ...(status ? { status: status as LeadStatus } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

const me = deskRoute("GET", async ({ user }) => json(200, { email: user.email }));

const leads = deskRoute("GET", async ({ env, params }) => {
  const query = listQuery(params);
  if (query instanceof Response) return query;
  return json(200, await listLeads(env, query, new Date()));
});

const lead = deskRoute("GET", async ({ env, params }) => {
  const which = target(param(params, "kind"), param(params, "id"), false);
  if (which instanceof Response) return which;
  const answer = await leadAnswer(env, which.kind, which.id, () => loadCatalogue(env));
  return answer ? json(200, answer) : refuse(NOT_FOUND);
});

/** A note as the desk keeps it: multi-line, at most NOTE_MAX characters, without stray control characters. */
function noteOf(value: unknown, required: boolean): string | undefined | Response {
  if (value === undefined && !required) return undefined;
  const note = typeof value === "string" ? value.trim() : "";
  if ((required && !note) || [...note].length > NOTE_MAX || textProblem(note)) {
    return refuse({
      status: 422,
      error: "invalid",
      message: "Some answers need another look.",
      fields: { note: `Please write a note of at most ${NOTE_MAX.toLocaleString("en-GB")} characters.` },
    });
  }
  return note || undefined;
}

async function answerLead(env: Env, kind: LeadKind, id: string): Promise<Response> {
  const answer = await leadAnswer(env, kind, id, () => loadCatalogue(env));
  return answer ? json(200, answer) : refuse(NOT_FOUND);
}

const status = deskRoute("POST", async ({ env, user, body }) => {
  const which = target(body.kind, body.id, true);
  if (which instanceof Response) return which;
  if (!isLeadStatus(body.status)) {
    return refuse({
      status: 422,
      error: "invalid",
      message: "Some answers need another look.",
      fields: { status: "Please choose one of the statuses." },
    });
  }
  const note = noteOf(body.note, false);
  if (note instanceof Response) return note;
  const change = {
    kind: which.kind as ManagedKind,
    id: which.id,
    by: user.email,
    now: new Date(),
    status: body.status,
  };
  if (!(await recordEvent(env, { ...change, ...(note ? { note } : {}) }))) return refuse(NOT_FOUND);
  return answerLead(env, which.kind, which.id);
});

const note = deskRoute("POST", async ({ env, user, body }) => {
  const which = target(body.kind, body.id, true);
  if (which instanceof Response) return which;
  const text = noteOf(body.note, true);
  if (text instanceof Response) return text;
  const change = {
    kind: which.kind as ManagedKind,
    id: which.id,
    by: user.email,
    now: new Date(),
    note: text as string,
  };
  if (!(await recordEvent(env, change))) return refuse(NOT_FOUND);
  return answerLead(env, which.kind, which.id);
});

/**
 * Sends the owner's e-mail for a lead again, now, whatever the retry schedule says: a lead whose e-mail
 * failed or is still being retried. The row is leased first, as the scheduled job leases it, so the two
 * never send it at once; a row already sent, or being sent, is left alone (409).
 */
const retry = deskRoute("POST", async ({ env, body }) => {
  const which = target(body.kind, body.id, true);
  if (which instanceof Response) return which;
  const table = TABLES[which.kind];
  const now = new Date();
  const existing = await findRow(env, which.kind, which.id);
  if (!existing) return refuse(NOT_FOUND);
  if (existing.email_status === "sent") {
    return refuse({ status: 409, error: "already_sent", message: "That lead's e-mail has already been sent." });
  }
  const claimed = await env.DB.prepare(
    `UPDATE ${table} SET email_status = 'pending', email_retry_at = ?
     WHERE id = ? AND email_status != 'sent' AND (email_status = 'failed' OR email_error IS NOT NULL OR email_retry_at IS NULL OR email_retry_at <= ?)
     RETURNING *`,
  )
    .bind(firstLease(now), which.id, now.toISOString())
    .first<EnquiryRow & ConsultationRow>();
  if (!claimed) {
    return refuse({ status: 409, error: "busy", message: "That lead's e-mail is being sent just now." });
  }
  if (which.kind === "enquiry") await deliverEnquiry(env, claimed);
  else await deliverConsultation(env, claimed);
  const after = await findRow(env, which.kind, which.id);
  return json(200, {
    emailStatus: after?.email_status ?? "pending",
    emailError: after?.email_error ?? null,
    emailAttempts: after?.email_attempts ?? claimed.email_attempts + 1,
  });
});

const attention = deskRoute("GET", async ({ env }) => {
  const [failed, waiting] = await Promise.all([failedLeads(env), waitingLeads(env, new Date())]);
  return json(200, { failed, waiting } satisfies DeskAttention);
});

/** Where a row came from in one word: utm_source, else the referring host, else "direct" (lib/attribution.ts). */
const SOURCE_SQL = "COALESCE(src_utm_source, src_referrer_host, 'direct')";
/** The landing page without its query, so one page counts once whatever its parameters. */
const LANDING_SQL =
  "CASE WHEN instr(src_landing, '?') > 0 THEN substr(src_landing, 1, instr(src_landing, '?') - 1) ELSE src_landing END";

const summary = deskRoute("GET", async ({ env, params }) => {
  const days = Number(param(params, "days") ?? "30");
  if (!(SUMMARY_DAYS as readonly number[]).includes(days)) {
    return refuse(invalid(`days must be ${SUMMARY_DAYS.join(" or ")}.`));
  }
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const rows = `SELECT src_utm_source, src_referrer_host, src_landing FROM enquiries WHERE created_at >= ?1
    UNION ALL SELECT src_utm_source, src_referrer_host, src_landing FROM consultations WHERE created_at >= ?1
    UNION ALL SELECT src_utm_source, src_referrer_host, src_landing FROM subscribers WHERE status = 'confirmed' AND created_at >= ?1`;
  const [bySource, byLanding] = await env.DB.batch([
    env.DB.prepare(
      `SELECT ${SOURCE_SQL} AS source, COUNT(*) AS count FROM (${rows}) GROUP BY source ORDER BY count DESC, source`,
    ).bind(since),
    env.DB.prepare(
      `SELECT ${LANDING_SQL} AS landing, COUNT(*) AS count FROM (${rows}) GROUP BY landing ORDER BY count DESC, landing`,
    ).bind(since),
  ]);
  const answer: DeskSummary = {
    days,
    bySource: (bySource?.results ?? []) as DeskSummary["bySource"],
    byLanding: (byLanding?.results ?? []) as DeskSummary["byLanding"],
  };
  return json(200, answer);
});

/** The columns of each export, in order: what the owner needs, none of the delivery bookkeeping. */
const EXPORT_COLUMNS: Record<LeadKind, string> = {
  enquiry:
    "id, created_at, lead_status, first_name, last_name, email, phone, destination, message, trip, shortlist, newsletter, submitted_at, email_status, email_error",
  consultation:
    "id, created_at, lead_status, date, slot, first_name, last_name, email, phone, notes, email_status, email_error",
  subscriber: "id, created_at, confirmed_at, email, source_page, consent_text",
};
const ATTRIBUTION_COLUMNS = [
  "landing",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "pages_before",
  "recent_paths",
];

const exportCsv = deskRoute("GET", async ({ env, params }) => {
  const kind = param(params, "kind");
  if (!isKind(kind)) return refuse(invalid(`kind must be ${LEAD_KINDS.join(", ")}.`));
  const columns = EXPORT_COLUMNS[kind].split(", ");
  const where = kind === "subscriber" ? "WHERE status = 'confirmed'" : "";
  const { results } = await env.DB.prepare(`SELECT * FROM ${TABLES[kind]} ${where} ORDER BY created_at`).all<
    Record<string, Cell>
  >();
  const rows = results.map((row) => {
    const source = storedAttribution(row as never);
    const values = [
      source?.landing,
      source?.referrerHost,
      source?.utmSource,
      source?.utmMedium,
      source?.utmCampaign,
      source?.utmTerm,
      source?.utmContent,
      source?.pages,
      source?.recent?.join(" "),
    ];
    const own = Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
    return { ...own, ...Object.fromEntries(ATTRIBUTION_COLUMNS.map((name, i) => [name, values[i] ?? null])) };
  });
  const day = new Date().toISOString().slice(0, 10);
  const file = `${TABLES[kind]}-${day}.csv`;
  return new Response(toCsv([...columns, ...ATTRIBUTION_COLUMNS], rows), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

/**
 * Erases everything the desk holds for one address (a person's right to erasure): their enquiries,
 * consultations and newsletter sign-up, with the leads' histories (the triggers in migrations/0008_desk.sql),
 * in one batch, and writes an audit line of counts, who and when, never the address. The daily counters hold
 * no address (hashes), so they stay.
 */
const erase = deskRoute("POST", async ({ env, user, body }) => {
  const address = typeof body.email === "string" ? body.email.trim() : "";
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || address.length > 254 || lineProblem(address)) {
    return refuse({
      status: 422,
      error: "invalid",
      message: "Some answers need another look.",
      fields: { email: "Please enter the e-mail address to erase." },
    });
  }
  // One batch is one transaction: the audit line counts the rows the deletions then remove.
  const count = (table: string) => `(SELECT COUNT(*) FROM ${table} WHERE lower(email) = lower(?1))`;
  const results = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO audit_log (at, by_email, action, details) VALUES (?2, ?3, 'erase',
        json_object('enquiries', ${count("enquiries")}, 'consultations', ${count("consultations")}, 'subscribers', ${count("subscribers")}))`,
    ).bind(address, new Date().toISOString(), user.email),
    env.DB.prepare("DELETE FROM enquiries WHERE lower(email) = lower(?) RETURNING id").bind(address),
    env.DB.prepare("DELETE FROM consultations WHERE lower(email) = lower(?) RETURNING id").bind(address),
    env.DB.prepare("DELETE FROM subscribers WHERE lower(email) = lower(?) RETURNING id").bind(address),
  ]);
  // Counted by the rows each deletion returns: D1's meta.changes also counts the triggers' deletions.
  const deleted = {
    enquiries: results[1]?.results.length ?? 0,
    consultations: results[2]?.results.length ?? 0,
    subscribers: results[3]?.results.length ?? 0,
  };
  console.log(`Desk erasure by the owner: ${JSON.stringify(deleted)}.`);
  return json(200, { deleted });
});

type Route = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** The desk's routes, added to worker/index.ts's table. */
export const DESK_ROUTES: Record<string, Route> = {
  "/api/desk/me": me,
  "/api/desk/leads": leads,
  "/api/desk/lead": lead,
  "/api/desk/lead/status": status,
  "/api/desk/lead/note": note,
  "/api/desk/retry": retry,
  "/api/desk/attention": attention,
  "/api/desk/summary": summary,
  "/api/desk/export.csv": exportCsv,
  "/api/desk/erase": erase,
};
