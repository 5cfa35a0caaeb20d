import { expect, test, type Page } from "@playwright/test";
import { getLegalPage, type LegalPageSlug } from "@/lib/content";
import { formatLongDate } from "@/lib/dates";
import { site } from "@/lib/content/settings";
import { SPEC } from "../spec";
import { route, SITE_URL, textOf } from "./support";

/*
 * The privacy policy, the terms and the accessibility statement: each page shows its Markdown document
 * from content/legal/ in full, under its title and date, with the section counts the spec fixes.
 */

const privacy = getLegalPage("privacy-policy");
const terms = getLegalPage("terms-of-service");
const accessibility = getLegalPage("accessibility");

/** Opens a legal page and checks it against its document: title, date, sections and every word of the body. */
async function expectDocument(page: Page, slug: LegalPageSlug, sections: number) {
  const document = getLegalPage(slug);
  await page.goto(`/${slug}/`);
  await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
  expect(document.lastUpdated).toBe(SPEC.constants.legalLastUpdated);
  await expect(page.locator(`time[datetime="${document.lastUpdated}"]`)).toHaveText(
    formatLongDate(document.lastUpdated),
  );
  const article = page.locator("article");
  expect(document.headings).toHaveLength(sections);
  await expect(article.locator("h2")).toHaveText(document.headings.map((heading) => heading.text));
  expect((await article.textContent())!.replace(/\s+/g, " ").trim()).toBe(await textOf(page, document.html));
  return article;
}

test.describe("legal and statement pages", () => {
  test("the privacy policy has its numbered sections, date and e-mail link", async ({ page }) => {
    await expectDocument(page, "privacy-policy", SPEC.constants.privacySections);
    const sections = page.locator("article h2");
    for (let i = 0; i < SPEC.constants.privacySections; i += 1) {
      await expect(sections.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    }
    await expect(page.locator(`article a[href="mailto:${site.email}"]`).first()).toBeVisible();
  });

  test("the terms have their sections, in full", async ({ page }) => {
    await expectDocument(page, "terms-of-service", SPEC.constants.termsSections);
  });

  test("the accessibility statement lists its features and the ways to get in touch", async ({ page }) => {
    const article = await expectDocument(page, "accessibility", accessibility.headings.length);
    const listSizes = await article
      .locator("ul, ol")
      .evaluateAll((lists) => lists.map((list) => list.querySelectorAll(":scope > li").length));
    expect(listSizes).toContain(SPEC.constants.accessibilityFeatures);
    await expect(page.locator(`article a[href="mailto:${site.email}"]`).first()).toBeAttached();
    await expect(page.locator(`article a[href="${site.phone.href}"]`).first()).toBeAttached();
  });

  test("the aliases render the same pages with canonical links to the primary paths", async ({ page }) => {
    await page.goto("/privacy/");
    await expect(page.getByRole("heading", { level: 1, name: privacy.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${route("/privacy-policy")}`,
    );
    await page.goto("/terms/");
    await expect(page.getByRole("heading", { level: 1, name: terms.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${route("/terms-of-service")}`,
    );
  });

  test("a folder path without its slash redirects to the folder", async ({ request }) => {
    const response = await request.get("/privacy-policy", { maxRedirects: 0 });
    expect([301, 302, 307, 308]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/privacy-policy\/$/);
  });
});
