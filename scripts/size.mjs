#!/usr/bin/env node
// First-load JS per page: the gzip size of every script the exported HTML references (Next 16's build no
// longer prints it). Usage: npm run size [-- /path/ ...]. Reads out/, so build first.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const OUT = path.resolve("out");
if (!fs.existsSync(path.join(OUT, "index.html"))) {
  console.error("No export in out/: run `npm run build` first.");
  process.exit(1);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const cache = new Map();
const sizeOf = (src) => {
  if (!cache.has(src)) cache.set(src, gzipSize(path.join(OUT, decodeURIComponent(src))));
  return cache.get(src);
};

function pageFiles(dir = OUT, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "_next") pageFiles(full, found);
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

export function firstLoadJs(htmlFile) {
  const html = fs.readFileSync(htmlFile, "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="(\/_next\/[^"]+\.js)"([^>]*)>/g)]
    .filter((match) => !/\bnoModule\b/i.test(match[1] + match[3]))
    .map((match) => match[2]);
  return [...new Set(scripts)].reduce((total, src) => total + sizeOf(src), 0);
}

const wanted = process.argv.slice(2);
const rows = pageFiles()
  .map((file) => ({ route: "/" + path.relative(OUT, path.dirname(file)).replace(/\\/g, "/") + "/", file }))
  .map((row) => ({ ...row, route: row.route.replace(/^\/\/$/, "/").replace(/^\/\.\/$/, "/") }))
  .filter((row) => wanted.length === 0 || wanted.includes(row.route))
  .sort((a, b) => a.route.localeCompare(b.route));

for (const row of rows) {
  console.log(`${(firstLoadJs(row.file) / 1024).toFixed(1).padStart(7)} kB  ${row.route}`);
}
