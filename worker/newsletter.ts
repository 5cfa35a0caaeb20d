import { FORM_ACTIONS } from "@/lib/forms/actions";
import { newToken, parseSubscribeRequest } from "@/lib/newsletter";
import { daysBefore } from "@/lib/retention";
import { attributionColumns } from "./attribution";
import type { Env } from "./env";
import { invalidForm, json, refuse, REFUSALS } from "./http";
import { receiveForm, simulateEmailFailure } from "./intake";
import { claimAddress, countSignUp } from "./newsletter-caps";
import { dailyConfirmations, dailyLimitReached } from "./newsletter-daily";
import { deliverConfirmation, firstLease, insertNew, type SubscriberRow } from "./outbox";
import { NEWSLETTER_CONSENT, retention } from "./settings";

/*
 * The newsletter's double opt-in (worker/README.md, "Newsletter"): POST /api/subscribe stores a pending sign-up and
 * e-mails its confirmation link. The links and their pages are worker/newsletter-links.ts's.
 * A sign-up answers the same whether the address is new, pending or confirmed, and whether or not an e-mail
 * goes, so the form never tells anyone whether an address is on the list.
 */

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
  const fresh: SubscriberRow = {
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
    ...attributionColumns(received.body, "Newsletter sign-up"),
  };
  try {
    // Counted before the address is looked at, so the refusal says nothing about it.
    const limit = dailyConfirmations(env);
    if (!(await countSignUp(env, now, limit))) {
      console.error(
        `Newsletter sign-up refused: today's ${limit} sign-ups (NEWSLETTER_DAILY_CONFIRMATIONS) are used up; the box reopens at midnight, London time.`,
      );
      return dailyLimitReached(now);
    }
    const owed = await signUp(env, fresh, now);
    if (owed) {
      ctx.waitUntil(deliverConfirmation(env, owed, { simulateFailure: simulateEmailFailure(request, env) }));
    }
  } catch (error) {
    console.error("Newsletter sign-up could not be stored:", error);
    return refuse(STORAGE_REFUSAL);
  }
  return accepted();
}

type Existing = Pick<SubscriberRow, "status"> & { email_status: string };

/**
 * Stores the sign-up, or finds the address's own, and returns the row whose confirmation e-mail is owed now,
 * if any:
 *   - a new address: the fresh row;
 *   - a pending sign-up past retention.pendingSignupDays: deleted first, so the address starts afresh, with
 *     new tokens and its own time; its old link never works again;
 *   - a pending one within its days: the same row, its time, page and wording as they were (its days count
 *     from the first sign-up), its link sent again;
 *   - a confirmed one, or a pending one whose e-mail is still being retried: nothing.
 * An e-mail goes only if the address has had none in 24 hours (worker/newsletter-caps.ts).
 */
async function signUp(env: Env, fresh: SubscriberRow, now: Date): Promise<SubscriberRow | null> {
  const expired = await env.DB.prepare(
    "DELETE FROM subscribers WHERE email = ? AND status = 'pending' AND created_at < ?",
  )
    .bind(fresh.email, pendingExpiry(now))
    .run();
  if (expired.meta.changes > 0) console.log("Newsletter sign-up past its days replaced by a new one.");
  const existing = await env.DB.prepare("SELECT status, email_status FROM subscribers WHERE email = ?")
    .bind(fresh.email)
    .first<Existing>();
  if (existing?.status === "confirmed" || existing?.email_status === "pending") return null;
  if (!(await claimAddress(env, fresh.email, now))) {
    console.log("Newsletter sign-up not e-mailed: its address was sent a confirmation within 24 hours.");
    return null;
  }
  if (!existing) {
    if (!(await insertNew(env, "subscribers", fresh, now))) return null;
    console.log(`Newsletter sign-up ${fresh.id} stored, pending confirmation.`);
    return fresh;
  }
  const again = await env.DB.prepare(
    `UPDATE subscribers SET email_status = 'pending', email_error = NULL, email_retry_at = ?
     WHERE email = ? AND status = 'pending' AND email_status != 'pending' AND created_at >= ?
     RETURNING *`,
  )
    .bind(firstLease(now), fresh.email, pendingExpiry(now))
    .first<SubscriberRow>();
  if (again) console.log(`Newsletter sign-up ${again.id} made again: its confirmation is sent again.`);
  return again;
}
