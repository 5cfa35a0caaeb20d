import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { allRoutes, exportedHtml } from "./support";

/*
 * The content editor at /admin/, as the owner uses it: open it against the local backend (decap-server
 * over a copy of content/ in .cms-test/, started by playwright.config.ts), change a destination's
 * summary and a testimonial through the forms, publish, and find both changes in the files. The build's
 * loader then reads the edited copy, so the next build shows them.
 */

const REPO = path.resolve(".cms-test");
const read = (file: string) => fs.readFileSync(path.join(REPO, file), "utf8");
/** One field of a YAML file, or undefined while decap-server is still writing it (empty or half-written). */
function fieldOf(file: string, key: string): unknown {
  try {
    const data: unknown = parse(read(file));
    return data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

async function openEntry(page: Page, collection: string, slug: string, label: string) {
  // A fresh load each time: a hash change alone leaves the previous entry's editor state behind.
  await page.goto("about:blank");
  await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
  const field = page.getByLabel(label, { exact: true });
  const login = page.getByRole("button", { name: "Login", exact: true });
  // Decap asks to sign in to the local backend once per browser, then opens the entry.
  await expect(field.or(login)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto("about:blank");
    await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
  }
  return field;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

test.describe("the content editor at /admin/", () => {
  test("edits a destination and a testimonial; the files change and the build reads them", async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });

    const maldives = parse(read("content/destinations/maldives.yml")) as { summary: string };
    // A page's summary is its search snippet (at most 160 characters), so the edit keeps within that.
    const newSummary = `Edited in the content editor: ${maldives.summary}`.slice(0, 160).trim();
    const summary = await openEntry(page, "destinations", "maldives", "Summary");
    await expect(summary).toHaveValue(maldives.summary, { timeout: 30_000 });
    await summary.fill(newSummary);
    await publish(page);
    await expect.poll(() => fieldOf("content/destinations/maldives.yml", "summary")).toBe(newSummary);

    const [testimonialFile] = fs.readdirSync(path.join(REPO, "content/testimonials")).sort();
    const slug = testimonialFile!.replace(/\.yml$/, "");
    const original = parse(read(`content/testimonials/${testimonialFile}`)) as { quote: string; author: string };
    const newQuote = `${original.quote} We would book again tomorrow.`;
    const quote = await openEntry(page, "testimonials", slug, "Quote");
    await expect(quote).toHaveValue(original.quote, { timeout: 30_000 });
    await quote.fill(newQuote);
    await publish(page);
    await expect.poll(() => fieldOf(`content/testimonials/${testimonialFile}`, "quote")).toBe(newQuote);
    // Fields the owner did not touch are kept.
    expect((parse(read(`content/testimonials/${testimonialFile}`)) as { author: string }).author).toBe(original.author);

    // The build's loader accepts the edited files and shows the new words where the pages read them.
    const shown = execFileSync(
      "npx",
      [
        "tsx",
        "--conditions=react-server",
        "-e",
        `import("./lib/content").then((m) => m.default ?? m).then((c) => console.log(JSON.stringify({ summary: c.getDestinationDetail("maldives")?.description, quotes: c.getTestimonialsContent().testimonials.concat(c.getHomeContent().testimonials.entries).map((t) => t.quote) })))`,
      ],
      { env: { ...process.env, CONTENT_ROOT: REPO, NEXT_PUBLIC_SITE_URL: "http://127.0.0.1" }, encoding: "utf8" },
    );
    const { summary: builtSummary, quotes } = JSON.parse(shown.trim().split("\n").pop()!) as {
      summary: string;
      quotes: string[];
    };
    expect(builtSummary).toBe(newSummary);
    expect(quotes.includes(newQuote) || !quotes.includes(original.quote)).toBe(true);
    expect(violations).toEqual([]);
  });

  test("is the editor only: not indexed, not in the sitemap, and nothing of it on visitor pages", async ({
    request,
  }) => {
    const admin = await request.get("/admin/");
    expect(admin.status()).toBe(200);
    const html = await admin.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src[^"]*api\.github\.com/);
    expect((await request.get("/admin/config.yml")).status()).toBe(200);
    expect(await (await request.get("/robots.txt")).text()).toMatch(/Disallow: \/admin\//);
    expect(allRoutes().some((route) => route.path.startsWith("/admin"))).toBe(false);
    for (const route of allRoutes()) {
      expect(exportedHtml(route.path), route.path).not.toMatch(/decap|\/admin\//i);
    }
  });
});
