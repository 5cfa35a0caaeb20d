// Shared by `npm run size` and `npm run bench`: the first-load JS of an exported page is the gzip size of
// every script its HTML references (noModule polyfills excluded: modern browsers skip them).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const OUT = path.resolve("out");

/** Next's own floor: an empty App Router page (Next 16.4.5 + React 19.3.1, gzip), measured on this stack. */
export const EMPTY_PAGE_BASELINE = 131.7 * 1024;

/**
 * Pages whose own widgets are their point (carousels, the map, the journal filter, the trip finder, the form
 * and calendar, the shortlist's list, a booking's manage page with its calendar) may carry up to 45 kB more than an empty page; every other page, 10 kB.
 */
const INTERACTIVE_ROUTES = new Set([
  "/",
  "/destinations/",
  "/journal/",
  "/blog/",
  "/itineraries/",
  "/contact/",
  "/shortlist/",
  // The owner's desk: a signed-in tool, not a visitor page; its code reaches no other route.
  "/desk/",
  "/consultation/manage/",
]);
const CONTENT_ROUTE_ALLOWANCE = 10 * 1024;
const INTERACTIVE_ROUTE_ALLOWANCE = 45 * 1024;

/** The most first-load JS (gzip bytes) a route may ship. */
export function budgetOf(route: string): number {
  return EMPTY_PAGE_BASELINE + (INTERACTIVE_ROUTES.has(route) ? INTERACTIVE_ROUTE_ALLOWANCE : CONTENT_ROUTE_ALLOWANCE);
}

const sizes = new Map<string, number>();
function gzipSizeOf(src: string): number {
  if (!sizes.has(src)) {
    const file = path.join(OUT, decodeURIComponent(src));
    sizes.set(src, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return sizes.get(src)!;
}

function scriptsOf(route: string): string[] {
  const html = fs.readFileSync(htmlFileOf(route), "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="(\/_next\/[^"]+\.js)"([^>]*)>/g)]
    .filter((match) => !/\bnoModule\b/i.test(`${match[1] ?? ""}${match[3] ?? ""}`))
    .map((match) => match[2]!);
  return [...new Set(scripts)];
}

export function htmlFileOf(route: string): string {
  return path.join(OUT, route, "index.html");
}

export function firstLoadBytes(route: string): number {
  return scriptsOf(route).reduce((total, src) => total + gzipSizeOf(src), 0);
}

/** Folders of the export that hold no Next.js page: its own assets, and the content editor (scripts/build/cms.ts). */
const NOT_PAGES = new Set(["_next", "admin"]);

/** Every exported Next.js page, as a route with a trailing slash. */
export function exportedRoutes(dir = OUT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !(dir === OUT && NOT_PAGES.has(entry.name))) exportedRoutes(full, found);
    else if (entry.name === "index.html") {
      const relative = path.relative(OUT, path.dirname(full)).split(path.sep).join("/");
      found.push(relative ? `/${relative}/` : "/");
    }
  }
  return found.sort();
}

/**
 * The scripts every page loads (framework, runtime, root layout and its client components): the floor
 * any page pays, to compare each route against.
 */
export function sharedBaselineBytes(routes = exportedRoutes()): number {
  const sets = routes
    .filter((route) => !route.startsWith("/_not-found") && route !== "/404/")
    .map((route) => new Set(scriptsOf(route)));
  const [first, ...rest] = sets;
  const shared = [...(first ?? [])].filter((src) => rest.every((set) => set.has(src)));
  return shared.reduce((total, src) => total + gzipSizeOf(src), 0);
}

/**
 * framer-motion's code, recognised by a property name of its animation engine that survives minification
 * (chunk names say nothing about what is inside them).
 */
const FRAMER_MOTION_MARKER = "applyToOptions";

const isFramerMotion = (src: string) =>
  fs.readFileSync(path.join(OUT, decodeURIComponent(src)), "utf8").includes(FRAMER_MOTION_MARKER);

/** The part of a page's first-load JS that is framer-motion. */
export function framerMotionFirstLoadBytes(route: string): number {
  return scriptsOf(route)
    .filter(isFramerMotion)
    .reduce((total, src) => total + gzipSizeOf(src), 0);
}

/** framer-motion code that no page loads up front: fetched later, when a component asks for it. */
export function framerMotionOnDemandBytes(routes = exportedRoutes()): number {
  const upFront = new Set(routes.flatMap(scriptsOf));
  return fs
    .readdirSync(path.join(OUT, "_next/static/chunks"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/_next/static/chunks/${name}`)
    .filter((src) => !upFront.has(src) && isFramerMotion(src))
    .reduce((total, src) => total + gzipSizeOf(src), 0);
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
