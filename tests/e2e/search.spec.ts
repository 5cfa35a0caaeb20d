import { axeViolations } from "@/tests/axe";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { getDestinationDetails, getSpecialisms } from "@/lib/content";
import { normalisePath } from "@/lib/seo/paths";
import { ANY_WIDTH } from "./support";

/*
 * The site search: a dialog opened from the header, "/" or Ctrl+K, searching the Pagefind index the
 * build writes into out/pagefind/. What must be found is worked out from the content, not pinned.
 */

/** Specialisms named for Disney, and destinations whose own file talks about fjords. */
const disneyPages = getSpecialisms()
  .filter((entry) => /disney/i.test(entry.title))
  .map((entry) => normalisePath(`/specialisms/${entry.slug}`));
const fjordPages = getDestinationDetails()
  .filter((entry) => /fjord/i.test(fs.readFileSync(path.join("content/destinations", `${entry.slug}.yml`), "utf8")))
  .map((entry) => normalisePath(`/destination/${entry.slug}`));

/** The search dialog: the one dialog on the page. Found by role, not by its wording. */
const dialog = (page: Page) => page.getByRole("dialog");

async function resultPaths(page: Page): Promise<string[]> {
  const links = dialog(page).getByRole("list").getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
}

test.describe("site search", () => {
  test("nothing of the search loads until it is opened", ANY_WIDTH, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/about/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => url.startsWith("/pagefind/"))).toEqual([]);
    await page.locator("header [data-search-open]").click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => requested.some((url) => url.startsWith("/pagefind/"))).toBe(true);
  });

  test(
    "'/' opens it, 'Disney' finds the Disney pages, announced, and Escape closes it",
    ANY_WIDTH,
    async ({ page }) => {
      expect(disneyPages.length).toBeGreaterThan(0);
      await page.goto("/destinations/");
      await page.waitForLoadState("networkidle");
      await page.keyboard.press("/");
      const search = dialog(page).getByRole("searchbox");
      await expect(search).toBeFocused();
      await search.fill("Disney");
      // The status announces how many pages match: a number.
      await expect(dialog(page).getByRole("status")).toContainText(/\d/);
      const found = await resultPaths(page);
      for (const expected of disneyPages) expect(found).toContain(expected);

      // The open dialog, results showing, meets WCAG 2.2 AA like every page.
      expect(await axeViolations(page)).toEqual([]);

      // The arrow keys move through the results.
      await page.keyboard.press("ArrowDown");
      await expect(dialog(page).getByRole("list").getByRole("link").first()).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
    },
  );

  test("opened from the header, it closes with its button and focus returns to the header", async ({ page }) => {
    await page.goto("/about/");
    await page.waitForLoadState("networkidle");
    const opener = page.locator("header [data-search-open]");
    await opener.click();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    // The dialog's one button closes it.
    await dialog(page).getByRole("button").click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the header's control is a button that opens a dialog; one Escape closes it with a query typed", async ({
    page,
  }) => {
    await page.goto("/about/");
    const opener = page.locator("header [data-search-open]");
    // Once its script is ready (the hydration marker), the link announces the dialog it opens.
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await expect(opener).toHaveAttribute("role", "button");
    await opener.focus();
    await page.keyboard.press(" ");
    const search = dialog(page).getByRole("searchbox");
    await search.fill("safari");
    await expect(dialog(page).getByRole("status")).toContainText(/\d/);
    // Clearing is its own control, and leaves the dialog open.
    await dialog(page).getByRole("button", { name: /clear/i }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await search.fill("safari");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(
    "Ctrl+K opens it, 'fjord' finds the fjord destinations, and the filter narrows to destinations",
    ANY_WIDTH,
    async ({ page }) => {
      expect(fjordPages.length).toBeGreaterThan(0);
      await page.goto("/journal/");
      await page.waitForLoadState("networkidle");
      await page.keyboard.press("Control+k");
      await dialog(page).getByRole("searchbox").fill("fjord");
      const everything = await resultPaths(page);
      expect(everything.some((found) => !found.startsWith("/destination/"))).toBe(true);

      await dialog(page).locator('input[type="radio"][value="Destination"]').check({ force: true });
      await expect
        .poll(async () => (await resultPaths(page)).every((found) => found.startsWith("/destination/")))
        .toBe(true);
      const destinations = await resultPaths(page);
      for (const expected of fjordPages.slice(0, 12)) expect(destinations).toContain(expected);

      // A result opens its page, and the dialog goes.
      await dialog(page).getByRole("list").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/destination\//);
      await expect(dialog(page)).toBeHidden();
    },
  );

  test("a query that matches nothing says so", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.locator("header [data-search-open]").click();
    await dialog(page).getByRole("searchbox").fill("zzqxv");
    await expect(dialog(page).getByRole("status")).toContainText("zzqxv");
    await expect(dialog(page).getByRole("list").getByRole("link")).toHaveCount(0);
  });
});
