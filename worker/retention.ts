import { daysBefore, monthsBefore, type Retention } from "@/lib/retention";
import type { Env } from "./env";
import { retention as settings } from "./settings";

/*
 * The scheduled deletion the privacy policy promises (content/settings.yml, retention:): enquiries and
 * consultation bookings once they are older than leadsMonths, newsletter sign-ups never confirmed once
 * older than pendingSignupDays. Whatever their e-mail's state: the period is the promise.
 */

export type Deleted = { enquiries: number; consultations: number; unconfirmedSignUps: number };

export async function deleteExpired(env: Env, now = new Date(), retention: Retention = settings): Promise<Deleted> {
  const leadsBefore = monthsBefore(now, retention.leadsMonths).toISOString();
  const signUpsBefore = daysBefore(now, retention.pendingSignupDays).toISOString();
  const [enquiries, consultations, unconfirmed] = await env.DB.batch([
    env.DB.prepare("DELETE FROM enquiries WHERE created_at < ?").bind(leadsBefore),
    env.DB.prepare("DELETE FROM consultations WHERE created_at < ?").bind(leadsBefore),
    env.DB.prepare("DELETE FROM subscribers WHERE status = 'pending' AND created_at < ?").bind(signUpsBefore),
  ]);
  return {
    enquiries: enquiries?.meta.changes ?? 0,
    consultations: consultations?.meta.changes ?? 0,
    unconfirmedSignUps: unconfirmed?.meta.changes ?? 0,
  };
}
