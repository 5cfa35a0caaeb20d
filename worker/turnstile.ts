/*
 * Turnstile's server-side check (siteverify): the token the widget gave the visitor, with our secret and
 * the visitor's IP address. Each token passes once: no idempotency key is sent, so Cloudflare refuses a
 * token it has seen before ("timeout-or-duplicate"), and a solved token cannot be replayed to send the form
 * again. A send retried after a lost answer does not need a second token: the Worker recognises its stored
 * id before it gets here (worker/intake.ts). A pass also needs the answer's hostname to be the site's and
 * its action the form's, so a token solved elsewhere, or on another of the site's forms, is refused.
 */

import type { FormAction } from "@/lib/forms/actions";

export type TurnstileVerdict = "pass" | "fail" | "unavailable";

export type TurnstileCheck = {
  verifyUrl: string;
  secret: string;
  token: string | undefined;
  remoteIp: string | null;
  /** The host name the page was served from: the site's own. */
  hostname: string;
  /** The action the route's widget is rendered with (lib/forms/actions.ts). */
  action: FormAction;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

type SiteverifyAnswer = { success?: unknown; hostname?: unknown; action?: unknown; "error-codes"?: unknown };

export async function verifyTurnstile(check: TurnstileCheck): Promise<TurnstileVerdict> {
  // Tokens are at most 2,048 characters; no token, or anything longer, is not worth a round trip.
  if (!check.token || check.token.length > 2048) return "fail";
  let answer: SiteverifyAnswer;
  try {
    const response = await (check.fetchImpl ?? fetch)(check.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: check.secret,
        response: check.token,
        ...(check.remoteIp ? { remoteip: check.remoteIp } : {}),
      }),
      signal: AbortSignal.timeout(check.timeoutMs ?? 5000),
    });
    if (!response.ok) return "unavailable";
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return "unavailable";
  }
  if (answer.success !== true) {
    console.log(`Turnstile refused a token: ${JSON.stringify(answer["error-codes"] ?? [])}`);
    return "fail";
  }
  if (answer.hostname !== check.hostname || answer.action !== check.action) {
    // Both are the widget's, reported by Cloudflare; neither is a value the visitor can type.
    console.log(
      `Turnstile token refused: solved for ${JSON.stringify(answer.hostname)} / ${JSON.stringify(answer.action)}, ` +
        `expected ${check.hostname} / ${check.action}.`,
    );
    return "fail";
  }
  return "pass";
}
