import { createHash } from "node:crypto";
import http from "node:http";

/*
 * GitHub's two sign-in endpoints as the editor's sign-in meets them for a GitHub App, on loopback:
 * - GET /login/oauth/authorize: the owner "approves" at once, and is sent back to redirect_uri with a
 *   one-time code and the state it was given (or with error=access_denied for client_id "deny"). A PKCE
 *   challenge given here is kept with the code; as at GitHub, S256 is the only method taken. `expiry=never`
 *   (added by a test, never by the relay) makes the code's token one that never expires, as an OAuth App's.
 * - POST /login/oauth/access_token: swaps a code it issued, with the right client id and secret and, when
 *   the code came with a challenge, the verifier whose SHA-256 is that challenge, for a user token that
 *   expires in 8 hours and a refresh token; anything else gets GitHub's kind of answer to a bad code
 *   (status 200 with an `error` field).
 * - GET /opener: a page of another origin, for the test that such a page never receives a token.
 * - GET /__log: every request it had, for the tests to read.
 */

export const GITHUB_CLIENT_ID = "test-client-id";
export const GITHUB_CLIENT_SECRET = "test-client-secret";

export type GithubLogEntry = { method: string; path: string; query: Record<string, string>; body?: unknown };

type Issued = { id: number; challenge?: string; expires: boolean };

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** The token endpoint's answer: the tokens, or what was wrong with the request. */
function tokenAnswer(issued: Issued | undefined, verifier: unknown): Record<string, unknown> {
  const refused = (error: string, description: string) => ({ error, error_description: description });
  if (!issued) return refused("bad_verification_code", "The code passed is incorrect or expired.");
  if (issued.challenge !== undefined && (typeof verifier !== "string" || s256(verifier) !== issued.challenge)) {
    return refused("invalid_grant", "The code_verifier does not match the code_challenge.");
  }
  if (!issued.expires) return { access_token: `gho_fake_token_${issued.id}`, token_type: "bearer", scope: "repo" };
  return {
    access_token: `ghu_fake_token_${issued.id}`,
    expires_in: 28_800,
    refresh_token: `ghr_fake_refresh_${issued.id}`,
    refresh_token_expires_in: 15_897_600,
    token_type: "bearer",
    scope: "",
  };
}

export function fakeGithub(): http.Server {
  const log: GithubLogEntry[] = [];
  const issued = new Map<string, Issued>();
  let counter = 0;
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const query = Object.fromEntries(url.searchParams);
      if (url.pathname !== "/__log") log.push({ method: request.method ?? "", path: url.pathname, query, body });
      if (url.pathname === "/login/oauth/authorize") {
        const back = new URL(query.redirect_uri ?? "");
        back.searchParams.set("state", query.state ?? "");
        if (query.client_id === "deny") back.searchParams.set("error", "access_denied");
        else if (query.code_challenge !== undefined && query.code_challenge_method !== "S256") {
          back.searchParams.set("error", "invalid_request");
        } else {
          counter += 1;
          const code = `code-${counter}`;
          issued.set(code, { id: counter, challenge: query.code_challenge, expires: query.expiry !== "never" });
          back.searchParams.set("code", code);
        }
        response.writeHead(302, { Location: back.toString() });
        response.end();
      } else if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
        const { client_id, client_secret, code, code_verifier } = (body ?? {}) as Record<string, unknown>;
        const known =
          client_id === GITHUB_CLIENT_ID && client_secret === GITHUB_CLIENT_SECRET && typeof code === "string"
            ? issued.get(code)
            : undefined;
        const answer = tokenAnswer(known, code_verifier);
        if ("access_token" in answer) issued.delete(code as string);
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(answer));
      } else if (url.pathname === "/opener") {
        response.writeHead(200, { "Content-Type": "text/html" });
        response.end("<!DOCTYPE html><title>Another site</title><p>Another origin</p>");
      } else if (url.pathname === "/__log") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(log));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
  });
}
