import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import {
  BASE,
  execute,
  newId,
  outboxMentioning,
  post,
  query,
  refusal,
  rowsWithId,
  sentEmails,
  STATIC_BUILT,
  waitFor,
  turnstileToken,
} from "./support";

// The newsletter's double opt-in over HTTP, and once in a browser from the journal's box to the confirmed
// page and out again (worker/README.md, "Newsletter").

type Words = { newsletter: { consent: string; successMessage: string } };
const journal = parse(fs.readFileSync("content/pages/journal.yml", "utf8")) as Words;
const pages = parse(fs.readFileSync("content/pages/newsletter.yml", "utf8")) as Record<
  keyof typeof NEWSLETTER_PAGES,
  { hero: { title: string } }
>;
const CONSENT = journal.newsletter.consent.trim();

/** A row of `subscribers` (migrations/0002_newsletter_subscribers.sql), as the tests read it. */
type Subscriber = Record<string, string | null> & {
  id: string;
  created_at: string;
  confirm_token: string;
  unsubscribe_token: string;
};
const subscriber = (email: string) =>
  query<Subscriber>("SELECT * FROM subscribers WHERE email = ? COLLATE NOCASE", email)[0];

const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  consent: CONSENT,
  page: "/journal/",
  website: "",
  turnstileToken: turnstileToken("subscribe"),
  ...overrides,
});
const address = () => `reader-${newId().slice(0, 8)}@example.org`;

async function subscribe(request: APIRequestContext, email: string) {
  const response = await post(request, "/api/subscribe", signUp(email));
  expect(response.status()).toBe(202);
  expect(await response.json()).toEqual({ ok: true });
  return waitFor(() => {
    const row = subscriber(email);
    return row?.email_status === "sent" ? row : undefined;
  }, "the confirmation e-mail");
}

/**
 * The pages the links end on are outside the sitemap, so the end-to-end sweep does not visit them: their
 * accessibility is checked here, where a visitor really arrives on them.
 */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

const linkIn = (mail: string, path: string) => mail.match(new RegExp(`${BASE}${path}\\?token=[A-Za-z0-9_-]{43}`))?.[0];

test.describe("newsletter sign-up (double opt-in)", () => {
  test("a browser signs up in the journal's box, confirms by the e-mailed link, and unsubscribes by the other", async ({
    page,
  }) => {
    test.skip(!STATIC_BUILT, "needs a build in out/");
    const email = address();
    // The test build has no Turnstile site key, so the box loads no widget and sends no token; this suite
    // requires one, so the test adds the one the widget would (the fake siteverify passes it). Everything
    // else is the box's own request.
    await page.route("**/api/subscribe", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, turnstileToken: turnstileToken("subscribe") }) });
    });
    await page.setExtraHTTPHeaders({ "X-Test-Client": newId() });
    await page.goto(`${BASE}/journal/`);
    const box = page.getByRole("region", { name: "Exclusive Updates" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(journal.newsletter.successMessage);

    const pending = await waitFor(() => subscriber(email), "the pending row");
    expect(pending).toMatchObject({
      email,
      status: "pending",
      confirmed_at: null,
      source_page: "/journal/",
      consent_text: CONSENT,
      site_origin: BASE,
    });
    expect(Date.now() - Date.parse(pending.created_at)).toBeLessThan(60_000);

    const [mail] = await waitFor(() => {
      const found = outboxMentioning(`To: ${email}`);
      return found.length > 0 ? found : undefined;
    }, "the captured confirmation e-mail");
    expect(mail).toContain("Subject: Please confirm your subscription");
    expect(mail).toContain(CONSENT);
    const confirm = linkIn(mail ?? "", "/api/subscribe/confirm");
    const unsubscribe = linkIn(mail ?? "", "/api/unsubscribe");
    expect(confirm).toBe(`${BASE}/api/subscribe/confirm?token=${pending.confirm_token}`);
    expect(unsubscribe).toBe(`${BASE}/api/unsubscribe?token=${pending.unsubscribe_token}`);

    await page.goto(confirm as string);
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.confirmed}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.confirmed.hero.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    const confirmed = subscriber(email);
    expect(confirmed).toMatchObject({ status: "confirmed" });
    expect(confirmed?.confirmed_at).toBeTruthy();

    await page.goto(unsubscribe as string);
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.unsubscribed}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.unsubscribed.hero.title);
    await expectAccessible(page);
    expect(rowsWithId("subscribers", pending.id)).toBe(0);

    // The same link again: the address is gone, so its confirm link has expired.
    await page.goto(confirm as string);
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.linkExpired}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.linkExpired.hero.title);
    await expectAccessible(page);
  });

  test("the confirmation carries List-Unsubscribe headers, and a mail program's one-click POST removes the address", async ({
    request,
  }) => {
    const email = address();
    const row = await subscribe(request, email);
    const record = (await sentEmails(request)).find((sent) => sent.to.includes(email)) as
      { headers?: Record<string, string> } | undefined;
    const headers = JSON.stringify(record ?? {});
    expect(headers).toContain(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`);
    expect(headers).toContain("List-Unsubscribe=One-Click");

    // RFC 8058: the mail provider's server POSTs, with no Origin and a form body.
    const oneClick = await request.post(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true });
    expect(subscriber(email)).toBeUndefined();
    // Again, or with a token that matches nothing: the same answer, since the address is off the list.
    const again = await request.post(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`, { maxRedirects: 0 });
    expect(again.status()).toBe(200);
  });

  test("signing up an address that is new, pending or confirmed answers alike, and keeps one row", async ({
    request,
  }) => {
    const email = address();
    const first = await subscribe(request, email);
    const pendingAgain = await post(request, "/api/subscribe", signUp(email.toUpperCase()));
    execute(
      "UPDATE subscribers SET status = 'confirmed', confirmed_at = ? WHERE id = ?",
      new Date().toISOString(),
      first.id,
    );
    const confirmedAgain = await post(request, "/api/subscribe", signUp(email));
    for (const answer of [pendingAgain, confirmedAgain]) {
      expect(answer.status()).toBe(202);
      expect(await answer.json()).toEqual({ ok: true });
    }
    expect(query<{ n: number }>("SELECT COUNT(*) AS n FROM subscribers WHERE email = ?", email)[0]?.n).toBe(1);
    // Within the hour, a pending address is not e-mailed again: the box cannot flood an inbox.
    expect(outboxMentioning(`To: ${email}`).length + outboxMentioning(`To: ${email.toUpperCase()}`).length).toBe(1);
    expect(subscriber(email)?.status).toBe("confirmed");
  });

  test("refuses every bad sign-up with its documented status, and stores none of them", async ({ request }) => {
    const cases: [string, number, string, () => ReturnType<typeof post>, string][] = [];
    const add = (name: string, status: number, error: string, make: (email: string) => ReturnType<typeof post>) => {
      const email = address();
      cases.push([name, status, error, () => make(email), email]);
    };
    add("a malformed e-mail", 422, "invalid", () => post(request, "/api/subscribe", signUp("not-an-address")));
    add("wording the site does not show", 422, "invalid", (email) =>
      post(request, "/api/subscribe", signUp(email, { consent: "I agree to anything at all." })),
    );
    add("a page that is not a path", 422, "invalid", (email) =>
      post(request, "/api/subscribe", signUp(email, { page: "https://evil.example/" })),
    );
    add("something the box never sends", 400, "invalid_payload", (email) =>
      post(request, "/api/subscribe", signUp(email, { consent: 7 })),
    );
    add("a wrong content type", 415, "unsupported_media_type", (email) =>
      post(request, "/api/subscribe", signUp(email), { headers: { "Content-Type": "text/plain" } }),
    );
    add("a foreign Origin", 403, "forbidden_origin", (email) =>
      post(request, "/api/subscribe", signUp(email), { headers: { Origin: "https://evil.example" } }),
    );
    add("a 100 kB body", 413, "payload_too_large", (email) =>
      post(request, "/api/subscribe", signUp(email, { website: "x".repeat(100 * 1024) })),
    );
    add("no JSON", 400, "invalid_json", () => post(request, "/api/subscribe", null, { raw: '{"email":' }));
    add("a failed Turnstile check", 403, "turnstile", (email) =>
      post(request, "/api/subscribe", signUp(email, { turnstileToken: "fail" })),
    );
    for (const [name, status, error, send, email] of cases) {
      const { status: got, body } = await refusal(await send());
      expect({ name, status: got, error: body.error, ok: body.ok }).toEqual({ name, status, error, ok: false });
      expect(subscriber(email), name).toBeUndefined();
    }
    const wording = await refusal(
      await post(request, "/api/subscribe", signUp(address(), { consent: "I agree to anything at all." })),
    );
    expect(Object.keys(wording.body.fields)).toEqual(["consent"]);
    expect((await request.get(`${BASE}/api/subscribe`)).status()).toBe(405);

    const bot = address();
    const trapped = await post(request, "/api/subscribe", signUp(bot, { website: "https://spam.example" }));
    expect(trapped.status()).toBe(202);
    expect(await trapped.json()).toEqual({ ok: true });
    expect(subscriber(bot)).toBeUndefined();

    const client = { "X-Test-Client": `burst-${newId()}` };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post(request, "/api/subscribe", signUp("nobody"), { headers: client })).status());
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  test("confirm and unsubscribe links: a bad, unknown or expired link ends on the expired page and changes nothing", async ({
    request,
  }) => {
    const email = address();
    const row = await subscribe(request, email);
    const go = (path: string, method: "GET" | "POST" | "PUT" = "GET") =>
      request.fetch(`${BASE}${path}`, { method, maxRedirects: 0 });
    const expired = `${BASE}${NEWSLETTER_PAGES.linkExpired}`;
    const unknown = "A".repeat(43);

    for (const path of [
      "/api/subscribe/confirm",
      "/api/subscribe/confirm?token=short",
      `/api/subscribe/confirm?token=${unknown}`,
      `/api/subscribe/confirm?token=${row.unsubscribe_token}`,
      "/api/unsubscribe?token=short",
    ]) {
      const answer = await go(path);
      expect({ path, status: answer.status(), location: answer.headers()["location"] }).toEqual({
        path,
        status: 303,
        location: expired,
      });
    }
    const incomplete = await refusal(await go("/api/unsubscribe?token=short", "POST"));
    expect(incomplete).toMatchObject({ status: 400, body: { ok: false, error: "invalid_token" } });
    expect((await go(`/api/subscribe/confirm?token=${row.confirm_token}`, "POST")).status()).toBe(405);
    expect((await go(`/api/unsubscribe?token=${row.unsubscribe_token}`, "PUT")).status()).toBe(405);
    expect(subscriber(email)).toMatchObject({ status: "pending" });

    // A pending sign-up past its days is as good as deleted: its link no longer confirms it.
    execute(
      "UPDATE subscribers SET created_at = ? WHERE id = ?",
      new Date(Date.now() - 8 * 86_400_000).toISOString(),
      row.id,
    );
    const late = await go(`/api/subscribe/confirm?token=${row.confirm_token}`);
    expect(late.headers()["location"]).toBe(expired);
    expect(subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null });

    const gone = await go(`/api/unsubscribe?token=${unknown}`);
    expect(gone.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.unsubscribed}`);
  });
});
