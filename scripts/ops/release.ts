// `npm run build:release`: the build half of a deploy, shared by `npm run deploy` (scripts/ops/deploy.ts) and
// CI's build job (.github/workflows/ci.yml), which holds no secret. It writes release/, everything a
// deploy uploads and nothing that runs at deploy time:
//   out/          the production export for NEXT_PUBLIC_SITE_URL (npm run build);
//   worker/       the Worker as wrangler bundles it (`wrangler deploy --dry-run --outdir`);
//   migrations/   the D1 migrations;
//   wrangler.json the settings and bindings of wrangler.jsonc, pointing at the three folders above, with
//                 no_bundle, so deploying it builds nothing.
// CI's deploy job, which holds the Cloudflare token, receives only this folder and runs nothing from the
// repository on it, only a wrangler pinned by version; that is why the bundle is made here. It refuses to
// start, naming everything missing at once, without its settings or while wrangler.jsonc still holds its
// placeholders. `--config FILE` names another wrangler configuration.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nodeBinary, WRANGLER, wranglerEnv } from "../dev/worker-server";

const ROOT = path.resolve(__dirname, "../..");
export const RELEASE_DIR = path.join(ROOT, "release");

/** Where the Worker's bundle, its entry and the export sit in release/ (CI's deploy job checks the same). */
const BUNDLE_DIR = "worker";
const ENTRY = `${BUNDLE_DIR}/index.js`;
const ASSETS_DIR = "out";
const MIGRATIONS_DIR = "migrations";
export const RELEASE_CONFIG = "wrangler.json";

const REQUIRED: Record<string, string> = {
  NEXT_PUBLIC_SITE_URL: "the site's public address, such as https://www.aureliatravel.co.uk",
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

/** Every reason not to build a release, each naming what to set; none means go. */
export function buildPreflight(env: NodeJS.ProcessEnv, wranglerConfig: string): string[] {
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

type WranglerConfig = Record<string, unknown> & {
  assets?: Record<string, unknown>;
  d1_databases?: Record<string, unknown>[];
};

/** wrangler.jsonc as wrangler reads it: JSON with comments and trailing commas. */
export async function readWranglerConfig(file: string): Promise<WranglerConfig> {
  // Loaded only here: TypeScript takes a second or two to load, and a refusal should not wait for it.
  const { default: ts } = await import("typescript");
  const { config, error } = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, "utf8"));
  if (error) throw new Error(`${file} is not valid JSONC: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  return config as WranglerConfig;
}

/**
 * The configuration CI's deploy job deploys: the source's settings and bindings, with its paths pointing
 * at release/'s own folders and `no_bundle`, so wrangler uploads the bundle as it is and runs no build.
 */
export function releaseConfig(source: WranglerConfig): WranglerConfig {
  // $schema names a file in node_modules, which the deploy job does not have.
  const { $schema: _schema, ...config } = source;
  return {
    ...config,
    main: ENTRY,
    no_bundle: true,
    ...(config.assets ? { assets: { ...config.assets, directory: ASSETS_DIR } } : {}),
    ...(config.d1_databases
      ? { d1_databases: config.d1_databases.map((database) => ({ ...database, migrations_dir: MIGRATIONS_DIR })) }
      : {}),
  };
}

/** Runs one step of a build or deploy; on failure says which, and exits before the next starts. */
export function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`\n› ${step}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✗ ${step} failed (exit ${result.status ?? result.signal}). Nothing after it ran.`);
    process.exit(1);
  }
}

/** Builds release/ from the sources and `config` (wrangler.jsonc); exits the process on the first failure. */
export async function buildRelease(config: string): Promise<void> {
  const env = { ...wranglerEnv(), NEXT_TELEMETRY_DISABLED: "1" };
  const source = await readWranglerConfig(config);
  run(`Building out/ for ${process.env.NEXT_PUBLIC_SITE_URL}`, "npm", ["run", "build"], env);
  fs.rmSync(RELEASE_DIR, { recursive: true, force: true });
  run(
    "Bundling the Worker",
    nodeBinary(),
    [WRANGLER, "deploy", "--dry-run", "--outdir", path.join(RELEASE_DIR, BUNDLE_DIR), "--config", config],
    env,
  );
  fs.cpSync(path.join(ROOT, "out"), path.join(RELEASE_DIR, ASSETS_DIR), { recursive: true });
  const migrations = source.d1_databases?.[0]?.migrations_dir;
  if (typeof migrations === "string") {
    fs.cpSync(path.resolve(path.dirname(config), migrations), path.join(RELEASE_DIR, MIGRATIONS_DIR), {
      recursive: true,
    });
  }
  const released = path.join(RELEASE_DIR, RELEASE_CONFIG);
  fs.writeFileSync(released, `${JSON.stringify(releaseConfig(source), null, 2)}\n`);
  // The release checked as the deploy will read it, before anyone holding a token does.
  run(
    "Checking the release deploys as built",
    nodeBinary(),
    [WRANGLER, "deploy", "--dry-run", "--config", released],
    env,
  );
  // wrangler leaves its scratch folder beside the configuration; the release is the four entries above.
  fs.rmSync(path.join(RELEASE_DIR, ".wrangler"), { recursive: true, force: true });
}

/** `--config FILE`, else wrangler.jsonc at the root. */
export function configPath(args: string[]): string {
  const at = args.indexOf("--config");
  return path.resolve(at >= 0 ? (args[at + 1] ?? "") : path.join(ROOT, "wrangler.jsonc"));
}

/** Stops the process, naming every problem, when there is any. */
export function refuseIf(problems: string[], what: string): void {
  if (problems.length === 0) return;
  console.error(`${what} refused to start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = configPath(process.argv.slice(2));
  refuseIf(
    buildPreflight(process.env, fs.existsSync(config) ? fs.readFileSync(config, "utf8") : ""),
    "npm run build:release",
  );
  await buildRelease(config);
  console.log(`\n✓ ${path.relative(ROOT, RELEASE_DIR)}/ is ready to deploy`);
}

if (require.main === module) void main();
