import { expect, test, type Page } from "@playwright/test";
import type { GithubLogEntry } from "./fake-github";
import { BASE, GITHUB_URL, STATIC_BUILT } from "./support";

// The editor's GitHub sign-in through the Worker (worker/github-auth.ts), against the fake GitHub that the
// global setup starts: GitHub's authorize step answers at once with a code, its token endpoint swaps it.

const githubLog = async (page: Page | { request: Page["request"] }) =>
  (await (await page.request.get(`${GITHUB_URL}/__log`)).json()) as GithubLogEntry[];

/** Everything but this machine's servers is refused, so nothing can leave for the real GitHub. */
async function loopbackOnly(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

const STATE_COOKIE = "decap_oauth_state";

test.describe("the editor's sign-in relay", () => {
  test("/api/auth sends the owner to GitHub with the client id, the least scope and a state kept in a short-lived cookie", async ({
    request,
  }) => {
    const answer = await request.get(`${BASE}/api/auth?provider=github&site_id=example&scope=delete_repo`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    const location = new URL(answer.headers()["location"] ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB_URL}/login/oauth/authorize`);
    const state = location.searchParams.get("state") ?? "";
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "test-client-id",
      redirect_uri: `${BASE}/api/callback`,
      // The setting decides, not the ?scope= of the request.
      scope: "repo",
      state,
      allow_signup: "false",
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = answer.headers()["set-cookie"] ?? "";
    expect(cookie.split(/;\s*/).sort()).toEqual(
      [`${STATE_COOKIE}=${state}`, "HttpOnly", "Max-Age=600", "Path=/api/callback", "SameSite=Lax", "Secure"].sort(),
    );
    expect(answer.headers()["cache-control"]).toBe("no-store");

    const other = await request.get(`${BASE}/api/auth?provider=gitlab`, { maxRedirects: 0 });
    expect(other.status()).toBe(400);
    expect((await request.post(`${BASE}/api/auth`, { maxRedirects: 0 })).status()).toBe(405);
  });

  test("a forged, missing or unmatched state is refused with a plain page, and no code is spent", async ({
    request,
  }) => {
    const start = await request.get(`${BASE}/api/auth?provider=github`, { maxRedirects: 0 });
    const state = new URL(start.headers()["location"] ?? "").searchParams.get("state") ?? "";
    const before = (await githubLog({ request })).filter((entry) => entry.path === "/login/oauth/access_token").length;
    const cases: [string, string, string | undefined][] = [
      ["a forged state", `state=${"f".repeat(43)}&code=code-x`, `${STATE_COOKIE}=${state}`],
      ["no state", "code=code-x", `${STATE_COOKIE}=${state}`],
      ["no cookie (another browser, or too late)", `state=${state}&code=code-x`, undefined],
      ["a cookie of another sign-in", `state=${state}&code=code-x`, `${STATE_COOKIE}=${"g".repeat(43)}`],
    ];
    for (const [name, search, cookie] of cases) {
      const answer = await request.get(`${BASE}/api/callback?${search}`, {
        headers: cookie ? { Cookie: cookie } : {},
        maxRedirects: 0,
      });
      expect(answer.status(), name).toBe(403);
      expect(answer.headers()["content-type"], name).toContain("text/html");
      const html = await answer.text();
      expect(html, name).toContain("Sign-in refused");
      expect(html, name).not.toContain("<script");
      expect(answer.headers()["content-security-policy"], name).toContain("default-src 'none'");
      expect(answer.headers()["set-cookie"], name).toContain("Max-Age=0");
    }
    const after = (await githubLog({ request })).filter((entry) => entry.path === "/login/oauth/access_token").length;
    expect(after).toBe(before);
  });

  test("the whole handshake: the token reaches an opener on the site's origin, and only there", async ({ page }) => {
    test.skip(!STATIC_BUILT, "needs a build in out/ (the opener is /admin/)");
    await loopbackOnly(page);
    // The editor's own page, whose opener policy lets its pop-up keep its opener (out/_headers).
    await page.goto(`${BASE}/admin/`);
    const popup = page.waitForEvent("popup");
    const received = page.evaluate(
      (relay) =>
        new Promise<{ data: string; origin: string }>((resolve) => {
          // What Decap does: answer the pop-up's "authorizing:github", then take the token it posts back.
          const win = window.open(`${relay}/api/auth?provider=github&scope=repo`, "sign-in", "width=600,height=600");
          window.addEventListener("message", (event) => {
            if (event.data === "authorizing:github") win?.postMessage(event.data, event.origin);
            else resolve({ data: String(event.data), origin: event.origin });
          });
        }),
      BASE,
    );
    const signIn = await popup;
    const message = await received;
    expect(message.origin).toBe(BASE);
    const [, json] = /^authorization:github:success:(.+)$/.exec(message.data) ?? [];
    expect(JSON.parse(json ?? "{}")).toEqual({
      token: expect.stringMatching(/^gho_fake_token_\d+$/),
      provider: "github",
    });

    // The pop-up's page: its own strict policy, with the hash of its one script.
    const callback = await signIn.evaluate(() => document.location.href);
    expect(callback).toMatch(new RegExp(`^${BASE}/api/callback\\?`));
    const exchange = (await githubLog(page)).filter((entry) => entry.path === "/login/oauth/access_token").at(-1);
    expect(exchange?.body).toMatchObject({
      client_id: "test-client-id",
      client_secret: "test-client-secret",
      redirect_uri: `${BASE}/api/callback`,
    });
  });

  test("a page of another origin that opens the relay is never sent the token", async ({ page }) => {
    await loopbackOnly(page);
    await page.goto(`${GITHUB_URL}/opener`);
    const popup = page.waitForEvent("popup");
    await page.evaluate((relay) => {
      (window as unknown as { messages: unknown[] }).messages = [];
      const win = window.open(`${relay}/api/auth?provider=github`, "sign-in", "width=600,height=600");
      window.addEventListener("message", (event) => {
        (window as unknown as { messages: unknown[] }).messages.push(event.data);
        // Even answering the handshake as the editor would gets it nothing: the pop-up only talks to BASE.
        win?.postMessage("authorizing:github", "*");
      });
    }, BASE);
    const signIn = await popup;
    await signIn.waitForURL(/\/api\/callback\?/);
    await signIn.waitForLoadState("load");
    // The page has run its script (it posts at once); give any message a moment to arrive, then check.
    await expect(signIn.locator("#handshake")).toBeAttached();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toEqual([]);
  });

  test("Decap's own Login with GitHub button signs in through the relay and calls GitHub with the token", async ({
    page,
  }) => {
    test.skip(!STATIC_BUILT, "needs a build in out/");
    await loopbackOnly(page);
    // The build names the origin it was made for as base_url; point it at this suite's Worker, and leave
    // out the local backend so Decap takes the GitHub backend as on the live site.
    await page.route(`${BASE}/admin/config.yml`, async (route) => {
      const original = await route.fetch();
      const yaml = (await original.text())
        .replace(/^ {2}base_url: .*$/m, `  base_url: ${BASE}`)
        .replace(/^local_backend:\n(?: {2}.*\n)+/m, "");
      await route.fulfill({ response: original, body: yaml });
    });
    const authorizations: string[] = [];
    await page.context().route("https://api.github.com/**", async (route) => {
      authorizations.push(route.request().headers()["authorization"] ?? "");
      await route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Bad credentials"}' });
    });
    await page.goto(`${BASE}/admin/`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /Login with GitHub/i }).click();
    await popup;
    await expect.poll(() => authorizations.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(authorizations[0]).toMatch(/^token gho_fake_token_\d+$/);
  });
});
