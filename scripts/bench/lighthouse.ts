// One Lighthouse run of `npm run bench`, reduced to the figures the bench prints.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Result as LighthouseResult } from "lighthouse";

const execFileAsync = promisify(execFile);

/**
 * One Lighthouse run (mobile, its default: simulated slow 4G, 4x CPU) against the open Chrome, in a plain
 * Node process. Not imported: this script runs under tsx, whose transform adds a `__name` helper to every
 * function it loads, and Lighthouse sends some of its own functions to the page as source, where that
 * helper does not exist ("ReferenceError: __name is not defined").
 */
async function runLighthouse(url: string, port: number, categories: string): Promise<LighthouseResult> {
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
      `--only-categories=${categories}`,
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(json) as LighthouseResult;
}

export type Run = {
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
  /** Bytes of images (photos) per view. */
  imageBytes: number;
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

/**
 * Runs Lighthouse once on `url` and keeps the report in BENCH_REPORTS under `name`, if set. A floor needs
 * only the performance category, which saves the accessibility and other audits' time.
 */
export async function measure(url: string, chromePort: number, name: string, floor = false): Promise<Run> {
  const lhr = await runLighthouse(
    url,
    chromePort,
    floor ? "performance" : "performance,accessibility,best-practices,seo",
  );
  const { categories, audits } = lhr;
  // A category or audit Lighthouse could not score reads as NaN, which the table shows plainly.
  const score = (id: string) => (categories[id]?.score ?? Number.NaN) * 100;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (process.env.BENCH_REPORTS) {
    fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  const phases = lcpPhases(audits as Record<string, { details?: unknown }>);
  const requests = ((audits["network-requests"]?.details as Table | undefined)?.items ?? []) as Array<{
    url: string;
    transferSize?: number;
    resourceType?: string;
  }>;
  const origin = new URL(url).origin;
  const scripts = ((audits["bootup-time"]?.details as Table | undefined)?.items ?? []) as Array<{
    url: string;
    scripting?: number;
  }>;
  return {
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
    imageBytes: requests
      .filter((item) => item.resourceType === "Image")
      .reduce((total, item) => total + (item.transferSize ?? 0), 0),
    prefetches: requests.filter((item) => {
      if (!item.url.startsWith(origin)) return false;
      const request = new URL(item.url);
      return (
        request.searchParams.has("_rsc") || (request.pathname.endsWith(".txt") && request.pathname !== "/robots.txt")
      );
    }).length,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The median of every figure over several runs. */
export function medianRun(runs: readonly Run[]): Run {
  const keys = Object.keys(runs[0]!) as Array<keyof Run>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Run;
}
