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

// The newsletter's double opt-in over HTTP, and in a browser from the journal's box through the e-mailed
// links' pages, with and without JavaScript (worker/README.md, "Newsletter").

type Words = { newsletter: { consent: string; successMessage: string } };
const journal = parse(fs.readFileSync("content/pages/journal.yml", "utf8")) as Words;
const pages = parse(fs.readFileSync("content/pages/newsletter.yml", "utf8")) as Record<
  keyof typeof NEWSLETTER_PAGES,
  { hero: { title: string }; button?: string }
>;
const CONSENT = journal.newsletter.consent.trim();

/** A row of `subscribers` (migrations/0002_newsletter_subscribers.sql), as the tests read it. */
type Subscriber = Record<string, string | number | null> & {
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

/** The confirmation e-mails captured for an address. */
const mailsTo = (email: string) => outboxMentioning(`To: ${email}`);

async function subscribe(request: APIRequestContext, email: string) {
  const response = await post(request, "/api/subscribe", signUp(email));
  expect(response.status()).toBe(202);
  expect(await response.json()).toEqual({ ok: true });
  return waitFor(() => {
    const row = subscriber(email);
    return row?.email_status === "sent" && mailsTo(email).length > 0 ? row : undefined;
  }, "the confirmation e-mail");
}

/**
 * Waits until the Worker has finished what earlier requests left running: one more sign-up, whose e-mail is
 * sent after theirs. A test that expects no e-mail calls this before counting.
 */
const settle = (request: APIRequestContext) => subscribe(request, address());

/** What a link's page's button sends: a POST to the page's own address, from the page's own origin. */
const press = (request: APIRequestContext, page: string, token: string, origin: string | null = BASE) =>
  request.post(`${BASE}${page}?token=${token}`, {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Test-Client": newId(),
      ...(origin ? { Origin: origin } : {}),
    },
    data: "",
    maxRedirects: 0,
  });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** Moves a sign-up's time that many days into the past. */
const signedUpAgo = (id: string, days: number) =>
  execute("UPDATE subscribers SET created_at = ? WHERE id = ?", daysAgo(days), id);

/**
 * The pages the links open are outside the sitemap; the end-to-end sweep finds them by their noindex tag and
 * checks them, and the pages they end on, at both widths. Here the two a link opens are checked where a
 * visitor really arrives, token in the address.
 */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

const linkIn = (mail: string, path: string) =>
  mail.match(new RegExp(`${BASE}${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]{43}`))?.[0];

/** The confirmation e-mail's two links, as a person would copy them out of it. */
async function linksFor(email: string) {
  const [mail] = await waitFor(() => {
    const found = mailsTo(email);
    return found.length > 0 ? found : undefined;
  }, "the captured confirmation e-mail");
  return {
    mail: mail ?? "",
    confirm: linkIn(mail ?? "", NEWSLETTER_PAGES.confirm) as string,
    unsubscribe: linkIn(mail ?? "", NEWSLETTER_PAGES.unsubscribe) as string,
  };
}

async function expectPage(page: Page, name: keyof typeof NEWSLETTER_PAGES) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[name].hero.title);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("newsletter sign-up (double opt-in)", () => {
  test("a browser signs up in the journal's box, opens the e-mailed links' pages, and only their buttons act", async ({
    page,
  }) => {
    test.skip(!STATIC_BUILT, "needs a build in out/");
    // Two axe runs on a busy two-core machine take most of a minute; the budget is for a slow run.
    test.setTimeout(120_000);
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

    const pending = await waitFor(() => {
      const row = subscriber(email);
      return row?.email_status === "sent" ? row : undefined;
    }, "the pending row, its e-mail sent");
    expect(pending).toMatchObject({
      email,
      status: "pending",
      confirmed_at: null,
      source_page: "/journal/",
      consent_text: CONSENT,
      site_origin: BASE,
    });
    expect(Date.now() - Date.parse(pending.created_at)).toBeLessThan(60_000);

    const { mail, confirm, unsubscribe } = await linksFor(email);
    expect(mail).toContain("Subject: Please confirm your subscription");
    expect(mail).toContain(CONSENT);
    expect(confirm).toBe(`${BASE}${NEWSLETTER_PAGES.confirm}?token=${pending.confirm_token}`);
    expect(unsubscribe).toBe(`${BASE}${NEWSLETTER_PAGES.unsubscribe}?token=${pending.unsubscribe_token}`);

    // Opening the link shows its page and changes nothing; its button confirms.
    await page.goto(confirm);
    await expectPage(page, "confirm");
    await expectAccessible(page);
    expect(subscriber(email)).toEqual(pending);
    await page.getByRole("button", { name: pages.confirm.button }).click();
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.confirmed}`);
    await expectPage(page, "confirmed");
    const confirmed = subscriber(email);
    expect(confirmed).toMatchObject({ status: "confirmed" });
    expect(confirmed?.confirmed_at).toBeTruthy();

    await page.goto(unsubscribe);
    await expectPage(page, "unsubscribe");
    await expectAccessible(page);
    expect(subscriber(email)).toEqual(confirmed);
    await page.getByRole("button", { name: pages.unsubscribe.button }).click();
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.unsubscribed}`);
    await expectPage(page, "unsubscribed");
    expect(rowsWithId("subscribers", pending.id)).toBe(0);

    // The confirm link again: the address is gone, so its button ends on the expired page.
    await page.goto(confirm);
    await page.getByRole("button", { name: pages.confirm.button }).click();
    await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.linkExpired}`);
    await expectPage(page, "linkExpired");
  });

  test("without JavaScript, the e-mailed link's page and its button confirm the sign-up", async ({
    browser,
    request,
  }) => {
    test.skip(!STATIC_BUILT, "needs a build in out/");
    const email = address();
    const row = await subscribe(request, email);
    const { confirm } = await linksFor(email);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(confirm);
      await expectPage(page, "confirm");
      expect(subscriber(email)).toEqual(row);
      await page.getByRole("button", { name: pages.confirm.button }).click();
      await expect(page).toHaveURL(`${BASE}${NEWSLETTER_PAGES.confirmed}`);
      await expectPage(page, "confirmed");
      expect(subscriber(email)).toMatchObject({ status: "confirmed" });
    } finally {
      await context.close();
    }
  });

  test("no GET or HEAD of a link changes anything: the old addresses lead to the pages, token kept", async ({
    request,
  }) => {
    const email = address();
    const row = await subscribe(request, email);
    const open = (path: string, method: "GET" | "HEAD") =>
      request.fetch(`${BASE}${path}`, { method, maxRedirects: 0, headers: { Origin: BASE } });
    const cases: [string, number, string | undefined][] = [
      [
        `/api/subscribe/confirm?token=${row.confirm_token}`,
        303,
        `${NEWSLETTER_PAGES.confirm}?token=${row.confirm_token}`,
      ],
      [
        `/api/unsubscribe?token=${row.unsubscribe_token}`,
        303,
        `${NEWSLETTER_PAGES.unsubscribe}?token=${row.unsubscribe_token}`,
      ],
      ["/api/subscribe/confirm?token=short", 303, NEWSLETTER_PAGES.linkExpired],
      ["/api/subscribe/confirm", 303, NEWSLETTER_PAGES.linkExpired],
      ["/api/unsubscribe?token=short", 303, NEWSLETTER_PAGES.linkExpired],
    ];
    if (STATIC_BUILT) {
      cases.push(
        [`${NEWSLETTER_PAGES.confirm}?token=${row.confirm_token}`, 200, undefined],
        [`${NEWSLETTER_PAGES.unsubscribe}?token=${row.unsubscribe_token}`, 200, undefined],
      );
    }
    for (const [path, status, location] of cases) {
      for (const method of ["GET", "HEAD"] as const) {
        const answer = await open(path, method);
        expect({ method, path, status: answer.status(), location: answer.headers()["location"] }).toEqual({
          method,
          path,
          status,
          location: location ? `${BASE}${location}` : undefined,
        });
      }
    }
    expect(subscriber(email)).toEqual(row);
    // The e-mail's header link is the one-click address: a GET of it (a program opening it in a browser)
    // leads to the page too.
    const record = (await sentEmails(request)).find((sent) => sent.to.includes(email)) as
      { headers?: Record<string, string> } | undefined;
    expect(JSON.stringify(record?.headers ?? {})).toContain(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`);
  });

  test("a page's button acts only from the site's own origin", async ({ request }) => {
    const email = address();
    const row = await subscribe(request, email);
    for (const origin of ["https://evil.example", null, "null"]) {
      for (const [page, token] of [
        [NEWSLETTER_PAGES.confirm, row.confirm_token],
        [NEWSLETTER_PAGES.unsubscribe, row.unsubscribe_token],
      ] as const) {
        const answer = await refusal(await press(request, page, token, origin));
        expect({ page, origin, ...answer }).toMatchObject({
          page,
          origin,
          status: 403,
          body: { ok: false, error: "forbidden_origin" },
        });
      }
    }
    expect(subscriber(email)).toEqual(row);

    const confirmed = await press(request, NEWSLETTER_PAGES.confirm, row.confirm_token);
    expect(confirmed.status()).toBe(303);
    expect(confirmed.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.confirmed}`);
    expect(subscriber(email)).toMatchObject({ status: "confirmed" });
    const removed = await press(request, NEWSLETTER_PAGES.unsubscribe, row.unsubscribe_token);
    expect(removed.status()).toBe(303);
    expect(removed.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.unsubscribed}`);
    expect(subscriber(email)).toBeUndefined();
  });

  test("a mail program's one-click POST to the header's link removes the address, with no Origin and no page", async ({
    request,
  }) => {
    const email = address();
    const row = await subscribe(request, email);
    const record = (await sentEmails(request)).find((sent) => sent.to.includes(email)) as
      { headers?: Record<string, string> } | undefined;
    const headers = JSON.stringify(record ?? {});
    expect(headers).toContain(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`);
    expect(headers).toContain("List-Unsubscribe=One-Click");

    // RFC 8058: the mail provider's server POSTs, with no Origin and a form body, and gets no redirect.
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
    const incomplete = await refusal(await request.post(`${BASE}/api/unsubscribe?token=short`, { maxRedirects: 0 }));
    expect(incomplete).toMatchObject({ status: 400, body: { ok: false, error: "invalid_token" } });
    expect(
      (await request.fetch(`${BASE}/api/unsubscribe?token=${row.unsubscribe_token}`, { method: "PUT" })).status(),
    ).toBe(405);
    expect(
      (await request.post(`${BASE}/api/subscribe/confirm?token=${row.confirm_token}`, { maxRedirects: 0 })).status(),
    ).toBe(405);
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
    await settle(request);
    expect(query<{ n: number }>("SELECT COUNT(*) AS n FROM subscribers WHERE email = ?", email)[0]?.n).toBe(1);
    // Within the hour, a pending address is not e-mailed again: the box cannot flood an inbox.
    expect(mailsTo(email).length + mailsTo(email.toUpperCase()).length).toBe(1);
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

  test("a button with a bad, unknown or expired token ends on the expired page and changes nothing", async ({
    request,
  }) => {
    const email = address();
    const row = await subscribe(request, email);
    const expired = `${BASE}${NEWSLETTER_PAGES.linkExpired}`;
    const unknown = "A".repeat(43);
    for (const [page, token] of [
      [NEWSLETTER_PAGES.confirm, ""],
      [NEWSLETTER_PAGES.confirm, "short"],
      [NEWSLETTER_PAGES.confirm, unknown],
      [NEWSLETTER_PAGES.confirm, row.unsubscribe_token],
      [NEWSLETTER_PAGES.unsubscribe, "short"],
    ] as const) {
      const answer = await press(request, page, token);
      expect({ page, token, status: answer.status(), location: answer.headers()["location"] }).toEqual({
        page,
        token,
        status: 303,
        location: expired,
      });
    }
    expect(subscriber(email)).toEqual(row);

    // A pending sign-up past its days is as good as deleted: its button no longer confirms it.
    signedUpAgo(row.id, 8);
    const late = await press(request, NEWSLETTER_PAGES.confirm, row.confirm_token);
    expect(late.headers()["location"]).toBe(expired);
    expect(subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null });

    const gone = await press(request, NEWSLETTER_PAGES.unsubscribe, unknown);
    expect(gone.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.unsubscribed}`);
  });
});
