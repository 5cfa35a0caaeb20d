import type { FieldMessages } from "@/lib/enquiry/payload";

/*
 * The API's answers: always JSON, never cached unless a route says so, never sniffed. A refusal is
 * { ok: false, error: "<code>", message: "<a sentence a person can read>", fields?: { name: message } }.
 */

export type Refusal = { status: number; error: string; message: string; fields?: FieldMessages; headers?: HeadersInit };

const API_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
};

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const merged = new Headers(API_HEADERS);
  new Headers(headers).forEach((value, name) => merged.set(name, value));
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function refuse({ status, error, message, fields, headers }: Refusal): Response {
  return json(status, { ok: false, error, message, ...(fields ? { fields } : {}) }, headers);
}

export const REFUSALS = {
  notFound: { status: 404, error: "not_found", message: "There is nothing at this address." },
  unsupportedMediaType: {
    status: 415,
    error: "unsupported_media_type",
    message: "Send the form as JSON (Content-Type: application/json).",
  },
  foreignOrigin: {
    status: 403,
    error: "forbidden_origin",
    message: "Forms on this site can only be sent from this site's own pages.",
  },
  tooLarge: { status: 413, error: "payload_too_large", message: "The form is larger than this site accepts." },
  invalidJson: { status: 400, error: "invalid_json", message: "The form did not arrive as valid JSON." },
  turnstile: {
    status: 403,
    error: "turnstile",
    message: "We could not confirm that a person sent this form. Please try again.",
  },
  turnstileUnavailable: {
    status: 503,
    error: "turnstile_unavailable",
    message: "We could not check the form just now. Please try again in a moment.",
  },
  storage: {
    status: 503,
    error: "storage_unavailable",
    message: "We could not save your message just now. Please try again in a moment, or call or e-mail us.",
  },
} satisfies Record<string, Refusal>;

export function methodNotAllowed(allowed: string): Response {
  return refuse({
    status: 405,
    error: "method_not_allowed",
    message: `This address only answers ${allowed}.`,
    headers: { Allow: allowed },
  });
}

/** A form that is not what the form sends (400), or that breaks the form's own rules (422). */
export function invalidForm(kind: "shape" | "rules", fields: FieldMessages): Response {
  return kind === "shape"
    ? refuse({
        status: 400,
        error: "invalid_payload",
        message: "The form arrived in a shape this site does not accept.",
        fields,
      })
    : refuse({ status: 422, error: "invalid", message: "Some answers need another look.", fields });
}
