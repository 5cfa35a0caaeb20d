import fs from "node:fs";
import path from "node:path";
import type { ConsoleMessage, Page } from "@playwright/test";
import { aliasRoutes } from "@/lib/routes";
import { site } from "@/content/site";

/** Paths listed in the exported sitemap (primary pages), read from out/. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(process.cwd(), "out", "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export function aliasPaths(): { path: string; primary: string }[] {
  return aliasRoutes.map((alias) => ({ path: `${alias.path}/`, primary: `${alias.primary}/` }));
}

export const SITE_URL = site.url;

export type PageProblems = { consoleErrors: string[]; failedRequests: string[] };

/**
 * Blocks every request that leaves the site (the image CDN, social sites): tests never need the network,
 * and the pages must cope, showing their fallback art. `allowOrigins` lets a test's own loopback services
 * through (the enquiry endpoint). Records console errors and failed same-origin
 * requests. A blocked third-party request makes Chromium log "Failed to load resource"; those are the
 * test's own doing and are not counted. Same-origin failures always are.
 */
export async function watchPage(
  page: Page,
  baseURL: string,
  options: { allowOrigins?: readonly string[] } = {},
): Promise<PageProblems> {
  const origin = new URL(baseURL).origin;
  const allowed = new Set(options.allowOrigins ?? []);
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };

  await page.route(
    (url) => url.origin !== origin && !allowed.has(url.origin) && url.protocol !== "data:",
    (route) => route.abort("blockedbyclient"),
  );

  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    const blockedThirdParty =
      message.text().startsWith("Failed to load resource") && source && new URL(source).origin !== origin;
    if (!blockedThirdParty) problems.consoleErrors.push(`${message.text()} (${source})`);
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // ERR_ABORTED is a cancellation (the router dropping a prefetch it no longer needs), not a failure.
    const cancelled = request.failure()?.errorText === "net::ERR_ABORTED";
    if (new URL(request.url()).origin === origin && !cancelled) {
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on("response", (response) => {
    if (new URL(response.url()).origin === origin && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    }
  });
  return problems;
}

/** Scrolls through the page so lazy images load and in-view links are prefetched. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Let the header settle back to its top-of-page style before anything measures colours: first wait for
  // the header to have seen the scroll back to the top (its state update can land a frame or two later),
  // then until no CSS transition is running (a loaded machine can take longer than their own duration).
  await page.waitForFunction(
    () => document.querySelector("[data-site-header]")?.getAttribute("data-scrolled") !== "true",
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(50);
  await page.waitForFunction(
    () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length === 0,
    undefined,
    { timeout: 10_000 },
  );
}
