// `npm run deploy`: the site live, in three steps that each must pass before the next starts:
//   1. a production build of out/ for NEXT_PUBLIC_SITE_URL (npm run build);
//   2. the D1 migrations applied to the live database (wrangler d1 migrations apply DB --remote);
//   3. the Worker with out/ deployed (wrangler deploy).
// It refuses to start, naming everything missing at once, without the settings below or while
// wrangler.jsonc still holds its placeholders. CI runs it on main (.github/workflows/ci.yml); a person can
// run it too with the same variables set. `--config FILE` names another wrangler configuration.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nodeBinary, WRANGLER, wranglerEnv } from "../dev/worker-server";

const ROOT = path.resolve(__dirname, "../..");

const REQUIRED: Record<string, string> = {
  NEXT_PUBLIC_SITE_URL: "the site's public address, such as https://www.aureliatravel.co.uk",
  CLOUDFLARE_API_TOKEN: "a Cloudflare API token that may edit Workers and D1 (docs/going-live.md)",
  CLOUDFLARE_ACCOUNT_ID: "the Cloudflare account's id (dashboard → Workers & Pages → Account ID)",
  CMS_GITHUB_REPO: "the GitHub repository the editor saves to, owner/name (CI sets it)",
};

/** What wrangler.jsonc holds until go-live, and what to put there instead. */
const PLACEHOLDERS = [
  {
    key: "database_id",
    placeholder: /^0{8}-0{4}-0{4}-0{4}-0{12}$/,
    fix: "the id `npx wrangler d1 create aurelia-travel-leads --jurisdiction eu` printed",
  },
  {
    key: "MAIL_FROM",
    placeholder: /\.example$/,
    fix: "an address on the agency's domain, onboarded to Cloudflare Email Sending",
  },
];

/** Every reason not to deploy, each naming what to set; none means go. */
export function preflight(env: NodeJS.ProcessEnv, wranglerConfig: string): string[] {
  const problems = Object.entries(REQUIRED)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, what]) => `${name} is not set: ${what}.`);
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (siteUrl) {
    let url: URL | undefined;
    try {
      url = new URL(siteUrl);
    } catch {
      // reported below
    }
    if (!url || url.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash) {
      problems.push(`NEXT_PUBLIC_SITE_URL must be an https:// origin with no path, got "${siteUrl}".`);
    }
  }
  for (const { key, placeholder, fix } of PLACEHOLDERS) {
    const value = new RegExp(`"${key}"\\s*:\\s*"([^"]*)"`).exec(wranglerConfig)?.[1];
    if (value === undefined) problems.push(`wrangler.jsonc has no "${key}": set it to ${fix}.`);
    else if (placeholder.test(value))
      problems.push(`wrangler.jsonc still holds the placeholder ${key} "${value}": set it to ${fix}.`);
  }
  return problems;
}

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`\n› ${step}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✗ ${step} failed (exit ${result.status ?? result.signal}). Nothing after it ran.`);
    process.exit(1);
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf("--config");
  const config = path.resolve(at >= 0 ? (args[at + 1] ?? "") : path.join(ROOT, "wrangler.jsonc"));
  const problems = preflight(process.env, fs.existsSync(config) ? fs.readFileSync(config, "utf8") : "");
  if (problems.length > 0) {
    console.error(`npm run deploy refused to start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const env = { ...wranglerEnv(), NEXT_TELEMETRY_DISABLED: "1" };
  const wrangler = (...rest: string[]) => [WRANGLER, ...rest, "--config", config];
  run(`Building out/ for ${process.env.NEXT_PUBLIC_SITE_URL}`, "npm", ["run", "build"], env);
  run(
    "Applying D1 migrations to the live database",
    nodeBinary(),
    wrangler("d1", "migrations", "apply", "DB", "--remote"),
    env,
  );
  run("Deploying the Worker and out/", nodeBinary(), wrangler("deploy"), env);
  console.log(`\n✓ Live at ${process.env.NEXT_PUBLIC_SITE_URL}`);
}

if (require.main === module) main();
