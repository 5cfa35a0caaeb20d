import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { addDays, isoDate, londonToday, type CalendarDate } from "@/lib/booking";
import { BOOKING_MESSAGES } from "@/lib/booking/request";
import { MAX_EMAIL_ATTEMPTS, RETRY_BATCH } from "@/worker/retry";
import {
  BASE,
  bookableDay,
  bookableFrom,
  BOOKING_RULES,
  execute,
  fullEnquiry,
  newId,
  post,
  query,
  refusal,
  rowsWithId,
  sentEmails,
  siteverifyCalls,
  turnstileToken,
  waitFor,
  signUp,
  CONSENT,
} from "./support";

/*
 * The write path read as an attacker would (each test fails on the Worker before these rules): a Turnstile
 * token passes once and only on its own form and host; names cannot carry a header; the calendar cannot be
 * squatted; limits count an IPv6 client by its /64 and by the day; an e-mail that never goes is given up
 * without holding up the others.
 */

const WRANGLER_VARS = parse(
  fs
    .readFileSync("wrangler.jsonc", "utf8")
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n"),
) as { vars: Record<string, string> };

const scheduled = (request: import("@playwright/test").APIRequestContext) =>
  request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`);

function weekdayFrom(date: CalendarDate): CalendarDate {
  let day = date;
  while ([0, 6].includes(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay())) day = addDays(day, 1);
  return day;
}

const booking = (date: CalendarDate, overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  date: isoDate(date),
  slot: "11:00 AM",
  firstName: "Wren",
  lastName: "Hale",
  email: `wren-${newId().slice(0, 8)}@example.org`,
  website: "",
  turnstileToken: turnstileToken("consultation"),
  ...overrides,
});

test.describe("Turnstile", () => {
  test("a solved token passes once: replaying it with a fixed id sends no second confirmation", async ({ request }) => {
    const token = turnstileToken("subscribe");
    const id = newId();
    const first = `replay-a-${newId().slice(0, 8)}@example.org`;
    const second = `replay-b-${newId().slice(0, 8)}@example.org`;
    expect((await post(request, "/api/subscribe", { ...signUp(first), id, turnstileToken: token })).status()).toBe(202);
    const replay = await refusal(
      await post(request, "/api/subscribe", { ...signUp(second), id, turnstileToken: token }),
    );
    expect(replay).toMatchObject({ status: 403, body: { error: "turnstile" } });
    expect(query("SELECT id FROM subscribers WHERE email = ?", second)).toEqual([]);
  });

  test("an enquiry sent again after a lost answer gets the repeat answer without a second check", async ({
    request,
  }) => {
    const enquiry = fullEnquiry();
    expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
    const again = await post(request, "/api/enquiry", enquiry);
    expect(again.status()).toBe(200);
    expect(await siteverifyCalls(enquiry.turnstileToken)).toBe(1);
    expect(rowsWithId("enquiries", enquiry.id)).toBe(1);
  });

  test("a token solved for another form, or on another host, is refused", async ({ request }) => {
    for (const token of [turnstileToken("subscribe"), turnstileToken("enquiry", "attacker.example")]) {
      const enquiry = fullEnquiry({ turnstileToken: token });
      expect(await refusal(await post(request, "/api/enquiry", enquiry))).toMatchObject({
        status: 403,
        body: { error: "turnstile" },
      });
      expect(rowsWithId("enquiries", enquiry.id)).toBe(0);
    }
    const stolen = booking(weekdayFrom(addDays(londonToday(new Date()), 20)), {
      turnstileToken: turnstileToken("enquiry"),
    });
    expect((await post(request, "/api/consultation", stolen)).status()).toBe(403);
  });
});

test.describe("single-line fields", () => {
  test("a name with a line break is refused and nothing is stored; a non-ASCII name reaches the e-mail whole", async ({
    request,
  }) => {
    for (const firstName of [
      "Ada\r\nBcc: victim@example.org",
      "Ada\rX",
      "Ada\u2028X",
      "Accounts <accounts@agency.example>",
    ]) {
      const enquiry = fullEnquiry({ firstName });
      const answer = await refusal(await post(request, "/api/enquiry", enquiry));
      expect(answer.status, JSON.stringify(firstName)).toBe(422);
      expect(answer.body.fields.firstName).toEqual(expect.any(String));
      expect(rowsWithId("enquiries", enquiry.id)).toBe(0);
    }
    const enquiry = fullEnquiry({
      firstName: "Zoë",
      lastName: "Ó Briain",
      email: `zoe-${newId().slice(0, 8)}@example.org`,
    });
    expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
    const sent = await waitFor(
      async () => (await sentEmails(request)).find((email) => email.replyTo?.includes(enquiry.email)),
      "the enquiry's e-mail",
    );
    expect(sent.subject).toBe("New Travel Enquiry from Zoë Ó Briain");
    expect(sent.subject).not.toMatch(/[\r\n]/);
    expect(sent.replyTo).toContain("Zoë Ó Briain");
  });

  test("a phone number that is not one, or a name over 100 characters, is refused with the form's message", async ({
    request,
  }) => {
    const phone = await refusal(await post(request, "/api/enquiry", fullEnquiry({ phone: "call me\nmaybe" })));
    expect(phone.status).toBe(422);
    expect(Object.keys(phone.body.fields)).toEqual(["phone"]);
    const long = await refusal(await post(request, "/api/enquiry", fullEnquiry({ lastName: "L".repeat(101) })));
    expect(Object.keys(long.body.fields)).toEqual(["lastName"]);
  });
});

test.describe("consultations", () => {
  test(`a date past the horizon (${BOOKING_RULES.horizonDays} days), or in the year 9999, is refused`, async ({
    request,
  }) => {
    const past = weekdayFrom(addDays(londonToday(new Date()), BOOKING_RULES.horizonDays + 1));
    for (const date of [past, { year: 9999, month: 12, day: 31 }]) {
      const body = booking(date);
      const answer = await refusal(await post(request, "/api/consultation", body));
      expect(answer).toMatchObject({ status: 422, body: { fields: { date: BOOKING_MESSAGES.date } } });
      expect(rowsWithId("consultations", body.id)).toBe(0);
    }
  });

  test("an address holds one upcoming call, and the refusal does not say when it is", async ({ request }) => {
    const day = bookableDay(21);
    const first = booking(day, { slot: "09:00 AM" });
    expect((await post(request, "/api/consultation", first)).status()).toBe(201);
    const second = booking(bookableFrom(addDays(day, 1)), { slot: "02:00 PM", email: first.email.toUpperCase() });
    const answer = await refusal(await post(request, "/api/consultation", second));
    expect(answer).toMatchObject({
      status: 422,
      body: { error: "already_booked", fields: { email: BOOKING_MESSAGES.alreadyBooked } },
    });
    expect(JSON.stringify(answer.body)).not.toContain(first.date);
    expect(JSON.stringify(answer.body)).not.toContain(first.slot);
    expect(rowsWithId("consultations", second.id)).toBe(0);
    // The slot the second one asked for is still free.
    const taken = await request.get(`${BASE}/api/consultation/taken?from=${second.date}&to=${second.date}`);
    expect((await taken.json()).taken).not.toContainEqual({ date: second.date, slot: second.slot });
  });
});

test.describe("rate limits", () => {
  /** The bucket worker/limits.ts counts a client's day in. */
  const bucket = (kind: string, client: string) => {
    const day = isoDate(londonToday(new Date()));
    return `${kind}:${createHash("sha256").update(`${day}\n${kind}\n${client}`).digest("hex").slice(0, 32)}`;
  };

  test("a client past its daily allowance is told to come back tomorrow; the table holds no address", async ({
    request,
  }) => {
    const client = newId();
    const headers = { "X-Test-Client": client };
    expect((await post(request, "/api/enquiry", fullEnquiry(), { headers })).status()).toBe(201);
    const key = bucket("form", `test:${client}`);
    expect(query<{ count: number }>("SELECT count FROM daily_limits WHERE bucket = ?", key)).toEqual([{ count: 1 }]);
    // The rest of today's allowance, used up (the per-minute limit would stop a test that sent them all).
    execute("UPDATE daily_limits SET count = ? WHERE bucket = ?", Number(WRANGLER_VARS.vars.DAILY_FORM_LIMIT), key);
    const enquiry = fullEnquiry();
    const answer = await post(request, "/api/enquiry", enquiry, { headers });
    expect(await refusal(answer)).toMatchObject({ status: 429, body: { error: "daily_limit" } });
    const wait = Number(answer.headers()["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(25 * 3600);
    expect(rowsWithId("enquiries", enquiry.id)).toBe(0);
    const stored = query<{ bucket: string }>("SELECT bucket FROM daily_limits").map((row) => row.bucket);
    expect(stored.join(" ")).not.toMatch(/127\.0\.0\.1|test:/);
  });

  test("the newsletter's link POSTs are limited: a one-click unsubscribe past 20 a minute is refused", async ({
    request,
  }) => {
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Client": newId() };
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const token = `${newId().replace(/-/g, "")}`.padEnd(43, "x");
      const answer = await request.post(`${BASE}/api/unsubscribe?token=${token}`, {
        headers,
        data: "List-Unsubscribe=One-Click",
      });
      statuses.push(answer.status());
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  test("the taken-slots read is limited too", async ({ request }) => {
    const headers = { "X-Test-Client": newId() };
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const answer = await request.get(`${BASE}/api/consultation/taken?from=2027-01-04&to=2027-01-08`, { headers });
      statuses.push(answer.status());
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

test.describe("e-mail retries", () => {
  test("an e-mail that never goes is given up after its last attempt, and never holds up a due one", async ({
    request,
  }) => {
    // More sign-ups than a batch holds whose confirmation can never be delivered, each on its last attempt
    // and due, all older than the real one below.
    const now = Date.now();
    const stuck = Array.from(
      { length: RETRY_BATCH + 5 },
      (_, index) => `stuck-${index}-${newId().slice(0, 6)}@undeliverable.test`,
    );
    for (const [index, email] of stuck.entries()) {
      const id = newId();
      execute(
        `INSERT INTO subscribers (id, email, status, created_at, source_page, consent_text, site_origin, confirm_token, unsubscribe_token, email_status, email_attempts, email_retry_at)
         VALUES (?, ?, 'pending', ?, '/journal/', ?, ?, ?, ?, 'pending', ?, ?)`,
        id,
        email,
        new Date(now - 3600_000 + index).toISOString(),
        CONSENT,
        BASE,
        `c${id.replace(/-/g, "")}`.padEnd(43, "c"),
        `u${id.replace(/-/g, "")}`.padEnd(43, "u"),
        MAX_EMAIL_ATTEMPTS - 1,
        new Date(now - 60_000).toISOString(),
      );
    }
    // A real sign-up whose first attempt failed a moment ago, the newest of them all.
    const fresh = `fresh-${newId().slice(0, 8)}@example.org`;
    expect(
      (await post(request, "/api/subscribe", signUp(fresh), { headers: { "X-Test-Email": "fail" } })).status(),
    ).toBe(202);
    const pending = await waitFor(
      () =>
        query<{ email_attempts: number }>("SELECT email_attempts FROM subscribers WHERE email = ?", fresh)[0]
          ?.email_attempts === 1 || undefined,
      "the first attempt",
    );
    expect(pending).toBe(true);
    execute("UPDATE subscribers SET email_retry_at = ? WHERE email = ?", new Date(now - 1000).toISOString(), fresh);

    expect((await scheduled(request)).ok()).toBe(true);
    const state = (email: string) =>
      query<{ email_status: string; email_attempts: number; email_error: string | null }>(
        "SELECT email_status, email_attempts, email_error FROM subscribers WHERE email = ?",
        email,
      )[0];
    expect(state(fresh)?.email_status).toBe("sent");
    const failed = () => stuck.filter((email) => state(email)?.email_status === "failed").length;
    expect(failed()).toBeGreaterThan(0);
    expect(state(stuck[0] as string)).toMatchObject({
      email_status: "failed",
      email_attempts: MAX_EMAIL_ATTEMPTS,
      email_error: expect.stringContaining("undeliverable"),
    });
    for (let run = 0; run < 3 && failed() < stuck.length; run += 1) expect((await scheduled(request)).ok()).toBe(true);
    expect(failed()).toBe(stuck.length);

    // A failed row is never tried again.
    execute(
      "UPDATE subscribers SET email_retry_at = ? WHERE email = ?",
      new Date(now - 1000).toISOString(),
      stuck[0] as string,
    );
    expect((await scheduled(request)).ok()).toBe(true);
    expect(state(stuck[0] as string)?.email_attempts).toBe(MAX_EMAIL_ATTEMPTS);
    execute(`DELETE FROM subscribers WHERE email LIKE '%@undeliverable.test'`);
  });
});
