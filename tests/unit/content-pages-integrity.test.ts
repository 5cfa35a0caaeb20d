/** @jest-environment node */
import sitemap from "@/app/sitemap";
import { site } from "@/lib/content/settings";
import {
  getAboutContent,
  getConciergeContent,
  getExperience,
  getExperienceDetailPage,
  getExperiences,
  getListingPage,
  getLuxuryTravelPage,
  getServicesContent,
  getSpecialism,
  getSpecialismDetailPage,
  getSpecialisms,
  getTailorMadePage,
  getTestimonialsContent,
} from "@/lib/content";
import { absoluteUrl, normalisePath } from "@/lib/seo/paths";
import { aliasRoutes, siteRoutes, staticRoutes } from "@/lib/seo/routes";
import { SPEC } from "@/tests/spec";

/*
 * The content pages read everything through lib/content/: these tests check what the getters hand
 * them (counts, unique keys, the fixed strings) and that every link in that content leads to a
 * page that exists. "Exists" means listed in lib/seo/routes.ts, or a detail page generated from the content.
 */

const experiences = getExperiences();
const specialisms = getSpecialisms();

const detailRoutes = [
  ...experiences.map((experience) => `/experiences/${experience.id}/`),
  ...specialisms.map((specialism) => `/specialisms/${specialism.slug}/`),
];
const realRoutes = new Set([...siteRoutes(), ...aliasRoutes()].map((route) => route.path));

/** Every `href` anywhere in a content value, with where it was found. */
function hrefsIn(value: unknown, at: string, found: { at: string; href: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => hrefsIn(item, `${at}[${index}]`, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "href" && typeof child === "string") found.push({ at: `${at}.href`, href: child });
      else hrefsIn(child, `${at}.${key}`, found);
    }
  }
  return found;
}

const pageContent = {
  experiencesPage: getListingPage("experiences"),
  specialismsPage: getListingPage("specialisms"),
  experienceDetailPage: getExperienceDetailPage(),
  specialismDetailPage: getSpecialismDetailPage(),
  services: getServicesContent(),
  concierge: getConciergeContent(),
  about: getAboutContent().page,
  luxuryTravel: getLuxuryTravelPage(),
  tailorMade: getTailorMadePage(),
  testimonials: getTestimonialsContent(),
  experiences,
  specialisms,
};
// Internal links only: the review platforms' profiles (settings, ratings.platforms) leave the site.
const links = hrefsIn(pageContent, "content").filter((link) => link.href.startsWith("/"));
/** Each target once, with every place that links to it. */
const targets = [...new Set(links.map((link) => link.href))].map((href) => ({
  href,
  from: links.filter((link) => link.href === href).map((link) => link.at),
}));

describe("links in the content of these pages", () => {
  it("finds the calls to action to check", () => {
    expect(links.length).toBeGreaterThanOrEqual(15);
  });

  it("links each rating figure on the testimonials page to its platforms, over https, and to the reviews policy", () => {
    const { platforms, aggregateLinks } = getTestimonialsContent();
    for (const links of [aggregateLinks, ...platforms.map((platform) => platform.links)]) {
      expect(links.platforms.length).toBeGreaterThan(0);
      for (const platform of links.platforms) expect(platform.href).toMatch(/^https:\/\//);
      expect(realRoutes.has(normalisePath(links.policy.href))).toBe(true);
    }
  });

  it.each(targets)("$href is a real route", ({ href, from }) => {
    expect({ href, from, exists: realRoutes.has(normalisePath(href)) }).toEqual({ href, from, exists: true });
  });

  it("lists every page of this area as a route", () => {
    for (const path of [
      "/about",
      "/experiences",
      "/specialisms",
      "/services",
      "/concierge-services",
      "/luxury-travel",
      "/tailor-made",
      "/testimonials",
    ]) {
      expect(staticRoutes.map((route) => route.path)).toContain(`${path}/`);
    }
  });

  it("puts every static route and every experience and specialism page in the sitemap, once", () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of [...staticRoutes.map((route) => route.path), ...detailRoutes]) {
      expect(urls).toContain(absoluteUrl(path));
    }
  });
});

describe("experiences", () => {
  it("has six, with unique ids, and finds each by id", () => {
    expect(experiences.map((experience) => experience.id)).toEqual([
      "yacht-charters",
      "safari",
      "alpine",
      "wellness",
      "cultural",
      "celebrations",
    ]);
    for (const experience of experiences) expect(getExperience(experience.id)).toBe(experience);
    expect(getExperience("moon-landing")).toBeUndefined();
  });

  it("gives each page its own search description", () => {
    const descriptions = experiences.map((experience) => experience.metaDescription);
    expect(new Set(descriptions).size).toBe(6);
  });

  it("uses the fixed headings and closing buttons on every experience page", () => {
    const labels = getExperienceDetailPage();
    expect(labels.story.heading).toBe(SPEC.strings.theExperience);
    expect(labels.included.heading).toBe(SPEC.strings.whatsIncluded);
    expect(labels.highlights.heading).toBe(SPEC.strings.experienceHighlights);
    expect(labels.enquiry.button.href).toBe("/contact");
    expect(labels.cta.primary).toEqual({ label: "Schedule a Consultation", href: "/contact" });
    expect(labels.cta.secondary).toEqual({ label: "View All Experiences", href: "/experiences" });
  });
});

describe("specialisms", () => {
  it("has six, with unique slugs, each with its own title and description", () => {
    expect(specialisms).toHaveLength(6);
    expect(new Set(specialisms.map((specialism) => specialism.slug)).size).toBe(6);
    expect(new Set(specialisms.map((specialism) => specialism.page.metaTitle)).size).toBe(6);
    expect(new Set(specialisms.map((specialism) => specialism.page.metaDescription)).size).toBe(6);
    for (const specialism of specialisms) expect(getSpecialism(specialism.slug)).toBe(specialism);
    expect(getSpecialism("space-tourism")).toBeUndefined();
  });

  it("closes the listing with buttons to /contact and /about", () => {
    const { cta } = getListingPage("specialisms");
    expect(cta.primary.href).toBe("/contact");
    expect(cta.secondary?.href).toBe("/about");
  });

  it("sends every specialism page's call to action to /contact", () => {
    expect(getSpecialismDetailPage().cta.href).toBe("/contact");
    for (const specialism of specialisms) expect(specialism.page.ctaLabel.length).toBeGreaterThan(5);
  });
});

describe("services, concierge, luxury travel and tailor-made", () => {
  it("has 4 tailor-made and 3 specialty service cards with unique ids", () => {
    const { tailorMade, specialty, approach } = getServicesContent();
    expect(tailorMade).toHaveLength(4);
    expect(specialty).toHaveLength(3);
    expect(new Set([...tailorMade, ...specialty].map((card) => card.id)).size).toBe(7);
    expect(approach.map((step) => step.title)).toEqual([...SPEC.named.servicesApproach]);
  });

  it("has six concierge services with unique ids and three steps", () => {
    const { services, steps, page } = getConciergeContent();
    expect(new Set(services.map((service) => service.id)).size).toBe(6);
    expect(steps.map((step) => step.title)).toEqual([
      "Initial Consultation",
      "Tailored Solutions",
      "Seamless Execution",
    ]);
    expect(page.cta.primary).toEqual({ label: "Contact Our Concierge Team", href: "/contact" });
  });

  it("has six luxury services, a three-piece portfolio with unique ids and the two closing buttons", () => {
    const page = getLuxuryTravelPage();
    expect(page.services.cards).toHaveLength(6);
    expect(new Set(page.portfolio.items.map((item) => item.id)).size).toBe(3);
    expect(page.hero.button).toEqual({ label: "Begin Your Journey", href: "/contact" });
    expect(page.cta.secondary).toEqual({ label: "View Destinations", href: "/destinations" });
  });

  it("has four tailor-made steps, three benefits and one five-star testimonial", () => {
    const page = getTailorMadePage();
    expect(page.process.steps).toHaveLength(4);
    expect(page.benefits.blocks).toHaveLength(3);
    expect(page.testimonial.rating).toBe(5);
    expect(page.cta.primary).toEqual({ label: "Begin Your Journey", href: "/contact" });
  });
});

describe("about and testimonials", () => {
  it("gives the about page the agency's social profiles, all on https", () => {
    const { socials } = getAboutContent();
    expect(socials.length).toBeGreaterThan(0);
    for (const social of socials) expect(social.href).toMatch(/^https:\/\//);
  });

  it("has the spec's number of five-star testimonials, each shown once", () => {
    const { testimonials } = getTestimonialsContent();
    expect(testimonials).toHaveLength(SPEC.constants.pageTestimonials);
    expect(new Set(testimonials.map((testimonial) => testimonial.slug)).size).toBe(testimonials.length);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(SPEC.constants.testimonialRating);
  });

  it("has the two platform summaries of the spec", () => {
    const { platforms } = getTestimonialsContent();
    expect(platforms.map(({ rating, reviewCount }) => ({ rating, reviewCount }))).toEqual(
      SPEC.constants.platformRatings,
    );
  });

  it("writes out the aggregate figure that the JSON-LD claims", () => {
    const { page, aggregate } = getTestimonialsContent();
    expect(aggregate).toBe(site.ratings.aggregate);
    expect(page.aggregateSummary).toContain(aggregate.value.toFixed(1));
    expect(page.aggregateSummary).toContain(String(aggregate.count));
    expect(aggregate).toMatchObject(SPEC.constants.structuredDataRating);
  });
});
