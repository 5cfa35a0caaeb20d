import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_URL } from "./support";

/*
 * Link and asset integrity over the whole export: every same-origin link, image, script, stylesheet and
 * preload in every HTML file resolves exactly (no redirect, no 404), and every link that opens a new tab
 * carries rel="noopener". External URLs are checked for form only, never fetched.
 */

const OUT = path.join(process.cwd(), "out");

function htmlFiles(dir = OUT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "_next") htmlFiles(full, found);
    else if (entry.name.endsWith(".html")) found.push(full);
  }
  return found;
}

const decode = (value: string) => value.replace(/&amp;/g, "&");

function references(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)) found.push(decode(match[1]!));
  for (const match of html.matchAll(/\s(?:srcSet|srcset|imageSrcSet)="([^"]+)"/g)) {
    for (const candidate of decode(match[1]!).split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
  }
  return found;
}

/** Same-origin references as paths: site-relative ones, and absolute ones on the production URL. */
function localPath(reference: string): string | undefined {
  if (reference.startsWith(SITE_URL)) return reference.slice(SITE_URL.length) || "/";
  if (reference.startsWith("/") && !reference.startsWith("//")) return reference;
  return undefined;
}

const files = htmlFiles();

test.skip(({ isMobile }) => isMobile, "the export is the same for every viewport");

test("every same-origin reference in the export resolves without a redirect", async ({ request }) => {
  const targets = new Map<string, string>();
  for (const file of files) {
    for (const reference of references(fs.readFileSync(file, "utf8"))) {
      const local = localPath(reference);
      if (!local) continue;
      const pathname = local.split(/[?#]/)[0]!;
      if (!targets.has(pathname)) targets.set(pathname, path.relative(OUT, file));
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [pathname, source] of targets) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${pathname} (HTTP ${response.status()}, first seen in ${source})`);
  }
  expect(broken).toEqual([]);
});

test("every link that opens a new tab has rel=noopener, and every external link is https or a contact scheme", () => {
  const problems: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    for (const match of html.matchAll(/<a\b[^>]*>/g)) {
      const tag = match[0];
      const href = tag.match(/href="([^"]*)"/)?.[1] ?? "";
      if (/target="_blank"/.test(tag) && !/rel="[^"]*\bnoopener\b[^"]*"/.test(tag)) {
        problems.push(`${path.relative(OUT, file)}: ${href} opens a new tab without rel=noopener`);
      }
      if (!localPath(href) && !/^(https:\/\/|mailto:|tel:|#)/.test(href)) {
        problems.push(`${path.relative(OUT, file)}: unexpected link ${href}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
