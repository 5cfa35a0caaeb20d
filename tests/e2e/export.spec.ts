import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { getArticles, getNavigation } from "@/lib/content";
import { isSelfHostedPhoto, PHOTO_VARIANTS } from "@/lib/image-loader";
import { budgetOf, firstLoadBytes, kB } from "@/scripts/checks/first-load";
import { aliasPaths, allRoutes, exportedHtml, SITE_URL, sitemapPaths } from "./support";

/*
 * Everything that can be judged from the served HTML alone, over every page of the export (the sitemap plus
 * the aliases, so a new page is covered the moment it exists), without starting a browser: head tags, one
 * h1, JSON-LD, the text and navigation a visitor without JavaScript gets, the script policy, and every
 * same-origin reference. The browser checks (axe, console, requests, policy violations) are in sweep.spec.ts.
 */

const OUT = path.join(process.cwd(), "out");
const routes = allRoutes();
const footerLinkCount = getNavigation().footer.flatMap((group) => group.links).length;
const primaries = sitemapPaths();

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const metaContent = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta ${attribute} content="([^"]*)"`))?.[1];

/** Every string in a JSON-LD value that names a resource must be an absolute URL. */
const URL_KEYS = new Set(["url", "image", "logo", "item", "@id", "sameAs", "contentUrl", "thumbnailUrl"]);
function relativeUrlsIn(value: unknown, key = "", found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((entry) => relativeUrlsIn(entry, key, found));
  else if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) relativeUrlsIn(child, childKey, found);
  } else if (typeof value === "string" && (URL_KEYS.has(key) || value.startsWith("/")) && !/^https?:\/\//.test(value)) {
    found.push(`${key}: ${value}`);
  }
  return found;
}

/** The text a reader gets from <main> without running any script. */
function mainText(html: string): string {
  const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
  return decode(
    main
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  ).trim();
}

test("the sitemap lists primary paths only, each once, and the aliases are real pages", () => {
  expect(primaries.length).toBeGreaterThan(0);
  expect(new Set(primaries).size).toBe(primaries.length);
  for (const path of primaries) expect(path).toMatch(/\/$/);
  for (const alias of aliasPaths()) {
    expect(primaries).not.toContain(alias.path);
    expect(fs.existsSync(path.join(OUT, alias.path, "index.html")), `${alias.path} is exported`).toBe(true);
    // The Worker answers an alias with a 301, so the page's own canonical is read from the file: a host that
    // cannot redirect serves it, and it must name its primary page.
    expect(exportedHtml(alias.path)).toContain(`<link rel="canonical" href="${SITE_URL}${alias.primary}"/>`);
  }
});

/**
 * The words a page's title and description come from, when the page is drawn from a content item: two
 * items may say the same (an article copied as the start of a new one), and their pages may then share them.
 */
const articleWords = new Map(
  getArticles().map((article) => [article.path, `${article.title}\n${article.description}`]),
);
const sameItemWords = (a: string, b: string) => articleWords.has(a) && articleWords.get(a) === articleWords.get(b);

test("every primary page has a unique title and a unique description", () => {
  const seen = new Map<string, string>();
  for (const page of primaries) {
    const html = exportedHtml(page);
    for (const value of [html.match(/<title>([^<]*)<\/title>/)?.[1], metaContent(html, 'name="description"')]) {
      expect(value, `${page} has a title and a description`).toBeTruthy();
      const other = seen.get(value!);
      if (other && sameItemWords(other, page)) continue;
      expect(other, `"${value}" of ${page} is not used by another page`).toBeUndefined();
      seen.set(value!, page);
    }
  }
});

for (const route of routes) {
  test(`${route.path}: head tags, one h1, JSON-LD, script policy and the text without JavaScript`, async ({
    request,
  }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html.match(/<h1[\s>]/g) ?? [], "exactly one h1").toHaveLength(1);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    const description = decode(metaContent(html, 'name="description"') ?? "");
    expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(50);
    expect(description.length, `description "${description}"`).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${route.canonical}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    // A 1200×630 share card of its own, absolute in og:image and twitter:image, served as a PNG.
    const card = metaContent(html, 'property="og:image"') ?? "";
    expect(card).toMatch(new RegExp(`^${SITE_URL.replace(/\./g, "\\.")}/og/[a-z0-9-]+\\.png$`));
    expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    const image = await request.get(new URL(card).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/png/);

    // JSON-LD: parseable schema.org, every resource it names absolute.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks.length, "at least one JSON-LD block").toBeGreaterThan(0);
    for (const [, json] of blocks) {
      const data: unknown = JSON.parse(json!);
      expect(data).toMatchObject({ "@context": "https://schema.org" });
      expect(relativeUrlsIn(data), "relative URLs in JSON-LD").toEqual([]);
    }

    // The script policy comes first in <head>, allows only our files and the hashes of this page's own
    // inline scripts (each of them listed), and never 'unsafe-inline' or 'unsafe-eval' for scripts (the
    // search's WebAssembly may compile: 'wasm-unsafe-eval' allows no JavaScript eval).
    const policy = html.match(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/,
    )?.[1];
    expect(policy, "a Content-Security-Policy right after <meta charset>").toBeTruthy();
    const scriptSrc =
      policy!
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!)) continue;
      const hash = crypto.createHash("sha256").update(body!, "utf8").digest("base64");
      expect(scriptSrc, "every inline script's hash is allowed").toContain(`'sha256-${hash}'`);
    }

    // Without JavaScript: the main text is there, and the header offers a link to the footer's navigation.
    expect(mainText(html).length, "main text in the served HTML").toBeGreaterThan(200);
    expect(html).toMatch(/<noscript><a href="#site-navigation"[^>]*>Menu<\/a><\/noscript>/);
    const footerNav = html.match(/<nav id="site-navigation"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    expect(footerNav.match(/<a\b/g) ?? [], "the footer navigation's links").toHaveLength(footerLinkCount);
  });
}

test("every page's first-load JavaScript stays within its budget (an empty Next.js page + 10 kB, or + 45 kB where widgets are the point)", () => {
  const over = routes
    .map(({ path: page }) => ({ page, bytes: firstLoadBytes(page), budget: budgetOf(page) }))
    .filter(({ bytes, budget }) => bytes > budget)
    .map(({ page, bytes, budget }) => `${page}: ${kB(bytes)} (budget ${kB(budget)})`);
  expect(over).toEqual([]);
});

/*
 * A part of a page that reads the URL (useSearchParams) is rendered in the browser only: the HTML holds its
 * Suspense fallback between React's <!--$!--> and <!--/$--> markers, and the browser throws that away and
 * builds the part again instead of hydrating it. That must stay small (a reader of the URL, a placeholder),
 * never a page's content: rebuilding the journal's list that way cost every visit its longest task.
 */
test("no page hands its content to the browser to build again: a browser-only part holds no link, heading, image or article", () => {
  const content = /<(a|h[1-6]|img|article|section)\b/;
  const problems = routes.flatMap(({ path: page }) =>
    [...exportedHtml(page).matchAll(/<!--\$!-->([\s\S]*?)<!--\/\$-->/g)].flatMap(([, markup]) => {
      const found = markup!.match(content);
      return found ? [`${page}: <${found[1]}> in ${kB(markup!.length)} rebuilt in the browser`] : [];
    }),
  );
  expect(problems).toEqual([]);
});

function htmlFiles(dir = OUT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "_next") htmlFiles(full, found);
    else if (entry.name.endsWith(".html")) found.push(full);
  }
  return found;
}

function references(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)) found.push(decode(match[1]!));
  for (const match of html.matchAll(/\s(?:srcSet|srcset|imageSrcSet)="([^"]+)"/g)) {
    for (const candidate of decode(match[1]!).split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
  }
  return found;
}

/** Same-origin references as paths: site-relative ones, and absolute ones on the site's own URL. */
function localPath(reference: string): string | undefined {
  if (reference.startsWith(SITE_URL)) return reference.slice(SITE_URL.length) || "/";
  if (reference.startsWith("/") && !reference.startsWith("//")) return reference;
  return undefined;
}

const files = htmlFiles();

/**
 * The aliases the spec has the site link to (the footer's /blog, 'Back to Blog'): the Worker answers them
 * with the 301 of out/_redirects to their primary page, which is where the reference then lands.
 */
const aliasTargets = new Map(aliasPaths().map((alias) => [alias.path, alias.primary]));

test("every same-origin reference in the export resolves without a redirect, an alias by one 301 to its page", async ({
  request,
}) => {
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
    const primary = aliasTargets.get(pathname);
    const expected = primary ? 301 : 200;
    const location = response.headers()["location"];
    if (response.status() !== expected || (primary && location && new URL(location, SITE_URL).pathname !== primary)) {
      broken.push(
        `${pathname} (HTTP ${response.status()}${location ? ` to ${location}` : ""}, first seen in ${source})`,
      );
    }
  }
  expect(broken).toEqual([]);
});

test("every self-hosted photo is served from its AVIF and WebP copies, in a box whose size is known", () => {
  const problems: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    const page = path.relative(OUT, file);
    for (const match of html.matchAll(/(<source\b[^>]*>)?(<img\b[^>]*>)/g)) {
      const [, source = "", img = ""] = match;
      const src = decode(img.match(/\ssrc="([^"]*)"/)?.[1] ?? "");
      if (isSelfHostedPhoto(src)) problems.push(`${page}: ${src} is the original, not a copy`);
      if (!src.startsWith(`${PHOTO_VARIANTS}/`)) continue;
      if (!/type="image\/avif"/.test(source) || !/\.avif \d+w/.test(source)) {
        problems.push(`${page}: ${src} has no AVIF <source>`);
      }
      if (!/\.webp \d+w/.test(img)) problems.push(`${page}: ${src} has no WebP srcset`);
      const sized =
        /position:absolute;height:100%;width:100%/.test(img) || /\swidth="\d+"[^>]*\sheight="\d+"/.test(img);
      if (!sized) problems.push(`${page}: ${src} neither fills a sized box nor has a width and height`);
    }
  }
  expect(problems).toEqual([]);
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
      // Relative links stay on the page's own path: the journal's category filters (?category=…, ./).
      if (!localPath(href) && !/^(https:\/\/|mailto:|tel:|#|\?|\.\/$)/.test(href)) {
        problems.push(`${path.relative(OUT, file)}: unexpected link ${href}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
