import { expect, test, type Page } from "@playwright/test";
import { getFinder, getItinerariesPage, getWhenToGoPage } from "@/lib/content";
import { MONTHS } from "@/lib/content/months";
import { finderEnquiryHref } from "@/lib/finder/enquiry";
import { finderPrefillFrom } from "@/lib/finder/prefill";
import { finderHref, loosenHint, monthCode, searchOf, type Choices, type Filter } from "@/lib/finder";
import { expectedGuides, expectedTrips, FITTING, UNFITTING } from "../finder-expectations";
import { escapeRegExp, fillLabel, holdScripts, watchPage } from "./support";

/*
 * The trip finder on /itineraries/: what it lists for a choice is compared with what the content files say
 * (tests/finder-expectations.ts), never with a list typed here. Choices are made in the form as a visitor
 * makes them; one is made before the page's scripts have run.
 */

const { finder: words } = getItinerariesPage();
const { trips, options } = getFinder();

const listedTrips = (page: Page) =>
  page
    .locator("[data-finder-trip]:visible")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-slug")));
const listedGuides = (page: Page) =>
  page
    .locator("[data-finder-guide]:visible a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split("/")[2]!))
    .then((slugs) => slugs.sort());
const status = (page: Page) => page.getByRole("status").filter({ hasText: /journey/ });

/** The finder's script has run: with nothing chosen, the destination guides wait behind their prompt. */
async function openFinder(page: Page, search = "") {
  await page.goto(`/itineraries/${search}`);
  await expect(page.locator("[data-finder-guides-prompt]")).toBeVisible({ visible: !search });
}

async function choose(page: Page, choices: Choices) {
  for (const [filter, value] of Object.entries(choices)) {
    await page.getByLabel(words.filters[filter as Filter].label, { exact: true }).selectOption(value);
  }
}

async function expectListing(page: Page, choices: Choices) {
  await expect(page).toHaveURL(new RegExp(`/itineraries/${escapeRegExp(searchOf(choices))}$`));
  await expect.poll(() => listedTrips(page)).toEqual(expectedTrips(choices));
  await expect.poll(() => listedGuides(page)).toEqual(expectedGuides(choices));
}

test("each choice narrows the journeys and guides to what the content gives, and the address keeps it", async ({
  page,
  baseURL,
}) => {
  const problems = await watchPage(page, baseURL!);
  await openFinder(page);
  await expect(status(page)).toHaveAttribute("aria-live", "polite");
  await expect(status(page)).toHaveText(fillLabel(words.all, { trips: `${trips.length} journeys` }));

  // A month alone: the journeys for it, and the guides that rate it ideal or good.
  const month = monthCode(MONTHS[1]!);
  await choose(page, { month });
  await expectListing(page, { month });
  await expect(status(page)).toContainText(`${expectedTrips({ month }).length} journeys`);

  // Then the busiest month, length and budget the content has.
  await choose(page, FITTING.choices);
  await expectListing(page, FITTING.choices);
  await expect(status(page)).toContainText(String(FITTING.trips.length));

  // Clear, then what a journey suits and its region.
  await page.getByRole("link", { name: words.clear }).click();
  await expect(page).toHaveURL(/\/itineraries\/$/);
  await expect.poll(() => listedTrips(page)).toHaveLength(trips.length);
  const suits = options.suits.at(-1)!.value;
  const region = options.region.find((option) => expectedTrips({ suits, region: option.value }).length > 0)!.value;
  await choose(page, { suits, region });
  await expectListing(page, { suits, region });
  expect(problems.consoleErrors).toEqual([]);
});

test("a choice made before the page is interactive is kept, and the address takes it up", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "hydration does not depend on the viewport");
  const release = await holdScripts(page);
  await page.goto("/itineraries/", { waitUntil: "domcontentloaded" });
  const month = FITTING.choices.month!;
  await choose(page, { month });
  release();
  await expectListing(page, { month });
});

test("when nothing fits, it names the choice to leave out and carries the choices to the enquiry", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the rules do not depend on the viewport");
  await openFinder(page, searchOf(UNFITTING.choices));
  await expect.poll(() => listedTrips(page)).toEqual([]);
  await expect(status(page)).toContainText("0 journeys");
  const none = page.getByRole("region", { name: words.noMatch.heading });
  await expect(none).toBeVisible();

  const hint = loosenHint(
    trips.map(({ item }) => item),
    UNFITTING.choices,
  )!;
  const loosen = none.getByRole("link", {
    name: fillLabel(words.noMatch.loosen, {
      filter: words.filters[hint.filter].noun,
      trips: `${hint.count} ${hint.count === 1 ? "journey" : "journeys"}`,
    }),
  });
  await expect(loosen).toBeVisible();
  const enquire = none.getByRole("link", { name: words.noMatch.enquireLabel });
  await expect(enquire).toHaveAttribute("href", finderEnquiryHref(UNFITTING.choices));

  // The enquiry opens with the month and budget in "Tell us more" and the length in the message.
  await enquire.click();
  await expect(page).toHaveURL(/\/contact\/\?/);
  const prefill = finderPrefillFrom(searchOf(UNFITTING.choices), new Date());
  const form = page.getByRole("form", { name: "Enquiry form" });
  await expect(form.locator('select[name="month"]')).toHaveValue(prefill.month!);
  await expect(form.locator('select[name="budget"]')).toHaveValue(prefill.budget!);
  await expect(form.locator('textarea[name="message"]')).toHaveValue(new RegExp(escapeRegExp(prefill.note!.trim())));

  // Back returns to the finder as it was; leaving that choice out shows the journeys it promised.
  await page.goBack();
  await loosen.click();
  const loosened = { ...UNFITTING.choices, [hint.filter]: undefined };
  await expectListing(page, loosened);
  await expect(page.getByLabel(words.filters[hint.filter].label, { exact: true })).toBeFocused();
});

test("each month of /when-to-go/ and each destination page opens the finder narrowed to it", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "links do not depend on the viewport");
  const month = MONTHS[6]!;
  await page.goto("/when-to-go/");
  const section = page.locator(`#${month.toLowerCase()}`);
  await section.getByRole("link", { name: fillLabel(getWhenToGoPage().finder, { month }) }).click();
  await expectListing(page, { month: monthCode(month) });

  const destination = trips[0]!.trip.destinations[0]!;
  await page.goto(`/destination/${destination}/`);
  const link = page.locator(`main a[href="${finderHref({ destination })}"]`);
  await expect(link).toHaveCount(1);
  await link.click();
  await expectListing(page, { destination });
});

// Playwright's text matching skips <noscript>, whose content is text to a browser that runs scripts.
const noScriptNote = (page: Page) => page.locator("p", { hasText: words.noScript });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply reloads the page with the choices in its address, and every journey stays listed", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the form does not depend on the viewport");
    await page.goto("/itineraries/");
    await expect(noScriptNote(page)).toBeVisible();
    await choose(page, FITTING.choices);
    await page.getByRole("button", { name: words.apply }).click();
    for (const [filter, value] of Object.entries(FITTING.choices)) {
      await expect(page).toHaveURL(new RegExp(`[?&]${filter}=${value}(&|$)`));
    }
    // A static page cannot read its address without a script: it lists everything, and says so.
    await expect(page.locator("[data-finder-trip]:visible")).toHaveCount(trips.length);
    await expect(noScriptNote(page)).toBeVisible();
  });
});
