// `npm run bench`: a benchmark, not a test. Builds out/ if needed, serves it like object storage, runs
// Lighthouse (mobile) several times on the key routes and prints the median of every category, LCP, TBT
// and CLS, with each route's first-load JS (gzip) beside the baseline every page shares.
//
// The pages are served by scripts/cdn-server.mjs, which answers like the bucket behind a CDN (HTTPS, HTTP/2,
// Brotli), since that is how visitors receive them.
//
// This machine has no internet, so the photo CDN is stood in for by a local HTTPS server (self-signed,
// Chromium told to map images.unsplash.com to it) answering every photo with the project's fallback art:
// pages load their images as they would in production instead of logging network errors.
//
// Options (environment): BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated), BENCH_REBUILD=1,
// BENCH_REPORTS=dir (keeps every run's full Lighthouse JSON there, for digging into a score).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { listenSecure, startCdnServer } from "./cdn-server";
import { EMPTY_PAGE_BASELINE, firstLoadBytes, htmlFileOf, kB, OUT, sharedBaselineBytes } from "./first-load";

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

function startPhotoCdn(tls: { key: Buffer; cert: Buffer }) {
  const art = fs.readFileSync("public/fallbacks/generic.svg");
  return listenSecure({ port: CDN_PORT, ...tls }, (_request, response) => {
    response.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=31536000" });
    response.end(art);
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
  tbt: number;
  cls: number;
};
type Row = Run & { route: string; js: number };

async function main(): Promise<void> {
  const tls = makeCertificate();
  const site = await startCdnServer({ root: OUT, port: SITE_PORT, ...tls });
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
        const result = await lighthouse(`https://127.0.0.1:${SITE_PORT}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
        const { categories, audits } = result.lhr;
        // A category or audit Lighthouse could not score reads as NaN, which the table shows plainly.
        const score = (id: string) => (categories[id]?.score ?? Number.NaN) * 100;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        if (process.env.BENCH_REPORTS) {
          fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
          const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`;
          fs.writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
        }
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
        });
        process.stdout.write(".");
      }
      const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
      rows.push({
        route,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        js: firstLoadBytes(route),
      });
    }
  } finally {
    await chrome.kill();
    cdn.close();
    site.close();
  }

  const shared = sharedBaselineBytes();
  console.log(`\n\nLighthouse mobile, median of ${RUNS} runs (simulated slow 4G, 4× CPU slowdown)\n`);
  console.log("| route | perf | a11y | best practices | SEO | LCP | TBT | CLS | first-load JS (gzip) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kB(row.js)} (+${kB(row.js - EMPTY_PAGE_BASELINE)}) |`,
    );
  }
  console.log(`\nEmpty Next.js page: ${kB(EMPTY_PAGE_BASELINE)}; shared by every page of this site: ${kB(shared)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
