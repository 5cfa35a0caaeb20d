import { isToken, NEWSLETTER_PAGES } from "@/lib/newsletter";
import type { Env } from "./env";
import { isSameOrigin } from "./guards";
import { rateLimit } from "./limits";
import { json, methodNotAllowed, refuse, REFUSALS } from "./http";
import { pendingExpiry } from "./newsletter";

/*
 * The links in the newsletter's e-mails (worker/README.md, "Newsletter"). Mail scanners (Outlook Safe Links, company
 * gateways) open every link in a message, some of them running the page's scripts too, so no GET or HEAD
 * changes anything: a link opens a page with one button, and only that button's POST acts.
 *   GET  /newsletter/confirm/?token=…       the page (a static file)
 *   POST /newsletter/confirm/?token=…       its button: confirms, then 303 to /newsletter/confirmed/
 *   GET  /newsletter/unsubscribe/?token=…   the page
 *   POST /newsletter/unsubscribe/?token=…   its button: deletes, then 303 to /newsletter/unsubscribed/
 *   GET  /api/subscribe/confirm?token=…     an older e-mail's link: 303 to the confirm page, token kept
 *   GET  /api/unsubscribe?token=…           an older e-mail's link, and the List-Unsubscribe header's: 303
 *                                           to the unsubscribe page
 *   POST /api/unsubscribe?token=…           a mail program's one-click button (RFC 8058): deletes, 200
 * The pages' buttons post to the page's own address (a form without an action), so the token reaches the
 * Worker with no script; wrangler.jsonc runs the Worker first on those two paths, and it hands their GETs
 * to the static files.
 */

/** A redirect to one of the site's own pages; links in e-mails end there, never on JSON. */
function toPage(request: Request, path: string, token?: string): Response {
  const location = new URL(path, request.url);
  if (token) location.searchParams.set("token", token);
  return new Response(null, {
    status: 303,
    headers: { Location: location.toString(), "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** A link opened: the page it belongs to, with its token, or the expired page for a token that cannot be one. */
function openPage(request: Request, page: string): Response {
  const token = tokenOf(request);
  return isToken(token) ? toPage(request, page, token) : toPage(request, NEWSLETTER_PAGES.linkExpired);
}

export async function handleConfirmLink(request: Request): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed("GET, HEAD");
  return openPage(request, NEWSLETTER_PAGES.confirm);
}

/** The confirm page's button. A token past its days, unknown, or missing ends on the expired page. */
export async function handleConfirmButton(request: Request, env: Env): Promise<Response> {
  if (!isSameOrigin(request)) return refuse(REFUSALS.foreignOrigin);
  const limited = await rateLimit(request, env, "link");
  if (limited) return limited;
  const token = tokenOf(request);
  if (!isToken(token)) return toPage(request, NEWSLETTER_PAGES.linkExpired);
  const now = new Date();
  const confirmed = await env.DB.prepare(
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, ?)
     WHERE confirm_token = ? AND (status = 'confirmed' OR created_at >= ?)`,
  )
    .bind(now.toISOString(), token, pendingExpiry(now))
    .run();
  if (confirmed.meta.changes !== 1) return toPage(request, NEWSLETTER_PAGES.linkExpired);
  console.log("Newsletter sign-up confirmed by its owner's button.");
  return toPage(request, NEWSLETTER_PAGES.confirmed);
}

/**
 * Deletes the sign-up the token belongs to: nothing of the address is kept (docs/decisions.md says why).
 * A token that matches nothing is answered the same, since the address is not on the list either way.
 */
async function unsubscribe(env: Env, token: string, how: string): Promise<void> {
  const removed = await env.DB.prepare("DELETE FROM subscribers WHERE unsubscribe_token = ?").bind(token).run();
  if (removed.meta.changes === 1) console.log(`Newsletter subscriber removed by ${how}.`);
}

/** The unsubscribe page's button. */
export async function handleUnsubscribeButton(request: Request, env: Env): Promise<Response> {
  if (!isSameOrigin(request)) return refuse(REFUSALS.foreignOrigin);
  const limited = await rateLimit(request, env, "link");
  if (limited) return limited;
  const token = tokenOf(request);
  if (!isToken(token)) return toPage(request, NEWSLETTER_PAGES.linkExpired);
  await unsubscribe(env, token, "the unsubscribe page's button");
  return toPage(request, NEWSLETTER_PAGES.unsubscribed);
}

/**
 * GET or HEAD: the unsubscribe page. POST: RFC 8058's one-click unsubscribe, sent by the mail provider's
 * server with no Origin and no cookie (the token is the only authority), answered 200 and never redirected.
 */
export async function handleUnsubscribeLink(request: Request, env: Env): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD") return openPage(request, NEWSLETTER_PAGES.unsubscribe);
  if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
  const limited = await rateLimit(request, env, "link");
  if (limited) return limited;
  const token = tokenOf(request);
  if (!isToken(token)) {
    return refuse({ status: 400, error: "invalid_token", message: "This unsubscribe link is not complete." });
  }
  await unsubscribe(env, token, "a one-click unsubscribe");
  return json(200, { ok: true });
}
