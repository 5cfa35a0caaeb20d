import fs from "node:fs";
import path from "node:path";
import type { ConsoleMessage, Page } from "@playwright/test";
import { aliasesOf, normalisePath } from "@/lib/seo/paths";
import { SPEC } from "../spec";

const OUT = path.join(process.cwd(), "out");

function sitemapLocations(): string[] {
  const xml = fs.readFileSync(path.join(OUT, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** Paths listed in the exported sitemap (primary pages), read from out/. */
export function sitemapPaths(): string[] {
  return sitemapLocations().map((location) => new URL(location).pathname);
}

/** The aliases of the sitemap's pages, each with the primary page its canonical must name. */
export function aliasPaths(): { path: string; primary: string }[] {
  return aliasesOf(sitemapPaths());
}

/** The public origin the export was built for (NEXT_PUBLIC_SITE_URL), as its sitemap states it. */
export const SITE_URL = new URL(sitemapLocations()[0] ?? "http://invalid").origin;

/**
 * Next's own not-found copies, the content editor (Decap's interface, not ours; admin.spec.ts checks it) and
 * the owner's desk (a signed-in tool with no share card or JSON-LD; desk.spec.ts checks it): exported pages
 * that are not the site's.
 */
const NOT_SITE_PAGES = new Set(["/404/", "/_not-found/", "/admin/", "/desk/"]);

/**
 * Pages kept out of the sitemap on purpose, marked noindex (the shortlist, the pages the newsletter's links
 * end on), found in out/ by their robots tag, so a new one is checked like every other page the moment it
 * exists.
 */
function unlistedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(OUT, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith("_next")) continue;
      const page = `${dir}${entry.name}/`;
      const file = path.join(OUT, page, "index.html");
      if (
        !NOT_SITE_PAGES.has(page) &&
        fs.existsSync(file) &&
        /<meta name="robots" content="noindex/.test(fs.readFileSync(file, "utf8"))
      ) {
        found.push(page);
      }
      walk(page);
    }
  };
  walk("/");
  return found.sort();
}

/**
 * Every page the sweep visits: the sitemap's, then the aliases, each with the path its canonical names, then
 * the unlisted pages.
 */
export function allRoutes(): { path: string; canonical: string }[] {
  return [
    ...sitemapPaths().map((page) => ({ path: page, canonical: page })),
    ...aliasPaths().map((alias) => ({ path: alias.path, canonical: alias.primary })),
    ...unlistedPaths().map((page) => ({ path: page, canonical: page })),
  ];
}

/** The exported HTML of a page, as the host serves it. */
export function exportedHtml(page: string): string {
  return fs.readFileSync(path.join(OUT, page, "index.html"), "utf8");
}

/**
 * One page per route template, the first in sitemap order: every fixed page is a template of its own, and
 * the pages generated from one dynamic route (/destination/[slug], /journal/[id] …) share theirs. Next
 * names each page's payload after its route (__next.destination.$d$slug.__PAGE__.txt), which says which
 * template drew it; a page without one counts as its own template, so nothing is ever left out.
 */
export function representativePaths(): Set<string> {
  const seen = new Map<string, string>();
  for (const { path: page } of allRoutes()) {
    const payload = fs.readdirSync(path.join(OUT, page)).find((name) => /^__next\..*__PAGE__\.txt$/.test(name));
    const template = payload ?? page;
    if (!seen.has(template)) seen.set(template, page);
  }
  return new Set(seen.values());
}

/**
 * Marks a test whose behaviour is the same at every screen width (what the form does with the endpoint's
 * answers, the calendar's bookings, a deep link's choice): the mobile project skips it (playwright.config.ts),
 * since the phone would run the same code over the same markup a second time. What depends on the width,
 * layout, touch or what a phone shows of a notice, stays in both projects.
 */
export const ANY_WIDTH = { tag: "@any-width" } as const;

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

/**
 * Scrolls through the page a screen at a time, so lazy images load and links come into view (and are
 * prefetched), then back to the top, and leaves the page in its settled state for axe: the header back in
 * its top-of-page style and no CSS transition half-way (axe would measure colours mid-fade). Transitions
 * are made instant first, so each change lands at once where it would settle and nothing is waited out.
 */
export async function scrollThrough(page: Page) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition-duration: 0s !important; }" });
  await page.evaluate(async () => {
    // Two frames: the scroll is painted and intersection observers (lazy images, prefetching) have run.
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // "instant": the site scrolls smoothly, which would animate every step.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frames();
  });
  await page.waitForFunction(
    () => document.querySelector("[data-site-header]")?.getAttribute("data-scrolled") !== "true",
    undefined,
    { timeout: 10_000 },
  );
  // A transition that began before the style took hold runs on to its end.
  await page.waitForFunction(
    () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length === 0,
    undefined,
    { timeout: 10_000 },
  );
}

/** Decodes the entities React and marked write into served HTML, so content text can be found in it. */
export function decodeEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#xa0;|&#160;/gi, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** The routes the spec names (header and footer); the export links each with its trailing slash. */
type SpecRoute = (typeof SPEC.named.headerLinks)[number] | (typeof SPEC.named.footerLinks)[number];

/** A route the spec names, as the export links it: /contact → /contact/. */
export function route(name: SpecRoute): string {
  return normalisePath(name);
}

/** Where a content link points, as the export writes it (content says /contact, the page links /contact/). */
export function linkTo(href: string): string {
  return normalisePath(href);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A content label with its {token}s filled in ("Plan a Journey to {name}" → "Plan a Journey to Kenya"). */
export { fillLabel } from "@/lib/content/labels";

/** The text of rendered HTML as a browser reads it, whitespace folded. */
export async function textOf(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const holder = document.createElement("div");
    holder.innerHTML = source;
    return (holder.textContent ?? "").replace(/\s+/g, " ").trim();
  }, html);
}

/**
 * Holds the page's scripts back until the returned function is called, so what a test does first lands on
 * the served HTML, before hydration. Scripts only: the stylesheet is in the same folder, and holding it
 * would hold the parser too.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
