/** @jest-environment node */
import fs from "node:fs";
import ts from "typescript";

// The Worker's deploy settings that narrow what an attacker can reach (issue 35, finding 11), read from
// wrangler.jsonc as committed. wrangler reads JSON with comments and trailing commas, as TypeScript does.

const { config } = ts.parseConfigFileTextToJson("wrangler.jsonc", fs.readFileSync("wrangler.jsonc", "utf8"));

describe("wrangler.jsonc", () => {
  it("serves the Worker on its custom domain only: no workers.dev address, no preview addresses", () => {
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
  });

  it("lets every send_email binding send from MAIL_FROM and nothing else", () => {
    expect(config.send_email.length).toBeGreaterThan(0);
    for (const binding of config.send_email) {
      expect(binding.allowed_sender_addresses).toEqual([config.vars.MAIL_FROM]);
    }
  });

  it("asks for no OAuth scope: the editor's GitHub App decides what its token may do", () => {
    expect(config.vars).not.toHaveProperty("GITHUB_OAUTH_SCOPE");
  });

  it("names no test switch and no fake Access issuer: the desk trusts only the team's own (worker/access.ts)", () => {
    expect(config.vars).not.toHaveProperty("ALLOW_TEST_SWITCHES");
    expect(config.vars).not.toHaveProperty("ACCESS_TEST_ISSUER");
    const domain = config.vars.ACCESS_TEAM_DOMAIN as string;
    expect(domain === "" || /^[a-z0-9-]+\.cloudflareaccess\.com$/.test(domain)).toBe(true);
  });
});
