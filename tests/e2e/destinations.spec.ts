import { axeViolations } from "@/tests/axe";
import { expect, test, type Page } from "@playwright/test";
import {
  getDestinationDetail,
  getDestinationDetailPage,
  getDestinationDetails,
  getDestinationsPage,
  getMapPins,
  getNavigation,
  getRegionHighlights,
} from "@/lib/content";
import { fallbackImageFor } from "@/lib/images";
import type { MapPin } from "@/lib/map";
import { SPEC } from "../spec";
import { ANY_WIDTH, fillLabel, linkTo, route, watchPage } from "./support";

/*
 * The world map, its details panel, the region tabs and the destination pages. Every pin, label and
 * count comes from the content; the spec fixes the number of countries, the regions and their members.
 */

const destinationsPage = getDestinationsPage();
const destinationDetailPage = getDestinationDetailPage();
const destinationDetails = getDestinationDetails();
const regionHighlights = getRegionHighlights();
const { popularDestinations } = getNavigation();
const labels = destinationsPage.map.labels;
const mapDestinations = getMapPins();
const countries = mapDestinations.filter((entry) => !entry.city);
const cities = mapDestinations.filter((entry) => entry.city);
const inRegion = (region: string, withCities: boolean) =>
  mapDestinations.filter((entry) => entry.region === region && (withCities || !entry.city)).length;
const names = (entries: readonly { name: string }[]) => entries.map((entry) => entry.name);
/** The first pin that fits, so the tests follow the content rather than a place name. */
const somePin = (test: (entry: MapPin) => boolean) => {
  const found = mapDestinations.find(test);
  if (!found) throw new Error("the content has no pin of the kind this test needs");
  return found;
};
/** A country pin, a city pin and a pin with its own guide page, for the panel, index and link tests. */
const country = somePin((entry) => !entry.city && entry.region === "Africa");
const otherCountry = somePin((entry) => !entry.city && entry.region === "South America");
const city = somePin((entry) => entry.city && entry.region !== SPEC.named.regions[0]);
const europeanCity = somePin((entry) => entry.city && entry.region === SPEC.named.regions[0]);
const guided = somePin((entry) => entry.guidePath !== undefined && entry.guide === entry.slug);
const planLabel = (name: string) => fillLabel(labels.plan.label, { name });
const guideLabel = (name: string) => fillLabel(labels.guide, { name });
const contact = route("/contact");

const stage = (page: Page) => page.getByRole("group", { name: labels.mapLabel });
/** The map's markers: pins, and clusters of pins too close to tell apart at this width and zoom. */
const markers = (page: Page) => stage(page).getByRole("button");
const pin = (page: Page, name: string) => stage(page).getByRole("button", { name, exact: true });
const clusterOf = (page: Page, slug: string) => stage(page).locator(`[data-cluster][data-pins~="${slug}"]`);
const panel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const showCities = (page: Page) => page.getByRole("switch", { name: labels.showCities });
const zoomOut = (page: Page) => page.getByRole("button", { name: labels.zoomOut });
const nameOf = (slug: string) => mapDestinations.find((entry) => entry.slug === slug)?.name ?? slug;

/** The places of the focused marker, by slug (none if focus is elsewhere). */
function focusedPlaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute("data-pins") ?? element?.getAttribute("data-pin") ?? "").split(" ").filter(Boolean);
  });
}

/** Every place on the map, by slug, whether a pin of its own or inside a cluster. */
function places(page: Page): Promise<string[]> {
  return markers(page).evaluateAll((buttons) =>
    buttons.flatMap((button) => (button.getAttribute("data-pins") ?? button.getAttribute("data-pin") ?? "").split(" ")),
  );
}

type Target = { name: string; x: number; y: number; width: number; height: number };

/**
 * The map's controls as laid out once the zoom has come to rest: the region chips, Show Cities, Zoom out
 * when shown, and every marker.
 */
async function mapTargets(page: Page): Promise<Target[]> {
  await stage(page).evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null))),
  );
  return page
    .locator("#map label:has(input[type=radio]), #map button, [data-pin], [data-cluster]")
    .evaluateAll((elements) =>
      elements
        .filter((element) => getComputedStyle(element).visibility === "visible")
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName;
          return { name, x, y, width, height };
        }),
    );
}

const MIN_TARGET = 24;

/**
 * WCAG 2.2, 2.5.8 (Target Size, Minimum), pair by pair: no target overlaps another, and a target smaller than
 * 24 × 24 CSS px needs a 24 px circle on its centre that meets no other target and no other such circle.
 */
function targetSizeFailures(targets: readonly Target[]): string[] {
  const small = (t: Target) => t.width < MIN_TARGET || t.height < MIN_TARGET;
  const centre = (t: Target) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
  const overlap = (a: Target, b: Target) =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
  /** How far a point is from a rectangle (0 inside it). */
  const reach = (p: { x: number; y: number }, t: Target) =>
    Math.hypot(Math.max(t.x - p.x, 0, p.x - t.x - t.width), Math.max(t.y - p.y, 0, p.y - t.y - t.height));
  const failures: string[] = [];
  targets.forEach((a, i) =>
    targets.slice(i + 1).forEach((b) => {
      const pair = `${a.name} / ${b.name}`;
      if (overlap(a, b)) failures.push(`overlap: ${pair}`);
      else if (small(a) && small(b) && Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y) < MIN_TARGET)
        failures.push(`spacing: ${pair}`);
      else if ((small(a) && reach(centre(a), b) < MIN_TARGET / 2) || (small(b) && reach(centre(b), a) < MIN_TARGET / 2))
        failures.push(`spacing: ${pair}`);
    }),
  );
  return failures;
}

/** Waits until the widget has hydrated (its state answers clicks) and has measured the map (clusters are set). */
async function openMap(page: Page, path = "/destinations/") {
  await page.goto(path);
  await expect(stage(page)).toBeVisible();
  await expect(showCities(page)).toBeEnabled();
  await expect(stage(page)).toHaveAttribute("data-measured", "");
  await page.waitForFunction(() => document.readyState === "complete");
}

/** Where a place sits in a cluster at this width, taps the cluster (and any smaller one) until it stands alone. */
async function reveal(page: Page, entry: MapPin) {
  for (let taps = 0; taps < 5 && (await clusterOf(page, entry.slug).count()) > 0; taps++) {
    await clusterOf(page, entry.slug).click();
  }
  await expect(pin(page, entry.name)).toBeVisible();
  // A tap leaves the pointer where the cluster was, perhaps over a pin now, and focus on its first place:
  // move both off the map, so the tests start from a pin at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("the world map", () => {
  test("region filter and Show Cities change which pins are on the map", async ({ page }) => {
    await openMap(page);
    expect(countries).toHaveLength(SPEC.constants.mapDestinations);
    const count = (value: number) => fillLabel(labels.count, { count: value });
    const status = page.getByRole("status").filter({ hasText: count(countries.length) });
    const sorted = async () => (await places(page)).sort();
    await expect.poll(sorted).toEqual(countries.map((entry) => entry.slug).sort());
    await expect(status).toHaveText(count(countries.length));
    await expect(showCities(page)).toHaveAttribute("aria-checked", "false");

    await showCities(page).click();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
    await expect.poll(sorted).toEqual(mapDestinations.map((entry) => entry.slug).sort());

    await expect(page.getByRole("radio")).toHaveCount(SPEC.constants.mapRegions + 1);
    for (const region of [labels.allRegions, ...SPEC.named.regions]) {
      await expect(page.getByRole("radio", { name: region, exact: true })).toHaveCount(1);
    }
    for (const region of [SPEC.named.regions[1], SPEC.named.regions[2], SPEC.named.regions.at(-1)!]) {
      await page.getByRole("radio", { name: region, exact: true }).check({ force: true });
      await expect(stage(page)).toHaveAttribute("data-region", region);
      await expect.poll(async () => (await places(page)).length).toBe(inRegion(region, true));
    }

    // Without cities, a region shows exactly the countries the spec puts in it.
    const [europe] = SPEC.named.regions;
    await page.getByRole("radio", { name: europe, exact: true }).check({ force: true });
    await expect.poll(() => places(page)).toContain(europeanCity.slug);
    await showCities(page).click();
    await expect
      .poll(async () => (await places(page)).map(nameOf).sort())
      .toEqual([...SPEC.named.regionMembers[europe]].sort());
    expect(await places(page)).not.toContain(europeanCity.slug);

    await page.getByRole("radio", { name: labels.allRegions }).check({ force: true });
    await expect.poll(async () => (await places(page)).length).toBe(countries.length);
    await expect(stage(page)).toHaveAttribute("data-zoom", "1.00");
  });

  test(
    "a pin opens its details with a click; Close clears them and returns focus to the pin",
    ANY_WIDTH,
    async ({ page }) => {
      await openMap(page);
      await reveal(page, country);
      await pin(page, country.name).click();
      const details = panel(page, country.name);
      await expect(details).toBeVisible();
      await expect(pin(page, country.name)).toHaveAttribute("aria-expanded", "true");
      for (const value of [
        country.description,
        country.bestTimeToVisit,
        country.keyAttraction,
        country.cuisine,
        country.accommodation,
        country.idealFor,
      ]) {
        await expect(details.getByText(value, { exact: true })).toBeAttached();
      }
      for (const label of Object.values(labels.fields))
        await expect(details.getByText(label, { exact: true })).toBeAttached();
      await expect(details.getByRole("link", { name: planLabel(country.name) })).toHaveAttribute(
        "href",
        linkTo(labels.plan.href),
      );
      await expect(details.getByRole("link", { name: planLabel(country.name) })).toHaveAttribute("href", contact);
      await expect(page).toHaveURL(new RegExp(`\\?destination=${country.slug}$`));

      await details.getByRole("button", { name: labels.close }).click();
      await expect(details).toHaveCount(0);
      await expect(pin(page, country.name)).toBeFocused();
      await expect(page).toHaveURL(/\/destinations\/$/);
    },
  );

  test(
    "the keyboard reaches the markers in the pins' order; a cluster zooms in; Enter opens, Escape closes",
    ANY_WIDTH,
    async ({ page }) => {
      await openMap(page);
      const [first] = countries as [MapPin];
      // Markers, alone or clustered, follow the pins' own order (a cluster by its first place).
      const firsts = await markers(page).evaluateAll((buttons) =>
        buttons.map((button) => (button.getAttribute("data-pins") ?? button.getAttribute("data-pin"))?.split(" ")[0]),
      );
      const order = firsts.map((slug) => countries.findIndex((entry) => entry.slug === slug));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      await showCities(page).focus();
      await page.keyboard.press("Tab");
      await expect.poll(() => focusedPlaces(page)).toContain(first.slug);
      // Enter on a cluster zooms in and hands focus to its first place, until that place stands alone.
      for (let taps = 0; taps < 5 && (await focusedPlaces(page)).length > 1; taps++) {
        await page.keyboard.press("Enter");
        await expect.poll(() => focusedPlaces(page)).toContain(first.slug);
      }
      await expect(pin(page, first.name)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(panel(page, first.name)).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: first.name, exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel(page, first.name)).toHaveCount(0);
      await expect(pin(page, first.name)).toBeFocused();
      // With no panel open, Escape leaves a cluster's zoom, and focus stays with the place.
      if (await zoomOut(page).isVisible()) {
        await page.keyboard.press("Escape");
        await expect(stage(page)).toHaveAttribute("data-zoom", "1.00");
        await expect.poll(() => focusedPlaces(page)).toContain(first.slug);
      }
    },
  );

  test("at 390 px in the world view, every map control meets WCAG 2.2's target size (2.5.8)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page);
    for (const cities of [false, true]) {
      if (cities) await showCities(page).click();
      await expect
        .poll(async () => (await places(page)).length)
        .toBe(cities ? mapDestinations.length : countries.length);
      const targets = await mapTargets(page);
      expect(targets.length).toBeGreaterThan(SPEC.constants.mapRegions + 2);
      expect(targetSizeFailures(targets)).toEqual([]);
    }
  });

  test("tapping a cluster zooms in until each of its places is a pin of its own; Zoom out goes back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page);
    // The cluster of most places, which may take more than one zoom to take apart.
    const clusters = await stage(page)
      .locator("[data-cluster]")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-pins")!.split(" ")));
    const slugs = clusters.sort((a, b) => b.length - a.length)[0]!;
    const cluster = stage(page).locator(`[data-cluster][data-pins="${slugs.join(" ")}"]`);
    await expect(cluster).toHaveAccessibleName(
      fillLabel(labels.cluster, { count: slugs.length, names: slugs.map(nameOf).join(", ") }),
    );
    await expect(zoomOut(page)).toBeHidden();
    await cluster.click();
    await expect(zoomOut(page)).toBeVisible();
    await expect.poll(() => focusedPlaces(page)).toContain(slugs[0]);

    // Every place turns up as a pin of its own: in this view, or inside a smaller cluster's zoom, from which
    // Zoom out comes back a step.
    const alone = new Set<string>();
    const explore = async (depth: number) => {
      const zoom = await stage(page).getAttribute("data-zoom");
      expect(targetSizeFailures(await mapTargets(page))).toEqual([]);
      for (const slug of slugs) {
        if (await pin(page, nameOf(slug)).isVisible()) {
          await expect(pin(page, nameOf(slug))).toBeInViewport();
          alone.add(slug);
        }
      }
      const inner = await stage(page)
        .locator("[data-cluster]")
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-pins")!));
      for (const members of inner.filter((value) => value.split(" ").some((slug) => slugs.includes(slug)))) {
        expect(depth).toBeLessThan(4);
        await stage(page).locator(`[data-cluster][data-pins="${members}"]`).click();
        await explore(depth + 1);
        await zoomOut(page).click();
        await expect(stage(page)).toHaveAttribute("data-zoom", zoom!);
        await expect(stage(page).locator(`[data-cluster][data-pins="${members}"]`)).toBeFocused();
      }
    };
    await explore(1);
    expect([...alone].sort()).toEqual([...slugs].sort());

    const last = nameOf(slugs.at(-1)!);
    await reveal(
      page,
      mapDestinations.find((entry) => entry.name === last)!,
    );
    await pin(page, last).click();
    await expect(panel(page, last)).toBeVisible();
    await panel(page, last).getByRole("button", { name: labels.close }).click();
    while (await zoomOut(page).isVisible()) await zoomOut(page).click();
    await expect(stage(page)).toHaveAttribute("data-zoom", "1.00");
    await expect(cluster).toBeFocused();
  });

  test("a pin is highlighted, with its name shown, on hover and on focus", ANY_WIDTH, async ({ page, isMobile }) => {
    await openMap(page);
    await reveal(page, otherCountry);
    const peru = pin(page, otherCountry.name);
    const label = peru.getByText(otherCountry.name, { exact: true });
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

  test("the index selects a destination and shows it on the map", ANY_WIDTH, async ({ page }) => {
    await openMap(page);
    await page.getByRole("button", { name: fillLabel(labels.showOnMap, { name: city.name }) }).click();
    await expect(panel(page, city.name)).toBeVisible();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("radio", { name: city.region, exact: true })).toBeChecked();
    await expect(stage(page)).toBeInViewport();
  });

  test("a failing photo shows its region's art, with a warning and no error", ANY_WIDTH, async ({ page, baseURL }) => {
    const problems = await watchPage(page, baseURL!);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openMap(page);
    await reveal(page, otherCountry);
    await pin(page, otherCountry.name).click();
    const image = panel(page, otherCountry.name).getByRole("img");
    await expect(image).toHaveAttribute("src", fallbackImageFor(otherCountry.region));
    await expect(image).toHaveAttribute("src", /^\/fallbacks\/[a-z-]+\.svg$/);
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
    await page.getByRole("radio", { name: europeanCity.region, exact: true }).check({ force: true });
    await reveal(page, europeanCity);
    await pin(page, europeanCity.name).click();
    await expect(panel(page, europeanCity.name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("?destination= in the address", () => {
  test("the footer names the destinations the spec lists, each a pin on the map", () => {
    expect(popularDestinations.map((destination) => destination.label)).toEqual([
      ...SPEC.named.footerPopularDestinations,
    ]);
    for (const { slug } of popularDestinations)
      expect(names(mapDestinations.filter((p) => p.slug === slug))).toHaveLength(1);
  });

  test(
    "each of the footer's destinations opens its pin, its details and scrolls to the map",
    ANY_WIDTH,
    async ({ page }) => {
      // One page visits them in turn: a fresh browser per destination would spend its time starting up.
      test.setTimeout(90_000);
      for (const { slug, label } of popularDestinations) {
        await test.step(label, async () => {
          await openMap(page, `/destinations/?destination=${slug}`);
          await expect(panel(page, label)).toBeVisible();
          await expect(pin(page, label)).toHaveAttribute("aria-expanded", "true");
          await expect(stage(page)).toBeInViewport();
        });
      }
    },
  );

  test("a numeric id works too, and a city turns Show Cities on", ANY_WIDTH, async ({ page }) => {
    await openMap(page, `/destinations/?destination=${country.id}`);
    await expect(panel(page, country.name)).toBeVisible();
    expect(cities.every((entry) => entry.id >= SPEC.constants.firstCityId)).toBe(true);
    expect(countries.every((entry) => entry.id < SPEC.constants.firstCityId)).toBe(true);
    await openMap(page, `/destinations/?destination=${europeanCity.slug}`);
    await expect(panel(page, europeanCity.name)).toBeVisible();
    await expect(showCities(page)).toHaveAttribute("aria-checked", "true");
  });

  test("following a footer link from another page, then from the map page itself", ANY_WIDTH, async ({ page }) => {
    await page.goto("/privacy-policy/");
    const [fromElsewhere, fromMap] = popularDestinations.slice(-2) as [
      (typeof popularDestinations)[number],
      (typeof popularDestinations)[number],
    ];
    await page.locator("footer").getByRole("link", { name: fromElsewhere.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/destinations/\\?destination=${fromElsewhere.slug}$`));
    await expect(panel(page, fromElsewhere.label)).toBeVisible();
    await page.locator("footer").getByRole("link", { name: fromMap.label, exact: true }).click();
    await expect(panel(page, fromMap.label)).toBeVisible();
    await expect(stage(page)).toBeInViewport();
  });

  test("an unknown value leaves the map as it is", ANY_WIDTH, async ({ page }) => {
    await openMap(page, "/destinations/?destination=atlantis");
    expect((await places(page)).sort()).toEqual(countries.map((entry) => entry.slug).sort());
    await expect(stage(page)).toHaveAttribute("data-zoom", "1.00");
    await expect(page.getByRole("region", { name: /./ })).toHaveCount(0);
  });
});

test.describe("region highlights", () => {
  test(
    "Europe first; tabs switch the cards by click and by arrow keys; Discover More goes to /contact/",
    ANY_WIDTH,
    async ({ page }) => {
      await openMap(page);
      const [firstGroup, secondGroup, thirdGroup] = regionHighlights as [
        (typeof regionHighlights)[number],
        (typeof regionHighlights)[number],
        (typeof regionHighlights)[number],
      ];
      expect(regionHighlights.map((group) => group.name)).toEqual([...SPEC.named.highlightRegions]);
      const tabs = page.getByRole("tablist", { name: destinationsPage.regionTabsLabel });
      await expect(tabs.getByRole("tab")).toHaveText(regionHighlights.map((group) => group.name));
      await expect(tabs.getByRole("tab", { name: firstGroup.name })).toHaveAttribute("aria-selected", "true");
      const cards = () => page.getByRole("tabpanel").getByRole("heading", { level: 3 });
      await expect(cards()).toHaveText(names(firstGroup.destinations));

      await tabs.getByRole("tab", { name: thirdGroup.name }).click();
      await expect(cards()).toHaveText(names(thirdGroup.destinations));
      await page.keyboard.press("ArrowLeft");
      await expect(tabs.getByRole("tab", { name: secondGroup.name })).toBeFocused();
      await expect(cards()).toHaveText(names(secondGroup.destinations));

      const links = page
        .getByRole("tabpanel")
        .getByRole("link", { name: new RegExp(`^${destinationsPage.discoverMoreLabel}`) });
      await expect(links).toHaveCount(secondGroup.destinations.length);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", contact);
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the map is drawn and every destination is listed in full, with a working link onwards",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto("/destinations/");
      await expect(stage(page).locator("svg path").first()).toBeAttached();
      // Without a script nothing measures the map: every pin is in the HTML, none clustered.
      await expect(markers(page)).toHaveCount(countries.length);
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
      for (const entry of mapDestinations) {
        const onwards = entry.guidePath
          ? page.getByRole("link", { name: guideLabel(entry.name), exact: true })
          : page.getByRole("link", { name: planLabel(entry.name), exact: true });
        await expect(onwards).toHaveAttribute("href", entry.guidePath ?? contact);
      }
      await page.getByRole("link", { name: guideLabel(guided.name), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/destination/${guided.slug}/$`));
    },
  );

  test(
    "a destination page shows all its text (the entrance animation needs no script)",
    ANY_WIDTH,
    async ({ page }) => {
      const detail = destinationDetails.at(-1)!;
      await page.goto(`/destination/${detail.slug}/`);
      await expect(page.getByText(detail.highlights.at(-1)!, { exact: true })).toBeVisible();
    },
  );
});

test("the map page's HTML stays light: the artwork is compact and the page under 300 kB", async ({ request }) => {
  const html = await (await request.get("/destinations/")).text();
  const svg = html.match(/<svg viewBox="0 0 4000[\s\S]*?<\/svg>/)?.[0] ?? "";
  expect(svg.length).toBeGreaterThan(10_000);
  expect(svg.length).toBeLessThan(60_000);
  expect(html.length).toBeLessThan(300_000);
});

test.describe("destination pages", () => {
  test("every pin on the map has a page of its own, the spec's five among them", () => {
    const slugs = destinationDetails.map((detail) => detail.slug);
    expect(slugs).toEqual(expect.arrayContaining([...SPEC.named.destinationPages]));
    expect(slugs).toEqual(expect.arrayContaining(getMapPins().map((pin) => pin.slug)));
  });

  // The spec's five pages in a browser; the export checks (export.spec.ts) and the sweep cover every page.
  const specPages: readonly string[] = SPEC.named.destinationPages;
  for (const detail of destinationDetails.filter((entry) => specPages.includes(entry.slug))) {
    test(
      `/destination/${detail.slug}/ shows the destination and sends every button to /contact/`,
      ANY_WIDTH,
      async ({ page }) => {
        await page.goto(`/destination/${detail.slug}/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.name);
        await expect(page.getByText(detail.description, { exact: true })).toBeVisible();
        for (const paragraph of detail.longDescription)
          await expect(page.getByText(paragraph, { exact: true })).toBeAttached();
        const highlights = page.getByRole("list").filter({ hasText: detail.highlights[0]! });
        await expect(highlights.getByRole("listitem")).toHaveCount(SPEC.constants.destinationHighlights);
        await expect(page.getByText(detail.bestTimeToVisit, { exact: true })).toBeAttached();
        await expect(page.getByText(detail.duration, { exact: true })).toBeAttached();
        const hero = page.locator("main section").first();
        await expect(hero.locator("img")).toHaveAttribute("alt", detail.image.alt);

        // Every button goes to the enquiry form, naming the destination so the form can fill it in.
        const main = page.locator("main");
        const enquiry = `${contact}?destination=${detail.slug}`;
        for (const label of [
          destinationDetailPage.heroCta.label,
          destinationDetailPage.glanceCta.label,
          destinationDetailPage.cta.primary.label,
        ]) {
          await expect(main.getByRole("link", { name: label })).toHaveAttribute("href", enquiry);
        }
        await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveCount(2);

        // The month-by-month table: twelve rows, one per month, and the link to every month's choices.
        const table = main.getByRole("table");
        await expect(table.getByRole("row")).toHaveCount(13);
        await expect(main.getByRole("link", { name: destinationDetailPage.whenToGo.allMonths.label })).toHaveAttribute(
          "href",
          linkTo(destinationDetailPage.whenToGo.allMonths.href),
        );

        const types = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
        expect(types).toEqual(expect.arrayContaining(["TouristDestination", "BreadcrumbList"]));
      },
    );
  }

  test(`the entrance is staggered by ${SPEC.constants.detailStaggerS} s`, ANY_WIDTH, async ({ page }) => {
    const detail = destinationDetails[0]!;
    await page.goto(`/destination/${detail.slug}/`);
    const items = page.getByRole("list").filter({ hasText: detail.highlights[0]! }).getByRole("listitem");
    const delays = await items.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).animationDelay),
    );
    expect(delays).toEqual(
      detail.highlights.map((_, index) => `${Number((index * SPEC.constants.detailStaggerS).toFixed(3))}s`),
    );
    await expect(items.first()).toHaveCSS("animation-name", /reveal/);
  });

  test("nothing moves under reduced motion", ANY_WIDTH, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/destination/${destinationDetails.at(-1)!.slug}/`);
    const animated = await page
      .locator("[data-reveal]")
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).animationName !== "none").length,
      );
    expect(animated).toBe(0);
    await context.close();
  });

  test("a pin with its own page links to it, and the page links back to the map", ANY_WIDTH, async ({ page }) => {
    const detail = getDestinationDetail(guided.slug)!;
    await openMap(page, `/destinations/?destination=${guided.slug}`);
    await panel(page, guided.name)
      .getByRole("link", { name: guideLabel(guided.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/destination/${guided.slug}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.name);
    await page.getByRole("link", { name: fillLabel(destinationDetailPage.mapLink, { name: detail.name }) }).click();
    await expect(panel(page, guided.name)).toBeVisible();
  });

  test("an unknown slug without its trailing slash still ends on the map", ANY_WIDTH, async ({ page }) => {
    await page.goto("/destination/el-dorado");
    await page.waitForURL(/\/destinations\/$/);
    await expect(stage(page)).toBeVisible();
  });
});
