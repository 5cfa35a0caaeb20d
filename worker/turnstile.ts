/*
 * Turnstile's server-side check (siteverify): the token the widget gave the visitor, with our secret
 * and the visitor's IP address. The enquiry's own id is the idempotency key, so a send retried with the
 * same token is verified again instead of being refused as a duplicate token.
 */

export type TurnstileVerdict = "pass" | "fail" | "unavailable";

export type TurnstileCheck = {
  verifyUrl: string;
  secret: string;
  token: string | undefined;
  remoteIp: string | null;
  idempotencyKey?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

export async function verifyTurnstile(check: TurnstileCheck): Promise<TurnstileVerdict> {
  // Tokens are at most 2,048 characters; no token, or anything longer, is not worth a round trip.
  if (!check.token || check.token.length > 2048) return "fail";
  try {
    const response = await (check.fetchImpl ?? fetch)(check.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: check.secret,
        response: check.token,
        ...(check.remoteIp ? { remoteip: check.remoteIp } : {}),
        ...(check.idempotencyKey ? { idempotency_key: check.idempotencyKey } : {}),
      }),
      signal: AbortSignal.timeout(check.timeoutMs ?? 5000),
    });
    if (!response.ok) return "unavailable";
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? "pass" : "fail";
  } catch {
    return "unavailable";
  }
}
