import { axeViolations } from "@/tests/axe";
import { expect, test, type Page } from "@playwright/test";
import { getDestinationDetails, getItineraries } from "@/lib/content";
import { SHORTLIST_KEY } from "@/lib/shortlist";
import { finderStates } from "../finder-expectations";
import { representativePaths, scrollThrough, watchPage } from "./support";

/*
 * The browser sweep: what only a browser can see, on one page per route template in each viewport (every
 * fixed page, the first page each dynamic route draws, and every alias that draws its own), chosen by rule
 * from the export so a new template is covered the moment it exists. One visit checks axe (WCAG 2.2 AA),
 * console errors, failed same-origin requests and Content-Security-Policy violations. Pages of one
 * template share their markup, styles and scripts; what differs between them is their content, and that is
 * checked on every page without a browser: export.spec.ts (head tags, one h1, JSON-LD, the script policy,
 * the text, every same-origin reference) and html-validate (alt text, heading order, labels, link text,
 * ARIA references, duplicate ids).
 */

// A page whose script draws what it shows from the address is also swept in those states: the trip finder
// narrowed to some journeys and to none.
const templates = [...representativePaths(), ...finderStates()];

/**
 * Every page is swept with a shortlist saved, as a returning visitor sees it: the header's count showing,
 * Save buttons pressed, /shortlist/ listing its ideas with their controls.
 */
const SAVED = [getItineraries()[0]!.slug, getDestinationDetails()[0]!.slug, getItineraries()[1]!.slug];

/** Collects the page's Content-Security-Policy violations from its first script onwards. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

for (const path of templates) {
  test(`${path}: no axe violations, console errors, failed requests or policy violations`, async ({
    page,
    baseURL,
  }) => {
    // axe over the longest pages (the home page: carousels, grids, two hundred links) takes half a minute
    // on a busy two-core machine; the budget is for a slow run, not a slow page (the benchmark measures that).
    test.setTimeout(90_000);
    const policyViolations = await recordPolicyViolations(page);
    const problems = await watchPage(page, baseURL!);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      SHORTLIST_KEY,
      JSON.stringify(SAVED),
    ] as const);
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("h1")).toHaveCount(1);
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");

    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(await policyViolations()).toEqual([]);
  });
}

test("the 404 page runs under its Content-Security-Policy without violations", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the policy does not depend on the viewport");
  const policyViolations = await recordPolicyViolations(page);
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await policyViolations()).toEqual([]);
});
