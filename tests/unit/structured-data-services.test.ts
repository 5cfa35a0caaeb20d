import { site } from "@/lib/content/settings";
import { getTestimonialsContent } from "@/lib/content";

const pageTestimonials = getTestimonialsContent().testimonials;
import { itemListJsonLd, reviewJsonLd, travelAgencyJsonLd } from "@/lib/seo/structured-data";
import { serviceJsonLd } from "@/lib/seo/structured-data-travel";

describe("JSON-LD for the service, listing and testimonial pages", () => {
  it("builds a Review of the agency from a testimonial, rated out of the aggregate's best", () => {
    expect(reviewJsonLd({ author: "Janet P.", quote: "We didn't miss a single one.", rating: 5 })).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Janet P." },
      reviewBody: "We didn't miss a single one.",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it("nests the reviews shown on a page in the TravelAgency, with the aggregate when asked", () => {
    const data = travelAgencyJsonLd({ path: "/testimonials", includeRating: true, reviews: pageTestimonials });
    expect(data.url).toBe(`${site.url}/testimonials/`);
    expect(data.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 150 });
    const reviews = data.review as unknown as { author: { name: string }; reviewBody: string }[];
    expect(reviews).toHaveLength(9);
    expect(reviews.map((review) => review.author.name)).toEqual(pageTestimonials.map((entry) => entry.author));
    expect(reviews[0]?.reviewBody).toBe(pageTestimonials[0]?.quote);
  });

  it("leaves reviews out unless a page shows them", () => {
    expect(travelAgencyJsonLd({ path: "/about" })).not.toHaveProperty("review");
    expect(travelAgencyJsonLd({ path: "/about", reviews: [] })).not.toHaveProperty("review");
  });

  it("lists a page's named offerings as an OfferCatalog of services", () => {
    const data = serviceJsonLd({
      name: "Concierge Services",
      description: "d",
      path: "/concierge-services",
      serviceType: "Travel concierge",
      catalogue: [
        { title: "Visa & Immigration Assistance", description: "Entry rules." },
        { title: "Private Security Arrangements", description: "Discreet protection." },
      ],
    });
    expect(data.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: "Concierge Services",
      itemListElement: [
        {
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: "Visa & Immigration Assistance", description: "Entry rules." },
        },
        {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: "Private Security Arrangements",
            description: "Discreet protection.",
          },
        },
      ],
    });
    const inclusions = serviceJsonLd({
      name: "Private Safari Adventures",
      description: "d",
      path: "/experiences/safari",
      serviceType: "Luxury travel experience",
      catalogue: [{ title: "A maximum of 6 guests per safari vehicle" }],
    }).hasOfferCatalog as unknown as { itemListElement: { itemOffered: Record<string, string> }[] };
    expect(inclusions.itemListElement[0]?.itemOffered).toEqual({
      "@type": "Service",
      name: "A maximum of 6 guests per safari vehicle",
    });
    expect(serviceJsonLd({ name: "n", description: "d", path: "/services", serviceType: "t" })).not.toHaveProperty(
      "hasOfferCatalog",
    );
  });

  it("builds an ItemList of a listing's entries in order, with absolute URLs", () => {
    const data = itemListJsonLd({
      name: "Signature Experiences",
      path: "/experiences",
      items: [
        { name: "Luxury Yacht Charters", path: "/experiences/yacht-charters" },
        { name: "Private Safari Adventures", path: "/experiences/safari" },
      ],
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: `${site.url}/experiences/`,
      numberOfItems: 2,
    });
    expect(data.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Luxury Yacht Charters",
        url: `${site.url}/experiences/yacht-charters/`,
      },
      { "@type": "ListItem", position: 2, name: "Private Safari Adventures", url: `${site.url}/experiences/safari/` },
    ]);
  });
});
