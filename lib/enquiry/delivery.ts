import type { Enquiry } from "@/lib/enquiry";

/*
 * Delivery: each enquiry is POSTed as JSON to the site's own Worker (`/api/enquiry`, worker/enquiry.ts),
 * which stores it in D1 before it answers and then e-mails the agency. Any failure is reported, never
 * thrown, so the form can keep what the visitor typed and offer the phone and e-mail instead.
 */

/** The Worker's route, on the site's own origin: no CORS, and the recipient is never the browser's to say. */
export const ENQUIRY_ENDPOINT = "/api/enquiry";

/** Long enough for a slow mobile connection, short enough that nobody waits on a dead endpoint. */
export const DEFAULT_ENQUIRY_TIMEOUT_MS = 10_000;

export type DeliverySettings = {
  endpoint: string;
  timeoutMs: number;
  /** Cloudflare Turnstile's site key; without one the form sends no token and the Worker checks none. */
  turnstileSiteKey?: string;
};

export type DeliveryFailure =
  { reason: "network" } | { reason: "timeout" } | { reason: "status"; status: number; retryAfterSeconds?: number };
export type DeliveryResult = { ok: true } | ({ ok: false } & DeliveryFailure);

type DeliveryEnv = { NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS?: string; NEXT_PUBLIC_TURNSTILE_SITE_KEY?: string };

/** Reads and checks the build-time settings, so a typo fails the build instead of every enquiry. */
export function deliverySettings(env: DeliveryEnv): DeliverySettings {
  const rawTimeout = env.NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_ENQUIRY_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(
      `NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS must be a positive whole number of milliseconds, got "${rawTimeout}"`,
    );
  }
  const siteKey = env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim();
  if (siteKey && !/^[\w-]{10,100}$/.test(siteKey)) {
    throw new Error(`NEXT_PUBLIC_TURNSTILE_SITE_KEY does not look like a Turnstile site key, got "${siteKey}"`);
  }
  return { endpoint: ENQUIRY_ENDPOINT, timeoutMs, ...(siteKey ? { turnstileSiteKey: siteKey } : {}) };
}

/**
 * What travels to the Worker: the enquiry the console shows, plus the id the browser made for it (so a
 * retried send is stored once), the honeypot as it was, and the Turnstile token when there is one.
 */
export type EnquiryRequest = Enquiry & { id: string; website: string; turnstileToken?: string };

/** POSTs the enquiry as JSON; a network error, a non-2xx answer or no answer in time is a failure. */
export async function postEnquiry(
  request: EnquiryRequest,
  options: { endpoint: string; timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<DeliveryResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(options.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    const retryAfter = Number(response.headers?.get("Retry-After"));
    return {
      ok: false,
      reason: "status",
      status: response.status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch {
    return controller.signal.aborted ? { ok: false, reason: "timeout" } : { ok: false, reason: "network" };
  } finally {
    clearTimeout(timer);
  }
}
