import type { Env } from "./env";
import { clientKey, LIMIT_PERIOD_SECONDS, type LimitKind } from "./client";
import { refuse } from "./http";
import { londonDay, secondsToLondonMidnight } from "./london-day";

/*
 * Every rate limit the API applies, in one place (each is named in wrangler.jsonc and worker/README.md).
 *
 * Per minute, Cloudflare's rate-limiting bindings (their period can only be 10 or 60 seconds):
 *   FORM_LIMIT  the three forms together (enquiry, consultation, newsletter sign-up)
 *   LINK_LIMIT  the newsletter's confirm and unsubscribe POSTs
 *   READ_LIMIT  the calendar's taken-slots read
 * Per London day, counted in D1 (daily_limits), since no binding counts that long:
 *   DAILY_FORM_LIMIT  forms per client per day
 *   DAILY_LINK_LIMIT  confirm and unsubscribe POSTs per client per day
 *
 * A client is the visitor's IP address as Cloudflare saw it (CF-Connecting-IP), an IPv6 address by its /64,
 * the block one household or phone is given, so that stepping through the addresses of one's own block
 * does not buy a fresh allowance. Nothing in the request body ever chooses the key.
 */

const BINDINGS: Record<LimitKind, (env: Env) => RateLimit> = {
  form: (env) => env.FORM_LIMIT,
  link: (env) => env.LINK_LIMIT,
  read: (env) => env.READ_LIMIT,
};

/** The daily allowances when the settings are missing or not a number (wrangler.jsonc sets both). */
const DAILY_DEFAULTS = { form: 20, link: 60 } as const;

function dailyAllowance(env: Env, kind: "form" | "link"): number {
  const setting = Number(kind === "form" ? env.DAILY_FORM_LIMIT : env.DAILY_LINK_LIMIT);
  return Number.isInteger(setting) && setting > 0 ? setting : DAILY_DEFAULTS[kind];
}

function tooMany(retryAfterSeconds: number, message: string, error = "rate_limited"): Response {
  return refuse({ status: 429, error, message, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * Counts one more request for a client today and tells whether it is still within the allowance. The key is
 * a SHA-256 of the day and the client, so the table never holds an address; rows older than yesterday are
 * deleted by the scheduled job. If D1 cannot count, the request goes on (the per-minute binding still holds,
 * and the route's own write would fail the same way), and the log says so.
 */
async function withinDailyAllowance(env: Env, kind: "form" | "link", client: string, now: Date): Promise<boolean> {
  const day = londonDay(now);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${day}\n${kind}\n${client}`));
  const bucket = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  try {
    const row = await env.DB.prepare(
      `INSERT INTO daily_limits (bucket, day, count) VALUES (?, ?, 1)
       ON CONFLICT (bucket, day) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
      .bind(`${kind}:${bucket}`, day)
      .first<{ count: number }>();
    return (row?.count ?? 0) <= dailyAllowance(env, kind);
  } catch (error) {
    console.error(`The daily ${kind} limit could not be counted:`, error);
    return true;
  }
}

const MINUTE_MESSAGES: Record<LimitKind, string> = {
  form: "Too many forms were sent from your connection. Please wait a minute and try again.",
  link: "Too many links were opened from your connection. Please wait a minute and try again.",
  read: "Too many requests from your connection. Please wait a few seconds and try again.",
};

const DAILY_MESSAGE = {
  form: "You have sent as many forms as this site takes from one connection in a day. Please try again tomorrow, or call or e-mail us.",
  link: "This connection has opened as many links as this site takes in a day. Please try again tomorrow.",
} as const;

/**
 * The per-minute limit, then (for writes) the daily one. Returns the 429 to answer with, or null to go on.
 * A request over the per-minute limit is not counted against the day.
 */
export async function rateLimit(
  request: Request,
  env: Env,
  kind: LimitKind,
  now = new Date(),
): Promise<Response | null> {
  const client = clientKey(request, env);
  const { success } = await BINDINGS[kind](env).limit({ key: `${kind}:${client}` });
  if (!success) return tooMany(LIMIT_PERIOD_SECONDS[kind], MINUTE_MESSAGES[kind]);
  if (kind === "read") return null;
  if (await withinDailyAllowance(env, kind, client, now)) return null;
  console.warn(`Daily ${kind} limit reached for a client on ${new URL(request.url).pathname}.`);
  return tooMany(secondsToLondonMidnight(now), DAILY_MESSAGE[kind], "daily_limit");
}

/** Deletes the daily counts older than yesterday (the scheduled job). */
export async function deleteOldCounts(env: Env, now = new Date()): Promise<number> {
  const yesterday = londonDay(new Date(now.getTime() - 86_400_000));
  const result = await env.DB.prepare("DELETE FROM daily_limits WHERE day < ?").bind(yesterday).run();
  return result.meta.changes;
}
