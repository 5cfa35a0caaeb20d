import { defineConfig } from "@playwright/test";

/**
 * The Worker's API and its static serving, over HTTP, with no browser (`npm run test:api`). The global
 * setup starts one `wrangler dev` on a free port with a fresh local D1, test switches on, and Turnstile
 * pointed at a fake siteverify on loopback; the tests read the D1 file and the captured e-mails directly.
 * Kept apart from playwright.config.ts, whose projects and servers serve the browser tests.
 */
export default defineConfig({
  testDir: "./tests/api",
  globalSetup: "./tests/api/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [{ name: "api" }],
});
