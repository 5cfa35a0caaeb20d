/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseSecretList, turnstileRefusal } from "@/scripts/ops/deploy";

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

describe("the Turnstile secret check of npm run deploy", () => {
  it("lets a build without a site key through, whatever the Worker's secrets", () => {
    expect(turnstileRefusal(undefined, null)).toBeUndefined();
    expect(turnstileRefusal("  ", [])).toBeUndefined();
  });

  it("lets a build with a site key through only when the Worker has TURNSTILE_SECRET_KEY", () => {
    expect(turnstileRefusal("0x4AAA", ["GITHUB_CLIENT_ID", "TURNSTILE_SECRET_KEY"])).toBeUndefined();
    expect(turnstileRefusal("0x4AAA", ["GITHUB_CLIENT_ID"])).toMatch(/no TURNSTILE_SECRET_KEY secret/);
  });

  it("refuses a build with a site key when the Worker's secrets cannot be read", () => {
    expect(turnstileRefusal("0x4AAA", null)).toMatch(/could not be read/);
  });

  it("reads the secret names from wrangler secret list's JSON, and nothing else as a list", () => {
    expect(parseSecretList('[{"name":"A","type":"secret_text"},{"name":"B","type":"secret_text"}]')).toEqual([
      "A",
      "B",
    ]);
    expect(parseSecretList("[]")).toEqual([]);
    for (const output of ["", "Not logged in", "{}", '[{"type":"secret_text"}]', "[null]"]) {
      expect(parseSecretList(output)).toBeNull();
    }
  });
});

/**
 * A stand-in for Cloudflare's API on loopback (wrangler reads CLOUDFLARE_API_BASE_URL), answering the one
 * request `wrangler secret list` makes; and an `npm` first on PATH that only records that it ran, so a
 * deploy that got as far as building stops at once.
 */
async function fakeCloudflare(answer: { status: number; body: unknown }) {
  const server = http.createServer((_request, response) => {
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const bin = fs.mkdtempSync(path.join(dir, "bin-"));
  const ran = path.join(bin, "npm-ran");
  fs.writeFileSync(path.join(bin, "npm"), `#!/bin/sh\necho "$@" > "${ran}"\nexit 1\n`, { mode: 0o755 });
  return {
    env: {
      CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
      PATH: `${bin}:${process.env.PATH ?? ""}`,
    },
    npmRan: () => fs.existsSync(ran),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** npm run deploy, without blocking this process: the fake API above must answer while it runs. */
function deployAsync(env: Record<string, string>, config: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/ops/deploy.ts", "--config", config], {
      env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("npm run deploy with a Turnstile site key", () => {
  const withSiteKey = { ...CREDENTIALS, NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAAAAAAtest" };

  it.each([
    [
      "the Worker has no TURNSTILE_SECRET_KEY",
      { status: 200, body: { success: true, errors: [], messages: [], result: [{ name: "GITHUB_CLIENT_ID" }] } },
      "the Worker has no TURNSTILE_SECRET_KEY secret",
    ],
    [
      "the Worker's secrets cannot be read",
      { status: 403, body: { success: false, errors: [{ code: 10000, message: "Authentication error" }] } },
      "the Worker's secrets could not be read",
    ],
  ])(
    "refuses, before building anything, when %s",
    async (_when, answer, message) => {
      const cloudflare = await fakeCloudflare(answer);
      try {
        const result = await deployAsync({ ...withSiteKey, ...cloudflare.env }, filledIn);
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(message);
        expect(result.stdout).not.toContain("Building");
        expect(cloudflare.npmRan()).toBe(false);
      } finally {
        await cloudflare.close();
      }
    },
    60_000,
  );
});
