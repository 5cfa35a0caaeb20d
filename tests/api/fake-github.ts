import http from "node:http";

/*
 * GitHub's two OAuth endpoints as the editor's sign-in meets them, on loopback:
 * - GET /login/oauth/authorize: the owner "approves" at once, and is sent back to redirect_uri with a
 *   one-time code and the state it was given (or with error=access_denied for client_id "deny").
 * - POST /login/oauth/access_token: swaps a code it issued, with the right client id and secret, for a
 *   token; anything else gets GitHub's own answer to a bad code (status 200 with an `error` field).
 * - GET /opener: a page of another origin, for the test that such a page never receives a token.
 * - GET /__log: every request it had, for the tests to read.
 */

export const GITHUB_CLIENT_ID = "test-client-id";
export const GITHUB_CLIENT_SECRET = "test-client-secret";

export type GithubLogEntry = { method: string; path: string; query: Record<string, string>; body?: unknown };

export function fakeGithub(): http.Server {
  const log: GithubLogEntry[] = [];
  const issued = new Map<string, string>();
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
        else {
          counter += 1;
          const code = `code-${counter}`;
          issued.set(code, `gho_fake_token_${counter}`);
          back.searchParams.set("code", code);
        }
        response.writeHead(302, { Location: back.toString() });
        response.end();
      } else if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
        const { client_id, client_secret, code } = (body ?? {}) as Record<string, string>;
        const token =
          client_id === GITHUB_CLIENT_ID && client_secret === GITHUB_CLIENT_SECRET ? issued.get(code ?? "") : undefined;
        if (token) issued.delete(code ?? "");
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify(
            token
              ? { access_token: token, token_type: "bearer", scope: "repo" }
              : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
          ),
        );
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
