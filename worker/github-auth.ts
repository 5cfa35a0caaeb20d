/*
 * The GitHub sign-in relay of the content editor (Decap CMS's GitHub backend, worker/README.md, "The editor's
 * sign-in"), for a GitHub App: its user tokens reach only the repositories the app is installed on and
 * expire after 8 hours, where an OAuth App's `repo` token reached every repository of the owner and never
 * expired. /admin/ opens GET /api/auth in a pop-up; it sends the owner to GitHub with a random `state` and
 * a PKCE challenge, and keeps the state and the challenge's verifier in a short-lived HttpOnly cookie that
 * only /api/callback is sent. GitHub sends the owner back to GET /api/callback, which checks the state
 * against the cookie, swaps the code and the verifier for a token at GitHub, and answers a page that hands
 * the token to the editor by Decap's handshake: it posts "authorizing:github" to its opener, waits for the
 * editor to answer from the site's own origin, then posts "authorization:github:success:{token}" to that
 * origin only. The client id and secret are Worker secrets. A GitHub App has no scopes: what the token may
 * do is the app's permissions (docs/going-live.md).
 */

/** The settings the relay reads (worker/env.ts declares them on Env), typed here so a unit test can pass its own. */
export type SignInEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_AUTHORIZE_URL: string;
  GITHUB_TOKEN_URL: string;
};

const CALLBACK_PATH = "/api/callback";
const STATE_COOKIE = "decap_oauth_state";
/** Long enough to sign in to GitHub (with two-factor), short enough that a stale state is useless. */
const STATE_MAX_AGE_SECONDS = 600;
const TOKEN_TIMEOUT_MS = 10_000;

const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  // The callback's address holds the code and state: no page it leads to may learn it.
  "Referrer-Policy": "no-referrer",
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const clearStateCookie = `${STATE_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

/** A page with no script at all: what a refusal shows in the pop-up. */
function plainPage(status: number, title: string, message: string, headers: HeadersInit = {}): Response {
  const merged = new Headers({
    ...PAGE_HEADERS,
    "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
  new Headers(headers).forEach((value, name) => merged.set(name, value));
  const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(body, { status, headers: merged });
}

const notConfigured = () =>
  plainPage(
    503,
    "Sign-in is not set up",
    "The editor's GitHub sign-in needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (docs/going-live.md).",
  );

function credentials(env: SignInEnv): { id: string; secret: string } | null {
  const id = env.GITHUB_CLIENT_ID?.trim();
  const secret = env.GITHUB_CLIENT_SECRET?.trim();
  return id && secret ? { id, secret } : null;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes as 43 base64url characters: a state, or a PKCE verifier (RFC 7636 asks for 43 to 128). */
const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The S256 challenge of a PKCE verifier, the only method GitHub accepts. */
async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

export async function handleAuth(request: Request, env: SignInEnv): Promise<Response> {
  if (request.method !== "GET")
    return plainPage(405, "Not allowed", "This address only answers GET.", { Allow: "GET" });
  const provider = new URL(request.url).searchParams.get("provider");
  if (provider !== null && provider !== "github") {
    return plainPage(400, "Unknown provider", "This sign-in relay only signs in to GitHub.");
  }
  const client = credentials(env);
  if (!client) return notConfigured();
  const state = randomToken();
  // PKCE: GitHub only issues the token to whoever shows the verifier of this challenge. The verifier never
  // leaves the Worker but in the HttpOnly cookie, so a code read from the callback's address (a log, a
  // browser extension) is useless in any other browser, even to someone who has the client secret.
  const verifier = randomToken();
  const authorize = new URL(env.GITHUB_AUTHORIZE_URL);
  // No scope: a GitHub App ignores it, and the pop-up's own ?scope= is never passed on.
  authorize.searchParams.set("client_id", client.id);
  authorize.searchParams.set("redirect_uri", new URL(CALLBACK_PATH, request.url).toString());
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("code_challenge", await pkceChallenge(verifier));
  authorize.searchParams.set("code_challenge_method", "S256");
  authorize.searchParams.set("allow_signup", "false");
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Cache-Control": "no-store",
      "Set-Cookie": `${STATE_COOKIE}=${state}.${verifier}; Path=${CALLBACK_PATH}; Max-Age=${STATE_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Compares in time that does not depend on where the two first differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * The pop-up's one script, the same bytes on every answer, so its hash can stand in the page's policy. The
 * message and the origin it may go to are read from a JSON data block, which is never executed.
 */
export const HANDSHAKE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("handshake").textContent);
  var opener = window.opener;
  if (!opener) {
    document.getElementById("status").textContent = "Open the editor at " + data.origin + "/admin/ and sign in from there.";
    return;
  }
  window.addEventListener("message", function (event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== "authorizing:github") return;
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage("authorizing:github", data.origin);
})();`;

let scriptHash: Promise<string> | undefined;

function handshakeHash(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return scriptHash;
}

/** The pop-up's answer: Decap's handshake with the editor on `origin`, carrying a success or an error. */
async function handshakePage(status: number, origin: string, outcome: { token: string } | { error: string }) {
  const message =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  // "<" escaped, so nothing inside the data can close its <script> element.
  const data = JSON.stringify({ origin, message }).replace(/</g, "\\u003c");
  const title = "token" in outcome ? "Signing you in…" : "Sign-in did not complete";
  const note = "token" in outcome ? "Returning you to the editor." : outcome.error;
  const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p id="status">${escapeHtml(note)}</p><script type="application/json" id="handshake">${data}</script><script>${HANDSHAKE_SCRIPT}</script></body></html>`;
  return new Response(body, {
    status,
    headers: {
      ...PAGE_HEADERS,
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${await handshakeHash()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Set-Cookie": clearStateCookie,
    },
  });
}

type TokenAnswer = { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };

type Exchange = { client: { id: string; secret: string }; code: string; verifier: string; redirectUri: string };

async function exchangeCode(env: SignInEnv, { client, code, verifier, redirectUri }: Exchange) {
  let answer: TokenAnswer;
  try {
    const response = await fetch(env.GITHUB_TOKEN_URL, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: client.id,
        client_secret: client.secret,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    if (!response.ok) return { error: `GitHub answered ${response.status} when asked for a token.` };
    // GitHub reports a bad or expired code, or a verifier that does not match, with status 200 and an
    // `error` field.
    answer = (await response.json()) as TokenAnswer;
  } catch {
    return { error: "GitHub could not be reached to finish the sign-in. Please try again." };
  }
  if (typeof answer.access_token !== "string" || !answer.access_token) {
    const reason = typeof answer.error_description === "string" ? answer.error_description : String(answer.error);
    return { error: `GitHub refused the sign-in: ${reason}` };
  }
  // A token that never expires means an OAuth App, or a GitHub App with "Expire user authorization tokens"
  // off: either way it would sit in the editor's local storage for good, so it is not handed over.
  if (typeof answer.expires_in !== "number" || answer.expires_in <= 0) {
    return {
      error:
        'GitHub issued a token that never expires. The site\'s GitHub App must have "Expire user authorization tokens" turned on (docs/going-live.md).',
    };
  }
  // Only the access token goes on: the refresh token GitHub sends beside it would outlive it by six months.
  return { token: answer.access_token };
}

export async function handleCallback(request: Request, env: SignInEnv): Promise<Response> {
  if (request.method !== "GET")
    return plainPage(405, "Not allowed", "This address only answers GET.", { Allow: "GET" });
  const url = new URL(request.url);
  const state = url.searchParams.get("state") ?? "";
  const [expected = "", verifier = ""] = (cookie(request, STATE_COOKIE) ?? "").split(".");
  if (!state || !expected || !verifier || !sameSecret(state, expected)) {
    return plainPage(
      403,
      "Sign-in refused",
      "This sign-in did not start from this site's editor, or it took too long. Open /admin/ and sign in again.",
      { "Set-Cookie": clearStateCookie },
    );
  }
  const client = credentials(env);
  if (!client) return notConfigured();
  const origin = url.origin;
  // The owner pressed Cancel at GitHub (error=access_denied): the editor is told, and shows it.
  const denied = url.searchParams.get("error");
  if (denied) return handshakePage(200, origin, { error: `GitHub did not sign you in (${denied}).` });
  const code = url.searchParams.get("code");
  if (!code) return plainPage(400, "Sign-in incomplete", "GitHub sent no code back. Open /admin/ and sign in again.");
  const outcome = await exchangeCode(env, { client, code, verifier, redirectUri: `${origin}${CALLBACK_PATH}` });
  if ("error" in outcome) console.error(`Editor sign-in failed: ${outcome.error}`);
  return handshakePage("token" in outcome ? 200 : 502, origin, outcome as { token: string } | { error: string });
}
