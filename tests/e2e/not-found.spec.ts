import { expect, test } from "@playwright/test";
import { SPEC } from "../spec";
import { route } from "./support";

const { notFoundCode, pageNotFound, notFoundMessage, returnToHome, experienceNotFound, viewAllExperiences } =
  SPEC.strings;

test.describe("404 document", () => {
  test("an unknown path answers 404 with the page, and the path goes to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no-such-place/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("p.eyebrow", { hasText: notFoundCode })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: pageNotFound })).toBeVisible();
    await expect(page.getByText(notFoundMessage)).toBeVisible();
    await page.getByRole("link", { name: returnToHome }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(messages.some((text) => text.includes("/no-such-place/"))).toBe(true);
  });

  test("the served 404 HTML carries the message for crawlers and is not indexed", async ({ request }) => {
    const response = await request.get("/missing/page/");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(pageNotFound);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test("an unknown destination slug ends at /destinations/", async ({ page }) => {
    await page.goto("/destination/atlantis/");
    await page.waitForURL(new RegExp(`${route("/destinations")}$`));
  });

  test("an unknown experience shows 'Experience Not Found'", async ({ page }) => {
    await page.goto("/experiences/moon-landing/");
    await expect(page.getByRole("heading", { level: 1, name: experienceNotFound })).toBeVisible();
    await expect(page.getByRole("link", { name: viewAllExperiences })).toHaveAttribute("href", route("/experiences"));
  });
});
