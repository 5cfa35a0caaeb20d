import { pageMetadata, pageTitle } from "@/lib/seo";
import { absoluteUrl, normalisePath } from "@/lib/seo/paths";
import { site } from "@/lib/content/settings";

describe("titles", () => {
  it("adds the brand suffix", () => {
    expect(pageTitle("Privacy Policy")).toBe(`Privacy Policy | ${site.name}`);
  });
  it("leaves a title that already names the brand alone, whatever its case", () => {
    expect(pageTitle(`${site.name}: Bespoke Luxury Travel`)).toBe(`${site.name}: Bespoke Luxury Travel`);
    expect(pageTitle(`About ${site.name.toUpperCase()}`)).toBe(`About ${site.name.toUpperCase()}`);
  });
});

describe("paths and canonicals", () => {
  it("normalises to the export's trailing-slash form and keeps the query", () => {
    expect(normalisePath("/about")).toBe("/about/");
    expect(normalisePath("/about/")).toBe("/about/");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("journal/3")).toBe("/journal/3/");
    expect(normalisePath("/destinations?destination=bali")).toBe("/destinations/?destination=bali");
  });
  it("builds absolute URLs on the configured site URL", () => {
    expect(absoluteUrl("/terms-of-service")).toBe(`${site.url}/terms-of-service/`);
    expect(absoluteUrl("/")).toBe(`${site.url}/`);
    expect(site.url).toMatch(/^https:\/\/[^/]+$/);
  });
});

describe("pageMetadata", () => {
  const metadata = pageMetadata({
    title: "Terms of Service",
    description: "How booking with us works.",
    path: "/terms-of-service",
    keywords: ["booking terms"],
  });

  it("sets an absolute title, description and keywords", () => {
    expect(metadata.title).toEqual({ absolute: `Terms of Service | ${site.name}` });
    expect(metadata.description).toBe("How booking with us works.");
    expect(metadata.keywords).toEqual(expect.arrayContaining(["booking terms", "luxury travel"]));
  });

  it("sets an absolute canonical, including for aliases that pass their primary path", () => {
    expect(metadata.alternates?.canonical).toBe(`${site.url}/terms-of-service/`);
  });

  it("fills Open Graph and the Twitter card, keeping the site name", () => {
    expect(metadata.openGraph).toMatchObject({
      title: `Terms of Service | ${site.name}`,
      url: `${site.url}/terms-of-service/`,
      siteName: site.name,
      locale: "en_GB",
      type: "website",
    });
    expect(metadata.twitter).toMatchObject({ card: "summary", title: `Terms of Service | ${site.name}` });
  });

  it("marks pages noindex on request", () => {
    expect(pageMetadata({ title: "x", description: "y", path: "/x", noIndex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe("pageMetadata's description rule", () => {
  it("refuses a description longer than 160 characters, naming the page", () => {
    expect(() => pageMetadata({ title: "Somewhere", description: "x".repeat(161), path: "/somewhere" })).toThrow(
      /\/somewhere is 161 characters; keep it to 160/,
    );
    expect(() => pageMetadata({ title: "Somewhere", description: "x".repeat(160), path: "/somewhere" })).not.toThrow();
  });
});
