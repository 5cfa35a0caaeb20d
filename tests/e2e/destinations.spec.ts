import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { destinationDetails } from "@/content/destinations";
import { mapDestinations } from "@/content/map-destinations";
import { popularDestinations } from "@/content/navigation";
import { destinationDetailPage, destinationsPage } from "@/content/pages";
import { regionHighlights } from "@/content/region-highlights";
import { watchPage } from "./support";

const labels = destinationsPage.map.labels;
const countries = mapDestinations.filter((pin) => pin.id < 100);
const inRegion = (region: string, withCities: boolean) =>
  mapDestinations.filter((pin) => pin.region === region && (withCities || pin.id < 100)).length;

const stage = (page: Page) => page.getByRole("group", { name: labels.mapLabel });
const pins = (page: Page) => stage(page).getByRole("button");
const pin = (page: Page, name: string) => stage(page).getByRole("button", { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const showCities = (page: Page) => page.getByRole("switch", { name: labels.showCities });

/** Waits until the widget has hydrated (its state answers clicks). */
async function openMap(page: Page, path = "/destinations/") {
  await page.goto(path);
  await expect(stage(page)).toBeVisible();
  await expect(showCities(page)).toBeEnabled();
  await page.waitForFunction(() => document.readyState === "complete");
}

test.describe("the world map", () => {
  test("region filter and Show Cities change which pins are on the map", async ({ page }) => {
    await openMap(page);
    const status = page.getByRole("status").filter({ hasText: "on the map" });
    await expect(pins(page)).toHaveCount(countries.length);
    await expect(status).toHaveText(`${countries.length} destinations on the map`);
    await expect(showCities(page)).toHaveAttribute("aria-checked", "false");

    await showCities(page).click();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
    await expect(pins(page)).toHaveCount(mapDestinations.length);

    for (const region of ["Europe", "Asia", "Africa", "Caribbean"]) {
      await page.getByRole("radio", { name: region, exact: true }).check({ force: true });
      await expect(pins(page)).toHaveCount(inRegion(region, true));
      await expect(stage(page)).toHaveAttribute("data-region", region);
    }

    await page.getByRole("radio", { name: "Europe", exact: true }).check({ force: true });
    await expect(pin(page, "Paris")).toBeVisible();
    await showCities(page).click();
    await expect(pins(page)).toHaveCount(inRegion("Europe", false));
    await expect(pin(page, "Paris")).toHaveCount(0);

    await page.getByRole("radio", { name: labels.allRegions }).check({ force: true });
    await expect(pins(page)).toHaveCount(countries.length);
    await expect(stage(page)).toHaveAttribute("data-zoom", "1.00");
  });

  test("a pin opens its details with a click; Close clears them and returns focus to the pin", async ({ page }) => {
    await openMap(page);
    const kenya = mapDestinations.find((entry) => entry.slug === "kenya")!;
    await pin(page, "Kenya").click();
    const details = panel(page, "Kenya");
    await expect(details).toBeVisible();
    await expect(pin(page, "Kenya")).toHaveAttribute("aria-expanded", "true");
    for (const value of [
      kenya.description,
      kenya.bestTimeToVisit,
      kenya.keyAttraction,
      kenya.cuisine,
      kenya.accommodation,
      kenya.idealFor,
    ]) {
      await expect(details.getByText(value, { exact: true })).toBeAttached();
    }
    for (const label of Object.values(labels.fields))
      await expect(details.getByText(label, { exact: true })).toBeAttached();
    await expect(details.getByRole("link", { name: "Plan a Journey to Kenya" })).toHaveAttribute("href", "/contact/");
    await expect(page).toHaveURL(/\?destination=kenya$/);

    await details.getByRole("button", { name: labels.close }).click();
    await expect(details).toHaveCount(0);
    await expect(pin(page, "Kenya")).toBeFocused();
    await expect(page).toHaveURL(/\/destinations\/$/);
  });

  test("the keyboard reaches the pins; Enter opens the details and Escape closes them", async ({ page }) => {
    await openMap(page);
    await showCities(page).focus();
    await page.keyboard.press("Tab");
    await expect(pin(page, countries[0]!.name)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(pin(page, countries[1]!.name)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page, countries[1]!.name)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: countries[1]!.name, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page, countries[1]!.name)).toHaveCount(0);
    await expect(pin(page, countries[1]!.name)).toBeFocused();
  });

  test("a pin is highlighted, with its name shown, on hover and on focus", async ({ page, isMobile }) => {
    await openMap(page);
    const peru = pin(page, "Peru");
    const label = peru.getByText("Peru", { exact: true });
    await expect(label).toHaveCSS("opacity", "0");
    if (!isMobile) {
      await peru.hover();
      await expect(peru).toHaveAttribute("data-highlighted", "true");
      await expect(label).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);
      await expect(peru).not.toHaveAttribute("data-highlighted", "true");
    }
    await peru.focus();
    await expect(peru).toHaveAttribute("data-highlighted", "true");
    await expect(label).toHaveCSS("opacity", "1");
  });

  test("the index selects a destination and shows it on the map", async ({ page }) => {
    await openMap(page);
    await page.getByRole("button", { name: "Show Cape Town on the map" }).click();
    await expect(panel(page, "Cape Town")).toBeVisible();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("radio", { name: "Africa", exact: true })).toBeChecked();
    await expect(stage(page)).toBeInViewport();
  });

  test("a failing photo shows its region's art, with a warning and no error", async ({ page, baseURL }) => {
    const problems = await watchPage(page, baseURL!);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openMap(page);
    await pin(page, "Mexico").click();
    const image = panel(page, "Mexico").getByRole("img");
    await expect(image).toHaveAttribute("src", "/fallbacks/north-america.svg");
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(warnings.some((text) => text.includes("Image unavailable") && text.includes("images.unsplash.com"))).toBe(
      true,
    );
    // The failure is a warning only (the site-wide sweep checks that a page logs no errors at all).
    expect(problems.consoleErrors.filter((text) => /image|unsplash|fallback/i.test(text))).toEqual([]);
  });

  test("has no accessibility violations with a region, cities and a panel open", async ({ page }) => {
    await openMap(page);
    await showCities(page).click();
    await page.getByRole("radio", { name: "Europe", exact: true }).check({ force: true });
    await pin(page, "Venice").click();
    await expect(panel(page, "Venice")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
  });
});

test.describe("?destination= in the address", () => {
  for (const { slug, label } of popularDestinations) {
    test(`the footer's ${label} opens its pin, its details and scrolls to the map`, async ({ page }) => {
      await openMap(page, `/destinations/?destination=${slug}`);
      await expect(panel(page, label)).toBeVisible();
      await expect(pin(page, label)).toHaveAttribute("aria-expanded", "true");
      await expect(stage(page)).toBeInViewport();
    });
  }

  test("a numeric id works too, and a city turns Show Cities on", async ({ page }) => {
    const maldives = mapDestinations.find((entry) => entry.slug === "maldives")!;
    await openMap(page, `/destinations/?destination=${maldives.id}`);
    await expect(panel(page, "Maldives")).toBeVisible();
    await openMap(page, "/destinations/?destination=venice");
    await expect(panel(page, "Venice")).toBeVisible();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
  });

  test("following a footer link from another page, then from the map page itself", async ({ page }) => {
    await page.goto("/privacy-policy/");
    await page.locator("footer").getByRole("link", { name: "Bali", exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/\?destination=bali$/);
    await expect(panel(page, "Bali")).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Mauritius", exact: true }).click();
    await expect(panel(page, "Mauritius")).toBeVisible();
    await expect(stage(page)).toBeInViewport();
  });

  test("an unknown value leaves the map as it is", async ({ page }) => {
    await openMap(page, "/destinations/?destination=atlantis");
    await expect(pins(page)).toHaveCount(countries.length);
    await expect(page.getByRole("region", { name: /./ })).toHaveCount(0);
  });
});

test.describe("region highlights", () => {
  test("Europe first; tabs switch the cards by click and by arrow keys; Discover More goes to /contact/", async ({
    page,
  }) => {
    await openMap(page);
    const tabs = page.getByRole("tablist", { name: destinationsPage.regionTabsLabel });
    await expect(tabs.getByRole("tab")).toHaveText(regionHighlights.map((group) => group.name));
    await expect(tabs.getByRole("tab", { name: "Europe" })).toHaveAttribute("aria-selected", "true");
    const cards = () => page.getByRole("tabpanel").getByRole("heading", { level: 3 });
    await expect(cards()).toHaveText(regionHighlights[0]!.destinations.map((destination) => destination.name));

    await tabs.getByRole("tab", { name: "North America" }).click();
    await expect(cards()).toHaveText(regionHighlights[2]!.destinations.map((destination) => destination.name));
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Asia" })).toBeFocused();
    await expect(cards()).toHaveText(regionHighlights[1]!.destinations.map((destination) => destination.name));

    const links = page.getByRole("tabpanel").getByRole("link", { name: /^Discover More/ });
    await expect(links).toHaveCount(regionHighlights[1]!.destinations.length);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact/");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map is drawn and every destination is listed in full, with a working link onwards", async ({ page }) => {
    await page.goto("/destinations/");
    await expect(stage(page).locator("svg path").first()).toBeAttached();
    await expect(pins(page)).toHaveCount(countries.length);
    // Controls that need a script step aside: no filter that cannot filter, no name that cannot open a panel.
    await expect(page.getByRole("radio").or(page.getByRole("switch"))).toHaveCount(0);
    await expect(page.getByRole("button", { name: /on the map$/ })).toHaveCount(0);
    await expect(page.getByRole("paragraph").filter({ hasText: destinationsPage.index.noScriptIntro })).toBeVisible();

    for (const entry of mapDestinations) {
      const item = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 5, name: entry.name }) });
      await expect(item).toBeVisible();
      await expect(item).toContainText(entry.bestTimeToVisit);
      await expect(item).toContainText(entry.idealFor);
    }
    const guide = page.getByRole("link", { name: "Read our Kyoto guide" });
    await expect(guide).toHaveAttribute("href", "/destination/kyoto/");
    await expect(page.getByRole("link", { name: "Plan a Journey to Norway" })).toHaveAttribute("href", "/contact/");
    await guide.click();
    await expect(page).toHaveURL(/\/destination\/kyoto\/$/);
  });

  test("a destination page shows all its text (the entrance animation needs no script)", async ({ page }) => {
    const kyoto = destinationDetails.find((detail) => detail.slug === "kyoto")!;
    await page.goto("/destination/kyoto/");
    await expect(page.getByText(kyoto.highlights[4]!, { exact: true })).toBeVisible();
  });
});

test("the map page's HTML stays light: the artwork is compact and the page under 300 kB", async ({ request }) => {
  const html = await (await request.get("/destinations/")).text();
  const svg = html.match(/<svg viewBox="0 0 4000[\s\S]*?<\/svg>/)?.[0] ?? "";
  expect(svg.length).toBeGreaterThan(10_000);
  expect(svg.length).toBeLessThan(60_000);
  expect(html.length).toBeLessThan(300_000);
});

test.describe("destination pages", () => {
  for (const detail of destinationDetails) {
    test(`/destination/${detail.slug}/ shows the destination and sends every button to /contact/`, async ({ page }) => {
      await page.goto(`/destination/${detail.slug}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.name);
      await expect(page.getByText(detail.description, { exact: true })).toBeVisible();
      for (const paragraph of detail.longDescription)
        await expect(page.getByText(paragraph, { exact: true })).toBeAttached();
      const highlights = page.getByRole("list").filter({ hasText: detail.highlights[0]! });
      await expect(highlights.getByRole("listitem")).toHaveCount(5);
      await expect(page.getByText(detail.bestTimeToVisit, { exact: true })).toBeAttached();
      await expect(page.getByText(detail.duration, { exact: true })).toBeAttached();
      const hero = page.locator("main section").first();
      await expect(hero.locator("img")).toHaveAttribute("alt", detail.image.alt);

      // Every link in the page body is a button to /contact/, except the breadcrumb trail and the map link.
      const main = page.locator("main");
      const links = main.getByRole("link");
      const breadcrumbs = main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
      const mapLink = main.getByRole("link", { name: `See ${detail.name} on our world map` });
      const others = (await links.count()) - (await breadcrumbs.count()) - (await mapLink.count());
      const toContact = main.locator('a[href="/contact/"]');
      expect(others).toBeGreaterThanOrEqual(3);
      await expect(toContact).toHaveCount(others);
      for (const label of [
        destinationDetailPage.heroCta.label,
        destinationDetailPage.glanceCta.label,
        destinationDetailPage.cta.primary.label,
      ]) {
        await expect(main.getByRole("link", { name: label })).toHaveAttribute("href", "/contact/");
      }
      await expect(breadcrumbs).toHaveCount(2);

      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
      expect(types).toEqual(expect.arrayContaining(["TouristDestination", "BreadcrumbList"]));
    });
  }

  test("the entrance is staggered by 0.1 s", async ({ page }) => {
    await page.goto("/destination/maldives/");
    const items = page
      .getByRole("list")
      .filter({ hasText: destinationDetails[2]!.highlights[0]! })
      .getByRole("listitem");
    const delays = await items.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).animationDelay),
    );
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s"]);
    await expect(items.first()).toHaveCSS("animation-name", /reveal/);
  });

  test("nothing moves under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/destination/swiss-alps/`);
    const animated = await page
      .locator("[data-reveal]")
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).animationName !== "none").length,
      );
    expect(animated).toBe(0);
    await context.close();
  });

  test("a pin with its own page links to it, and the page links back to the map", async ({ page }) => {
    await openMap(page, "/destinations/?destination=kyoto");
    await panel(page, "Kyoto").getByRole("link", { name: "Read our Kyoto guide" }).click();
    await expect(page).toHaveURL(/\/destination\/kyoto\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kyoto");
    await page.getByRole("link", { name: "See Kyoto on our world map" }).click();
    await expect(panel(page, "Kyoto")).toBeVisible();
  });

  test("an unknown slug without its trailing slash still ends on the map", async ({ page }) => {
    await page.goto("/destination/el-dorado");
    await page.waitForURL(/\/destinations\/$/);
    await expect(stage(page)).toBeVisible();
  });
});
