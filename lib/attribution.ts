import * as z from "zod/mini";
import { breaksALine, lineProblem } from "@/lib/forms/fields";
import { fieldRule } from "@/lib/forms/rule";

/*
 * Where a lead came from, as the visitor's browser recorded it and sends it with the enquiry, the booking and
 * the newsletter sign-up (an optional `source` object). Browser-safe: the browser imports the type, the
 * Worker the check (worker/attribution.ts stores it). The check is strict: a `source` that breaks any rule
 * is dropped as a whole and the lead is stored without it, never refused, since the visitor cannot fix it.
 */

/** The longest path (with its query) kept; longer ones are not a page of this site. */
export const ATTRIBUTION_PATH_MAX = 300;
/** The longest host name DNS allows. */
const ATTRIBUTION_HOST_MAX = 253;
export const ATTRIBUTION_PAGES_MAX = 10_000;
const ATTRIBUTION_RECENT_MAX = 5;

/**
 * A path on this site, query included: starts with one "/" (never "//" or "/\", which a browser reads as
 * another host), at most ATTRIBUTION_PATH_MAX characters, one line (lib/forms/fields.ts).
 */
const isSitePath = (value: string): boolean =>
  value.startsWith("/") &&
  !value.startsWith("//") &&
  !value.startsWith("/\\") &&
  value.length <= ATTRIBUTION_PATH_MAX &&
  value.trim() === value &&
  !breaksALine(value);

const sitePath = z.string().check(z.refine(isSitePath));
/** Letters, digits, dots and hyphens: a host name and nothing else (no port, no credentials, no path). */
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const host = z.string().check(z.maxLength(ATTRIBUTION_HOST_MAX), z.regex(HOST));
/** A utm_ value: one line, at most 200 characters, as every other one-line field. */
const utm = z.string().check(z.minLength(1), fieldRule(lineProblem));

const attributionSchema = z.strictObject({
  /** The first page of the visit, path and query: "/journal/kyoto/?utm_source=newsletter". */
  landing: sitePath,
  /** The host name of the page that linked to the site ("www.google.com"), when another site did. */
  referrerHost: z.optional(host),
  utmSource: z.optional(utm),
  utmMedium: z.optional(utm),
  utmCampaign: z.optional(utm),
  utmTerm: z.optional(utm),
  utmContent: z.optional(utm),
  /** How many pages of the site the visitor saw before the form. */
  pages: z.optional(z.int().check(z.minimum(0), z.maximum(ATTRIBUTION_PAGES_MAX))),
  /** The last paths seen, oldest first, at most five. */
  recent: z.optional(z.array(sitePath).check(z.maxLength(ATTRIBUTION_RECENT_MAX))),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** The `source` a form sent, if it keeps every rule; anything else (absent, malformed) is null. */
export function parseAttribution(value: unknown): Attribution | null {
  if (value === undefined || value === null) return null;
  const parsed = attributionSchema.safeParse(value);
  if (!parsed.success) return null;
  const source = parsed.data;
  return {
    ...source,
    landing: withoutToken(source.landing),
    ...(source.referrerHost ? { referrerHost: source.referrerHost.toLowerCase() } : {}),
  };
}

/**
 * The landing page without a `token` in its query: the newsletter's confirm and unsubscribe links carry the
 * visitor's one-time key there, and a key is not where anyone came from. Done here, not in the browser's
 * recorder, which every visitor page loads and so stays as small as it can be.
 */
function withoutToken(landing: string): string {
  const url = new URL(landing, "https://site.invalid");
  if (!url.searchParams.has("token")) return landing;
  url.searchParams.delete("token");
  return url.pathname + url.search;
}

/** Where a lead came from in one word, for the desk's summary: utm_source, else the referring host, else "direct". */
export const sourceName = (source: Pick<Attribution, "utmSource" | "referrerHost"> | null): string =>
  source?.utmSource ?? source?.referrerHost ?? "direct";
