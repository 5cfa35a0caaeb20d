// Shared by `npm run size` and `npm run bench`: the first-load JS of an exported page is the gzip size of
// every script its HTML references (noModule polyfills excluded: modern browsers skip them).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const OUT = path.resolve("out");

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

/** Every exported page, as a route with a trailing slash. */
export function exportedRoutes(dir = OUT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "_next") exportedRoutes(full, found);
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

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
