import { expect, test } from "@playwright/test";
import { SITE_URL } from "./support";
import { site } from "@/content/site";

test.describe("legal and statement pages", () => {
  test("the privacy policy has its eight numbered sections, date and e-mail link", async ({ page }) => {
    await page.goto("/privacy-policy/");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const sections = page.locator("article h2");
    await expect(sections).toHaveCount(8);
    for (let i = 0; i < 8; i += 1) await expect(sections.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    await expect(page.locator('time[datetime="2025-04-14"]')).toHaveText("14 April 2025");
    await expect(page.locator(`article a[href="mailto:${site.email}"]`).first()).toBeVisible();
  });

  test("the terms have nine sections and state every booking term", async ({ page }) => {
    await page.goto("/terms-of-service/");
    await expect(page.locator("article h2")).toHaveCount(9);
    await expect(page.locator('time[datetime="2025-04-14"]')).toBeVisible();
    const text = (await page.locator("article").innerText()).replace(/\s+/g, " ");
    for (const term of [
      /60 days before/i,
      /non-refundable deposit/i,
      /50%/,
      /30 days/i,
      /in writing/i,
      /six months/i,
      /United Kingdom/,
    ]) {
      expect(text).toMatch(term);
    }
  });

  test("the accessibility statement targets WCAG 2.1 AA and lists the eight features", async ({ page }) => {
    await page.goto("/accessibility/");
    const text = await page.locator("article").innerText();
    expect(text).toMatch(/WCAG\)? 2\.1/);
    expect(text).toMatch(/Level AA|AA/);
    for (const feature of [
      /keyboard/i,
      /screen reader/i,
      /alt text|alternative text/i,
      /heading/i,
      /colour contrast/i,
      /resiz/i,
      /skip link/i,
      /ARIA/,
    ]) {
      expect(text).toMatch(feature);
    }
    await expect(page.locator(`article a[href="mailto:${site.email}"]`).first()).toBeAttached();
    await expect(page.locator(`article a[href^="tel:"]`).first()).toBeAttached();
  });

  test("the aliases render the same pages with canonical links to the primary paths", async ({ page }) => {
    await page.goto("/privacy/");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/privacy-policy/`);
    await page.goto("/terms/");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/terms-of-service/`);
  });

  test("a folder path without its slash redirects like object storage", async ({ request }) => {
    const response = await request.get("/privacy-policy", { maxRedirects: 0 });
    expect([301, 302]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/privacy-policy\/$/);
  });
});
