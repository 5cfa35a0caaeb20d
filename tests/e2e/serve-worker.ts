import fs from "node:fs";
import path from "node:path";
import { startWorker } from "@/scripts/dev/worker-server";
import { fakeAccessPort, startFakeAccess, TEST_ACCESS_AUD } from "../api/fake-access";

/*
 * The browser tests' server (playwright.config.ts, webServer): the site's own Worker under `wrangler dev`,
 * serving out/ with the headers, redirects and 404 page production serves, and the API with a fresh local
 * D1 in E2E_STATE_DIR (migrations applied), so a test can read the row its enquiry made. Test switches are
 * on (X-Test-Client gives each test its own rate-limit bucket, since every request here comes from
 * 127.0.0.1); Turnstile is not configured, so the Worker skips it and says so in its log. The owner's desk
 * accepts tokens from a fake Cloudflare Access issuer on fakeAccessPort(E2E_PORT) (tests/api/fake-access.ts:
 * mintAccessToken gives a test its Cf-Access-Jwt-Assertion).
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const stateDir = process.env.E2E_STATE_DIR;
if (!stateDir)
  throw new Error("E2E_STATE_DIR must name the folder for the test database (playwright.config.ts sets it)");

async function main() {
  fs.rmSync(stateDir!, { recursive: true, force: true });
  const access = await startFakeAccess(fakeAccessPort(port));
  const worker = await startWorker({
    port,
    persistDir: path.join(stateDir!, "state"),
    outboxDir: path.join(stateDir!, "outbox"),
    vars: { ALLOW_TEST_SWITCHES: "1", ACCESS_TEST_ISSUER: access.url, ACCESS_AUD: TEST_ACCESS_AUD },
  });
  console.log(`Worker for the browser tests on ${worker.url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([worker.stop(), access.close()]).then(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
