import { isUuidV4 } from "@/lib/enquiry/payload";
import type { Env } from "./env";
import {
  clientKey,
  isJsonContentType,
  isSameOrigin,
  parseJson,
  RATE_LIMIT_PERIOD_SECONDS,
  readCappedBody,
  testSwitchesOn,
} from "./guards";
import { methodNotAllowed, rateLimited, refuse, REFUSALS } from "./http";
import { verifyTurnstile } from "./turnstile";

/*
 * What POST /api/enquiry and POST /api/consultation check before they look at the form itself, in this
 * order: method, content type, origin, size, JSON, rate limit, Turnstile. The first check that fails
 * answers; a request that passes them all hands over its parsed body.
 */

export type Received = { body: Record<string, unknown> };

export async function receiveForm(request: Request, env: Env): Promise<Response | Received> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!isJsonContentType(request)) return refuse(REFUSALS.unsupportedMediaType);
  if (!isSameOrigin(request)) return refuse(REFUSALS.foreignOrigin);
  const read = await readCappedBody(request);
  if (!read.ok) return refuse(read.reason === "too_large" ? REFUSALS.tooLarge : REFUSALS.invalidJson);
  const parsed = parseJson(read.text);
  if (!parsed.ok) return refuse(REFUSALS.invalidJson);
  const body = parsed.value;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse({ ...REFUSALS.invalidJson, message: "The form must arrive as one JSON object." });
  }
  const { success } = await env.LIMIT.limit({ key: clientKey(request, env) });
  if (!success) return rateLimited(RATE_LIMIT_PERIOD_SECONDS);
  const turnstile = await checkTurnstile(request, env, body as Record<string, unknown>);
  if (turnstile) return turnstile;
  return { body: body as Record<string, unknown> };
}

async function checkTurnstile(request: Request, env: Env, body: Record<string, unknown>): Promise<Response | null> {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (!secret) {
    console.log(`Turnstile check skipped for ${new URL(request.url).pathname}: no TURNSTILE_SECRET_KEY is configured.`);
    return null;
  }
  const verdict = await verifyTurnstile({
    verifyUrl: env.TURNSTILE_VERIFY_URL,
    secret,
    token: typeof body.turnstileToken === "string" ? body.turnstileToken : undefined,
    remoteIp: request.headers.get("CF-Connecting-IP"),
    timeoutMs: Number(env.TURNSTILE_TIMEOUT_MS) || undefined,
    ...(isUuidV4(body.id) ? { idempotencyKey: body.id.toLowerCase() } : {}),
  });
  if (verdict === "pass") return null;
  return refuse(verdict === "fail" ? REFUSALS.turnstile : REFUSALS.turnstileUnavailable);
}

/** The test switch that makes the e-mail to the agency fail (honoured only where test switches are on). */
export const simulateEmailFailure = (request: Request, env: Env): boolean =>
  testSwitchesOn(env) && request.headers.get("X-Test-Email") === "fail";
