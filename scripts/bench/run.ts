// `npm run bench`: a benchmark, not a test. Builds out/ if needed, serves it like object storage, runs
// Lighthouse (mobile) several times on the key routes and prints the median of every category, LCP with its
// phases, TBT, CLS, script evaluation (hydration included), requests and bytes per view, prefetches, and
// each route's first-load JS (gzip) beside the baseline every page shares.
//
// Absolute scores swing by ten points from run to run on a shared machine, so each route is also measured
// against two floors in the same run, with the same settings (scripts/bench/floors.ts): TBT against a bare
// Next.js page built from this repository's node_modules, LCP against the same route with its scripts
// removed. Each run of a route follows a run of each of its floors, and its ratios are taken to those, so a
// busy minute on the machine lands on a route and its floors alike; the ratios are what to compare between
// runs.
//
// The pages are served by scripts/bench/cdn-server.ts, which answers like the bucket behind a CDN (HTTPS, HTTP/2,
// Brotli), since that is how visitors receive them. This machine has no internet, so the photo CDN is
// stood in for by a local HTTPS server (self-signed, Chromium told to map images.unsplash.com to it) that
// negotiates the format by the Accept header as the CDN's auto=format does (scripts/bench/photo-standin.ts).
//
// Options (environment): BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated), BENCH_REBUILD=1,
// BENCH_REPORTS=dir (keeps every run's full Lighthouse JSON there, for digging into a score),
// BENCH_OUT=dir (serves another copy of the export, for experiments), BENCH_COMPARE=dir (measures a second
// export beside the first, run for run, taking turns at going first: an A/B of one change under the same load),
// BENCH_PORT=n (the servers listen on n to n+6; by default on free ports the system hands out, so several
// checkouts can bench side by side).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { buildBareNext, withoutScripts } from "./floors";
import { measure, median, medianRun, type Run } from "./lighthouse";
import { listenSecure, startCdnServer } from "./cdn-server";
import { EMPTY_PAGE_BASELINE, firstLoadBytes, htmlFileOf, kB, OUT, sharedBaselineBytes } from "../checks/first-load";
import { makePhotoSet, negotiate, pickPhoto } from "./photo-standin";

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

/** BENCH_PORT + offset, or 0: a free port the system hands out (read back from the server). */
const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const portFor = (offset: number) => (basePort === undefined ? 0 : basePort + offset);
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

/** One self-signed certificate for every stand-in (Chromium is told to accept it). */
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
  const tls = { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
  fs.rmSync(dir, { recursive: true, force: true });
  return tls;
}

async function startPhotoCdn(tls: { key: Buffer; cert: Buffer }, port: number) {
  const photos = await makePhotoSet();
  const sizes = (width: number) =>
    `${width} px ${(["avif", "webp", "jpeg"] as const).map((format) => kB(pickPhoto(photos, width, format).length)).join(" / ")}`;
  console.log(`› Photo stand-in (AVIF / WebP / JPEG by Accept): ${[750, 1080, 1920].map(sizes).join("; ")}`);
  return listenSecure({ port, ...tls }, (request, response) => {
    const width = Number(new URL(request.url ?? "/", "https://images.unsplash.com").searchParams.get("w") ?? 1080);
    const format = negotiate(request.headers.accept);
    response.writeHead(200, {
      "content-type": `image/${format}`,
      "cache-control": "public, max-age=31536000",
      vary: "accept",
    });
    response.end(pickPhoto(photos, width, format));
  });
}

/** A route's medians, and the medians of its runs' ratios to the floors measured beside them. */
type Row = { route: string; site: Run; scriptFree: Run; tbtRatio: number; lcpRatio: number; js: number };

async function main(): Promise<void> {
  if (process.env.BENCH_REBUILD === "1" || !fs.existsSync(htmlFileOf("/"))) {
    console.log("› Building the export…");
    // A production build needs the site's address; here that is the stand-in edge itself.
    const env = {
      ...process.env,
      NEXT_PUBLIC_SITE_URL:
        process.env.NEXT_PUBLIC_SITE_URL || `https://127.0.0.1${basePort === undefined ? "" : `:${basePort}`}`,
    };
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env });
  }
  const routes = (process.env.BENCH_ROUTES?.split(",") ?? KEY_ROUTES).filter((route) => {
    const exists = fs.existsSync(htmlFileOf(route));
    if (!exists) console.log(`  (skipping ${route}: not in the export yet)`);
    return exists;
  });

  console.log("› Building the bare Next.js page (the TBT floor)…");
  const bareOut = buildBareNext();

  const tls = makeCertificate();
  /** The export measured, and with BENCH_COMPARE a second one measured beside it, run for run. */
  const variants = [
    { label: "", root: process.env.BENCH_OUT ?? OUT },
    ...(process.env.BENCH_COMPARE ? [{ label: " (compare)", root: process.env.BENCH_COMPARE }] : []),
  ];
  const servers = await Promise.all(
    variants.map(async ({ label, root }, index) => {
      const site = await startCdnServer({ root, port: portFor(index === 0 ? 0 : 5), routes, ...tls });
      const free = await startCdnServer({
        root,
        port: portFor(index === 0 ? 1 : 6),
        transformHtml: withoutScripts,
        routes,
        ...tls,
      });
      return { label, root, site, free, sitePort: portOf(site), freePort: portOf(free) };
    }),
  );
  const bare = await startCdnServer({ root: bareOut, port: portFor(2), ...tls });
  const bareScriptFree = await startCdnServer({
    root: bareOut,
    port: portFor(3),
    transformHtml: withoutScripts,
    ...tls,
  });
  const cdn = await startPhotoCdn(tls, portFor(4));
  const [barePort, bareScriptFreePort, cdnPort] = [bare, bareScriptFree, cdn].map(portOf);

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
      `--host-resolver-rules=MAP images.unsplash.com:443 127.0.0.1:${cdnPort}`,
    ],
  });

  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadAtStart = load();
  const key = (route: string, label: string) =>
    `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}${label ? "-compare" : ""}`;
  const runs = new Map<string, Run[]>();
  const record = async (name: string, url: string, round: number, floor = false) => {
    const run = await measure(url, chrome.port, `${name}-${round + 1}`, floor);
    runs.set(name, [...(runs.get(name) ?? []), run]);
    process.stdout.write(".");
    return run;
  };
  /** Each run of a route over its floors measured just before it: the machine's load then weighs on both. */
  const ratios = new Map<string, { tbt: number[]; lcp: number[] }>();
  try {
    for (let round = 0; round < RUNS; round += 1) {
      await record("bare-next-script-free", `https://127.0.0.1:${bareScriptFreePort}/`, round, true);
      for (const route of routes) {
        // With a comparison, the two exports take turns at going first.
        for (const variant of round % 2 === 0 ? servers : [...servers].reverse()) {
          const name = key(route, variant.label);
          const bareRun = await record("bare-next", `https://127.0.0.1:${barePort}/`, round, true);
          const free = await record(
            `${name}-script-free`,
            `https://127.0.0.1:${variant.freePort}${route}`,
            round,
            true,
          );
          const site = await record(name, `https://127.0.0.1:${variant.sitePort}${route}`, round);
          const pair = ratios.get(name) ?? { tbt: [], lcp: [] };
          pair.tbt.push(site.tbt / bareRun.tbt);
          pair.lcp.push(site.lcp / free.lcp);
          ratios.set(name, pair);
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const server of [cdn, bareScriptFree, bare, ...servers.flatMap(({ site, free }) => [site, free])]) {
      server.close();
    }
  }

  const medianOf = (name: string) => medianRun(runs.get(name)!);
  const rows: Row[] = servers.flatMap(({ label, root }) =>
    routes.map((route) => ({
      route: `${route}${label}`,
      site: medianOf(key(route, label)),
      scriptFree: medianOf(`${key(route, label)}-script-free`),
      tbtRatio: median(ratios.get(key(route, label))!.tbt),
      lcpRatio: median(ratios.get(key(route, label))!.lcp),
      // first-load.ts reads out/; another export's scripts are not counted.
      js: root === OUT ? firstLoadBytes(route) : Number.NaN,
    })),
  );
  printTables(rows, medianOf("bare-next"), medianOf("bare-next-script-free"));
  console.log(
    `Load average (1 min) on ${os.cpus().length} cores: ${loadAtStart} at the first run, ${load()} at the last.`,
  );
}

function printTables(rows: readonly Row[], bare: Run, bareScriptFree: Run): void {
  const ms = (value: number) => `${Math.round(value)}`;
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const times = (value: number) => `${value.toFixed(2)}×`;
  console.log(`\n\nLighthouse mobile, median of ${RUNS} runs (simulated slow 4G, 4× CPU slowdown)`);
  console.log("Ratios: the median over runs of each run's figure ÷ its floor's, measured just before it.\n");
  console.log("| route | perf | a11y | BP | SEO | LCP | LCP ÷ script-free | TBT | TBT ÷ bare Next | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { route, site, tbtRatio, lcpRatio } of rows) {
    console.log(
      `| ${route} | ${site.performance} | ${site.accessibility} | ${site.bestPractices} | ${site.seo} | ${s(site.lcp)} | ${times(lcpRatio)} | ${ms(site.tbt)} ms | ${times(tbtRatio)} | ${site.cls.toFixed(3)} |`,
    );
  }
  console.log("\nThe floors, measured in the same run\n");
  console.log("| page | perf | LCP | TBT | script eval | requests | bytes | images |");
  console.log("|---|---|---|---|---|---|---|---|");
  console.log(
    `| bare Next.js page | ${bare.performance} | ${s(bare.lcp)} | ${ms(bare.tbt)} ms | ${ms(bare.scripting)} ms | ${bare.requests} | ${kB(bare.bytes)} | ${kB(bare.imageBytes)} |`,
  );
  console.log(
    `| bare Next.js page without scripts | ${bareScriptFree.performance} | ${s(bareScriptFree.lcp)} (its scripts: ${times(bare.lcp / bareScriptFree.lcp)}) | ${ms(bareScriptFree.tbt)} ms | ${ms(bareScriptFree.scripting)} ms | ${bareScriptFree.requests} | ${kB(bareScriptFree.bytes)} | ${kB(bareScriptFree.imageBytes)} |`,
  );
  for (const { route, scriptFree } of rows) {
    console.log(
      `| ${route} without scripts | ${scriptFree.performance} | ${s(scriptFree.lcp)} | ${ms(scriptFree.tbt)} ms | ${ms(scriptFree.scripting)} ms | ${scriptFree.requests} | ${kB(scriptFree.bytes)} | ${kB(scriptFree.imageBytes)} |`,
    );
  }
  console.log("\nPer view, LCP phases (ms) and first-load JS (gzip)\n");
  console.log(
    "| route | script eval | requests | bytes | images | prefetches | TTFB | load delay | load time | render delay | first-load JS |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { route, site, js } of rows) {
    console.log(
      `| ${route} | ${ms(site.scripting)} ms | ${site.requests} | ${kB(site.bytes)} | ${kB(site.imageBytes)} | ${site.prefetches} | ${ms(site.ttfb)} | ${ms(site.loadDelay)} | ${ms(site.loadTime)} | ${ms(site.renderDelay)} | ${Number.isNaN(js) ? "–" : `${kB(js)} (+${kB(js - EMPTY_PAGE_BASELINE)})`} |`,
    );
  }
  console.log(
    `\nEmpty Next.js page: ${kB(EMPTY_PAGE_BASELINE)}; shared by every page of this site: ${kB(sharedBaselineBytes())}.`,
  );
  console.log(
    "script eval: main-thread time running the page's own scripts (evaluation and hydration), from Lighthouse's bootup-time audit.",
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
