import fs from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { parse } from "yaml";
import sitemap from "@/app/sitemap";
import { AtolLicence } from "@/components/trust/atol-licence";
import { ComplaintSteps } from "@/components/trust/complaint-steps";
import { FactValue } from "@/components/ui/fact-value";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { cmsConfig } from "@/lib/content/cms-config";
import { PAGES, SETTINGS, TESTIMONIALS, type FileEntry } from "@/lib/content/collections";
import {
  getBookingConfidenceContent,
  getHomeContent,
  getNavigation,
  getReviewsPolicyContent,
  getTestimonialsContent,
} from "@/lib/content";
import { loadFile, loadFolder, parseContentFile } from "@/lib/content/loader";
import { absoluteUrl, normalisePath } from "@/lib/seo/paths";
import { isPlaceholder, PLACEHOLDER_NOTE } from "@/lib/content/placeholders";
import { checkReviewSources, provenanceOf } from "@/lib/content/reviews";
import { settingsSchema, testimonialSchema } from "@/lib/content/schemas";
import { contentTokens, site } from "@/lib/content/settings";
import { errorOf } from "./content-error";

/*
 * Booking with confidence and reviews you can check: the two pages' files, the ATOL details that stay
 * visibly placeholders until the network supplies them, testimonial provenance that must name a real
 * platform, and every rating figure linked to its sources. By rule: filling in the real values keeps it green.
 */

const TRUST_PAGES = ["/booking-with-confidence", "/reviews-policy"] as const;

describe("the booking-with-confidence and reviews-policy pages", () => {
  it.each(["booking-with-confidence", "reviews-policy"] as const)("content/pages/%s.yml parses", (name) => {
    const page = loadFile(PAGES[name] as FileEntry, contentTokens) as {
      meta: { description: string };
      hero: { title: string };
    };
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    expect(page.hero.title.length).toBeGreaterThan(0);
  });

  it("are in the sitemap", () => {
    const urls = sitemap().map((entry) => entry.url);
    for (const path of TRUST_PAGES) expect(urls).toContain(absoluteUrl(path));
  });

  it("are linked from the footer", () => {
    const hrefs = getNavigation().footer.flatMap((group) => group.links.map((link) => normalisePath(link.href)));
    for (const path of TRUST_PAGES) expect(hrefs).toContain(normalisePath(path));
  });

  it("are editable in the CMS", () => {
    const config = cmsConfig({
      repo: "agency/site",
      branch: "main",
      siteOrigin: "https://www.agency.example",
      localBackendUrl: "http://127.0.0.1:8081/api/v1",
    });
    const pages = config.collections.find((collection) => collection.name === "pages") as {
      files: { file: string }[];
    };
    const files = pages.files.map((entry) => entry.file);
    for (const name of ["booking-with-confidence", "reviews-policy"])
      expect(files).toContain(`content/pages/${name}.yml`);
  });

  it("link the ATOL badge of the home trust strip to the booking page", () => {
    const hrefs = getHomeContent().trustStrip.flatMap((item) => (item.href ? [normalisePath(item.href)] : []));
    expect(hrefs).toContain("/booking-with-confidence/");
  });

  it("describe booking from consultation to documents, with the balance date from the settings", () => {
    const { booking } = getBookingConfidenceContent().page;
    expect(booking.steps.length).toBeGreaterThanOrEqual(5);
    expect(booking.steps.map((step) => step.description).join(" ")).toContain(site.balanceDue);
  });
});

describe("placeholders", () => {
  it("are values in square brackets", () => {
    expect(isPlaceholder("[ATOL number — to be confirmed]")).toBe(true);
    expect(isPlaceholder(" [Network name] ")).toBe(true);
    expect(isPlaceholder("ATOL 12345")).toBe(false);
    expect(isPlaceholder("Travel [Group] Ltd")).toBe(false);
  });

  it("show marked 'to be confirmed', and a real value shows plainly", () => {
    const { container, rerender } = render(<FactValue value="[Network name]" />);
    const marked = container.querySelector("[data-placeholder]");
    expect(marked).toHaveTextContent("[Network name]");
    expect(marked).toHaveTextContent(new RegExp(PLACEHOLDER_NOTE, "i"));
    rerender(<FactValue value="Example Travel Group Ltd" />);
    expect(container.querySelector("[data-placeholder]")).toBeNull();
    expect(container).toHaveTextContent("Example Travel Group Ltd");
  });

  it("keep the settings' ATOL holder and number visibly placeholders on the page until they are real", () => {
    const { page, agency } = getBookingConfidenceContent();
    const { container } = render(<AtolLicence id="licence" labels={page.atol.licence} atol={agency.atol} />);
    const marked = [...container.querySelectorAll("[data-placeholder]")].map((element) => element.textContent ?? "");
    for (const value of [agency.atol.holder, agency.atol.number]) {
      if (isPlaceholder(value)) {
        expect(marked.some((text) => text.includes(value) && text.toLowerCase().includes(PLACEHOLDER_NOTE))).toBe(true);
      } else {
        expect(container).toHaveTextContent(value);
        expect(marked.some((text) => text.includes(value))).toBe(false);
      }
    }
    expect(screen.getByRole("link", { name: new RegExp(page.atol.licence.verifyLabel) })).toHaveAttribute(
      "href",
      agency.atol.verifyHref,
    );
  });

  it("show a labelled empty box, never an image, until the licence holder supplies its logo", () => {
    const { page } = getBookingConfidenceContent();
    const atol = { holder: "Example Travel Group Ltd", number: "12345", verifyHref: "https://www.caa.co.uk/" };
    const { container, rerender } = render(<AtolLicence id="licence" labels={page.atol.licence} atol={atol} />);
    expect(container.querySelector("img")).toBeNull();
    const marked = [...container.querySelectorAll("[data-placeholder]")];
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(page.atol.licence.logoPending);
    expect(marked[0]).toHaveTextContent(new RegExp(PLACEHOLDER_NOTE, "i"));

    rerender(
      <AtolLicence
        id="licence"
        labels={page.atol.licence}
        atol={{ ...atol, logo: { src: "/atol-logo.svg", alt: "ATOL protected" } }}
      />,
    );
    expect(screen.getByRole("img", { name: "ATOL protected" })).toBeInTheDocument();
    expect(container.querySelector("[data-placeholder]")).toBeNull();
  });

  it("keep the complaint contacts after the agency's own visibly placeholders until they are real", () => {
    const { page, agency } = getBookingConfidenceContent();
    const { container } = render(
      <ComplaintSteps
        steps={page.complaints.steps}
        labels={page.complaints.labels}
        email={agency.email}
        phone={agency.phone}
        network={agency.complaints.network}
        adr={agency.complaints.adr}
      />,
    );
    expect(screen.getByRole("link", { name: agency.email })).toHaveAttribute("href", `mailto:${agency.email}`);
    expect(screen.getByRole("link", { name: agency.phone.display })).toHaveAttribute("href", agency.phone.href);
    const placeholders = [agency.complaints.network, agency.complaints.adr].filter(isPlaceholder);
    expect(container.querySelectorAll("[data-placeholder]")).toHaveLength(placeholders.length);
  });
});

describe("testimonial provenance", () => {
  const FILE = "content/testimonials/anna-b.yml";
  const fixture = (extra: string) =>
    parseContentFile(
      `slug: anna-b\nquote: Wonderful from start to finish.\nauthor: Anna B.\nlocation: Bath · Honeymoon\nrating: 5\n${extra}`,
      FILE,
      testimonialSchema,
      { item: "anna-b" },
    ).data;

  it("resolves every testimonial's platform to one of the settings", () => {
    expect(() => checkReviewSources(loadFolder(TESTIMONIALS), site.ratings.platforms)).not.toThrow();
  });

  it("names the platform and the month, and links to the platform, only when the content says", () => {
    const [first] = site.ratings.platforms;
    const sourced = fixture(`source: ${first!.id}\nmonth: 2026-03\n`);
    expect(provenanceOf(sourced, site.ratings.platforms)).toEqual({
      label: `${first!.platform}, March 2026`,
      href: first!.href,
    });
    expect(provenanceOf(fixture("month: 2025-11\n"), site.ratings.platforms)).toEqual({ label: "November 2025" });
    expect(provenanceOf(fixture(""), site.ratings.platforms)).toBeUndefined();

    const { container, rerender } = render(
      <TestimonialCard {...sourced} provenance={provenanceOf(sourced, site.ratings.platforms)} />,
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("link", { name: new RegExp(`${first!.platform}, March 2026`) })).toHaveAttribute(
      "href",
      first!.href,
    );
    rerender(<TestimonialCard {...fixture("")} />);
    expect(container.querySelector("[data-review-source]")).toBeNull();
  });

  it("fails the build on a platform that does not exist, naming the file, the item and the field", () => {
    const data = fixture("source: yelp\n");
    const message = errorOf(() => checkReviewSources([{ file: FILE, key: "anna-b", data }], site.ratings.platforms));
    expect(message).toContain(FILE);
    expect(message).toContain('item "anna-b"');
    expect(message).toContain('field "source"');
    expect(message).toContain('"yelp"');
  });

  it("refuses a month that is not one", () => {
    expect(errorOf(() => fixture("month: 2026-13\n"))).toContain('field "month"');
  });
});

describe("rating figures", () => {
  const settingsSource = fs.readFileSync(SETTINGS.file, "utf8");

  it("name only platforms of the settings as their sources", () => {
    const data = parse(settingsSource) as { ratings: { home: { sources: string[] } } };
    data.ratings.home.sources = ["google", "tripadvisor"];
    const message = errorOf(() => parseContentFile(JSON.stringify(data), SETTINGS.file, settingsSchema));
    expect(message).toContain(SETTINGS.file);
    expect(message).toContain('field "ratings.home.sources.1"');
  });

  it("each link to at least one platform over https and to the reviews policy", () => {
    const { testimonials } = getHomeContent();
    const { platforms, aggregateLinks } = getTestimonialsContent();
    for (const links of [testimonials.ratingLinks, aggregateLinks, ...platforms.map((platform) => platform.links)]) {
      expect(links.platforms.length).toBeGreaterThan(0);
      for (const platform of links.platforms) expect(platform.href).toMatch(/^https:\/\//);
      expect(normalisePath(links.policy.href)).toBe("/reviews-policy/");
    }
  });

  it("are explained on the reviews policy, which links every platform", () => {
    const { platforms } = getReviewsPolicyContent();
    expect(platforms.map((platform) => platform.id)).toEqual(site.ratings.platforms.map((platform) => platform.id));
  });
});
