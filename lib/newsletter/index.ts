import * as z from "zod/mini";
import { firstMessages, PAYLOAD_MESSAGES, type FieldMessages } from "@/lib/enquiry/payload";

/*
 * The newsletter's double opt-in, as the browser box and the Worker share it: the request POST /api/subscribe
 * takes, its rules, the links the confirmation and every newsletter e-mail carry, and the pages the Worker
 * sends a visitor to afterwards. The box (components/journal/newsletter-box.tsx) and the Worker
 * (worker/newsletter.ts) may import it; it reads no content.
 */

export const SUBSCRIBE_PATH = "/api/subscribe";
/**
 * The addresses the first confirmation e-mails carried. A GET of either still works, and changes nothing:
 * it leads to the page below. A POST to the unsubscribe one is a mail program's one-click button (RFC 8058).
 */
export const CONFIRM_LINK_PATH = "/api/subscribe/confirm";
export const UNSUBSCRIBE_LINK_PATH = "/api/unsubscribe";

/**
 * The site's own pages the newsletter's links open (app/newsletter/). `confirm` and `unsubscribe` hold one
 * button that POSTs the link's token back to the page's own address (the Worker answers it); the other
 * three are where the visitor ends.
 */
export const NEWSLETTER_PAGES = {
  confirm: "/newsletter/confirm/",
  unsubscribe: "/newsletter/unsubscribe/",
  confirmed: "/newsletter/confirmed/",
  unsubscribed: "/newsletter/unsubscribed/",
  linkExpired: "/newsletter/link-expired/",
} as const;

/**
 * The refusal's code once a daily limit is reached: the site's sign-ups (worker/newsletter-daily.ts) or a
 * connection's forms (worker/limits.ts). The box asks to try again tomorrow.
 */
export const DAILY_LIMIT_ERROR = "daily_limit";

const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid e-mail address.",
  consentChanged: "The wording beside the box has changed since the page was opened. Please reload the page.",
  page: "Must be the path of the page the box is on.",
} as const;

/** 32 random bytes as base64url: 43 characters, unguessable. Confirmation and unsubscribe links carry one. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isToken = (value: unknown): value is string => typeof value === "string" && TOKEN.test(value);

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const withToken = (origin: string, path: string, token: string) => `${origin}${path}?token=${token}`;

/** The links in the e-mail's text: each opens its page, where a button does the rest. */
export const confirmUrl = (origin: string, token: string) => withToken(origin, NEWSLETTER_PAGES.confirm, token);
export const unsubscribeUrl = (origin: string, token: string) => withToken(origin, NEWSLETTER_PAGES.unsubscribe, token);

/**
 * The headers every newsletter e-mail carries (RFC 2369 and RFC 8058): mail programs then offer their own
 * "Unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the link and removes the address at
 * once. The link is the Worker's own address, which answers that POST with 200 and never a redirect (RFC
 * 8058 forbids one), while a GET of it (a scanner, or a program that opens it in a browser) only leads to the
 * unsubscribe page.
 */
export function listUnsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${withToken(origin, UNSUBSCRIBE_LINK_PATH, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const text = z._default(z.string({ error: PAYLOAD_MESSAGES.text }), "");

/** What the box sends. */
const subscribeShape = z.object({
  email: text,
  /** The consent line the box showed, word for word. */
  consent: text,
  /** The path of the page the box was on. */
  page: text,
  website: text,
  turnstileToken: z.optional(z.string({ error: PAYLOAD_MESSAGES.text })),
});

const emailRule = z
  .string()
  .check(z.trim(), z.maxLength(254, NEWSLETTER_MESSAGES.email), z.email(NEWSLETTER_MESSAGES.email));
const pageRule = z
  .string()
  .check(z.maxLength(200, NEWSLETTER_MESSAGES.page), z.regex(/^\/[a-z0-9\-/]*$/, NEWSLETTER_MESSAGES.page));

export type SubscribeParse =
  | { ok: true; email: string; page: string; website: string }
  | { ok: false; kind: "shape" | "rules"; fields: FieldMessages };

/**
 * Checks a sign-up: its shape (400 when the box could never have sent it), then the rules (422): a real
 * address, the page's path, and exactly the consent wording the site shows today (`shownConsent`), so what
 * is stored as consented to is the Worker's own copy of the words, never text from the request.
 */
export function parseSubscribeRequest(body: unknown, shownConsent: string): SubscribeParse {
  const shape = subscribeShape.safeParse(body);
  if (!shape.success) return { ok: false, kind: "shape", fields: firstMessages(shape.error.issues) };
  const { email, consent, page, website } = shape.data;
  const fields: FieldMessages = {};
  const address = emailRule.safeParse(email);
  if (!address.success) fields.email = NEWSLETTER_MESSAGES.email;
  if (!pageRule.safeParse(page).success) fields.page = NEWSLETTER_MESSAGES.page;
  if (consent.trim() !== shownConsent) fields.consent = NEWSLETTER_MESSAGES.consentChanged;
  if (Object.keys(fields).length > 0 || !address.success) return { ok: false, kind: "rules", fields };
  return { ok: true, email: address.data, page, website };
}
