import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getDestinationDetails, getItineraries, getShortlistPage } from "@/lib/content";
import { fillLabel } from "@/lib/content/labels";
import { SHORTLIST_KEY } from "@/lib/shortlist";
import { queryD1 } from "../worker-state";
import { watchPage } from "./support";

/*
 * The shortlist as a visitor uses it: Save on cards and pages, the header's count, /shortlist/ in the order
 * saved, reordered and pruned, and "Enquire about my shortlist" sent to the site's own Worker, whose D1 row
 * must hold the slugs. Items are taken from the content files, never a pinned list.
 */

const copy = getShortlistPage();
const STATE_DIR = path.join(process.env.E2E_STATE_DIR!, "state");
const [first, second, third] = getItineraries();
const guide = getDestinationDetails().find((detail) => detail.slug !== first!.slug)!;

test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "X-Test-Client": `${testInfo.project.name}-${testInfo.testId}` });
});

const saveButton = (page: Page, name: string) => page.getByRole("button", { name: `Save ${name} to your shortlist` });
const headerLink = (page: Page) => page.locator("header").getByRole("link", { name: /^Your shortlist/ });
const savedTitles = (page: Page) => page.locator("main ol > li h3");

/** Presses Save until it holds: a press before the page has hydrated does nothing. */
async function save(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) === "true") return;
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
}

/** The layout shifts the page has had so far, by the buffered observer, two frames after the last change. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test("two itineraries and a guide saved, kept over a reload in order, and sent in one enquiry", async ({
  page,
  baseURL,
}, testInfo) => {
  const problems = await watchPage(page, baseURL!);
  await page.goto("/itineraries/");
  await expect(headerLink(page)).toBeHidden();
  await save(saveButton(page, first!.title));
  await save(saveButton(page, second!.title));
  await expect(headerLink(page)).toHaveAccessibleName("Your shortlist, 2 saved");

  await page.goto(`/destination/${guide.slug}/`);
  await save(saveButton(page, guide.name));
  await expect(headerLink(page)).toHaveAccessibleName("Your shortlist, 3 saved");

  // A returning visitor's header shows the count without moving anything.
  await page.reload({ waitUntil: "load" });
  await expect(headerLink(page)).toHaveAccessibleName("Your shortlist, 3 saved");
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "true");
  expect(await layoutShift(page)).toBe(0);

  await headerLink(page).click();
  await expect(page).toHaveURL(/\/shortlist\/$/);
  await expect(savedTitles(page)).toHaveText([first!.title, second!.title, guide.name]);

  await page.getByRole("link", { name: copy.enquire.label }).click();
  await expect(page).toHaveURL(/\/contact\/\?shortlist=/);
  const form = page.getByRole("form", { name: "Enquiry form" });
  await expect(form).toHaveAttribute("data-ready", "true");
  const message = page.locator("#enquiry-message");
  for (const name of [first!.title, second!.title, guide.name]) await expect(message).toHaveValue(new RegExp(name));

  const email = `shortlist.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.locator("#enquiry-firstName").fill("Grace");
  await page.locator("#enquiry-lastName").fill("Hopper");
  await page.locator("#enquiry-email").fill(email);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/enquiry"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answered).status()).toBe(201);

  const rows = queryD1<{ shortlist: string; message: string }>(
    STATE_DIR,
    "SELECT shortlist, message FROM enquiries WHERE email = ?",
    email,
  );
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.shortlist)).toEqual([first!.slug, second!.slug, guide.slug]);
  expect(problems.consoleErrors).toEqual([]);
});

test("reordered and pruned from the keyboard, with focus kept and each change announced", async ({ page }) => {
  await page.goto("/shortlist/");
  await page.evaluate(([key, slugs]) => window.localStorage.setItem(key, JSON.stringify(slugs)), [
    SHORTLIST_KEY,
    [first!.slug, second!.slug, third!.slug],
  ] as const);
  await page.reload();
  await expect(savedTitles(page)).toHaveText([first!.title, second!.title, third!.title]);
  await expect(headerLink(page)).toHaveAttribute("aria-current", "page");

  const down = page.getByRole("button", { name: fillLabel(copy.labels.moveDown, { name: first!.title }) });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(savedTitles(page)).toHaveText([second!.title, first!.title, third!.title]);
  await expect(down).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: first!.title })).toHaveText(
    fillLabel(copy.labels.moved, { name: first!.title, position: 2, count: 3 }),
  );

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(savedTitles(page)).toHaveText([second!.title, third!.title]);
  await expect(page.getByRole("button", { name: fillLabel(copy.labels.remove, { name: third!.title }) })).toBeFocused();
  await expect(headerLink(page)).toHaveAccessibleName("Your shortlist, 2 saved");

  await page.reload();
  await expect(savedTitles(page)).toHaveText([second!.title, third!.title]);
});
