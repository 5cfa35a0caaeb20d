import { expect, test } from "@playwright/test";
import { getItineraries, getLegalPage, getNavigation, getShortlistPage } from "@/lib/content";
import { linkTo, representativePaths, route } from "./support";

/*
 * With JavaScript disabled (this project's browser has it off), pages still show their text and their
 * navigation: the served HTML is the whole page, and client widgets only enhance it. Here one page per
 * route template is opened for real, to see what is visible and what steps aside; export.spec.ts checks
 * the text and the navigation link in the HTML of every page.
 */

for (const path of representativePaths()) {
  test(`${path} reads and navigates without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text.replace(/\s+/g, " ").trim().length).toBeGreaterThan(200);

    // The header cannot open its menu, so it offers the footer's navigation instead.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const menu = page.getByRole("link", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    await menu.click();
    const navigation = page.getByRole("navigation", { name: "Footer" });
    await expect(navigation).toBeInViewport();
    await expect(navigation.getByRole("link")).toHaveCount(
      getNavigation().footer.flatMap((group) => group.links).length,
    );
  });
}

test("a footer link opens its page without JavaScript", async ({ page }) => {
  const target = route("/privacy-policy");
  const link = getNavigation()
    .footer.flatMap((group) => group.links)
    .find((entry) => linkTo(entry.href) === target)!;
  await page.goto("/");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: link.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: getLegalPage("privacy-policy").title, exact: true }),
  ).toBeVisible();
});

test("without JavaScript the header's search link opens a page of the main sections", async ({ page }) => {
  await page.goto("/destinations/");
  // It stays a plain link: it opens no dialog without a script, so it does not say it does.
  await expect(page.locator("header a[data-search-open][href]")).toBeVisible();
  await expect(page.locator("header [data-search-open]")).not.toHaveAttribute("role");
  await expect(page.locator("header [data-search-open]")).not.toHaveAttribute("aria-haspopup");
  await page.locator("header [data-search-open]").click();
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator("main").getByRole("link").first()).toBeVisible();
  // The button that would open the dialog needs a script, so it steps aside.
  await expect(page.locator("main [data-search-open]")).toBeHidden();
});

test("without JavaScript the Save buttons and the header's shortlist link step aside, and /shortlist/ says why", async ({
  page,
}) => {
  const trip = getItineraries()[0]!;
  await page.goto("/itineraries/");
  const save = page.getByRole("button", { name: `Save ${trip.title} to your shortlist`, includeHidden: true });
  await expect(save).toHaveCount(1);
  await expect(save).toBeHidden();
  await expect(page.locator("header [data-shortlist-link]")).toBeHidden();

  await page.goto("/shortlist/");
  const copy = getShortlistPage();
  // Playwright's text and ARIA queries skip <noscript>, though the browser shows it with JavaScript off.
  const note = page.locator("main noscript > div");
  await expect(note).toBeVisible();
  await expect(note).toContainText(copy.noScript);
  for (const link of copy.browse) await expect(page.getByRole("link", { name: link.label })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: copy.listHeading })).toBeHidden();
});
