import { site } from "@/lib/content/settings";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organisationJsonLd,
  travelAgencyJsonLd,
  webPageJsonLd,
} from "@/lib/seo/structured-data";
import { serviceJsonLd, touristDestinationJsonLd } from "@/lib/seo/structured-data-travel";

describe("JSON-LD builders", () => {
  it("describes the organisation with its contact details and profiles", () => {
    const data = organisationJsonLd();
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${site.url}/`,
      email: site.email,
      address: { addressLocality: "London", addressCountry: "GB" },
    });
    expect(data.sameAs).toHaveLength(site.socials.length);
  });

  it("describes the travel agency as a local business with the price range", () => {
    const data = travelAgencyJsonLd({ path: "/" });
    expect(data).toMatchObject({
      "@type": "TravelAgency",
      priceRange: "$$$$",
      address: { addressCountry: "GB", addressLocality: "London" },
    });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("claims the 5.0 from 150 rating only when asked (the page must show it)", () => {
    expect(travelAgencyJsonLd({ path: "/testimonials", includeRating: true }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "5.0",
      reviewCount: 150,
      bestRating: 5,
    });
  });

  it("builds an Article with ISO dates, author, publisher and page", () => {
    const data = articleJsonLd({
      headline: "The Modern Grand Tour",
      description: "Slow journeys.",
      image: "https://images.unsplash.com/photo-1",
      datePublished: "2025-05-02",
      author: "Charlotte Reid",
      path: "/journal/9",
    });
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "The Modern Grand Tour",
      datePublished: "2025-05-02",
      dateModified: "2025-05-02",
      author: { "@type": "Person", name: "Charlotte Reid" },
      // The publisher's logo, as a raster image (the build draws /logo.png), which Google's Article needs.
      publisher: { name: site.name, logo: { "@type": "ImageObject", url: `${site.url}/logo.png` } },
      mainEntityOfPage: { "@id": `${site.url}/journal/9/` },
    });
  });

  it("builds a Service provided by the agency", () => {
    expect(
      serviceJsonLd({
        name: "Luxury Cruises",
        description: "d",
        path: "/specialisms/luxury-cruises",
        serviceType: "Cruise planning",
      }),
    ).toMatchObject({
      "@type": "Service",
      url: `${site.url}/specialisms/luxury-cruises/`,
      provider: { "@type": "TravelAgency", name: site.name },
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Journal", path: "/journal" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Journal", item: `${site.url}/journal/` },
    ]);
  });

  it("builds a WebPage for statement pages", () => {
    expect(webPageJsonLd({ name: "Accessibility Statement", description: "d", path: "/accessibility" })).toMatchObject({
      "@type": "WebPage",
      url: `${site.url}/accessibility/`,
      inLanguage: "en-GB",
    });
  });

  it("builds a TouristDestination with coordinates, its place and its attractions", () => {
    const data = touristDestinationJsonLd({
      name: "Kyoto",
      description: "Temples and gardens.",
      path: "/destination/kyoto",
      image: "https://images.unsplash.com/photo-1?w=1200",
      latitude: 35.0116,
      longitude: 135.7681,
      containedIn: "Japan",
      attractions: ["Fushimi Inari at dawn", "A kaiseki dinner"],
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: "Kyoto",
      description: "Temples and gardens.",
      url: `${site.url}/destination/kyoto/`,
      image: "https://images.unsplash.com/photo-1?w=1200",
      geo: { "@type": "GeoCoordinates", latitude: 35.0116, longitude: 135.7681 },
      containedInPlace: { "@type": "Place", name: "Japan" },
      includesAttraction: [
        { "@type": "TouristAttraction", name: "Fushimi Inari at dawn" },
        { "@type": "TouristAttraction", name: "A kaiseki dinner" },
      ],
    });
  });

  it("leaves out optional TouristDestination fields it was not given", () => {
    const data = touristDestinationJsonLd({
      name: "Antarctica",
      description: "The white continent.",
      path: "/destination/antarctica",
      latitude: -64.9,
      longitude: -62.3,
    });
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("containedInPlace");
    expect(data).not.toHaveProperty("includesAttraction");
  });
});
