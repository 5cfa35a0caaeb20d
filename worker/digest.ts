import { DIGEST_SUBJECT, WAITING_AFTER_HOURS, type DeskItem } from "@/lib/desk";
import { failedLeads, waitingLeads } from "./desk-data";
import type { Env } from "./env";
import { londonDay } from "./london-day";
import { sendLetter } from "./outbox";
import { agency } from "./settings";

/*
 * The owner's daily digest, from the scheduled job: one short e-mail when something waits at the desk (a
 * lead still "new" a day after it arrived, or a lead whose e-mail to the owner was given up), at most one a
 * London day. The day is claimed in D1 (desk_digest) before the e-mail goes, so two runs never both send;
 * if the e-mail fails the claim is dropped and the next run (10 minutes later) tries again.
 */

export type DigestOutcome = "nothing_waiting" | "already_sent" | "sent" | "failed";

const LISTED = 10;

const line = (item: DeskItem) =>
  `- ${item.name || item.email} (${item.kind}, arrived ${item.createdAt.slice(0, 10)})${item.emailError ? `: ${item.emailError}` : ""}`;

function section(title: string, items: DeskItem[]): string[] {
  if (!items.length) return [];
  const more = items.length > LISTED ? [`…and ${items.length - LISTED} more.`] : [];
  return [title, ...items.slice(0, LISTED).map(line), ...more, ""];
}

export async function sendDigest(env: Env, now = new Date()): Promise<DigestOutcome> {
  const [waiting, failed] = await Promise.all([waitingLeads(env, now), failedLeads(env, true)]);
  if (!waiting.length && !failed.length) return "nothing_waiting";
  const day = londonDay(now);
  const claim = await env.DB.prepare("INSERT INTO desk_digest (day, sent_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
    .bind(day, now.toISOString())
    .run();
  if (claim.meta.changes !== 1) return "already_sent";
  const counts = [
    waiting.length ? `${waiting.length} lead${waiting.length === 1 ? "" : "s"} still new` : "",
    failed.length ? `${failed.length} e-mail${failed.length === 1 ? "" : "s"} not delivered` : "",
  ].filter(Boolean);
  const text = [
    "Something is waiting at your desk (/desk/ on the website).",
    "",
    ...section(`Still marked new ${WAITING_AFTER_HOURS} hours after they arrived:`, waiting),
    ...section(
      "Leads whose e-mail to you could not be delivered (open them at the desk, or retry from there):",
      failed,
    ),
    "This comes at most once a day, and only when something waits.",
  ].join("\n");
  try {
    await sendLetter(
      env,
      {
        subject: `${DIGEST_SUBJECT}: ${counts.join(", ")}`,
        text,
        replyTo: { name: agency.name, email: agency.email },
      },
      {},
    );
    return "sent";
  } catch (error) {
    await env.DB.prepare("DELETE FROM desk_digest WHERE day = ?").bind(day).run();
    console.error("The desk's daily digest could not be sent; the next run tries again:", error);
    return "failed";
  }
}
