// `npm run bench`: a benchmark, not a test. Builds out/ if needed, serves it like object storage, runs
// Lighthouse (mobile) several times on the key routes and prints the median of every category, LCP with its
// phases, TBT, CLS, script evaluation (hydration included), requests and bytes per view, prefetches, and
// each route's first-load JS (gzip) beside the baseline every page shares.
//
// The pages are served by scripts/cdn-server.mjs, which answers like the bucket behind a CDN (HTTPS, HTTP/2,
// Brotli), since that is how visitors receive them.
//
// This machine has no internet, so the photo CDN is stood in for by a local HTTPS server (self-signed,
// Chromium told to map images.unsplash.com to it) answering every photo with a JPEG of the width asked for
// and of a real photo's weight (scripts/photo-standin.ts), so the LCP photo costs what it costs in production.
//
// Options (environment): BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated), BENCH_REBUILD=1,
// BENCH_REPORTS=dir (keeps every run's full Lighthouse JSON there, for digging into a score),
// BENCH_OUT=dir (serves another copy of the export, for experiments such as a page without its scripts).
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import type { Result as LighthouseResult } from "lighthouse";
import { listenSecure, startCdnServer } from "./cdn-server";
import { EMPTY_PAGE_BASELINE, firstLoadBytes, htmlFileOf, kB, OUT, sharedBaselineBytes } from "./first-load";
import { makePhotoSet, pickPhoto } from "./photo-standin";

const execFileAsync = promisify(execFile);

/**
 * One Lighthouse run (mobile, its default: simulated slow 4G, 4x CPU) against the open Chrome, in a plain
 * Node process. Not imported: this script runs under tsx, whose transform adds a `__name` helper to every
 * function it loads, and Lighthouse sends some of its own functions to the page as source, where that
 * helper does not exist ("ReferenceError: __name is not defined").
 */
async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  // Asynchronous: the site and photo servers run in this process and must keep answering meanwhile.
  const { stdout: json } = await execFileAsync(
    process.execPath,
    [
      path.resolve("node_modules/lighthouse/cli/index.js"),
      url,
      `--port=${port}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(json) as LighthouseResult;
}

const KEY_ROUTES = [
  "/",
  "/destinations/",
  "/destination/maldives/",
  "/experiences/safari/",
  "/journal/",
  "/journal/1/",
  "/contact/",
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = 4175;
const CDN_PORT = 4176;

if (process.env.BENCH_REBUILD === "1" || !fs.existsSync(htmlFileOf("/"))) {
  console.log("› Building the export…");
  // A production build needs the site's address; here that is the stand-in edge itself.
  const env = {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || `https://127.0.0.1:${SITE_PORT}`,
  };
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env });
}

const routes = (process.env.BENCH_ROUTES?.split(",") ?? KEY_ROUTES).filter((route) => {
  const exists = fs.existsSync(htmlFileOf(route));
  if (!exists) console.log(`  (skipping ${route}: not in the export yet)`);
  return exists;
});

/** One self-signed certificate for both stand-ins (Chromium is told to accept it). */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,DNS:images.unsplash.com,IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
}

async function startPhotoCdn(tls: { key: Buffer; cert: Buffer }) {
  const photos = await makePhotoSet();
  console.log(
    `› Photo stand-in: q70 JPEGs, ${[750, 1080, 1920].map((width) => `${width} px ${kB(pickPhoto(photos, width).length)}`).join(", ")}`,
  );
  return listenSecure({ port: CDN_PORT, ...tls }, (request, response) => {
    const width = Number(new URL(request.url ?? "/", "https://images.unsplash.com").searchParams.get("w") ?? 1080);
    response.writeHead(200, { "content-type": "image/jpeg", "cache-control": "public, max-age=31536000" });
    response.end(pickPhoto(photos, width));
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  /** LCP's phases (ms): time to first byte, resource load delay, load time, render delay. */
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
  tbt: number;
  cls: number;
  /** Main-thread time evaluating and running this site's scripts (hydration is most of it), ms. */
  scripting: number;
  requests: number;
  bytes: number;
  /** Requests for other pages' payloads (RSC prefetches) made without the visitor asking. */
  prefetches: number;
};

type Table = { items?: Array<Record<string, unknown>> };

/** LCP's phases from the LCP-element audit, whichever of its shapes this Lighthouse uses. */
function lcpPhases(audits: Record<string, { details?: unknown }>): Record<string, number> {
  const phases: Record<string, number> = {};
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const row = node as Record<string, unknown>;
    if (typeof row.phase === "string" && typeof row.timing === "number") phases[row.phase] = row.timing;
    for (const child of Object.values(row)) if (typeof child === "object") visit(child);
  };
  visit(audits["largest-contentful-paint-element"]?.details);
  visit(audits["lcp-breakdown-insight"]?.details);
  return phases;
}

const phase = (phases: Record<string, number>, ...names: string[]) =>
  names.map((name) => phases[name]).find((value) => value !== undefined) ?? Number.NaN;
type Row = Run & { route: string; js: number };

async function main(): Promise<void> {
  const tls = makeCertificate();
  const site = await startCdnServer({ root: process.env.BENCH_OUT ?? OUT, port: SITE_PORT, ...tls });
  const cdn = await startPhotoCdn(tls);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--ignore-certificate-errors",
      `--host-resolver-rules=MAP images.unsplash.com:443 127.0.0.1:${CDN_PORT}`,
    ],
  });

  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = { lhr: await runLighthouse(`https://127.0.0.1:${SITE_PORT}${route}`, chrome.port) };
        const { categories, audits } = result.lhr;
        // A category or audit Lighthouse could not score reads as NaN, which the table shows plainly.
        const score = (id: string) => (categories[id]?.score ?? Number.NaN) * 100;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        if (process.env.BENCH_REPORTS) {
          fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
          const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`;
          fs.writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
        }
        const phases = lcpPhases(audits as Record<string, { details?: unknown }>);
        const requests = ((audits["network-requests"]?.details as Table | undefined)?.items ?? []) as Array<{
          url: string;
          transferSize?: number;
        }>;
        const origin = `https://127.0.0.1:${SITE_PORT}`;
        const scripts = ((audits["bootup-time"]?.details as Table | undefined)?.items ?? []) as Array<{
          url: string;
          scripting?: number;
        }>;
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcp: value("largest-contentful-paint"),
          ttfb: phase(phases, "TTFB", "timeToFirstByte"),
          loadDelay: phase(phases, "Load Delay", "resourceLoadDelay"),
          loadTime: phase(phases, "Load Time", "resourceLoadDuration"),
          renderDelay: phase(phases, "Render Delay", "elementRenderDelay"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          scripting: scripts
            .filter((item) => item.url.startsWith(origin))
            .reduce((total, item) => total + (item.scripting ?? 0), 0),
          requests: requests.length,
          bytes: requests.reduce((total, item) => total + (item.transferSize ?? 0), 0),
          prefetches: requests.filter((item) => {
            if (!item.url.startsWith(origin)) return false;
            const url = new URL(item.url);
            return url.searchParams.has("_rsc") || (url.pathname.endsWith(".txt") && url.pathname !== "/robots.txt");
          }).length,
        });
        process.stdout.write(".");
      }
      const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
      const keys = Object.keys(runs[0]!) as Array<keyof Run>;
      rows.push({
        route,
        ...(Object.fromEntries(keys.map((key) => [key, pick(key)])) as Run),
        js: firstLoadBytes(route),
      });
    }
  } finally {
    await chrome.kill();
    cdn.close();
    site.close();
  }

  const shared = sharedBaselineBytes();
  const ms = (value: number) => `${Math.round(value)}`;
  console.log(`\n\nLighthouse mobile, median of ${RUNS} runs (simulated slow 4G, 4× CPU slowdown)\n`);
  console.log("| route | perf | a11y | BP | SEO | LCP | TBT | CLS | script eval | requests | bytes | prefetches |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${ms(row.tbt)} ms | ${row.cls.toFixed(3)} | ${ms(row.scripting)} ms | ${row.requests} | ${kB(row.bytes)} | ${row.prefetches} |`,
    );
  }
  console.log("\nLCP phases (ms) and first-load JS (gzip)\n");
  console.log("| route | TTFB | load delay | load time | render delay | first-load JS |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${ms(row.ttfb)} | ${ms(row.loadDelay)} | ${ms(row.loadTime)} | ${ms(row.renderDelay)} | ${kB(row.js)} (+${kB(row.js - EMPTY_PAGE_BASELINE)}) |`,
    );
  }
  console.log(`\nEmpty Next.js page: ${kB(EMPTY_PAGE_BASELINE)}; shared by every page of this site: ${kB(shared)}.`);
  console.log(
    "script eval: main-thread time running this site's scripts (evaluation and hydration), from Lighthouse's bootup-time audit.",
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
