import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./scripts/dev/chromium";

// Several checkouts can test side by side: give each its own port (scripts/test.sh picks free ones).
const PORT = Number(process.env.E2E_PORT ?? 4173);
// The test Worker's local D1 and outbox, named here so that every test process reads the same folder.
process.env.E2E_STATE_DIR ??= path.resolve(".wrangler", "e2e", String(PORT));
/** The editor's local backend; the build writes the same port into /admin/config.yml (scripts/build/cms.ts). */
const CMS_PORT = Number(process.env.CMS_PORT ?? 8081);

/** End-to-end tests run against the exported out/ folder, served by the site's own Worker as in production. */
export default defineConfig({
  testDir: "./tests/e2e",
  // The tests read content through lib/content/; this tsconfig lets its server-only import resolve.
  tsconfig: "./tests/e2e/tsconfig.json",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry at most, in CI only; the timing reporter lists every test that needed it, so a flaky step is
  // seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ["list"],
    ["./tests/e2e/timing-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  // Traces of failed tests stay here; the API suite, which runs beside this one, keeps its own folder.
  outputDir: "test-results/e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace (a screenshot and a DOM snapshot at every step) made the same pages take a third
    // longer here, so CI records one only when a failed test runs again; a local run keeps the failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      // Checks of the served HTML over every page: no browser is started.
      name: "export",
      testMatch: /export\.spec\.ts/,
    },
    {
      // The content editor at /admin/, driven as the owner would, against a copy of content/.
      name: "admin",
      testMatch: /admin\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /(no-js|export|admin)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Phones run what depends on the viewport or on touch: the browser sweep, the shell and menu, the
      // carousels, the map, the forms and the journal's filters. The content pages' words, links and
      // structured data (pages, legal, trust, 404 rules) are the same at every width, so desktop reads them.
      name: "mobile",
      testIgnore: /(no-js|export|admin|pages|legal|trust|not-found)\.spec\.ts/,
      // Tests tagged ANY_WIDTH (tests/e2e/support.ts) check behaviour that is the same at every width.
      grepInvert: /@any-width/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      // Pages must read and navigate with JavaScript switched off.
      name: "no-js",
      testMatch: /no-js\.spec\.ts/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: [
    {
      // The site's Worker under wrangler dev: out/ with its _headers, _redirects and 404 page, and the API
      // with a fresh local D1 (tests/e2e/serve-worker.ts). SIGTERM lets it stop wrangler on its way out.
      command: "npx tsx tests/e2e/serve-worker.ts",
      url: `http://127.0.0.1:${PORT}/`,
      env: { E2E_PORT: String(PORT), E2E_STATE_DIR: process.env.E2E_STATE_DIR },
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      timeout: 120_000,
    },
    {
      // The editor's local backend (decap-server) over a fresh copy of content/ in .cms-test/.
      command: "npx tsx scripts/build/cms.ts test-server",
      port: CMS_PORT,
      env: { CMS_PORT: String(CMS_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
