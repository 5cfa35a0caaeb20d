/** @jest-environment node */
import crypto from "node:crypto";
import { handleAuth, handleCallback, HANDSHAKE_SCRIPT, type SignInEnv } from "@/worker/github-auth";

// The relay's pure parts; the whole handshake runs in the API suite (tests/api/editor-sign-in.spec.ts).

const env = (overrides: Partial<SignInEnv> = {}): SignInEnv => ({
  GITHUB_AUTHORIZE_URL: "https://github.example/login/oauth/authorize",
  GITHUB_TOKEN_URL: "https://github.example/login/oauth/access_token",
  ...overrides,
});

describe("the editor's sign-in relay", () => {
  it("answers 503 with a plain page until the GitHub App's client id and secret are set", async () => {
    const answer = await handleAuth(new Request("https://www.example.co.uk/api/auth?provider=github"), env());
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Content-Type")).toContain("text/html");
    expect(await answer.text()).not.toContain("<script");
  });

  it("passes no scope on, whatever the pop-up asks, and sends the S256 challenge of the verifier it keeps in the cookie", async () => {
    const answer = await handleAuth(
      new Request("https://www.example.co.uk/api/auth?provider=github&scope=repo"),
      env({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" }),
    );
    const location = new URL(answer.headers.get("Location") ?? "");
    expect(location.searchParams.has("scope")).toBe(false);
    const verifier = /decap_oauth_state=[^.;]+\.([^;]+)/.exec(answer.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("code_challenge")).toBe(
      crypto.createHash("sha256").update(verifier).digest("base64url"),
    );
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("lists the hash of its one inline script in the callback page's policy, and nothing else may run", async () => {
    const state = "s".repeat(43);
    const answer = await handleCallback(
      new Request(`https://www.example.co.uk/api/callback?state=${state}&error=access_denied`, {
        headers: { Cookie: `decap_oauth_state=${state}.${"v".repeat(43)}` },
      }),
      env({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" }),
    );
    const hash = crypto.createHash("sha256").update(HANDSHAKE_SCRIPT, "utf8").digest("base64");
    const policy = answer.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    const html = await answer.text();
    expect(html).toContain(`<script>${HANDSHAKE_SCRIPT}</script>`);
    // The refusal reaches the editor through the same handshake, addressed to the site's origin only.
    expect(html).toContain('"origin":"https://www.example.co.uk"');
    expect(html).toContain("authorization:github:error:");
    expect(HANDSHAKE_SCRIPT).not.toMatch(/postMessage\([^)]*["']\*["']/);
  });
});
