import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS, PAGES, type FileEntry } from "@/lib/content/collections";
import {
  getAboutContent,
  getConciergeContent,
  getContactContent,
  getHomeContent,
  getJournalPage,
  getListingPage,
  getLuxuryTravelPage,
  getServicesContent,
  getTailorMadePage,
  getTestimonialsContent,
} from "@/lib/content";
import { loadFile } from "@/lib/content/loader";
import { aliasRoutes, siteRoutes } from "@/lib/seo/routes";
import { contentTokens, site } from "@/lib/content/settings";
import { SPEC } from "@/tests/spec";

/*
 * Page copy, checked by rule: what the spec fixes is asserted from tests/spec.ts, everything else must be
 * present, unique, of sensible length, linked to real pages and free of repeated facts.
 */

/** Every value in a nested content object, with its key and path. */
function walk(value: unknown, at: string, visit: (key: string, value: unknown, at: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`, visit));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child, `${at}.${key}`);
      walk(child, `${at}.${key}`, visit);
    }
  }
}

const pages = Object.fromEntries(
  Object.values(PAGES).map((entry) => [entry.file, loadFile(entry as FileEntry, contentTokens) as unknown]),
);
const home = getHomeContent();

describe("home page", () => {
  it("has the spec's hero, trust strip, pillars and journey", () => {
    expect(home.heroSlides).toHaveLength(SPEC.constants.heroSlides);
    expect(home.trustStrip.map((card) => card.title)).toEqual([...SPEC.named.trustStrip]);
    expect(home.philosophy.pillars.map((pillar) => pillar.title)).toEqual([...SPEC.named.philosophyPillars]);
    expect(home.journey.steps.map((step) => step.title)).toEqual([...SPEC.named.journeySteps]);
    expect(home.heroCtas.contact.href).toBe("/contact");
    expect(home.heroCtas.experiences.href).toBe("/experiences");
  });

  it("has the closing call to action and the banner of the spec", () => {
    expect([home.closingCta.primary.label, home.closingCta.secondary.label]).toEqual([...SPEC.named.closingCta]);
    expect(home.closingCta.primary.href).toBe("/contact");
    expect(home.closingCta.secondary.href).toBe("/experiences");
    expect(home.banner.heading).toBe(SPEC.strings.readyToStart);
    expect(home.banner.button).toEqual({ label: SPEC.named.bannerButton, href: "/contact" });
  });

  it("has the spec's number of testimonials, all five stars, each shown once", () => {
    const entries = home.testimonials.entries;
    expect(entries).toHaveLength(SPEC.constants.homeTestimonials);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.rating).toBe(SPEC.constants.testimonialRating);
  });
});

describe("testimonials", () => {
  const shown = [
    ...home.testimonials.entries,
    ...getTestimonialsContent().testimonials,
    getTailorMadePage().testimonial,
  ];

  it("gives each a location of 'City · holiday type' or 'Month Year'", () => {
    for (const { location } of shown) {
      expect(location).toMatch(
        /^([A-Z][\w' -]+ · .+|(January|February|March|April|May|June|July|August|September|October|November|December) \d{4})$/,
      );
    }
  });

  it("never shows one testimonial twice across the home carousel and the grid", () => {
    const home = new Set(getHomeContent().testimonials.entries.map((entry) => entry.slug));
    for (const entry of getTestimonialsContent().testimonials) expect(home.has(entry.slug)).toBe(false);
  });
});

describe("services, concierge, luxury travel and tailor-made", () => {
  it("has the service cards and approach of the spec", () => {
    const services = getServicesContent();
    expect(services.tailorMade).toHaveLength(SPEC.constants.tailorMadeCards);
    expect(services.specialty).toHaveLength(SPEC.constants.specialtyCards);
    expect(services.approach.map((step) => step.title)).toEqual([...SPEC.named.servicesApproach]);
  });

  it("has the six concierge services, 'How Our Concierge Works' in three steps and its button", () => {
    const concierge = getConciergeContent();
    expect(concierge.services.map((service) => service.title).sort()).toEqual([...SPEC.named.conciergeServices].sort());
    for (const service of concierge.services) expect(service.features.length).toBeGreaterThanOrEqual(3);
    expect(concierge.page.steps.heading).toBe(SPEC.strings.howOurConciergeWorks);
    expect(concierge.steps.map((step) => step.title)).toEqual([...SPEC.named.conciergeSteps]);
    expect(concierge.page.cta.primary).toEqual({ label: SPEC.strings.contactConciergeTeam, href: "/contact" });
  });

  it("has the luxury-travel hero button, six services, the portfolio of three and both buttons", () => {
    const page = getLuxuryTravelPage();
    expect(page.hero.button).toEqual({ label: SPEC.strings.beginYourJourney, href: "/contact" });
    expect(page.services.cards).toHaveLength(SPEC.constants.luxuryServiceCards);
    expect(page.portfolio.items.map((item) => item.name)).toEqual([...SPEC.named.luxuryPortfolio]);
    expect(page.cta.primary).toEqual({ label: SPEC.strings.requestConsultation, href: "/contact" });
    expect(page.cta.secondary).toEqual({ label: SPEC.strings.viewDestinations, href: "/destinations" });
  });

  it("has the four tailor-made steps, three benefits, one testimonial and the journey link", () => {
    const page = getTailorMadePage();
    expect(page.process.steps).toHaveLength(4);
    expect(page.benefits.blocks).toHaveLength(3);
    expect(page.testimonial.quote.length).toBeGreaterThan(50);
    expect(page.cta.primary).toEqual({ label: SPEC.strings.beginYourJourney, href: "/contact" });
  });

  it("sends the specialisms listing's closing buttons to /contact and /about", () => {
    const { cta } = getListingPage("specialisms");
    expect([cta.primary.href, cta.secondary?.href]).toEqual(["/contact", "/about"]);
  });
});

describe("journal, contact, testimonials and about pages", () => {
  it("has the journal labels and the 'Exclusive Updates' newsletter box", () => {
    const page = getJournalPage();
    expect(page.labels.allCategories).toBe(SPEC.strings.allCategories);
    expect(page.labels.featured).toBe(SPEC.strings.featuredInsights);
    expect(page.labels.backToBlog).toBe(SPEC.strings.backToBlog);
    expect(page.labels.readArticle).toBe(SPEC.named.readArticle);
    expect(page.newsletter.heading).toBe(SPEC.strings.exclusiveUpdates);
    expect(page.newsletter.buttonLabel).toBe(SPEC.named.newsletterButton);
  });

  it("has the contact hero, 'Get In Touch' and four client-app benefits", () => {
    const { page, agency } = getContactContent();
    expect(page.hero.title).toBe(SPEC.strings.contactUs);
    expect(page.hero.subtitle).toBe(SPEC.strings.contactHeroLine);
    expect(page.getInTouch.heading).toBe(SPEC.strings.getInTouch);
    expect(page.clientApp.benefits).toHaveLength(4);
    expect(page.details.hours).toContain(SPEC.constants.contactHours);
    expect(page.details.reply).toContain(SPEC.constants.replyWithin);
    expect(agency.email).toBe(site.email);
  });

  it("has the testimonials hero, featured reviews and call to action of the spec", () => {
    const { page } = getTestimonialsContent();
    expect(page.hero.title).toBe(SPEC.strings.clientTestimonials);
    expect(page.featured.heading).toBe(SPEC.strings.featuredReviews);
    expect(page.cta.primary).toEqual({ label: SPEC.strings.startYourJourney, href: "/contact" });
  });

  it("gives the about page the founder's name, role and specialisms from the settings", () => {
    const { founder } = getAboutContent().page;
    expect(founder).toMatchObject({ name: site.founder.name, role: site.founder.role });
    expect(founder.specialisms).toEqual(site.founder.specialisms);
  });
});

describe("all page copy", () => {
  const metas = Object.entries(pages).flatMap(([file, page]) =>
    "meta" in (page as object) ? [{ file, ...(page as { meta: { title: string; description: string } }).meta }] : [],
  );

  it("gives every page a unique title and a unique 140 to 160 character description", () => {
    expect(metas.length).toBeGreaterThanOrEqual(10);
    for (const meta of metas) {
      expect(meta.title.length).toBeGreaterThan(0);
      expect(meta.description.length).toBeGreaterThanOrEqual(140);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it("uses only bare photo URLs from the image host or files under public/, each with alt text", () => {
    const images: { src: string; alt: string; at: string }[] = [];
    walk(pages, "content", (key, value, at) => {
      if (key === "image" && value && typeof value === "object")
        images.push({ ...(value as { src: string; alt: string }), at });
    });
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src).toMatch(/^(https:\/\/images\.unsplash\.com\/photo-\d+-[0-9a-f]+|\/[\w/.-]+)$/);
      expect(image.alt.trim().length).toBeGreaterThan(10);
    }
  });

  it("links only to routes that exist, and outside the site only over https", () => {
    const routes = new Set([...siteRoutes(), ...aliasRoutes()].map((route) => route.path));
    const hrefs: { at: string; href: string }[] = [];
    walk(pages, "content", (key, value, at) => {
      if (key === "href" && typeof value === "string") hrefs.push({ at, href: value });
    });
    expect(hrefs.length).toBeGreaterThan(10);
    // Sources a page names (the CAA, legislation.gov.uk) leave the site.
    const external = hrefs.filter(({ href }) => !href.startsWith("/"));
    for (const { at, href } of external)
      expect({ at, href }).toEqual({ at, href: expect.stringMatching(/^https:\/\//) });
    for (const { at, href } of hrefs.filter((entry) => !external.includes(entry))) {
      const pathOnly = `${href.split("?")[0]!.replace(/\/?$/, "/")}`;
      expect({ at, exists: routes.has(pathOnly) }).toEqual({ at, exists: true });
    }
  });

  it("writes the brand, the founder and rating figures as tokens, never repeated", () => {
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const forbidden = [site.name, site.founder.name, "5.0", "4.9", "4.8", "100+", "147", "150"];
    for (const file of fs.readdirSync("content/pages")) {
      const source = fs.readFileSync(path.join("content/pages", file), "utf8");
      const found = forbidden.filter((value) => new RegExp(`(?<![\\w.-])${escape(value)}(?![\\w.])`).test(source));
      expect({ file, found }).toEqual({ file, found: [] });
    }
  });

  it("contains no placeholder text and uses British spelling", () => {
    const folders = COLLECTIONS.flatMap((collection) =>
      collection.kind === "folder" ? [collection.folder] : collection.files.map((file) => file.file),
    );
    const copy = folders
      .flatMap((entry) =>
        fs.statSync(entry).isDirectory()
          ? fs.readdirSync(entry).map((name) => fs.readFileSync(path.join(entry, name), "utf8"))
          : [fs.readFileSync(entry, "utf8")],
      )
      .join("\n");
    expect(copy).not.toMatch(/lorem|ipsum|TODO|TBC/i);
    // American spellings, in lower case or opening a sentence; a proper name keeps its own ("Rockefeller Center").
    const american = ["color", "favorite", "personalized", "organize", "center", "traveler", "program"];
    const capitalised = american.map((word) => word[0]!.toUpperCase() + word.slice(1));
    expect(copy).not.toMatch(new RegExp(`\\b(${american.join("|")})\\b`));
    expect(copy).not.toMatch(new RegExp(`(^|[.!?]\\s+)(${capitalised.join("|")})\\b`, "m"));
  });
});
