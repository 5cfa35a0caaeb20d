// `npm run deploy`: the site live from the owner's computer, in steps that each must pass before the next
// starts:
//   1. a build with a Turnstile site key goes ahead only if the Worker has its TURNSTILE_SECRET_KEY;
//   2. release/ is built (scripts/ops/release.ts, the same build half as CI's build job);
//   3. the D1 migrations are applied to the live database (wrangler d1 migrations apply DB --remote);
//   4. the Worker with its export is deployed (wrangler deploy), from release/wrangler.json.
// It refuses to start, naming everything missing at once, without the settings below or while
// wrangler.jsonc still holds its placeholders. CI does steps 3 and 4 with a pinned wrangler on the release
// its build job made (.github/workflows/ci.yml), and step 1 the same way. `--config FILE` names another
// wrangler configuration.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildPreflight, buildRelease, configPath, refuseIf, RELEASE_CONFIG, RELEASE_DIR, run } from "./release";
import { nodeBinary, WRANGLER, wranglerEnv } from "../dev/worker-server";

const ROOT = path.resolve(__dirname, "../..");

const CREDENTIALS: Record<string, string> = {
  CLOUDFLARE_API_TOKEN: "a Cloudflare API token that may edit Workers and D1 (docs/going-live.md)",
  CLOUDFLARE_ACCOUNT_ID: "the Cloudflare account's id (dashboard → Workers & Pages → Account ID)",
};

/** Every reason not to deploy before anything is built, each naming what to set; none means go. */
export function preflight(env: NodeJS.ProcessEnv, wranglerConfig: string): string[] {
  const missing = Object.entries(CREDENTIALS)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, what]) => `${name} is not set: ${what}.`);
  return [...buildPreflight(env, wranglerConfig), ...missing];
}

/** The secret names in `wrangler secret list`'s JSON, or null when it is not the list it should be. */
export function parseSecretList(output: string): string[] | null {
  try {
    const list: unknown = JSON.parse(output);
    if (!Array.isArray(list)) return null;
    const names = list.map((entry) => (entry as { name?: unknown } | null)?.name);
    return names.every((name) => typeof name === "string") ? (names as string[]) : null;
  } catch {
    return null;
  }
}

/**
 * Why a build must not go live for want of the Turnstile secret, or undefined when it may. With a site
 * key the forms send Turnstile tokens, but a Worker without the secret skips the check, so the forms would
 * look protected while anything passes. `secrets` is null when the Worker's secrets could not be read:
 * unknown is refused too.
 */
export function turnstileRefusal(siteKey: string | undefined, secrets: readonly string[] | null): string | undefined {
  if (!siteKey?.trim()) return undefined;
  const how =
    "Set it first (`npx wrangler secret put TURNSTILE_SECRET_KEY`, docs/going-live.md), or build without NEXT_PUBLIC_TURNSTILE_SITE_KEY.";
  if (secrets === null) {
    return `NEXT_PUBLIC_TURNSTILE_SITE_KEY is set, but the Worker's secrets could not be read (wrangler secret list), so it is unknown whether TURNSTILE_SECRET_KEY is set. ${how}`;
  }
  if (!secrets.includes("TURNSTILE_SECRET_KEY")) {
    return `NEXT_PUBLIC_TURNSTILE_SITE_KEY is set, but the Worker has no TURNSTILE_SECRET_KEY secret: it would skip the Turnstile check and let every form through. ${how}`;
  }
  return undefined;
}

/** The names of the Worker's secrets, or null when wrangler could not list them. */
function workerSecrets(config: string): string[] | null {
  const result = spawnSync(nodeBinary(), [WRANGLER, "secret", "list", "--format", "json", "--config", config], {
    cwd: ROOT,
    env: wranglerEnv(),
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    return null;
  }
  return parseSecretList(result.stdout);
}

async function main(): Promise<void> {
  const config = configPath(process.argv.slice(2));
  refuseIf(preflight(process.env, fs.existsSync(config) ? fs.readFileSync(config, "utf8") : ""), "npm run deploy");
  const siteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  if (siteKey?.trim()) {
    console.log("› Checking that the Worker has TURNSTILE_SECRET_KEY");
    const refusal = turnstileRefusal(siteKey, workerSecrets(config));
    refuseIf(refusal ? [refusal] : [], "npm run deploy");
  }
  await buildRelease(config);
  const released = path.join(RELEASE_DIR, RELEASE_CONFIG);
  const wrangler = (...args: string[]) => [WRANGLER, ...args, "--config", released];
  run(
    "Applying D1 migrations to the live database",
    nodeBinary(),
    wrangler("d1", "migrations", "apply", "DB", "--remote"),
    wranglerEnv(),
  );
  run("Deploying the Worker and out/", nodeBinary(), wrangler("deploy"), wranglerEnv());
  console.log(`\n✓ Live at ${process.env.NEXT_PUBLIC_SITE_URL}`);
}

if (require.main === module) void main();
