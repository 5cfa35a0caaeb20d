import { isToken, NEWSLETTER_PAGES, newToken, parseSubscribeRequest } from "@/lib/newsletter";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import type { Env } from "./env";
import { invalidForm, json, methodNotAllowed, refuse, REFUSALS } from "./http";
import { receiveForm, simulateEmailFailure } from "./intake";
import { deliverConfirmation, firstLease, insertNew, type SubscriberRow } from "./outbox";
import { daysBefore } from "@/lib/retention";
import { NEWSLETTER_CONSENT, retention } from "./settings";

/*
 * The newsletter's double opt-in (worker/README.md, "Newsletter").
 *   POST /api/subscribe                   stores a pending sign-up and e-mails its confirmation link
 *   GET  /api/subscribe/confirm?token=…   confirms it, then sends the visitor to /newsletter/confirmed/
 *   GET  /api/unsubscribe?token=…         deletes it, then /newsletter/unsubscribed/
 *   POST /api/unsubscribe?token=…         the same for mail programs' one-click button (RFC 8058)
 * A sign-up answers the same whether the address is new, pending or confirmed, so the form never tells
 * anyone whether an address is on the list.
 */

/** A pending sign-up made again gets its confirmation again, at most this often. */
const RESEND_AFTER_MS = 60 * 60_000;

const accepted = () => json(202, { ok: true });

const STORAGE_REFUSAL = {
  ...REFUSALS.storage,
  message: "We could not save your sign-up just now. Please try again in a moment.",
};

/** A redirect to one of the site's own newsletter pages; links in e-mails end there, never on JSON. */
function toPage(request: Request, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: new URL(path, request.url).toString(),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

export async function handleSubscribe(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const received = await receiveForm(request, env, { action: FORM_ACTIONS.subscribe });
  if (received instanceof Response) return received;
  const parsed = parseSubscribeRequest(received.body, NEWSLETTER_CONSENT);
  if (!parsed.ok) return invalidForm(parsed.kind, parsed.fields);
  // A bot filled the hidden field: answered as a person would be, and nothing is kept.
  if (parsed.website) {
    console.log("Newsletter sign-up dropped: the honeypot field was filled in.");
    return accepted();
  }

  const now = new Date();
  const row: SubscriberRow = {
    id: crypto.randomUUID(),
    email: parsed.email,
    status: "pending",
    created_at: now.toISOString(),
    confirmed_at: null,
    source_page: parsed.page,
    consent_text: NEWSLETTER_CONSENT,
    site_origin: new URL(request.url).origin,
    confirm_token: newToken(),
    unsubscribe_token: newToken(),
    email_attempts: 0,
  };
  const options = { simulateFailure: simulateEmailFailure(request, env) };
  try {
    if (await insertNew(env, "subscribers", row, now)) {
      console.log(`Newsletter sign-up ${row.id} stored, pending confirmation.`);
      ctx.waitUntil(deliverConfirmation(env, row, options));
    } else {
      const again = await signUpAgain(env, row, now);
      if (again) ctx.waitUntil(deliverConfirmation(env, again, options));
    }
  } catch (error) {
    console.error("Newsletter sign-up could not be stored:", error);
    return refuse(STORAGE_REFUSAL);
  }
  return accepted();
}

/**
 * The address is already there. Confirmed: nothing changes. Pending: the sign-up is renewed (its time, page
 * and wording are the ones just shown) and its confirmation sent again, unless one went out within the hour
 * or is still being retried, so the box cannot be used to flood someone's inbox.
 */
async function signUpAgain(env: Env, fresh: SubscriberRow, now: Date): Promise<SubscriberRow | null> {
  const resentBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  const renewed = await env.DB.prepare(
    `UPDATE subscribers SET created_at = ?, source_page = ?, consent_text = ?, site_origin = ?,
       email_status = 'pending', email_error = NULL, email_retry_at = ?
     WHERE email = ? AND status = 'pending' AND email_status = 'sent' AND emailed_at <= ?
     RETURNING *`,
  )
    .bind(
      fresh.created_at,
      fresh.source_page,
      fresh.consent_text,
      fresh.site_origin,
      firstLease(now),
      fresh.email,
      resentBefore,
    )
    .first<SubscriberRow>();
  if (renewed) console.log(`Newsletter sign-up ${renewed.id} made again: its confirmation is sent again.`);
  return renewed;
}

export async function handleConfirm(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET") return methodNotAllowed("GET");
  const token = new URL(request.url).searchParams.get("token");
  if (!isToken(token)) return toPage(request, NEWSLETTER_PAGES.linkExpired);
  const now = new Date();
  // A pending sign-up older than its retention is as good as deleted, even before the job removes it.
  const expiredBefore = daysBefore(now, retention.pendingSignupDays).toISOString();
  const confirmed = await env.DB.prepare(
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, ?)
     WHERE confirm_token = ? AND (status = 'confirmed' OR created_at >= ?)`,
  )
    .bind(now.toISOString(), token, expiredBefore)
    .run();
  if (confirmed.meta.changes !== 1) return toPage(request, NEWSLETTER_PAGES.linkExpired);
  return toPage(request, NEWSLETTER_PAGES.confirmed);
}

/**
 * Deletes the sign-up the token belongs to: nothing of the address is kept (docs/decisions.md says why).
 * A token that matches nothing is answered the same, since the address is not on the list either way.
 */
export async function handleUnsubscribe(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET" && request.method !== "POST") return methodNotAllowed("GET, POST");
  const token = new URL(request.url).searchParams.get("token");
  const oneClick = request.method === "POST";
  if (!isToken(token)) {
    return oneClick
      ? refuse({ status: 400, error: "invalid_token", message: "This unsubscribe link is not complete." })
      : toPage(request, NEWSLETTER_PAGES.linkExpired);
  }
  const removed = await env.DB.prepare("DELETE FROM subscribers WHERE unsubscribe_token = ?").bind(token).run();
  if (removed.meta.changes === 1) console.log("Newsletter subscriber removed by their unsubscribe link.");
  return oneClick ? json(200, { ok: true }) : toPage(request, NEWSLETTER_PAGES.unsubscribed);
}
