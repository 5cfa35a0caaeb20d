import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from "@/lib/newsletter";
import type { Letter } from "./email-text";
import { agency, retention } from "./settings";

/*
 * The one e-mail the Worker sends a visitor: the link that confirms a newsletter sign-up (double opt-in).
 * It says what was signed up for, where and to which words, and how to undo it; until the link is
 * followed nothing else is sent, and the sign-up is deleted after retention.pendingSignupDays.
 */

function londonDay(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(iso));
}

/** What the e-mail needs of a stored sign-up (worker/outbox.ts, SubscriberRow). */
export type SignUp = {
  email: string;
  created_at: string;
  source_page: string;
  consent_text: string;
  site_origin: string;
  confirm_token: string;
  unsubscribe_token: string;
};

/**
 * The confirmation e-mail; sent again for a repeated sign-up, with the same link and the same deadline,
 * which counts from the first sign-up.
 */
export function confirmationEmail(row: SignUp): Letter {
  const deadline = new Date(Date.parse(row.created_at) + retention.pendingSignupDays * 86_400_000).toISOString();
  const text = [
    `Thank you for signing up to ${agency.name}'s newsletter.`,
    "",
    "Please confirm that you would like to receive it: open this link and press the button on the page.",
    "",
    confirmUrl(row.site_origin, row.confirm_token),
    "",
    `Until you do, we will send you nothing else. If you have not confirmed by ${londonDay(deadline)}, your address is deleted.`,
    "",
    `You signed up on ${londonDay(row.created_at)} on our website (${row.site_origin}${row.source_page}), next to these words:`,
    `"${row.consent_text}"`,
    "",
    "If this was not you, ignore this e-mail, or remove your address at once on this page:",
    unsubscribeUrl(row.site_origin, row.unsubscribe_token),
    "",
    `${agency.name} · ${agency.email}`,
    "",
  ].join("\n");
  return {
    to: row.email,
    fromName: agency.name,
    subject: `Please confirm your subscription to ${agency.name}`,
    text,
    replyTo: { name: agency.name, email: agency.email },
    headers: listUnsubscribeHeaders(row.site_origin, row.unsubscribe_token),
  };
}
