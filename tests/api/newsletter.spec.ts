import { createHash } from "node:crypto";
import fs from "node:fs";
import { axeViolations } from "@/tests/axe";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import {
  BASE,
  execute,
  NEWSLETTER_DAILY_CONFIRMATIONS,
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
  workerLog,
  signUp,
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

/** The address as the per-address limit keeps it (worker/newsletter-caps.ts). */
const hashOf = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex");
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** Moves a sign-up's time, or its address's last confirmation e-mail, that many days into the past. */
const signedUpAgo = (id: string, days: number) =>
  execute("UPDATE subscribers SET created_at = ? WHERE id = ?", daysAgo(days), id);
const emailedAgo = (email: string, days: number) =>
  execute("UPDATE newsletter_recent SET emailed_at = ? WHERE address_hash = ?", daysAgo(days), hashOf(email));

/**
 * The pages the links open are outside the sitemap; the end-to-end sweep finds them by their noindex tag and
 * checks them, and the pages they end on, at both widths. Here the two a link opens are checked where a
 * visitor really arrives, token in the address.
 */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
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

  test("signing up an address that is new, pending or confirmed answers alike, keeps one row and e-mails once a day", async ({
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
    expect(mailsTo(email).length + mailsTo(email.toUpperCase()).length).toBe(1);
    expect(subscriber(email)?.status).toBe("confirmed");
  });

  test("a repeated sign-up keeps its first time and link, and is e-mailed again only after 24 hours", async ({
    request,
  }) => {
    const email = address();
    const first = await subscribe(request, email);
    // Two days old, its e-mail 23 hours ago: signing up again changes nothing and sends nothing.
    signedUpAgo(first.id, 2);
    emailedAgo(email, 23 / 24);
    const before = subscriber(email);
    expect((await post(request, "/api/subscribe", signUp(email, { page: "/blog/" }))).status()).toBe(202);
    await settle(request);
    expect(subscriber(email)).toEqual(before);
    expect(mailsTo(email)).toHaveLength(1);

    // 25 hours: the same link again, by the same row, whose time, page and wording stay the first ones.
    emailedAgo(email, 25 / 24);
    expect((await post(request, "/api/subscribe", signUp(email, { page: "/blog/" }))).status()).toBe(202);
    await waitFor(() => (mailsTo(email).length === 2 ? true : undefined), "the second confirmation e-mail");
    expect(subscriber(email)).toMatchObject({
      id: first.id,
      created_at: before?.created_at,
      source_page: "/journal/",
      confirm_token: first.confirm_token,
      unsubscribe_token: first.unsubscribe_token,
      status: "pending",
    });
    for (const mail of mailsTo(email)) {
      expect(linkIn(mail, NEWSLETTER_PAGES.confirm)).toBe(
        `${BASE}${NEWSLETTER_PAGES.confirm}?token=${first.confirm_token}`,
      );
    }
  });

  test("a sign-up past its days is never revived: its link stays expired, and a new sign-up starts afresh", async ({
    request,
  }) => {
    const email = address();
    const old = await subscribe(request, email);
    signedUpAgo(old.id, 8);
    emailedAgo(email, 8);

    const late = await press(request, NEWSLETTER_PAGES.confirm, old.confirm_token);
    expect(late.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.linkExpired}`);
    expect(subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null });

    expect((await post(request, "/api/subscribe", signUp(email))).status()).toBe(202);
    await waitFor(() => (mailsTo(email).length === 2 ? true : undefined), "the new confirmation e-mail");
    const fresh = subscriber(email) as Subscriber;
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.confirm_token).not.toBe(old.confirm_token);
    expect(fresh.unsubscribe_token).not.toBe(old.unsubscribe_token);
    expect(Date.now() - Date.parse(fresh.created_at)).toBeLessThan(60_000);
    expect(rowsWithId("subscribers", old.id)).toBe(0);

    // The old link confirms nothing, the new one does.
    const stale = await press(request, NEWSLETTER_PAGES.confirm, old.confirm_token);
    expect(stale.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.linkExpired}`);
    expect(subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null });
    const now = await press(request, NEWSLETTER_PAGES.confirm, fresh.confirm_token);
    expect(now.headers()["location"]).toBe(`${BASE}${NEWSLETTER_PAGES.confirmed}`);
  });

  test("an address is sent one confirmation a day, even after its sign-up was deleted", async ({ request }) => {
    const email = address();
    const row = await subscribe(request, email);
    expect((await press(request, NEWSLETTER_PAGES.unsubscribe, row.unsubscribe_token)).status()).toBe(303);
    expect(subscriber(email)).toBeUndefined();
    // Signed up again at once (say by someone else): the same answer, and nothing kept or sent.
    const again = await post(request, "/api/subscribe", signUp(email));
    expect(again.status()).toBe(202);
    expect(await again.json()).toEqual({ ok: true });
    await settle(request);
    expect(mailsTo(email)).toHaveLength(1);
    expect(subscriber(email)).toBeUndefined();
  });

  test("the scheduled job forgets an address's last e-mail once its 24 hours are over", async ({ request }) => {
    const [old, recent] = [address(), address()];
    execute("INSERT INTO newsletter_recent (address_hash, emailed_at) VALUES (?, ?)", hashOf(old), daysAgo(25 / 24));
    execute("INSERT INTO newsletter_recent (address_hash, emailed_at) VALUES (?, ?)", hashOf(recent), daysAgo(23 / 24));
    const kept = (email: string) =>
      query<{ n: number }>("SELECT COUNT(*) AS n FROM newsletter_recent WHERE address_hash = ?", hashOf(email))[0]?.n;
    expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);
    await waitFor(() => (kept(old) === 0 ? true : undefined), "the old hash to be deleted");
    expect(kept(recent)).toBe(1);
  });

  test("past the site-wide daily number, every sign-up is refused with 429 daily_limit until midnight in London", async ({
    request,
  }) => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    const count = () => query<{ signups: number }>("SELECT signups FROM newsletter_daily WHERE day = ?", today)[0];
    const known = address();
    const before = count()?.signups ?? 0;
    await subscribe(request, known);
    const counted = before + 1;
    expect(count()?.signups).toBe(counted);
    // The day's count is the Worker's own table, keyed by the London day: only the last place is left.
    execute("UPDATE newsletter_daily SET signups = ? WHERE day = ?", NEWSLETTER_DAILY_CONFIRMATIONS - 1, today);
    try {
      const last = address();
      expect((await post(request, "/api/subscribe", signUp(last))).status()).toBe(202);
      await waitFor(() => (mailsTo(last).length === 1 ? true : undefined), "the last e-mail of the day");

      // A new address and one already on the list are refused alike, and nothing is kept or sent.
      const refused = address();
      for (const email of [refused, known]) {
        const answer = await post(request, "/api/subscribe", signUp(email));
        const retryAfter = Number(answer.headers()["retry-after"]);
        expect(await refusal(answer)).toEqual({
          status: 429,
          body: {
            ok: false,
            error: "daily_limit",
            message: "The newsletter has taken all the sign-ups it can for today. Please try again tomorrow.",
          },
        });
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
      }
      expect(count()?.signups).toBe(NEWSLETTER_DAILY_CONFIRMATIONS);
      expect(subscriber(refused)).toBeUndefined();
      expect(mailsTo(refused)).toEqual([]);
      // wrangler prints the Worker's log as it comes, a moment after the answer.
      const refusedLine = `Newsletter sign-up refused: today's ${NEWSLETTER_DAILY_CONFIRMATIONS} sign-ups (NEWSLETTER_DAILY_CONFIRMATIONS) are used up`;
      await waitFor(() => (workerLog().includes(refusedLine) ? true : undefined), "the log line");
    } finally {
      execute("UPDATE newsletter_daily SET signups = ? WHERE day = ?", counted, today);
    }
    expect((await post(request, "/api/subscribe", signUp(address()))).status()).toBe(202);
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
