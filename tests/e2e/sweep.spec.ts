import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { aliasPaths, scrollThrough, SITE_URL, sitemapPaths, watchPage } from "./support";

/*
 * The site-wide sweep: every page in out/sitemap.xml plus every alias, so a new page is covered the
 * moment it exists.
 */

const primaries = sitemapPaths();
const aliases = aliasPaths();
const routes = [
  ...primaries.map((path) => ({ path, canonical: path })),
  ...aliases.map((alias) => ({ path: alias.path, canonical: alias.primary })),
];

test("the sitemap lists primary paths only, each once", () => {
  expect(primaries.length).toBeGreaterThan(0);
  expect(new Set(primaries).size).toBe(primaries.length);
  for (const alias of aliases) expect(primaries).not.toContain(alias.path);
  for (const path of primaries) expect(path).toMatch(/\/$/);
});

test("every primary page has a unique title and description", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of primaries) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(title, `${path} has a title`).not.toBe("");
    expect(titles.get(title), `title "${title}" of ${path} is unique`).toBeUndefined();
    titles.set(title, path);
  }
});

for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
    test("served HTML: one h1, head tags, JSON-LD, main text without JavaScript", async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      expect(html.match(/<h1[\s>]/g) ?? [], "exactly one h1").toHaveLength(1);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${route.canonical}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

      // A 1200×630 share card of its own, absolute in og:image and twitter:image, served as a PNG.
      const card = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
      expect(card).toMatch(new RegExp(`^${SITE_URL}/og/[a-z0-9-]+\\.png$`));
      expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      const image = await request.get(new URL(card).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\/png/);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(blocks.length, "at least one JSON-LD block").toBeGreaterThan(0);
      for (const [, json] of blocks) {
        const data = JSON.parse(json!);
        expect(data["@context"]).toBe("https://schema.org");
      }

      const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
      const text = main
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
      expect(text.trim().length, "main text in the served HTML").toBeGreaterThan(120);
    });

    test("in the browser: no axe violations, console errors or failed requests", async ({ page, baseURL }) => {
      const problems = await watchPage(page, baseURL!);
      await page.goto(route.path, { waitUntil: "load" });
      await expect(page.locator("h1")).toHaveCount(1);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");

      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(violations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
}
