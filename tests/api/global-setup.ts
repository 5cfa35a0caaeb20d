import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startWorker } from "@/scripts/dev/worker-server";
import { startFakeAccess, TEST_ACCESS_AUD } from "./fake-access";
import { fakeCalendar } from "./fake-calendar";
import { fakeGithub, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } from "./fake-github";
import { fakeSiteverify, TURNSTILE_SECRET } from "./fake-siteverify";

/*
 * One Worker for the whole API suite: a fresh persist folder (D1 with its migrations, rate-limit
 * counters), test switches on, Turnstile required and checked by a fake siteverify that passes each token
 * made by turnstileToken() once (tests/api/fake-siteverify.ts), the editor's GitHub sign-in pointed at a
 * fake GitHub (tests/api/fake-github.ts), and the owner's calendar address at a fake calendar
 * (tests/api/fake-calendar.ts), and the owner's desk at a fake Cloudflare Access issuer (tests/api/fake-access.ts).
 * The tests learn the addresses from the environment, and read what the Worker logged so far from a file in
 * the same folder (API_LOG_FILE); the teardown stops every server.
 */

const NEWSLETTER_DAILY_CONFIRMATIONS = "500";

/** The owner's feed's secret for this run (worker/owner-feed.ts): random, so no test can know it otherwise. */
const CALENDAR_FEED_TOKEN = crypto.randomUUID().replace(/-/g, "");

export default async function globalSetup() {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "aurelia-api-"));
  const siteverify = fakeSiteverify();
  const siteverifyPort = await freePort();
  await new Promise<void>((resolve) => siteverify.listen(siteverifyPort, "127.0.0.1", resolve));
  const github = fakeGithub();
  const githubPort = await freePort();
  await new Promise<void>((resolve) => github.listen(githubPort, "127.0.0.1", resolve));
  const githubUrl = `http://127.0.0.1:${githubPort}`;
  const calendar = fakeCalendar();
  const calendarPort = await freePort();
  await new Promise<void>((resolve) => calendar.listen(calendarPort, "127.0.0.1", resolve));
  const calendarUrl = `http://127.0.0.1:${calendarPort}/calendar.ics`;
  const access = await startFakeAccess(await freePort());

  const built = fs.existsSync(path.join("out", "index.html"));
  const emptyAssets = path.join(stateDir, "no-build");
  if (!built) fs.mkdirSync(emptyAssets);
  const outboxDir = path.join(stateDir, "outbox");
  const logFile = path.join(stateDir, "worker.log");
  let worker;
  try {
    worker = await startWorker({
      port: await freePort(),
      persistDir: path.join(stateDir, "state"),
      outboxDir,
      logFile,
      ...(built ? {} : { assetsDir: emptyAssets }),
      vars: {
        ALLOW_TEST_SWITCHES: "1",
        TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/siteverify`,
        // wrangler dev runs every request in one isolate, so the load test's 200 requests queue behind each
        // other and their siteverify calls with them: seconds locally, never in production.
        TURNSTILE_TIMEOUT_MS: "60000",
        GITHUB_CLIENT_ID,
        GITHUB_CLIENT_SECRET,
        GITHUB_AUTHORIZE_URL: `${githubUrl}/login/oauth/authorize`,
        GITHUB_TOKEN_URL: `${githubUrl}/login/oauth/access_token`,
        OWNER_CALENDAR_ICS_URL: calendarUrl,
        CALENDAR_FEED_TOKEN,
        // The newsletter's daily number, far above what the suite signs up: its test fills the day's count
        // in D1 to reach it, so no other sign-up is ever refused.
        NEWSLETTER_DAILY_CONFIRMATIONS,
        // The desk accepts the fake issuer's tokens (test switches are on) for this audience.
        ACCESS_TEST_ISSUER: access.url,
        ACCESS_AUD: TEST_ACCESS_AUD,
      },
    });
  } catch (error) {
    siteverify.close();
    github.close();
    calendar.close();
    await access.close();
    throw error;
  }
  process.env.API_LOG_FILE = logFile;
  process.env.API_BASE_URL = worker.url;
  process.env.API_NEWSLETTER_DAILY_CONFIRMATIONS = NEWSLETTER_DAILY_CONFIRMATIONS;
  process.env.API_STATE_DIR = path.join(stateDir, "state");
  process.env.API_OUTBOX_DIR = outboxDir;
  process.env.API_STATIC = built ? "1" : "0";
  process.env.API_GITHUB_URL = githubUrl;
  process.env.API_SITEVERIFY_URL = `http://127.0.0.1:${siteverifyPort}`;
  process.env.API_CALENDAR_URL = calendarUrl;
  process.env.API_ACCESS_URL = access.url;
  process.env.API_CALENDAR_FEED_TOKEN = CALENDAR_FEED_TOKEN;

  return async () => {
    await worker.stop();
    await new Promise<void>((resolve) => siteverify.close(() => resolve()));
    github.closeAllConnections();
    await new Promise<void>((resolve) => github.close(() => resolve()));
    calendar.closeAllConnections();
    await new Promise<void>((resolve) => calendar.close(() => resolve()));
    await access.close();
    if (process.env.KEEP_API_STATE) console.log(`API test state kept in ${stateDir}`);
    else fs.rmSync(stateDir, { recursive: true, force: true });
  };
}
