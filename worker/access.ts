import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Env } from "./env";
import { issuerFor } from "./access-issuer";
import { refuse, type Refusal } from "./http";
import { deskEmails } from "./settings";

/*
 * Who is asking the desk (/api/desk/*). Cloudflare Access stands in front of /desk/ and /api/desk/* and
 * sends every request it lets through with a signed token in Cf-Access-Jwt-Assertion; the Worker checks it
 * again, so a request that reaches the Worker some other way is refused before anything is read:
 *
 * - signed with RS256 (what Access signs with; nothing else, so `alg: none` or an HMAC made with the public
 *   key cannot pass) by a key the team publishes at https://<team>.cloudflareaccess.com/cdn-cgi/access/certs.
 *   jose's remote key set caches those keys (10 minutes) and fetches them again when a token names a key id
 *   it does not have (at most every 30 seconds), which is how Access's key rotation is picked up;
 * - `iss` exactly https://<ACCESS_TEAM_DOMAIN>, `aud` the application's Audience tag (ACCESS_AUD), `exp`
 *   in the future, `nbf` (if any) passed and `iat` not in the future, with a minute's leeway for clocks;
 * - its `email` on the desk's list in content/settings.yml (desk.allowedEmails).
 *
 * Only where test switches are on may ACCESS_TEST_ISSUER name a fake issuer on loopback
 * (tests/api/fake-access.ts), whose keys are read from the same path under it.
 */

const CERTS_PATH = "/cdn-cgi/access/certs";
const CLOCK_LEEWAY_S = 60;

const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

const REFUSED = {
  unauthenticated: {
    status: 401,
    error: "unauthenticated",
    message: "Sign in through Cloudflare Access to use the desk.",
  },
  forbidden: { status: 403, error: "forbidden", message: "This address may not use the desk." },
  notConfigured: {
    status: 503,
    error: "desk_not_configured",
    message: "The desk is not set up yet: ACCESS_TEAM_DOMAIN and ACCESS_AUD are missing.",
  },
  unavailable: {
    status: 503,
    error: "access_unavailable",
    message: "The sign-in keys could not be read just now. Please try again in a moment.",
  },
} satisfies Record<string, Refusal>;

/** One key set per issuer, kept for the isolate's life so its cache lasts between requests. */
const keySets = new Map<string, JWTVerifyGetKey>();

function keysOf(issuer: string): JWTVerifyGetKey {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}${CERTS_PATH}`), { timeoutDuration: 5000 });
    keySets.set(issuer, keys);
  }
  return keys;
}

export type DeskUser = { email: string };

/** The signed-in owner, or the refusal to answer with. Reads nothing but the request's header. */
export async function authenticate(request: Request, env: Env): Promise<DeskUser | Response> {
  const issuer = issuerFor(env);
  const audience = env.ACCESS_AUD?.trim();
  if (!issuer || !audience) {
    console.error(
      "Desk request refused: ACCESS_TEAM_DOMAIN (a <team>.cloudflareaccess.com name) and ACCESS_AUD must be set.",
    );
    return refuse(REFUSED.notConfigured);
  }
  const token = request.headers.get(ACCESS_HEADER)?.trim();
  if (!token) return refuse(REFUSED.unauthenticated);
  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, keysOf(issuer), {
      algorithms: ["RS256"],
      issuer,
      audience,
      clockTolerance: CLOCK_LEEWAY_S,
      requiredClaims: ["exp", "iat"],
    });
    if (typeof payload.iat !== "number" || payload.iat > Date.now() / 1000 + CLOCK_LEEWAY_S) {
      console.log("Desk request refused: the token was issued in the future.");
      return refuse(REFUSED.unauthenticated);
    }
    email = payload.email;
  } catch (error) {
    if (
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      !(error instanceof errors.JOSEError)
    ) {
      console.error("Desk request refused: the Access keys could not be read:", error);
      return refuse(REFUSED.unavailable);
    }
    console.log(`Desk request refused: ${error.code}.`);
    return refuse(REFUSED.unauthenticated);
  }
  if (typeof email !== "string" || !deskEmails.has(email.toLowerCase())) {
    console.log("Desk request refused: the signed-in address is not on desk.allowedEmails.");
    return refuse(REFUSED.forbidden);
  }
  return { email: email.toLowerCase() };
}
