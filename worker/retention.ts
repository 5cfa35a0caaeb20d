import { daysBefore, monthsBefore, type Retention } from "@/lib/retention";
import type { Env } from "./env";
import { forgetRecentAddresses } from "./newsletter-caps";
import { retention as settings } from "./settings";

/*
 * The scheduled deletion the privacy policy promises (content/settings.yml, retention:): enquiries and
 * consultation bookings once they are older than leadsMonths, newsletter sign-ups never confirmed once
 * older than pendingSignupDays. Whatever their e-mail's state: the period is the promise. And the hashes of
 * the addresses sent a newsletter confirmation, once their 24 hours are over (worker/newsletter-caps.ts).
 */

export type Deleted = {
  enquiries: number;
  consultations: number;
  unconfirmedSignUps: number;
  recentConfirmations: number;
};

export async function deleteExpired(env: Env, now = new Date(), retention: Retention = settings): Promise<Deleted> {
  const leadsBefore = monthsBefore(now, retention.leadsMonths).toISOString();
  const signUpsBefore = daysBefore(now, retention.pendingSignupDays).toISOString();
  const orphans = "consultation_id NOT IN (SELECT id FROM consultations)";
  const [enquiries, consultations, unconfirmed, recent] = await env.DB.batch([
    // RETURNING counts the leads alone: meta.changes would add their histories, which triggers delete with
    // them (migrations/0008_desk.sql).
    env.DB.prepare("DELETE FROM enquiries WHERE created_at < ? RETURNING id").bind(leadsBefore),
    env.DB.prepare("DELETE FROM consultations WHERE created_at < ? RETURNING id").bind(leadsBefore),
    env.DB.prepare("DELETE FROM subscribers WHERE status = 'pending' AND created_at < ?").bind(signUpsBefore),
    forgetRecentAddresses(env, now),
    // A booking's e-mails and manage-link tokens go with it; tokens also once its call has begun or it is
    // cancelled, when they open nothing.
    env.DB.prepare(`DELETE FROM consultation_emails WHERE ${orphans}`),
    env.DB.prepare(
      `DELETE FROM consultation_tokens WHERE ${orphans} OR consultation_id IN
         (SELECT id FROM consultations WHERE cancelled_at IS NOT NULL OR slot_start < ?)`,
    ).bind(daysBefore(now, 1).toISOString()),
  ]);
  return {
    enquiries: enquiries?.results.length ?? 0,
    consultations: consultations?.results.length ?? 0,
    unconfirmedSignUps: unconfirmed?.meta.changes ?? 0,
    recentConfirmations: recent?.meta.changes ?? 0,
  };
}
