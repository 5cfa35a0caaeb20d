/*
 * The checks every form submission passes before anything else reads it, as pure functions of the
 * Request, so the unit tests can call them without a Worker.
 */

/** A form is a few kB; a message pasted from a long e-mail still fits in 32 kB. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** The switches the tests use are honoured only where ALLOW_TEST_SWITCHES is "1" (never in production). */
export type TestSwitchEnv = { ALLOW_TEST_SWITCHES?: string };
export const testSwitchesOn = (env: TestSwitchEnv): boolean => env.ALLOW_TEST_SWITCHES === "1";

export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get("Content-Type") ?? "";
  return type.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * The page and the API are served by one Worker, so a form sent from one of the site's pages always
 * carries the origin the request was addressed to. Any other origin, or none, is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin === new URL(request.url).origin;
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: "too_large" | "not_utf8" };

/**
 * Reads the body of a request (or of a response the Worker fetched), stopping as soon as it passes the
 * limit: a declared Content-Length over the limit is refused unread, and a body that lies about its length
 * (or has none) is cut off while streaming.
 */
export async function readCappedBody(
  request: Pick<Request, "headers" | "body">,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyResult> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, reason: "too_large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, reason: "not_utf8" };
  }
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * "Now" for the booking's rules: the real time, or, where test switches are on, the moment in X-Test-Now
 * (ISO 8601), so a browser test whose clock is set to a day of its choosing books against the same today as
 * the page it drives.
 */
export function requestNow(request: Request, env: TestSwitchEnv): Date {
  const moved = testSwitchesOn(env) ? request.headers.get("X-Test-Now") : null;
  const time = moved ? Date.parse(moved) : Number.NaN;
  return Number.isNaN(time) ? new Date() : new Date(time);
}
