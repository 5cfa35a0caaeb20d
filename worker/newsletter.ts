import { newToken, parseSubscribeRequest } from "@/lib/newsletter";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import type { Env } from "./env";
import { invalidForm, json, refuse, REFUSALS } from "./http";
import { receiveForm, simulateEmailFailure } from "./intake";
import { deliverConfirmation, firstLease, insertNew, type SubscriberRow } from "./outbox";
import { daysBefore } from "@/lib/retention";
import { NEWSLETTER_CONSENT, retention } from "./settings";

/*
 * The newsletter's double opt-in (worker/README.md, "Newsletter"): POST /api/subscribe stores a pending sign-up
 * and e-mails its confirmation link. The links and their pages are worker/newsletter-links.ts's.
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

/** A pending sign-up made before this is as good as deleted: the scheduled job removes it within minutes. */
export const pendingExpiry = (now: Date): string => daysBefore(now, retention.pendingSignupDays).toISOString();

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
