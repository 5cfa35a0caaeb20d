import { getHomeContent, getMapPins } from "@/lib/content";
import { destinationMapHref } from "@/lib/seo/paths";
import { SPEC } from "@/tests/spec";

const mapDestinations = getMapPins();

const home = getHomeContent();

describe("getHomeContent", () => {
  it("gives the six specialism cards, each linking to its /specialisms page", () => {
    expect(home.specialisms.cards.map((card) => card.href).sort()).toEqual(
      SPEC.named.specialisms.map((slug) => `/specialisms/${slug}`).sort(),
    );
    expect(home.specialisms.button.href).toBe("/experiences");
  });

  it("gives the five Exclusive Destinations in their fixed order, each to /destination/{slug}", () => {
    expect(home.destinations.cards.map((card) => card.slug)).toEqual([...SPEC.named.destinationPages]);
    for (const card of home.destinations.cards) expect(card.href).toBe(`/destination/${card.slug}`);
    expect(home.destinations.button).toEqual({ label: SPEC.strings.requestPersonalConsultation, href: "/contact" });
  });

  it("gives the eight home testimonials with the rating summary and badges", () => {
    expect(home.testimonials.entries).toHaveLength(SPEC.constants.homeTestimonials);
    expect(home.testimonials.ratingSummary).toBe(SPEC.strings.ratingSummary);
    expect(home.testimonials.ratingValue).toBe(5);
    expect(home.testimonials.badges).toEqual([...SPEC.named.ratingBadges]);
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
    expect(home.journey.steps.map((step) => step.title)).toEqual([...SPEC.named.journeySteps]);
    expect(home.closingCta.primary.href).toBe("/contact");
    expect(home.banner.heading).toBe(SPEC.strings.readyToStart);
  });
});
