import { testSwitchesOn, type TestSwitchEnv } from "./guards";

/*
 * Whose tokens the desk accepts (worker/access.ts): the team's own issuer, https://<team>.cloudflareaccess.com,
 * and nothing else; only where test switches are on, a fake issuer on loopback named in ACCESS_TEST_ISSUER
 * (tests/api/fake-access.ts). A pure function of the settings, so a unit test can hold it to that.
 */

const TEAM_DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.cloudflareaccess\.com$/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type IssuerSettings = TestSwitchEnv & { ACCESS_TEAM_DOMAIN?: string; ACCESS_TEST_ISSUER?: string };

/** The fake issuer a test run names, if test switches are on and it is plain HTTP on loopback. */
function testIssuer(env: IssuerSettings): string | undefined {
  if (!testSwitchesOn(env) || !env.ACCESS_TEST_ISSUER) return undefined;
  try {
    const url = new URL(env.ACCESS_TEST_ISSUER);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return url.protocol === "http:" && LOOPBACK.has(url.hostname) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The issuer the desk accepts, exactly as it must appear in `iss`; undefined when none is configured. */
export function issuerFor(env: IssuerSettings): string | undefined {
  const fake = testIssuer(env);
  if (fake) return fake;
  const domain = env.ACCESS_TEAM_DOMAIN?.trim().toLowerCase() ?? "";
  return TEAM_DOMAIN.test(domain) ? `https://${domain}` : undefined;
}
