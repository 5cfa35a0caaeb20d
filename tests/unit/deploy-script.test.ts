/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// npm run deploy refuses before it runs anything (no build, no network) and names what is missing. It is
// pointed at a copy of wrangler.jsonc as committed, so these tests stay refusals after go-live too.

const placeholders = fs
  .readFileSync("wrangler.jsonc", "utf8")
  .replace(/"database_id": "[^"]*"/, '"database_id": "00000000-0000-0000-0000-000000000000"')
  .replace(/"MAIL_FROM": "[^"]*"/, '"MAIL_FROM": "website@aurelia-travel.example"');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-test-"));
const withPlaceholders = path.join(dir, "wrangler.jsonc");
fs.writeFileSync(withPlaceholders, placeholders);
const filledIn = path.join(dir, "filled.jsonc");
fs.writeFileSync(
  filledIn,
  placeholders
    .replace(/"database_id": "[^"]*"/, '"database_id": "4b1c2d3e-1111-4222-8333-944455556666"')
    .replace(/"MAIL_FROM": "[^"]*"/, '"MAIL_FROM": "website@aureliatravel.co.uk"'),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function deploy(env: Record<string, string>, config: string) {
  return spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/ops/deploy.ts", "--config", config], {
    // Nothing but PATH (to find Node): no Cloudflare credentials, whatever this machine has.
    env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
}

const CREDENTIALS = {
  NEXT_PUBLIC_SITE_URL: "https://www.aureliatravel.co.uk",
  CLOUDFLARE_API_TOKEN: "token",
  CLOUDFLARE_ACCOUNT_ID: "account",
  CMS_GITHUB_REPO: "agency/site",
};

describe("npm run deploy", () => {
  it("stops in an empty environment, naming every missing setting and both placeholders", () => {
    const result = deploy({}, withPlaceholders);
    expect(result.status).toBe(1);
    for (const name of [
      "NEXT_PUBLIC_SITE_URL",
      "CLOUDFLARE_API_TOKEN",
      "CLOUDFLARE_ACCOUNT_ID",
      "CMS_GITHUB_REPO",
      "placeholder database_id",
      "placeholder MAIL_FROM",
    ]) {
      expect(result.stderr).toContain(name);
    }
    expect(result.stdout).not.toContain("Building");
  });

  it("names only what is missing", () => {
    const { CLOUDFLARE_API_TOKEN: _token, ...rest } = CREDENTIALS;
    const result = deploy(rest, filledIn);
    expect(result.status).toBe(1);
    expect(result.stderr.match(/^ {2}- /gm)).toHaveLength(1);
    expect(result.stderr).toContain("CLOUDFLARE_API_TOKEN is not set");
    expect(result.stdout).not.toContain("Building");
  });

  it("refuses a site address that is not an https:// origin", () => {
    const result = deploy({ ...CREDENTIALS, NEXT_PUBLIC_SITE_URL: "http://www.aureliatravel.co.uk/home" }, filledIn);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("NEXT_PUBLIC_SITE_URL must be an https:// origin");
  });
});
