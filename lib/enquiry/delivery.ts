import type { Enquiry } from "@/lib/enquiry";

/*
 * Optional real delivery: with NEXT_PUBLIC_ENQUIRY_ENDPOINT set at build time, each
 * enquiry is POSTed there as JSON (a form backend, a serverless function). Any failure is reported, never
 * thrown, so the form can keep what the visitor typed and offer the phone and e-mail instead.
 */

/** Long enough for a slow mobile connection, short enough that nobody waits on a dead endpoint. */
export const DEFAULT_ENQUIRY_TIMEOUT_MS = 10_000;

export type DeliverySettings = { endpoint?: string; timeoutMs: number };

export type DeliveryFailure = { reason: "network" } | { reason: "timeout" } | { reason: "status"; status: number };
export type DeliveryResult = { ok: true } | ({ ok: false } & DeliveryFailure);

type DeliveryEnv = { NEXT_PUBLIC_ENQUIRY_ENDPOINT?: string; NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS?: string };

/** Reads and checks the build-time settings, so a typo fails the build instead of every enquiry. */
export function deliverySettings(env: DeliveryEnv): DeliverySettings {
  const endpoint = env.NEXT_PUBLIC_ENQUIRY_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`NEXT_PUBLIC_ENQUIRY_ENDPOINT must be an absolute URL, got "${endpoint}"`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new Error(`NEXT_PUBLIC_ENQUIRY_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
    }
  }
  const rawTimeout = env.NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_ENQUIRY_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(
      `NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS must be a positive whole number of milliseconds, got "${rawTimeout}"`,
    );
  }
  return { endpoint, timeoutMs };
}

/** POSTs the enquiry as JSON; a network error, a non-2xx answer or no answer in time is a failure. */
export async function postEnquiry(
  enquiry: Enquiry,
  options: { endpoint: string; timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<DeliveryResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(options.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(enquiry),
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: "status", status: response.status };
  } catch {
    return controller.signal.aborted ? { ok: false, reason: "timeout" } : { ok: false, reason: "network" };
  } finally {
    clearTimeout(timer);
  }
}
