import { expect, test, type Page } from "@playwright/test";
import { getBookingConfidenceContent, getReviewsPolicyContent } from "@/lib/content";
import { isPlaceholder, PLACEHOLDER_NOTE } from "@/lib/content/placeholders";
import { site } from "@/lib/content/settings";
import { exportedHtml, linkTo, sitemapPaths } from "./support";

/*
 * Booking with confidence and reviews you can check. Both pages are in the sitemap, so the sweep already
 * checks their accessibility, HTML, single h1 and text without JavaScript; here: where they are linked
 * from, the ATOL details that stay visibly placeholders until the network supplies them, and the rule that
 * every rating figure on the site links to its platforms and to the reviews policy. Checked by rule against
 * the content and settings, never by today's wording.
 */

const BOOKING = linkTo("/booking-with-confidence");
const POLICY = linkTo("/reviews-policy");
const booking = getBookingConfidenceContent();
const policy = getReviewsPolicyContent();
const platformHrefs = site.ratings.platforms.map((platform) => platform.href);

/** A visible link in main to this path. */
const mainLink = (page: Page, href: string) => page.locator(`main a[href="${href}"]`);

test.describe("booking with confidence and the reviews policy", () => {
  test("both pages are in the sitemap and linked from the footer", async ({ page }) => {
    expect(sitemapPaths()).toEqual(expect.arrayContaining([BOOKING, POLICY]));
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const href of [BOOKING, POLICY]) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("the home trust strip links to the booking page", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Why book with us", exact: true });
    const link = strip.locator(`a[href="${BOOKING}"]`);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${BOOKING}$`));
    await expect(page.getByRole("heading", { level: 1, name: booking.page.hero.title })).toBeVisible();
  });

  test("the contact page links to the booking page", async ({ page }) => {
    await page.goto("/contact/");
    await expect(mainLink(page, BOOKING).first()).toBeVisible();
  });

  test("the booking page shows the network's ATOL details, placeholders marked as such, and its sources", async ({
    page,
  }) => {
    const { page: content, agency } = booking;
    await page.goto(`${BOOKING}`);
    const main = page.locator("main");
    for (const value of [agency.atol.holder, agency.atol.number]) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
      if (isPlaceholder(value)) {
        // Inside a marked placeholder that says it is to be confirmed (`has` is matched inside each match).
        const marked = main.locator("[data-placeholder]").filter({ has: page.getByText(value, { exact: true }) });
        await expect(marked).toBeVisible();
        await expect(marked).toContainText(new RegExp(PLACEHOLDER_NOTE, "i"));
      }
    }
    if (!agency.atol.logo) {
      // No imitation of the ATOL mark: a labelled box instead of an image.
      const box = main.locator("[data-placeholder]").filter({ hasText: content.atol.licence.logoPending });
      await expect(box).toBeVisible();
    }
    await expect(main.locator(`a[href="${agency.atol.verifyHref}"]`)).toBeVisible();
    for (const source of [...content.atol.sources, ...content.packageTravel.sources]) {
      await expect(main.locator(`a[href="${source.href}"]`)).toHaveAttribute("target", "_blank");
    }
    await expect(
      main.getByRole("heading", { level: 3 }).filter({ hasText: content.booking.steps[0]!.title }),
    ).toBeVisible();
    await expect(main.locator(`a[href="mailto:${agency.email}"]`)).toBeVisible();
    await expect(main.locator(`a[href="${agency.phone.href}"]`)).toBeVisible();
    await expect(main.locator(`a[href="${linkTo(content.cta.primary.href)}"]`).last()).toBeVisible();
  });

  test("the reviews policy links every review platform and says when the figures were updated", async ({ page }) => {
    await page.goto(POLICY);
    const main = page.locator("main");
    for (const platform of policy.platforms) {
      await expect(main.locator(`a[href="${platform.href}"]`).first()).toBeVisible();
    }
    if (policy.updated) await expect(main.locator(`time[datetime="${policy.updated}"]`)).toBeVisible();
    else await expect(main.locator("[data-placeholder]").first()).toContainText(new RegExp(PLACEHOLDER_NOTE, "i"));
    for (const source of policy.page.law.sources) await expect(main.locator(`a[href="${source.href}"]`)).toBeVisible();
  });
});

/**
 * The pages that show a rating: a star figure or a marked rating figure anywhere in their HTML. Found in
 * the export, so a figure added to any page is held to the rule below without a change here.
 */
const pagesWithRatings = sitemapPaths().filter((path) =>
  /data-star-rating|data-rating-figure/.test(exportedHtml(path)),
);

test.describe("every rating figure links to its sources and to the reviews policy", () => {
  test("rating figures are found where the spec shows them", () => {
    expect(pagesWithRatings).toEqual(expect.arrayContaining(["/", "/testimonials/"]));
    // Attributes of elements only (the page's inline RSC payload repeats them in another form).
    const figuresIn = (path: string) => exportedHtml(path).match(/ data-rating-figure=""/g)?.length ?? 0;
    expect(figuresIn("/")).toBeGreaterThan(0);
    // The overall figure and one per platform.
    expect(figuresIn("/testimonials/")).toBe(1 + site.ratings.platforms.length);
  });

  for (const path of pagesWithRatings) {
    test(`${path}: each rating figure sits beside links to its platforms and to the reviews policy`, async ({
      page,
    }) => {
      await page.goto(path);
      // A single review's stars sit in its own card (a figure, with the review); any other star rating is a
      // figure of the agency's own and must be inside a marked rating figure.
      const loose = await page
        .locator("main [data-star-rating]")
        .evaluateAll(
          (stars) => stars.filter((star) => !star.closest("figure") && !star.closest("[data-rating-figure]")).length,
        );
      expect(loose, "star ratings outside a review card and outside a rating figure").toBe(0);

      const figures = page.locator("main [data-rating-figure]");
      const count = await figures.count();
      for (let index = 0; index < count; index += 1) {
        const figure = figures.nth(index);
        await figure.scrollIntoViewIfNeeded();
        await expect(figure.locator(`a[href="${POLICY}"]`)).toBeVisible();
        const platformLinks = await figure
          .locator('a[href^="https://"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(platformLinks.length, "links to the platforms the figure comes from").toBeGreaterThan(0);
        for (const href of platformLinks) expect(platformHrefs).toContain(href);
      }
    });
  }

  test("the structured-data rating is one of the figures the page shows", async ({ page }) => {
    for (const path of pagesWithRatings) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const rating = blocks
        .map((block) => JSON.parse(block) as { aggregateRating?: { ratingValue: string; reviewCount: number } })
        .find((block) => block.aggregateRating)?.aggregateRating;
      if (!rating) continue;
      const figure = page
        .locator("main [data-rating-figure]")
        .filter({ hasText: rating.ratingValue })
        .filter({ hasText: new RegExp(`\\b${rating.reviewCount}\\b`) });
      await expect(figure.first(), `${path} shows ${rating.ratingValue} from ${rating.reviewCount}`).toBeVisible();
    }
  });
});
