import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  getAboutContent,
  getConciergeContent,
  getExperienceDetailPage,
  getExperiences,
  getListingPage,
  getLuxuryTravelPage,
  getServicesContent,
  getSpecialismDetailPage,
  getSpecialisms,
  getTailorMadePage,
  getTestimonialsContent,
} from "@/lib/content";
import { site } from "@/lib/content/settings";
import { SPEC } from "../spec";
import { escapeRegExp, linkTo, route, SITE_URL } from "./support";

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

const experiencesPage = getListingPage("experiences");
const specialismsPage = getListingPage("specialisms");
const experiences = getExperiences();
const experienceDetailPage = getExperienceDetailPage();
const specialisms = getSpecialisms();
const specialismDetailPage = getSpecialismDetailPage();
const services = getServicesContent();
const concierge = getConciergeContent();
const luxuryTravelPage = getLuxuryTravelPage();
const tailorMadePage = getTailorMadePage();
const aboutPage = getAboutContent().page;
const testimonialsContent = getTestimonialsContent();
const contact = route("/contact");
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
/** The star rating's accessible name: the figure written out. */
const rated = (value: number) => `Rated ${value} out of 5`;

test.describe("experiences", () => {
  test("the listing shows every experience the spec names, each linking to its page", async ({ page }) => {
    expect(experiences.map((experience) => experience.id).sort()).toEqual([...SPEC.named.experiences].sort());
    await page.goto("/experiences/");
    await expect(page.getByRole("heading", { level: 1, name: experiencesPage.hero.title })).toBeVisible();
    for (const experience of experiences) {
      await expect(cta(page, experience.title)).toHaveAttribute("href", `/experiences/${experience.id}/`);
    }
    await expect(page.locator("main li").getByRole("heading", { level: 2 })).toHaveText(titles(experiences));
    await expect(cta(page, experiencesPage.cta.primary.label)).toHaveAttribute(
      "href",
      linkTo(experiencesPage.cta.primary.href),
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

      await expect(page.getByRole("heading", { level: 2, name: SPEC.strings.theExperience })).toBeVisible();
      for (const paragraph of experience.description) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      const included = section(page, SPEC.strings.whatsIncluded).getByRole("listitem");
      await expect(included).toHaveText(experience.features);
      const highlights = section(page, SPEC.strings.experienceHighlights).getByRole("listitem");
      expect(experience.highlights).toHaveLength(SPEC.constants.experienceHighlights);
      await expect(highlights).toHaveCount(experience.highlights.length);
      for (const [index, highlight] of experience.highlights.entries()) {
        await expect(highlights.nth(index)).toContainText(highlight);
      }

      // Both enquiry buttons name the experience, so the form can say what the visitor is asking about.
      const enquiry = `${contact}?specialism=${experience.id}`;
      await expect(cta(page, experienceDetailPage.enquiry.button.label)).toHaveAttribute("href", enquiry);
      await expect(cta(page, SPEC.strings.scheduleConsultation)).toHaveAttribute("href", enquiry);
      await expect(cta(page, SPEC.strings.viewAllExperiences)).toHaveAttribute("href", route("/experiences"));

      const blocks = await jsonLd(page);
      expect(blocks.find((block) => block["@type"] === "Service")).toMatchObject({ name: experience.title });
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      const trail = crumbs?.itemListElement as { name: string; item: string }[];
      expect(trail.map((item) => item.item)).toEqual([
        `${SITE_URL}/`,
        `${SITE_URL}${route("/experiences")}`,
        `${SITE_URL}/experiences/${experience.id}/`,
      ]);
      expect(trail.at(-1)!.name).toBe(experience.title);
    });
  }

  test("an unknown experience offers the way back to all experiences", async ({ page }) => {
    const response = await page.goto("/experiences/submarine-picnic/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: SPEC.strings.experienceNotFound })).toBeVisible();
    await page.getByRole("link", { name: SPEC.strings.viewAllExperiences }).click();
    await expect(page).toHaveURL(/\/experiences\/$/);
    await expect(page.getByRole("heading", { level: 1, name: experiencesPage.hero.title })).toBeVisible();
  });
});

test.describe("specialisms", () => {
  test("the listing has a card per specialism with four features each, and closes with /contact and /about", async ({
    page,
  }) => {
    expect(specialisms.map((specialism) => specialism.slug).sort()).toEqual([...SPEC.named.specialisms].sort());
    await page.goto("/specialisms/");
    await expect(page.getByRole("heading", { level: 1, name: specialismsPage.hero.title })).toBeVisible();
    for (const specialism of specialisms) {
      const link = cta(page, specialism.title);
      await expect(link).toHaveAttribute("href", `/specialisms/${specialism.slug}/`);
      // `has` is matched inside each item, so it takes a locator without the `main` scope.
      const card = page
        .locator("main li")
        .filter({ has: page.getByRole("link", { name: specialism.title, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveCount(SPEC.constants.specialismListingFeatures);
      for (const feature of specialism.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(cta(page, specialismsPage.cta.primary.label)).toHaveAttribute("href", contact);
    await expect(cta(page, specialismsPage.cta.secondary!.label)).toHaveAttribute("href", route("/about"));
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

      await expect(cta(page, specialism.page.ctaLabel)).toHaveAttribute(
        "href",
        `${contact}?specialism=${specialism.slug}`,
      );
      await expect(cta(page, specialismDetailPage.cta.secondary.label)).toHaveAttribute(
        "href",
        linkTo(specialismDetailPage.cta.secondary.href),
      );
      for (const other of specialisms.filter((entry) => entry.slug !== specialism.slug)) {
        await expect(cta(page, other.title)).toHaveAttribute("href", `/specialisms/${other.slug}/`);
      }
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    });
  }
});

test.describe("services and concierge", () => {
  test("/services/ has four tailor-made cards, three specialty cards and the three-step approach", async ({ page }) => {
    const { page: servicesPage, tailorMade, specialty, approach } = services;
    expect(tailorMade).toHaveLength(SPEC.constants.tailorMadeCards);
    expect(specialty).toHaveLength(SPEC.constants.specialtyCards);
    await page.goto("/services/");
    await expect(page.getByRole("heading", { level: 1, name: servicesPage.hero.title })).toBeVisible();
    await expect(section(page, servicesPage.tailorMade.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(tailorMade),
    );
    await expect(section(page, servicesPage.specialty.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(specialty),
    );
    expect(titles(approach)).toEqual([...SPEC.named.servicesApproach]);
    await expect(section(page, servicesPage.approach.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(approach),
    );
    await expect(cta(page, servicesPage.cta.primary.label)).toHaveAttribute("href", contact);
    expect(await jsonLdTypes(page)).toContain("Service");
  });

  test("/concierge-services/ has the six services with their features, the three steps and the button", async ({
    page,
  }) => {
    const { page: conciergePage, services: conciergeServices, steps } = concierge;
    await page.goto("/concierge-services/");
    await expect(page.getByRole("heading", { level: 1, name: conciergePage.hero.title })).toBeVisible();
    const servicesSection = section(page, conciergePage.services.heading);
    expect(titles(conciergeServices)).toEqual([...SPEC.named.conciergeServices]);
    await expect(servicesSection.getByRole("heading", { level: 3 })).toHaveText(titles(conciergeServices));
    for (const service of conciergeServices) {
      for (const feature of service.features) {
        await expect(servicesSection.getByText(feature, { exact: true })).toBeVisible();
      }
    }
    expect(titles(steps)).toEqual([...SPEC.named.conciergeSteps]);
    await expect(section(page, SPEC.strings.howOurConciergeWorks).getByRole("heading", { level: 3 })).toHaveText(
      titles(steps),
    );
    await expect(cta(page, SPEC.strings.contactConciergeTeam)).toHaveAttribute("href", contact);
    const service = (await jsonLd(page)).find((block) => block["@type"] === "Service");
    expect((service?.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(
      SPEC.constants.conciergeServices,
    );
  });
});

test.describe("luxury travel and tailor-made", () => {
  test("/luxury-travel/ has its hero button, six services, the portfolio of three and both closing buttons", async ({
    page,
  }) => {
    await page.goto("/luxury-travel/");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1, name: luxuryTravelPage.hero.title })).toBeVisible();
    await expect(hero.getByRole("link", { name: SPEC.strings.beginYourJourney })).toHaveAttribute("href", contact);
    const serviceCards = section(page, luxuryTravelPage.services.heading).getByRole("heading", { level: 3 });
    await expect(serviceCards).toHaveCount(SPEC.constants.luxuryServiceCards);
    await expect(serviceCards).toHaveText(titles(luxuryTravelPage.services.cards));
    const portfolio = section(page, luxuryTravelPage.portfolio.heading);
    await expect(portfolio.getByRole("heading", { level: 3 })).toHaveCount(SPEC.constants.luxuryPortfolio);
    await expect(portfolio.getByRole("heading", { level: 3 })).toHaveText(titles(luxuryTravelPage.portfolio.items));
    for (const name of SPEC.named.luxuryPortfolio) {
      await expect(portfolio.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(cta(page, SPEC.strings.requestConsultation)).toHaveAttribute("href", contact);
    await expect(cta(page, SPEC.strings.viewDestinations)).toHaveAttribute("href", route("/destinations"));
    expect(await jsonLdTypes(page)).toContain("Service");
  });

  test("/tailor-made/ has the four steps, three benefits, one testimonial and 'Begin Your Journey'", async ({
    page,
  }) => {
    await page.goto("/tailor-made/");
    await expect(page.getByRole("heading", { level: 1, name: tailorMadePage.hero.title })).toBeVisible();
    await expect(section(page, tailorMadePage.process.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(tailorMadePage.process.steps),
    );
    await expect(section(page, tailorMadePage.benefits.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(tailorMadePage.benefits.blocks),
    );
    const quotes = page.locator("main figure");
    const { testimonial } = tailorMadePage;
    await expect(quotes).toHaveCount(1);
    await expect(quotes.getByText(testimonial.quote)).toBeVisible();
    await expect(quotes.getByText(testimonial.author)).toBeVisible();
    await expect(quotes.getByRole("img", { name: rated(testimonial.rating) })).toBeVisible();
    await expect(cta(page, SPEC.strings.beginYourJourney)).toHaveAttribute("href", contact);
    expect(await jsonLdTypes(page)).toContain("Service");
  });
});

test.describe("about", () => {
  test("tells the story, introduces the founder and links to the consultation", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.getByRole("heading", { level: 1, name: aboutPage.hero.title })).toBeVisible();
    const { story, founder: founderContent, beyond, whyChoose } = aboutPage;
    for (const heading of [story.heading, founderContent.heading, beyond.heading, whyChoose.heading]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    for (const paragraph of story.paragraphs) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    const founder = section(page, founderContent.heading);
    await expect(founder.getByText(site.founder.name, { exact: true })).toBeVisible();
    for (const specialism of site.founder.specialisms) {
      await expect(founder.getByText(specialism, { exact: true })).toBeVisible();
    }
    await expect(section(page, beyond.heading).getByRole("heading", { level: 3 })).toHaveText(titles(beyond.pillars));
    await expect(section(page, whyChoose.heading).getByRole("heading", { level: 3 })).toHaveText(
      titles(whyChoose.cards),
    );
    await expect(cta(page, founderContent.button.label)).toHaveAttribute("href", contact);
    await expect(cta(page, aboutPage.cta.primary.label)).toHaveAttribute("href", contact);
    expect(await jsonLdTypes(page)).toContain("TravelAgency");
  });

  test("opens every social profile in a new tab", async ({ page }) => {
    await page.goto("/about/");
    const social = section(page, aboutPage.social.heading);
    for (const profile of site.socials) {
      const link = social.getByRole("link", { name: new RegExp(`^${escapeRegExp(profile.label)}\\b`) });
      await expect(link).toHaveAttribute("href", profile.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("testimonials", () => {
  test("shows the rated testimonials in order, the platform summaries and the overall figure", async ({ page }) => {
    const { page: testimonialsPage, testimonials, platforms } = testimonialsContent;
    await page.goto("/testimonials/");
    await expect(page.getByRole("heading", { level: 1, name: SPEC.strings.clientTestimonials })).toBeVisible();

    const cards = page.locator("main figure");
    expect(testimonials).toHaveLength(SPEC.constants.pageTestimonials);
    await expect(cards).toHaveCount(testimonials.length);
    for (const [index, testimonial] of testimonials.entries()) {
      await expect(cards.nth(index)).toContainText(testimonial.quote);
      await expect(cards.nth(index)).toContainText(testimonial.author);
      await expect(cards.nth(index).getByRole("img", { name: rated(testimonial.rating) })).toBeVisible();
    }

    const featured = section(page, SPEC.strings.featuredReviews);
    expect(platforms.map(({ rating, reviewCount }) => ({ rating, reviewCount }))).toEqual(
      SPEC.constants.platformRatings,
    );
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(platforms.map((entry) => entry.platform));
    for (const platform of platforms) {
      const card = featured
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: platform.platform, exact: true }) });
      await expect(card.getByRole("img", { name: rated(platform.rating) })).toBeVisible();
      await expect(card.getByText(platform.highlight, { exact: true })).toBeVisible();
      await expect(card.getByText(new RegExp(`\\b${platform.reviewCount}\\b`))).toBeVisible();
    }

    const { value, count } = SPEC.constants.structuredDataRating;
    await expect(page.getByText(testimonialsPage.aggregateSummary, { exact: true })).toBeVisible();
    expect(testimonialsPage.aggregateSummary).toContain(value.toFixed(1));
    expect(testimonialsPage.aggregateSummary).toContain(String(count));
    await expect(cta(page, SPEC.strings.startYourJourney)).toHaveAttribute("href", contact);
  });

  test("claims in JSON-LD only the rating and the reviews the page shows", async ({ page }) => {
    await page.goto("/testimonials/");
    const agency = (await jsonLd(page)).find((block) => block["@type"] === "TravelAgency");
    const { value, count } = SPEC.constants.structuredDataRating;
    expect(agency?.aggregateRating).toMatchObject({ ratingValue: value.toFixed(1), reviewCount: count });
    const reviews = agency?.review as { reviewBody: string; author: { name: string } }[];
    expect(reviews).toHaveLength(SPEC.constants.pageTestimonials);
    const main = page.locator("main");
    for (const review of reviews) {
      await expect(main.getByText(review.reviewBody, { exact: true })).toBeVisible();
      await expect(main.getByText(review.author.name, { exact: true })).toBeVisible();
    }
  });
});
