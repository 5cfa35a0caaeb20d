import http from "node:http";

/*
 * A stand-in for Turnstile's siteverify on loopback, as strict as the real one where it matters here:
 *
 * - A token passes once. Asked about it again, it answers `timeout-or-duplicate`, unless the second call
 *   carries the same idempotency_key as the first, which (as Cloudflare documents) repeats the first
 *   verdict: that is how a replay used to get through.
 * - The answer names the hostname and the action the token was solved for. Tests make tokens with
 *   `turnstileToken(action, hostname?)` (tests/api/support.ts): "pass|<action>|<hostname>|<nonce>"; any
 *   other token, or a wrong secret, fails.
 * - GET /calls?token=… says how often it was asked about a token, so a test can tell that a retry was
 *   answered without a second check.
 */

export const TURNSTILE_SECRET = "api-test-secret";

type Verdict = { success: boolean; hostname?: string; action?: string; "error-codes": string[] };

export function fakeSiteverify(): http.Server {
  const seen = new Map<string, { key: string | undefined; verdict: Verdict; calls: number }>();
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/calls") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ calls: seen.get(url.searchParams.get("token") ?? "")?.calls ?? 0 }));
      return;
    }
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      let body: { secret?: string; response?: string; idempotency_key?: string } = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // an empty body fails below
      }
      const token = body.response ?? "";
      const before = seen.get(token);
      let verdict: Verdict;
      if (before) {
        before.calls += 1;
        verdict =
          before.key !== undefined && before.key === body.idempotency_key
            ? before.verdict
            : { success: false, "error-codes": ["timeout-or-duplicate"] };
      } else {
        const [kind, action, hostname] = token.split("|");
        verdict =
          body.secret === TURNSTILE_SECRET && kind === "pass" && action && hostname
            ? { success: true, hostname, action, "error-codes": [] }
            : { success: false, "error-codes": ["invalid-input-response"] };
        if (token) seen.set(token, { key: body.idempotency_key, verdict, calls: 1 });
      }
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(verdict));
    });
  });
}
