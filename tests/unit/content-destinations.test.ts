import { getDestinationDetails, getMapPins, getNavigation, getRegionHighlights } from "@/lib/content";
import { REGIONS } from "@/lib/content/schemas";
import { SPEC } from "@/tests/spec";

const pins = getMapPins();
const groups = getRegionHighlights();
const details = getDestinationDetails();

const countries = pins.filter((pin) => pin.id < SPEC.constants.firstCityId);
const cities = pins.filter((pin) => pin.id >= SPEC.constants.firstCityId);

const MEMBERS = SPEC.named.regionMembers;
const FOOTER_SLUGS = getNavigation().popularDestinations.map((destination) => destination.slug);

describe("map destinations", () => {
  it("has the spec's country and region pins, numbered from 1", () => {
    expect(countries).toHaveLength(SPEC.constants.mapDestinations);
    expect(countries.map((pin) => pin.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: SPEC.constants.mapDestinations }, (_, index) => index + 1),
    );
  });

  it("gives every other pin a city id of 100 or more", () => {
    expect(
      pins.filter((pin) => pin.id > SPEC.constants.mapDestinations && pin.id < SPEC.constants.firstCityId),
    ).toEqual([]);
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city.city).toBe(true);
  });

  it("uses only the eight known region names", () => {
    for (const pin of pins) expect(REGIONS).toContain(pin.region);
  });

  it("matches the fixed region membership exactly", () => {
    for (const region of REGIONS) {
      const names = countries.filter((pin) => pin.region === region).map((pin) => pin.name);
      expect([...names].sort()).toEqual([...MEMBERS[region]].sort());
    }
  });

  it("has unique slugs across countries and cities", () => {
    const slugs = pins.map((pin) => pin.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("does not repeat a country as a city pin", () => {
    const countryNames = new Set(countries.map((pin) => pin.name));
    for (const city of cities) expect(countryNames.has(city.name)).toBe(false);
  });

  it("resolves every footer destination to a pin, with the spec's names in order", () => {
    expect(getNavigation().popularDestinations.map((destination) => destination.label)).toEqual([
      ...SPEC.named.footerPopularDestinations,
    ]);
    const slugs = new Set(pins.map((pin) => pin.slug));
    for (const slug of FOOTER_SLUGS) expect(slugs.has(slug)).toBe(true);
  });

  it("has Bali as an Asian city pin", () => {
    const bali = pins.find((pin) => pin.slug === "bali");
    expect(bali).toBeDefined();
    expect(bali?.id).toBeGreaterThanOrEqual(SPEC.constants.firstCityId);
    expect(bali?.region).toBe("Asia");
  });

  it("never puts two pins on the same spot", () => {
    const spots = pins.map((pin) => `${pin.latitude},${pin.longitude}`);
    expect(new Set(spots).size).toBe(spots.length);
  });
});

describe("links between the map and the destination pages", () => {
  it("points every guide at an existing destination page", () => {
    const slugs = new Set(details.map((detail) => detail.slug));
    const guides = pins.filter((pin) => pin.guide !== undefined);
    expect(guides.length).toBeGreaterThan(0);
    for (const pin of guides) expect(slugs.has(pin.guide!)).toBe(true);
  });

  it("links every pin to its own page", () => {
    for (const pin of pins) expect({ slug: pin.slug, guide: pin.guide }).toEqual({ slug: pin.slug, guide: pin.slug });
  });

  it("keeps a destination page's coordinates close to its pin's", () => {
    for (const pin of pins.filter((candidate) => candidate.guide)) {
      const detail = details.find((candidate) => candidate.slug === pin.guide)!;
      expect(Math.abs(detail.latitude - pin.latitude)).toBeLessThan(3);
      expect(Math.abs(detail.longitude - pin.longitude)).toBeLessThan(3);
      expect(detail.region).toBe(pin.region);
    }
  });
});

describe("region highlights", () => {
  it("has the spec's region tabs, Europe first", () => {
    expect(groups.map((group) => group.name)).toEqual([...SPEC.named.highlightRegions]);
  });

  it("gives each group uniquely identified destinations, each with a photo and words", () => {
    for (const group of groups) {
      expect(group.destinations.length).toBeGreaterThan(0);
      for (const destination of group.destinations) {
        expect(destination.image.alt.length).toBeGreaterThan(0);
        expect(destination.description.length).toBeGreaterThan(20);
      }
      const ids = group.destinations.map((destination) => destination.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("destination details", () => {
  it("has a page for each destination the spec names", () => {
    const slugs = details.map((detail) => detail.slug);
    for (const slug of SPEC.named.destinationPages) expect(slugs).toContain(slug);
  });

  it("gives every detail its five highlights and a long description", () => {
    for (const detail of details) {
      expect(detail.highlights).toHaveLength(SPEC.constants.destinationHighlights);
      expect(detail.longDescription.join(" ").split(/\s+/).length).toBeGreaterThan(100);
    }
  });

  it("assigns map regions, leaving Antarctica without one", () => {
    expect(Object.fromEntries(details.map((detail) => [detail.slug, detail.region]))).toMatchObject({
      dubai: "Middle East",
      antarctica: undefined,
      maldives: "Asia",
      kyoto: "Asia",
      "swiss-alps": "Europe",
    });
  });
});
