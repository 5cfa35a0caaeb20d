import { getHomeContent } from "@/lib/content";
import { mapDestinations } from "@/content/map-destinations";
import { destinationMapHref } from "@/content/navigation";

const home = getHomeContent();

describe("getHomeContent", () => {
  it("gives the six specialism cards, each linking to its /specialisms page", () => {
    expect(home.specialisms.cards.map((card) => card.href)).toEqual([
      "/specialisms/disney-holidays",
      "/specialisms/luxury-cruises",
      "/specialisms/honeymoons-celebrations",
      "/specialisms/accessible-travel",
      "/specialisms/all-inclusive-resorts",
      "/specialisms/group-tours",
    ]);
    expect(home.specialisms.button.href).toBe("/experiences");
  });

  it("gives the five Exclusive Destinations in their fixed order, each to /destination/{slug}", () => {
    expect(home.destinations.cards.map((card) => card.slug)).toEqual([
      "dubai",
      "antarctica",
      "maldives",
      "kyoto",
      "swiss-alps",
    ]);
    for (const card of home.destinations.cards) expect(card.href).toBe(`/destination/${card.slug}`);
    expect(home.destinations.button).toEqual({ label: "Request a Personal Consultation", href: "/contact" });
  });

  it("gives the eight home testimonials with the rating summary and badges", () => {
    expect(home.testimonials.entries).toHaveLength(8);
    expect(home.testimonials.ratingSummary).toBe("5.0 from 100+ verified reviews");
    expect(home.testimonials.ratingValue).toBe(5);
    expect(home.testimonials.badges).toEqual(["Google Verified", "Trustpilot Rated", "ATOL Protected"]);
  });

  it("offers every map pin in the explorer, grouped by region, A to Z within each", () => {
    const offered = home.explorer.regions.flatMap((group) => group.destinations.map((option) => option.slug));
    expect([...offered].sort()).toEqual(mapDestinations.map((pin) => pin.slug).sort());
    for (const group of home.explorer.regions) {
      const names = group.destinations.map((option) => option.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
    }
    expect(home.explorer.regions[0]!.region).toBe("Europe");
  });

  it("resolves the explorer's favourites to real pins with map links", () => {
    expect(home.explorer.featured.length).toBeGreaterThanOrEqual(3);
    for (const favourite of home.explorer.featured) {
      expect(mapDestinations.some((pin) => pin.slug === favourite.slug)).toBe(true);
      expect(destinationMapHref(favourite.slug)).toBe(`/destinations/?destination=${favourite.slug}`);
    }
  });

  it("has the five journey steps, the closing call to action and the banner", () => {
    expect(home.journey.steps).toHaveLength(5);
    expect(home.closingCta.primary.href).toBe("/contact");
    expect(home.banner.heading).toBe("Ready to Start Your Journey?");
  });
});
