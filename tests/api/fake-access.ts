import http from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

/*
 * A stand-in for Cloudflare Access on loopback: it publishes a key set at /cdn-cgi/access/certs, as a
 * team's domain does, and hands out tokens signed with it, so the Worker's desk can be tested against
 * real signatures (worker/access.ts). The Worker accepts it only with ALLOW_TEST_SWITCHES=1, named in
 * ACCESS_TEST_ISSUER; its audience is TEST_ACCESS_AUD.
 *
 * GET /mint?variant=…&email=… answers { token }. The variants are the ways a token can be wrong:
 *   good            what Access sends: RS256, this issuer, the audience, an hour left
 *   other-key       RS256 with the published key id, but signed by a key the set does not hold
 *   alg-none        unsigned (`alg: none`)
 *   expired         ran out an hour ago
 *   other-audience  made for another Access application
 * The API tests start it in tests/api/global-setup.ts; the browser tests' Worker (tests/e2e/serve-worker.ts)
 * starts one on fakeAccessPort(E2E_PORT).
 */

export const TEST_ACCESS_AUD = "desk-test-audience-0000000000000000000000000000000000000000000000000000";
const TOKEN_VARIANTS = ["good", "other-key", "alg-none", "expired", "other-audience"] as const;
export type TokenVariant = (typeof TOKEN_VARIANTS)[number];

/** The fixed port the browser tests' fake issuer listens on, beside the Worker's E2E_PORT. */
export const fakeAccessPort = (e2ePort: number): number => e2ePort + 17;

const KID = "fake-access-key";
const HOUR_S = 3600;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

type Keys = { signing: CryptoKey; stranger: CryptoKey; jwks: { keys: object[] } };

async function makeKeys(): Promise<Keys> {
  const [own, other] = await Promise.all([
    generateKeyPair("RS256", { extractable: true }),
    generateKeyPair("RS256", { extractable: true }),
  ]);
  const publicJwk = { ...(await exportJWK(own.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  return { signing: own.privateKey, stranger: other.privateKey, jwks: { keys: [publicJwk] } };
}

async function mint(keys: Keys, issuer: string, variant: TokenVariant, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    iss: issuer,
    aud: [variant === "other-audience" ? "another-application-audience" : TEST_ACCESS_AUD],
    sub: "00000000-0000-4000-8000-000000000000",
    email,
    type: "app",
    iat: variant === "expired" ? now - 3 * HOUR_S : now,
    nbf: variant === "expired" ? now - 3 * HOUR_S : now,
    exp: variant === "expired" ? now - HOUR_S : now + HOUR_S,
  };
  if (variant === "alg-none") return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
  const key = variant === "other-key" ? keys.stranger : keys.signing;
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" }).sign(key);
}

export type FakeAccess = { url: string; close: () => Promise<void> };

/** Starts the fake issuer on a loopback port; its url is the issuer the Worker is told to accept. */
export async function startFakeAccess(port: number): Promise<FakeAccess> {
  const keys = await makeKeys();
  const url = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    const address = new URL(request.url ?? "/", url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (address.pathname === "/cdn-cgi/access/certs") return send(200, keys.jwks);
    const variant = address.searchParams.get("variant") ?? "good";
    if (address.pathname !== "/mint" || !(TOKEN_VARIANTS as readonly string[]).includes(variant)) {
      return send(404, { error: "not_found" });
    }
    const email = address.searchParams.get("email") ?? "";
    mint(keys, url, variant as TokenVariant, email).then(
      (token) => send(200, { token }),
      (error: unknown) => send(500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token from a running fake issuer: the browser tests and the API tests alike call this. */
export async function mintAccessToken(issuerUrl: string, variant: TokenVariant, email: string): Promise<string> {
  const response = await fetch(`${issuerUrl}/mint?variant=${variant}&email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`The fake Access issuer answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
