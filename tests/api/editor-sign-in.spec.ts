import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, type GithubLogEntry } from "./fake-github";
import { BASE, GITHUB_URL, STATIC_BUILT } from "./support";

// The editor's GitHub sign-in through the Worker (worker/github-auth.ts), against the fake GitHub App that
// the global setup starts: GitHub's authorize step answers at once with a code, its token endpoint swaps it
// for a token that expires, but only with the PKCE verifier of the challenge the code was issued for.

const githubLog = async (page: Page | { request: Page["request"] }) =>
  (await (await page.request.get(`${GITHUB_URL}/__log`)).json()) as GithubLogEntry[];

const STATE_COOKIE = "decap_oauth_state";

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** /api/auth's redirect to GitHub, and the state and verifier its cookie keeps. */
async function startSignIn(request: APIRequestContext) {
  const answer = await request.get(`${BASE}/api/auth?provider=github`, { maxRedirects: 0 });
  const location = new URL(answer.headers()["location"] ?? "");
  const state = location.searchParams.get("state") ?? "";
  const verifier = /decap_oauth_state=[^.;]*\.([^;]*)/.exec(answer.headers()["set-cookie"] ?? "")?.[1] ?? "";
  return { location, state, verifier };
}

/** The owner approves at the fake GitHub: the code it sends back to the callback. */
async function approve(request: APIRequestContext, authorize: URL) {
  const answer = await request.get(authorize.toString(), { maxRedirects: 0 });
  return new URL(answer.headers()["location"] ?? "").searchParams.get("code") ?? "";
}

const callback = (request: APIRequestContext, state: string, code: string, cookie: string) =>
  request.get(`${BASE}/api/callback?state=${state}&code=${code}`, {
    headers: { Cookie: `${STATE_COOKIE}=${cookie}` },
    maxRedirects: 0,
  });

/** Everything but this machine's servers is refused, so nothing can leave for the real GitHub. */
async function loopbackOnly(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

test.describe("the editor's sign-in relay", () => {
  test("/api/auth sends the owner to GitHub with the client id, no scope, a PKCE challenge and a state; the state and the verifier stay in a short-lived HttpOnly cookie", async ({
    request,
  }) => {
    const answer = await request.get(`${BASE}/api/auth?provider=github&site_id=example&scope=delete_repo`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    const location = new URL(answer.headers()["location"] ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB_URL}/login/oauth/authorize`);
    const state = location.searchParams.get("state") ?? "";
    const challenge = location.searchParams.get("code_challenge") ?? "";
    // No scope at all: a GitHub App's permissions decide, and the request's own ?scope= is not passed on.
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "test-client-id",
      redirect_uri: `${BASE}/api/callback`,
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
      allow_signup: "false",
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = answer.headers()["set-cookie"] ?? "";
    const [first = "", ...attributes] = cookie.split(/;\s*/);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/api/callback", "SameSite=Lax", "Secure"]);
    const [name, value = ""] = first.split("=");
    expect(name).toBe(STATE_COOKIE);
    const [cookieState, verifier = ""] = value.split(".");
    expect(cookieState).toBe(state);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s256(verifier)).toBe(challenge);
    // The verifier travels only in the HttpOnly cookie: never in the address GitHub (or a log) sees.
    expect(location.toString()).not.toContain(verifier);
    expect(answer.headers()["cache-control"]).toBe("no-store");

    const other = await request.get(`${BASE}/api/auth?provider=gitlab`, { maxRedirects: 0 });
    expect(other.status()).toBe(400);
    expect((await request.post(`${BASE}/api/auth`, { maxRedirects: 0 })).status()).toBe(405);
  });

  test("a forged, missing or unmatched state is refused with a plain page, and no code is spent", async ({
    request,
  }) => {
    const { state } = await startSignIn(request);
    const before = (await githubLog({ request })).filter((entry) => entry.path === "/login/oauth/access_token").length;
    const cases: [string, string, string | undefined][] = [
      ["a forged state", `state=${"f".repeat(43)}&code=code-x`, `${STATE_COOKIE}=${state}`],
      ["no state", "code=code-x", `${STATE_COOKIE}=${state}`],
      ["no cookie (another browser, or too late)", `state=${state}&code=code-x`, undefined],
      [
        "a cookie of another sign-in",
        `state=${state}&code=code-x`,
        `${STATE_COOKIE}=${"g".repeat(43)}.${"v".repeat(43)}`,
      ],
      ["a cookie with the state but no PKCE verifier", `state=${state}&code=code-x`, `${STATE_COOKIE}=${state}`],
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

  test("GitHub swaps a code only for the verifier of its challenge: a wrong or missing one fails, at GitHub and through the relay", async ({
    request,
  }) => {
    const exchange = (code: string, verifier?: string) =>
      request
        .post(`${GITHUB_URL}/login/oauth/access_token`, {
          data: {
            client_id: GITHUB_CLIENT_ID,
            client_secret: GITHUB_CLIENT_SECRET,
            code,
            redirect_uri: `${BASE}/api/callback`,
            ...(verifier === undefined ? {} : { code_verifier: verifier }),
          },
        })
        .then((answer) => answer.json() as Promise<Record<string, unknown>>);

    // The fake itself: even with the client secret, a code is worth nothing without the cookie's verifier.
    const direct = await startSignIn(request);
    const code = await approve(request, direct.location);
    expect(await exchange(code)).toMatchObject({ error: "invalid_grant" });
    expect(await exchange(code, "w".repeat(43))).toMatchObject({ error: "invalid_grant" });
    expect(await exchange(code, direct.verifier)).toMatchObject({ access_token: expect.stringMatching(/^ghu_/) });

    // Through the relay: it sends the verifier its cookie holds, so a cookie with another one fails at GitHub.
    const relayed = await startSignIn(request);
    const relayedCode = await approve(request, relayed.location);
    const answer = await callback(request, relayed.state, relayedCode, `${relayed.state}.${"w".repeat(43)}`);
    expect(answer.status()).toBe(502);
    const html = await answer.text();
    expect(html).toContain("code_verifier does not match");
    expect(html).not.toMatch(/gh[uor]_fake/);
    const sent = (await githubLog({ request })).filter((entry) => entry.path === "/login/oauth/access_token").at(-1);
    expect(sent?.body).toMatchObject({ code: relayedCode, code_verifier: "w".repeat(43) });
  });

  test("only the access token reaches the page: never the refresh token, and never a token that does not expire", async ({
    request,
  }) => {
    const signIn = await startSignIn(request);
    const code = await approve(request, signIn.location);
    const answer = await callback(request, signIn.state, code, `${signIn.state}.${signIn.verifier}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/ghu_fake_token_\d+/);
    // GitHub sent a refresh token beside it (six months to the token's eight hours); it stays out of the page.
    expect(html).not.toContain("ghr_");
    expect(html).not.toContain("refresh");

    // A token without an expiry (an OAuth App's, or a GitHub App with expiry off) is refused, not handed over.
    const lasting = await startSignIn(request);
    lasting.location.searchParams.set("expiry", "never");
    const lastingCode = await approve(request, lasting.location);
    const refused = await callback(request, lasting.state, lastingCode, `${lasting.state}.${lasting.verifier}`);
    expect(refused.status()).toBe(502);
    const refusal = await refused.text();
    expect(refusal).toContain("never expires");
    expect(refusal).toContain("authorization:github:error:");
    expect(refusal).not.toContain("gho_fake_token");
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
      token: expect.stringMatching(/^ghu_fake_token_\d+$/),
      provider: "github",
    });

    // The pop-up's page: its own strict policy, with the hash of its one script.
    const callback = await signIn.evaluate(() => document.location.href);
    expect(callback).toMatch(new RegExp(`^${BASE}/api/callback\\?`));
    const log = await githubLog(page);
    const authorize = log.filter((entry) => entry.path === "/login/oauth/authorize").at(-1);
    const exchange = log.filter((entry) => entry.path === "/login/oauth/access_token").at(-1);
    expect(exchange?.body).toMatchObject({
      client_id: "test-client-id",
      client_secret: "test-client-secret",
      redirect_uri: `${BASE}/api/callback`,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(s256((exchange?.body as { code_verifier: string }).code_verifier)).toBe(authorize?.query.code_challenge);
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
    expect(authorizations[0]).toMatch(/^token ghu_fake_token_\d+$/);
  });
});
