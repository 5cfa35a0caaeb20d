import { expect, test, type Locator, type Page } from "@playwright/test";
import { conciergePage, conciergeServices, conciergeSteps } from "@/content/concierge";
import { experienceDetailPage, experiences } from "@/content/experiences";
import {
  aboutPage,
  experiencesPage,
  luxuryTravelPage,
  specialismsPage,
  tailorMadePage,
  testimonialsPage,
} from "@/content/pages";
import { serviceCards, servicesApproach, servicesPage } from "@/content/services";
import { site } from "@/content/site";
import { specialismDetailPage, specialisms } from "@/content/specialisms";
import { pageTestimonials } from "@/content/testimonials";

/*
 * The experiences, specialisms, services, concierge, luxury-travel, tailor-made, about and testimonials
 * pages: headings, counts, every call to action's target and the structured data each one claims.
 * The site-wide sweep (sweep.spec.ts) covers accessibility, console errors and head tags on all of them.
 */

type JsonLdBlock = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLdBlock[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLdBlock);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await jsonLd(page)).map((block) => block["@type"]);
}

/** The link a visitor sees with this name, inside the page's main content. */
function cta(page: Page, name: string): Locator {
  return page.locator("main").getByRole("link", { name, exact: true });
}

/** A section of main, found by its heading. */
function section(page: Page, heading: string): Locator {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

const path = (value: string) => (value === "/" ? "/" : `${value}/`);

test.describe("experiences", () => {
  test("the listing shows the six experiences, each linking to its page", async ({ page }) => {
    await page.goto("/experiences/");
    await expect(page.getByRole("heading", { level: 1, name: experiencesPage.hero.title })).toBeVisible();
    for (const experience of experiences) {
      await expect(cta(page, experience.title)).toHaveAttribute("href", `/experiences/${experience.id}/`);
    }
    await expect(page.locator("main li").getByRole("heading", { level: 2 })).toHaveCount(6);
    await expect(cta(page, experiencesPage.cta.primary.label)).toHaveAttribute(
      "href",
      path(experiencesPage.cta.primary.href),
    );
    expect(await jsonLdTypes(page)).toContain("ItemList");
  });

  test("a card opens its experience at the top of the page", async ({ page }) => {
    await page.goto("/experiences/");
    const last = experiences[experiences.length - 1]!;
    await cta(page, last.title).scrollIntoViewIfNeeded();
    await cta(page, last.title).click();
    await expect(page).toHaveURL(new RegExp(`/experiences/${last.id}/$`));
    await expect(page.getByRole("heading", { level: 1, name: last.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const experience of experiences) {
    test(`/experiences/${experience.id}/ has its hero, story, inclusions, highlights and buttons`, async ({ page }) => {
      await page.goto(`/experiences/${experience.id}/`);
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("heading", { level: 1, name: experience.title })).toBeVisible();
      await expect(hero.getByText(experience.subtitle)).toBeVisible();
      await expect(hero.getByRole("img", { name: experience.image.alt })).toBeAttached();

      await expect(page.getByRole("heading", { level: 2, name: "The Experience" })).toBeVisible();
      await expect(page.getByText(experience.description[0]!)).toBeVisible();
      await expect(section(page, "What's Included").getByRole("listitem")).toHaveCount(6);
      await expect(section(page, "Experience Highlights").getByRole("listitem")).toHaveCount(4);
      for (const highlight of experience.highlights) await expect(page.getByText(highlight)).toBeVisible();

      await expect(cta(page, experienceDetailPage.enquiry.button.label)).toHaveAttribute("href", "/contact/");
      await expect(cta(page, "Schedule a Consultation")).toHaveAttribute("href", "/contact/");
      await expect(cta(page, "View All Experiences")).toHaveAttribute("href", "/experiences/");

      const blocks = await jsonLd(page);
      expect(blocks.find((block) => block["@type"] === "Service")).toMatchObject({ name: experience.title });
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect((crumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
        "Home",
        "Experiences",
        experience.title,
      ]);
    });
  }

  test("an unknown experience offers the way back to all experiences", async ({ page }) => {
    const response = await page.goto("/experiences/submarine-picnic/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Experience Not Found" })).toBeVisible();
    await expect(page.getByText("The experience you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "View All Experiences" }).click();
    await expect(page).toHaveURL(/\/experiences\/$/);
    await expect(page.getByRole("heading", { level: 1, name: experiencesPage.hero.title })).toBeVisible();
  });
});

test.describe("specialisms", () => {
  test("the listing has six cards with four features each, and closes with /contact and /about", async ({ page }) => {
    await page.goto("/specialisms/");
    await expect(page.getByRole("heading", { level: 1, name: specialismsPage.hero.title })).toBeVisible();
    for (const specialism of specialisms) {
      const link = cta(page, specialism.title);
      await expect(link).toHaveAttribute("href", `/specialisms/${specialism.slug}/`);
      // `has` is matched inside each item, so it takes a locator without the `main` scope.
      const card = page
        .locator("main li")
        .filter({ has: page.getByRole("link", { name: specialism.title, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveCount(4);
      for (const feature of specialism.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(cta(page, specialismsPage.cta.primary.label)).toHaveAttribute("href", "/contact/");
    await expect(cta(page, specialismsPage.cta.secondary.label)).toHaveAttribute("href", "/about/");
  });

  for (const specialism of specialisms) {
    test(`/specialisms/${specialism.slug}/ has its own title, hero, feature grid and call to action`, async ({
      page,
    }) => {
      await page.goto(`/specialisms/${specialism.slug}/`);
      await expect(page).toHaveTitle(`${specialism.page.metaTitle} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        specialism.page.metaDescription,
      );
      await expect(page.getByRole("heading", { level: 1, name: specialism.title })).toBeVisible();
      await expect(page.getByText(specialism.page.heroSubtitle)).toBeVisible();

      const grid = section(page, specialismDetailPage.features.heading);
      await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(specialism.page.featureGrid.length);
      for (const feature of specialism.page.featureGrid) {
        await expect(grid.getByRole("heading", { level: 3, name: feature.title })).toBeVisible();
      }

      await expect(cta(page, specialism.page.ctaLabel)).toHaveAttribute("href", "/contact/");
      await expect(cta(page, specialismDetailPage.cta.secondary.label)).toHaveAttribute("href", "/specialisms/");
      for (const other of specialisms.filter((entry) => entry.slug !== specialism.slug)) {
        await expect(cta(page, other.title)).toHaveAttribute("href", `/specialisms/${other.slug}/`);
      }
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    });
  }
});

test.describe("services and concierge", () => {
  test("/services/ has four tailor-made cards, three specialty cards and the three-step approach", async ({ page }) => {
    await page.goto("/services/");
    await expect(page.getByRole("heading", { level: 1, name: servicesPage.hero.title })).toBeVisible();
    const tailorMade = section(page, "Tailor-Made Experiences").getByRole("heading", { level: 3 });
    await expect(tailorMade).toHaveText(
      serviceCards.filter((card) => card.group === "tailor-made").map((card) => card.title),
    );
    const specialty = section(page, "Specialty Services").getByRole("heading", { level: 3 });
    await expect(specialty).toHaveText(
      serviceCards.filter((card) => card.group === "specialty").map((card) => card.title),
    );
    await expect(section(page, servicesPage.approach.heading).getByRole("heading", { level: 3 })).toHaveText(
      servicesApproach.map((step) => step.title),
    );
    await expect(cta(page, servicesPage.cta.primary.label)).toHaveAttribute("href", "/contact/");
    expect(await jsonLdTypes(page)).toContain("Service");
  });

  test("/concierge-services/ has the six services with their features, the three steps and the button", async ({
    page,
  }) => {
    await page.goto("/concierge-services/");
    await expect(page.getByRole("heading", { level: 1, name: conciergePage.hero.title })).toBeVisible();
    const services = section(page, conciergePage.services.heading);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(
      conciergeServices.map((service) => service.title),
    );
    for (const service of conciergeServices) {
      for (const feature of service.features) await expect(services.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(section(page, "How Our Concierge Works").getByRole("heading", { level: 3 })).toHaveText(
      conciergeSteps.map((step) => step.title),
    );
    await expect(cta(page, "Contact Our Concierge Team")).toHaveAttribute("href", "/contact/");
    const service = (await jsonLd(page)).find((block) => block["@type"] === "Service");
    expect((service?.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(6);
  });
});

test.describe("luxury travel and tailor-made", () => {
  test("/luxury-travel/ has its hero button, six services, the portfolio of three and both closing buttons", async ({
    page,
  }) => {
    await page.goto("/luxury-travel/");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1, name: luxuryTravelPage.hero.title })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute("href", "/contact/");
    await expect(section(page, luxuryTravelPage.services.heading).getByRole("heading", { level: 3 })).toHaveText(
      luxuryTravelPage.services.cards.map((card) => card.title),
    );
    const portfolio = section(page, luxuryTravelPage.portfolio.heading);
    await expect(portfolio.getByRole("heading", { level: 3 })).toHaveText(
      luxuryTravelPage.portfolio.items.map((item) => item.title),
    );
    for (const name of ["Maldives", "Alpine", "Metropolitan"])
      await expect(portfolio.getByText(name, { exact: true })).toBeVisible();
    await expect(cta(page, "Request Consultation")).toHaveAttribute("href", "/contact/");
    await expect(cta(page, "View Destinations")).toHaveAttribute("href", "/destinations/");
    expect(await jsonLdTypes(page)).toContain("Service");
  });

  test("/tailor-made/ has the four steps, three benefits, one testimonial and 'Begin Your Journey'", async ({
    page,
  }) => {
    await page.goto("/tailor-made/");
    await expect(page.getByRole("heading", { level: 1, name: tailorMadePage.hero.title })).toBeVisible();
    await expect(section(page, tailorMadePage.process.heading).getByRole("heading", { level: 3 })).toHaveText(
      tailorMadePage.process.steps.map((step) => step.title),
    );
    await expect(section(page, tailorMadePage.benefits.heading).getByRole("heading", { level: 3 })).toHaveText(
      tailorMadePage.benefits.blocks.map((block) => block.title),
    );
    const quotes = page.locator("main figure");
    await expect(quotes).toHaveCount(1);
    await expect(quotes.getByText(tailorMadePage.testimonial.author)).toBeVisible();
    await expect(quotes.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(cta(page, "Begin Your Journey")).toHaveAttribute("href", "/contact/");
    expect(await jsonLdTypes(page)).toContain("Service");
  });
});

test.describe("about", () => {
  test("tells the story, introduces the founder and links to the consultation", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.getByRole("heading", { level: 1, name: aboutPage.hero.title })).toBeVisible();
    for (const heading of ["Our Story", "Meet Your Travel Expert", "Where We Go Beyond", aboutPage.whyChoose.heading]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const founder = section(page, "Meet Your Travel Expert");
    await expect(founder.getByText(site.founder.name, { exact: true })).toBeVisible();
    for (const specialism of ["Disney specialist", "Cruise expert", "Accessible-travel advocate"]) {
      await expect(founder.getByText(specialism, { exact: true })).toBeVisible();
    }
    await expect(section(page, "Where We Go Beyond").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(section(page, aboutPage.whyChoose.heading).getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(cta(page, aboutPage.founder.button.label)).toHaveAttribute("href", "/contact/");
    await expect(cta(page, aboutPage.cta.primary.label)).toHaveAttribute("href", "/contact/");
    expect(await jsonLdTypes(page)).toContain("TravelAgency");
  });

  test("opens every social profile in a new tab", async ({ page }) => {
    await page.goto("/about/");
    const social = section(page, aboutPage.social.heading);
    for (const profile of site.socials) {
      const link = social.getByRole("link", { name: `${profile.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", profile.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("testimonials", () => {
  test("shows nine rated testimonials, the platform summaries and the overall figure", async ({ page }) => {
    await page.goto("/testimonials/");
    await expect(page.getByRole("heading", { level: 1, name: "Client Testimonials" })).toBeVisible();

    const cards = page.locator("main figure");
    await expect(cards).toHaveCount(9);
    for (let index = 0; index < 9; index += 1) {
      await expect(cards.nth(index).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    }
    for (const testimonial of pageTestimonials) await expect(page.getByText(testimonial.quote)).toBeVisible();

    const featured = section(page, "Featured Reviews");
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(["Google Reviews", "Trustpilot"]);
    await expect(featured.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeVisible();
    await expect(featured.getByText("from 147 reviews")).toBeVisible();
    await expect(featured.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(featured.getByText("from 98 reviews")).toBeVisible();

    await expect(page.getByText("Rated 5.0 out of 5 from 150 reviews")).toBeVisible();
    await expect(cta(page, testimonialsPage.cta.primary.label)).toHaveAttribute("href", "/contact/");
    await expect(cta(page, "Start Your Journey")).toBeVisible();
  });

  test("claims in JSON-LD only the rating and the reviews the page shows", async ({ page }) => {
    await page.goto("/testimonials/");
    const agency = (await jsonLd(page)).find((block) => block["@type"] === "TravelAgency");
    expect(agency?.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 150 });
    const reviews = agency?.review as { reviewBody: string; author: { name: string } }[];
    expect(reviews).toHaveLength(9);
    const main = page.locator("main");
    for (const review of reviews) {
      await expect(main.getByText(review.reviewBody, { exact: true })).toBeVisible();
      await expect(main.getByText(review.author.name, { exact: true })).toBeVisible();
    }
  });
});
