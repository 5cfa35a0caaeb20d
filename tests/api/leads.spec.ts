import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import { monthsBefore } from "@/lib/retention";
import { MAX_EMAIL_ATTEMPTS } from "@/worker/retry";
import {
  BASE,
  bookableDay,
  execute,
  fullEnquiry,
  newId,
  post,
  query,
  rowsWithId,
  turnstileToken,
  waitFor,
} from "./support";

// What the owner keeps and for how long: the scheduled job deletes what is past the retention set in
// content/settings.yml, and `npm run leads` exports the rest as CSV files (worker/README.md, "The owner's leads").

const STATE_DIR = process.env.API_STATE_DIR as string;
const { retention } = parse(fs.readFileSync("content/settings.yml", "utf8")) as {
  retention: { leadsMonths: number; pendingSignupDays: number };
};

/** A row as the API would have stored it, at a moment of the test's choosing (its e-mail long sent). */
function storeEnquiry(id: string, createdAt: Date) {
  execute(
    `INSERT INTO enquiries (id, created_at, submitted_at, first_name, last_name, email, message, newsletter, email_status, email_attempts)
     VALUES (?, ?, ?, 'Old', 'Lead', 'old@example.org', 'An enquiry from long ago.', 0, 'sent', 1)`,
    id,
    createdAt.toISOString(),
    createdAt.toISOString(),
  );
}

function storeSignUp(email: string, status: "pending" | "confirmed", createdAt: Date) {
  const id = newId();
  execute(
    `INSERT INTO subscribers (id, email, status, created_at, confirmed_at, source_page, consent_text, site_origin, confirm_token, unsubscribe_token, email_status, email_attempts)
     VALUES (?, ?, ?, ?, ?, '/journal/', 'words', ?, ?, ?, 'sent', 1)`,
    id,
    email,
    status,
    createdAt.toISOString(),
    status === "confirmed" ? createdAt.toISOString() : null,
    BASE,
    `c${id.replace(/-/g, "")}`.padEnd(43, "c"),
    `u${id.replace(/-/g, "")}`.padEnd(43, "u"),
  );
  return id;
}

const DAY = 86_400_000;

/** 1 when the enquiry `id` matches `condition`, else 0. */
const rowsWith = (condition: string, id: string) =>
  query<{ n: number }>(`SELECT COUNT(*) AS n FROM enquiries WHERE id = ? AND ${condition}`, id)[0]?.n ?? 0;

test("the scheduled job deletes leads older than the retention period and unconfirmed sign-ups, and keeps the rest", async ({
  request,
}) => {
  const now = new Date();
  const old = newId();
  const recent = newId();
  // A day past the period, and a day inside it.
  storeEnquiry(old, new Date(monthsBefore(now, retention.leadsMonths).getTime() - DAY));
  storeEnquiry(recent, new Date(monthsBefore(now, retention.leadsMonths).getTime() + DAY));
  const stale = storeSignUp(
    `stale-${newId()}@example.org`,
    "pending",
    new Date(now.getTime() - (retention.pendingSignupDays + 1) * DAY),
  );
  const fresh = storeSignUp(
    `fresh-${newId()}@example.org`,
    "pending",
    new Date(now.getTime() - (retention.pendingSignupDays - 1) * DAY),
  );
  const loyal = storeSignUp(`loyal-${newId()}@example.org`, "confirmed", new Date(now.getTime() - 400 * DAY));

  expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);
  await waitFor(() => (rowsWithId("enquiries", old) === 0 ? true : undefined), "the old enquiry to be deleted");
  expect(rowsWithId("enquiries", recent)).toBe(1);
  expect(rowsWithId("subscribers", stale)).toBe(0);
  expect(rowsWithId("subscribers", fresh)).toBe(1);
  expect(rowsWithId("subscribers", loyal)).toBe(1);
});

/** RFC 4180, as the export writes it: enough of a reader to check the files round-trip. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += char;
  }
  return rows;
}

function readExport(dir: string, table: string) {
  const [file] = fs.readdirSync(dir).filter((name) => new RegExp(`^${table}-\\d{4}-\\d{2}-\\d{2}\\.csv$`).test(name));
  expect(file, `${table} export`).toBeDefined();
  const text = fs.readFileSync(path.join(dir, file as string), "utf8");
  expect(text.startsWith("\uFEFF"), `${table}: UTF-8 with a BOM`).toBe(true);
  const [header = [], ...rows] = readCsv(text.slice(1));
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

test("npm run leads -- --local writes one CSV file per table whose rows are what was sent", async ({ request }) => {
  // What a visitor might type that a CSV must survive: commas, quotes, a line break, a pound sign, and text
  // a spreadsheet would take for a formula.
  const enquiry = fullEnquiry({
    firstName: "Zoë",
    lastName: "O'Brien, Jr",
    message: 'Two weeks, £9,000 each.\nCan we see "the" northern lights?',
    destination: '=HYPERLINK("https://evil.example")',
  });
  expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
  // A working day two weeks after the first bookable one (enquiry-booking-and-serving.spec.ts books a week after it).
  const day = bookableDay(14);
  const date = `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
  const booking = {
    id: newId(),
    date,
    slot: "03:00 PM",
    firstName: "Bo",
    lastName: "Ng",
    email: "bo.leads@example.org",
    notes: "Safari, with a stop in Zanzibar",
    website: "",
    turnstileToken: turnstileToken("consultation"),
  };
  expect((await post(request, "/api/consultation", booking)).status()).toBe(201);
  const reader = `leads-${newId().slice(0, 8)}@example.org`;
  const unconfirmed = `pending-${newId().slice(0, 8)}@example.org`;
  for (const email of [reader, unconfirmed]) {
    const signUp = {
      email,
      consent: parse(fs.readFileSync("content/pages/journal.yml", "utf8")).newsletter.consent,
      page: "/journal/",
      website: "",
      turnstileToken: turnstileToken("subscribe"),
    };
    expect((await post(request, "/api/subscribe", signUp)).status()).toBe(202);
  }
  const token = await waitFor(
    () =>
      query<{ confirm_token: string }>("SELECT confirm_token FROM subscribers WHERE email = ?", reader)[0]
        ?.confirm_token,
    "the sign-up",
  );
  // Confirmed as the confirm page's button does it: a POST to the page's own address, from the site.
  const confirmed = await request.post(`${BASE}${NEWSLETTER_PAGES.confirm}?token=${token}`, {
    headers: { Origin: BASE, "X-Test-Client": newId() },
    maxRedirects: 0,
  });
  expect(confirmed.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.confirmed}`);

  // A lead whose e-mail to the agency failed for good (worker/retry.ts): an address at undeliverable.test
  // fails every attempt where test switches are on, and this one is on its last.
  const gone = fullEnquiry({ email: `gone-${newId().slice(0, 8)}@undeliverable.test` });
  expect((await post(request, "/api/enquiry", gone)).status()).toBe(201);
  await waitFor(
    () => (rowsWith("email_attempts = 1", gone.id) ? true : undefined),
    "the failed enquiry's first attempt",
  );
  execute(
    "UPDATE enquiries SET email_attempts = ?, email_retry_at = ? WHERE id = ?",
    MAX_EMAIL_ATTEMPTS - 1,
    new Date(Date.now() - 1000).toISOString(),
    gone.id,
  );
  expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);
  expect(rowsWith("email_status = 'failed'", gone.id)).toBe(1);

  const out = fs.mkdtempSync(path.join(os.tmpdir(), "aurelia-leads-"));
  const run = spawnSync("npx", ["tsx", "scripts/ops/leads.ts", "--local", "--persist-to", STATE_DIR, "--out", out], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("enquiries-");
  // Named on the terminal, since nobody was told of it, and marked in the file.
  expect(run.stdout).toContain("failed for good");
  expect(run.stdout).toContain(gone.email);

  const enquiries = readExport(out, "enquiries");
  expect(enquiries.find((row) => row.id === enquiry.id)).toMatchObject({
    first_name: "Zoë",
    last_name: "O'Brien, Jr",
    email: "ada@example.org",
    phone: "020 7946 0321",
    message: enquiry.message,
    // The apostrophe keeps a spreadsheet from running what a visitor typed.
    destination: `'${enquiry.destination}`,
    newsletter: "1",
    submitted_at: enquiry.submittedAt,
  });
  expect(enquiries.find((row) => row.id === gone.id)).toMatchObject({
    email_status: "failed",
    email_error: expect.stringContaining("undeliverable"),
  });
  expect(JSON.parse(enquiries.find((row) => row.id === enquiry.id)?.trip ?? "{}")).toEqual(enquiry.trip);
  expect(readExport(out, "consultations").find((row) => row.id === booking.id)).toMatchObject({
    date,
    slot: "03:00 PM",
    first_name: "Bo",
    email: "bo.leads@example.org",
    phone: "",
    notes: booking.notes,
  });
  const subscribers = readExport(out, "subscribers");
  expect(subscribers.find((row) => row.email === reader)).toMatchObject({ source_page: "/journal/" });
  expect(subscribers.find((row) => row.email === unconfirmed)).toBeUndefined();
  fs.rmSync(out, { recursive: true, force: true });
});
