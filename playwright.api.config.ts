import { defineConfig } from "@playwright/test";
import { launchOptions } from "./scripts/dev/chromium";

/**
 * The Worker's API and its static serving, over HTTP (`npm run test:api`). The global setup starts one
 * `wrangler dev` on a free port with a fresh local D1, test switches on, Turnstile pointed at a fake
 * siteverify and the editor's sign-in at a fake GitHub, both on loopback; the tests read the D1 file and
 * the captured e-mails directly. Most tests need no browser; the few flows that only a browser can show
 * (the newsletter box to its confirmed page, the editor's sign-in pop-up) start Chromium when they ask for
 * a page. Kept apart from playwright.config.ts, whose projects and servers serve the site's browser tests.
 */
export default defineConfig({
  testDir: "./tests/api",
  globalSetup: "./tests/api/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // One retry in CI, as the browser tests have: on a loaded two-core machine the suite's own reads of the
  // D1 file (node:sqlite, beside wrangler) have once made two concurrent bookings both answer 503.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Its own results folder: the browser tests, running beside it, keep theirs in test-results/e2e/.
  outputDir: "test-results/api",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { launchOptions, viewport: { width: 1280, height: 800 } },
  projects: [{ name: "api" }],
});
