import { isUuidV4 } from "@/lib/enquiry/payload";
import type { FormAction } from "@/lib/forms/actions";
import type { Env } from "./env";
import { isJsonContentType, isSameOrigin, parseJson, readCappedBody, testSwitchesOn } from "./guards";
import { methodNotAllowed, refuse, REFUSALS } from "./http";
import { rateLimit } from "./limits";
import { verifyTurnstile } from "./turnstile";

/*
 * What POST /api/enquiry, POST /api/consultation and POST /api/subscribe check before they look at the form
 * itself, in this order: method, content type, origin, size, JSON, rate limits, then Turnstile (skipped
 * only for an id already stored: a repeat, which stores and sends nothing). The first check that fails
 * answers; a request that passes them all hands over its parsed body.
 */

export type Received = { body: Record<string, unknown> };

export type FormRoute = {
  /**
   * The Turnstile action of the route's form (lib/forms/actions.ts). Routes whose only authority is a token
   * from an e-mail (managing a booking) have no widget and leave it out.
   */
  action?: FormAction;
  /** Which per-minute and daily limits count the request (worker/limits.ts): the forms' unless named. */
  limit?: "form" | "link";
  /**
   * Whether the body's id is already stored (an enquiry or a booking sent again after a lost answer). Such
   * a send changes nothing, so it is handed on without a second Turnstile check, and the route answers it
   * as the repeat it is. Routes whose requests carry no id of their own leave it out.
   */
  stored?: (id: string) => Promise<boolean>;
};

export async function receiveForm(request: Request, env: Env, route: FormRoute): Promise<Response | Received> {
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
  const limited = await rateLimit(request, env, route.limit ?? "form");
  if (limited) return limited;
  const fields = body as Record<string, unknown>;
  if (route.stored && isUuidV4(fields.id) && (await isStored(route.stored, fields.id.toLowerCase()))) {
    return { body: fields };
  }
  if (!route.action) return { body: fields };
  const turnstile = await checkTurnstile(request, env, fields, route.action);
  if (turnstile) return turnstile;
  return { body: fields };
}

/** A failed lookup is not a repeat: the send goes through Turnstile like any other. */
async function isStored(stored: (id: string) => Promise<boolean>, id: string): Promise<boolean> {
  try {
    return await stored(id);
  } catch (error) {
    console.error(`Looking up ${id} before Turnstile failed:`, error);
    return false;
  }
}

/** Looks an id up in one of the lead tables (the table name is the route's own, never input). */
export const storedIn =
  (env: Env, table: "enquiries" | "consultations") =>
  async (id: string): Promise<boolean> =>
    (await env.DB.prepare(`SELECT 1 AS found FROM ${table} WHERE id = ?`).bind(id).first()) !== null;

async function checkTurnstile(
  request: Request,
  env: Env,
  body: Record<string, unknown>,
  action: FormAction,
): Promise<Response | null> {
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
    hostname: new URL(request.url).hostname,
    action,
    timeoutMs: Number(env.TURNSTILE_TIMEOUT_MS) || undefined,
  });
  if (verdict === "pass") return null;
  return refuse(verdict === "fail" ? REFUSALS.turnstile : REFUSALS.turnstileUnavailable);
}

/** The test switch that makes the e-mail to the agency fail (honoured only where test switches are on). */
export const simulateEmailFailure = (request: Request, env: Env): boolean =>
  testSwitchesOn(env) && request.headers.get("X-Test-Email") === "fail";
