import fs from "node:fs";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { parse } from "yaml";
import { addDays, compareDates, londonToday, type CalendarDate } from "@/lib/booking";
import { firstBookableDate, isBookableDate, lastBookableDate } from "@/lib/booking/availability";
import type { FormAction } from "@/lib/forms/actions";
import { shippedRules } from "../booking-rules";
import { FULL_TRIP } from "../enquiry-fixture";
import { mintAccessToken, type TokenVariant } from "./fake-access";
import {
  executeD1,
  outboxMails as capturedMails,
  outboxMentioning as mentioning,
  queryD1,
  sentEmails as sentBy,
  type SentEmail,
} from "../worker-state";

/** Where global-setup.ts started the Worker and keeps its state. */
export const BASE = process.env.API_BASE_URL as string;
const STATE_DIR = process.env.API_STATE_DIR as string;
const OUTBOX_DIR = process.env.API_OUTBOX_DIR as string;
export const STATIC_BUILT = process.env.API_STATIC === "1";
/** The newsletter's daily number of sign-ups the suite's Worker runs with (global-setup.ts). */
export const NEWSLETTER_DAILY_CONFIRMATIONS = Number(process.env.API_NEWSLETTER_DAILY_CONFIRMATIONS);
/** The fake GitHub (tests/api/fake-github.ts). */
export const GITHUB_URL = process.env.API_GITHUB_URL as string;

/** The agency's address, as the Worker reads it: from the site settings. */
export const AGENCY_EMAIL: string = parse(fs.readFileSync("content/settings.yml", "utf8")).email;

export const newId = () => crypto.randomUUID();

/** The booking rules the Worker bundles: content/settings.yml's booking and content/bank-holidays.yml. */
export const BOOKING_RULES = shippedRules();

/** The first day on or after `date` that a visitor can book by those rules, counted from the real today. */
export function bookableFrom(date: CalendarDate): CalendarDate {
  const today = londonToday(new Date());
  for (let day = date; compareDates(day, lastBookableDate(today, BOOKING_RULES)) <= 0; day = addDays(day, 1)) {
    if (isBookableDate(day, today, BOOKING_RULES)) return day;
  }
  throw new Error(`Nothing can be booked from ${JSON.stringify(date)} on`);
}

/** A day a visitor can book, at least `days` after the first one they can. */
export const bookableDay = (days: number) =>
  bookableFrom(addDays(firstBookableDate(londonToday(new Date()), BOOKING_RULES), days));

/** The fake siteverify (tests/api/fake-siteverify.ts). */
const SITEVERIFY_URL = process.env.API_SITEVERIFY_URL as string;

/**
 * A fresh token, as the widget would give a person on `action`'s form (lib/forms/actions.ts): it passes
 * once, for that action, solved on the site's own host name unless another is named.
 */
export const turnstileToken = (action: FormAction, hostname = new URL(BASE).hostname) =>
  `pass|${action}|${hostname}|${newId()}`;

/** The consent line beside the newsletter box, as the Worker bundles it. */
export const CONSENT: string = parse(fs.readFileSync("content/pages/journal.yml", "utf8")).newsletter.consent.trim();

/** A newsletter sign-up as the journal's box sends it, with a fresh token. */
export const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  consent: CONSENT,
  page: "/journal/",
  website: "",
  turnstileToken: turnstileToken("subscribe"),
  ...overrides,
});

/** How often the fake siteverify was asked about a token. */
export async function siteverifyCalls(token: string): Promise<number> {
  const response = await fetch(`${SITEVERIFY_URL}/calls?token=${encodeURIComponent(token)}`);
  return ((await response.json()) as { calls: number }).calls;
}

/** An enquiry with every field, as the contact form sends it. */
export function fullEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    id: newId(),
    subject: "New Travel Enquiry",
    recipient: "relay@attacker.example",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.org",
    phone: "020 7946 0321",
    destination: "Japan",
    message: "Two weeks in April, with ryokan nights.",
    trip: FULL_TRIP,
    newsletter: true,
    submittedAt: "2026-11-26T10:00:00.000Z",
    website: "",
    turnstileToken: turnstileToken("enquiry"),
    ...overrides,
  };
}

type PostOptions = { headers?: Record<string, string>; raw?: string };

/** A POST as the site's own page makes it; each call counts as its own client unless told otherwise. */
export function post(request: APIRequestContext, route: string, body: unknown, options: PostOptions = {}) {
  return request.post(`${BASE}${route}`, {
    headers: {
      "Content-Type": "application/json",
      Origin: BASE,
      "X-Test-Client": newId(),
      ...options.headers,
    },
    data: options.raw ?? JSON.stringify(body),
    maxRedirects: 0,
  });
}

export async function refusal(response: APIResponse) {
  return { status: response.status(), body: await response.json() };
}

/** Runs a query on the local D1 file, read-only, as a person inspecting it would. */
export const query = <Row>(sql: string, ...params: (string | number)[]): Row[] =>
  queryD1<Row>(STATE_DIR, sql, ...params);

/** Writes to the local D1 file directly (tests that need a row from the past). */
export const execute = (sql: string, ...params: (string | number | null)[]): void =>
  executeD1(STATE_DIR, sql, ...params);

export const rowsWithId = (table: "enquiries" | "consultations" | "subscribers", id: string) =>
  query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, id)[0]?.n ?? 0;

export async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The captured e-mails (scripts/dev/worker-server.ts copies them into the outbox) that mention `text`. */
export const outboxMentioning = (text: string): string[] => mentioning(OUTBOX_DIR, text);

/** Every captured e-mail with its attachments (calendar files). */
export const outboxMails = () => capturedMails(OUTBOX_DIR);

/** Everything the Worker (wrangler dev) has logged so far, colours removed (global-setup.ts keeps it). */
export const workerLog = (): string => fs.readFileSync(process.env.API_LOG_FILE as string, "utf8");

/** What wrangler's local e-mail store recorded as sent (its Local Explorer API), headers included. */
export const sentEmails = (request: APIRequestContext): Promise<SentEmail[]> => sentBy(request, BASE);

/** The fake Cloudflare Access issuer the desk accepts in this run (tests/api/fake-access.ts). */
const ACCESS_URL = process.env.API_ACCESS_URL as string;

/** The addresses allowed to use the desk, as the Worker reads them: from the site settings. */
export const DESK_EMAILS: string[] = parse(fs.readFileSync("content/settings.yml", "utf8")).desk.allowedEmails;

/** A Cf-Access-Jwt-Assertion from the fake issuer: a good one for the desk's first address unless told otherwise. */
export const deskToken = (variant: TokenVariant = "good", email = DESK_EMAILS[0] as string) =>
  mintAccessToken(ACCESS_URL, variant, email);

/** A desk GET (path with its query), with the token given, or none. */
export const deskGet = (request: APIRequestContext, route: string, token?: string) =>
  request.get(`${BASE}${route}`, {
    headers: token ? { "Cf-Access-Jwt-Assertion": token } : {},
    maxRedirects: 0,
  });

/** A desk POST as the /desk/ page makes it, with the token given, or none. */
export const deskPost = (
  request: APIRequestContext,
  route: string,
  body: unknown,
  token?: string,
  options: PostOptions = {},
) =>
  post(request, route, body, {
    ...options,
    headers: { ...(token ? { "Cf-Access-Jwt-Assertion": token } : {}), ...options.headers },
  });
