import { destinationDetails } from "@/content/destinations";
import { mapDestinations } from "@/content/map-destinations";
import { regionHighlights } from "@/content/region-highlights";
import {
  REGIONS,
  destinationDetailSchema,
  mapDestinationSchema,
  regionHighlightGroupSchema,
  type Region,
} from "@/lib/schemas";
import { parseCollection } from "@/lib/validate";

const pins = parseCollection(mapDestinationSchema, mapDestinations, "content/map-destinations.ts", (d) => d.id);
const groups = parseCollection(
  regionHighlightGroupSchema,
  regionHighlights,
  "content/region-highlights.ts",
  (g) => g.id,
);
const details = parseCollection(destinationDetailSchema, destinationDetails, "content/destinations.ts", (d) => d.slug);

const countries = pins.filter((pin) => pin.id <= 31);
const cities = pins.filter((pin) => pin.id >= 100);

/** Spec section 3, "Map destination": regions and their members. */
const MEMBERS: Record<Region, string[]> = {
  Europe: ["Norway", "Italy", "Greece", "France", "Switzerland", "Spain", "United Kingdom"],
  Asia: ["Thailand", "Japan", "Maldives", "India", "Singapore"],
  Africa: ["Mauritius", "South Africa", "Morocco", "Egypt", "Kenya"],
  "North America": ["New York", "California", "Canada", "Mexico"],
  "South America": ["Brazil", "Argentina", "Peru"],
  Oceania: ["Australia", "New Zealand", "Fiji"],
  "Middle East": ["Dubai", "Jordan"],
  Caribbean: ["Bahamas", "Barbados"],
};

/** Spec section 2.19: the footer's ten popular destinations link to /destinations?destination={slug}. */
const FOOTER_SLUGS = [
  "thailand",
  "maldives",
  "new-york",
  "norway",
  "japan",
  "dubai",
  "greece",
  "bali",
  "singapore",
  "mauritius",
];

describe("map destinations", () => {
  it("has exactly 31 country and region pins with ids 1 to 31", () => {
    expect(countries).toHaveLength(31);
    expect(countries.map((pin) => pin.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    );
  });

  it("gives every other pin a city id of 100 or more", () => {
    expect(pins.filter((pin) => pin.id > 31 && pin.id < 100)).toEqual([]);
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city.id).toBeGreaterThanOrEqual(100);
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

  it("resolves every footer destination to a pin", () => {
    const slugs = new Set(pins.map((pin) => pin.slug));
    for (const slug of FOOTER_SLUGS) expect(slugs.has(slug)).toBe(true);
  });

  it("has Bali as an Asian city pin", () => {
    const bali = pins.find((pin) => pin.slug === "bali");
    expect(bali).toBeDefined();
    expect(bali?.id).toBeGreaterThanOrEqual(100);
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

  it("puts every destination page except Antarctica on the map, once", () => {
    for (const detail of details) {
      const onMap = pins.filter((pin) => pin.guide === detail.slug);
      expect({ slug: detail.slug, pins: onMap.length }).toEqual({
        slug: detail.slug,
        pins: detail.slug === "antarctica" ? 0 : 1,
      });
    }
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
  it("has the three region groups in tab order", () => {
    expect(groups.map((group) => [group.id, group.name])).toEqual([
      ["europe", "Europe"],
      ["asia", "Asia"],
      ["north-america", "North America"],
    ]);
  });

  it("gives each group three or four uniquely identified destinations", () => {
    for (const group of groups) {
      expect(group.destinations.length).toBeGreaterThanOrEqual(3);
      expect(group.destinations.length).toBeLessThanOrEqual(4);
      const ids = group.destinations.map((destination) => destination.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("destination details", () => {
  it("has the five known slugs in order", () => {
    expect(details.map((detail) => detail.slug)).toEqual(["dubai", "antarctica", "maldives", "kyoto", "swiss-alps"]);
    expect(details.map((detail) => detail.name)).toEqual(["Dubai", "Antarctica", "Maldives", "Kyoto", "Swiss Alps"]);
  });

  it("gives every detail exactly five highlights and a multi-paragraph long description", () => {
    for (const detail of details) {
      expect(detail.highlights).toHaveLength(5);
      expect(detail.longDescription.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("assigns map regions, leaving Antarctica without one", () => {
    expect(Object.fromEntries(details.map((detail) => [detail.slug, detail.region]))).toEqual({
      dubai: "Middle East",
      antarctica: undefined,
      maldives: "Asia",
      kyoto: "Asia",
      "swiss-alps": "Europe",
    });
  });
});
