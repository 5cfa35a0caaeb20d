import { getMapPins } from "@/lib/content";
import { fillLabel, splitLabel } from "@/lib/content/labels";
import {
  ALL_REGIONS,
  DEFAULT_FILTERS,
  filtersShowing,
  findPin,
  isCity,
  positionInView,
  viewFraming,
  visiblePins,
  WORLD_VIEW,
} from "@/lib/map";
import { REGIONS } from "@/lib/content/schemas";

const pins = getMapPins();
const count = (region: (typeof REGIONS)[number] | typeof ALL_REGIONS, showCities: boolean) =>
  visiblePins(pins, { region, showCities }).length;
const slugs = (region: (typeof REGIONS)[number] | typeof ALL_REGIONS, showCities: boolean) =>
  visiblePins(pins, { region, showCities }).map((pin) => pin.slug);

describe("map filters", () => {
  it("starts on all regions with cities hidden: the 31 destinations", () => {
    expect(DEFAULT_FILTERS).toEqual({ region: ALL_REGIONS, showCities: false });
    expect(count(ALL_REGIONS, false)).toBe(31);
    expect(visiblePins(pins, DEFAULT_FILTERS).every((pin) => pin.id <= 31)).toBe(true);
  });

  it("adds the city pins (ids of 100 or more) when Show Cities is on", () => {
    const cities = pins.filter((pin) => pin.id >= 100);
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(count(ALL_REGIONS, true)).toBe(31 + cities.length);
    expect(isCity({ id: 99 })).toBe(false);
    expect(isCity({ id: 100 })).toBe(true);
  });

  it("filters by region, with or without cities", () => {
    expect(slugs("Europe", false)).toEqual([
      "norway",
      "italy",
      "greece",
      "france",
      "switzerland",
      "spain",
      "united-kingdom",
    ]);
    expect(slugs("Europe", true)).toEqual(expect.arrayContaining(["venice", "paris"]));
    expect(count("Europe", true)).toBe(9);
    expect(count("Asia", false)).toBe(5);
    expect(slugs("Asia", true)).toEqual(expect.arrayContaining(["bali", "kyoto"]));
    expect(count("Middle East", false)).toBe(2);
    expect(count("Caribbean", true)).toBe(2);
    const perRegion = REGIONS.reduce((sum, region) => sum + count(region, true), 0);
    expect(perRegion).toBe(count(ALL_REGIONS, true));
  });

  it("finds a pin by slug in any case, or by numeric id", () => {
    expect(findPin(pins, "maldives")?.name).toBe("Maldives");
    expect(findPin(pins, " Maldives ")?.name).toBe("Maldives");
    expect(findPin(pins, "10")?.slug).toBe("maldives");
    expect(findPin(pins, "100")?.slug).toBe("bali");
    expect(findPin(pins, "atlantis")).toBeUndefined();
    expect(findPin(pins, "999")).toBeUndefined();
    expect(findPin(pins, "")).toBeUndefined();
    expect(findPin(pins, null)).toBeUndefined();
  });

  it("changes the filters only as far as needed to show a pin", () => {
    const bali = findPin(pins, "bali")!;
    const norway = findPin(pins, "norway")!;
    expect(filtersShowing(norway, DEFAULT_FILTERS)).toBe(DEFAULT_FILTERS);
    expect(filtersShowing(bali, DEFAULT_FILTERS)).toEqual({ region: ALL_REGIONS, showCities: true });
    expect(filtersShowing(bali, { region: "Europe", showCities: false })).toEqual({ region: "Asia", showCities: true });
    expect(filtersShowing(norway, { region: "Asia", showCities: true })).toEqual({
      region: "Europe",
      showCities: true,
    });
  });
});

describe("map views", () => {
  it("shows the whole world without a region", () => {
    expect(viewFraming([])).toEqual(WORLD_VIEW);
    expect(positionInView({ x: 30, y: 40 }, WORLD_VIEW)).toEqual({ x: 30, y: 40 });
  });

  it.each(REGIONS)("frames every %s pin inside the zoomed view", (region) => {
    const members = pins.filter((pin) => pin.region === region);
    const view = viewFraming(members);
    expect(view.scale).toBeGreaterThanOrEqual(1);
    expect(view.scale).toBeLessThanOrEqual(3.5);
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.y).toBeGreaterThanOrEqual(0);
    expect(view.x + 100 / view.scale).toBeLessThanOrEqual(100.0001);
    expect(view.y + 100 / view.scale).toBeLessThanOrEqual(100.0001);
    for (const pin of members) {
      const { x, y } = positionInView(pin, view);
      expect({ slug: pin.slug, inside: x > 2 && x < 98 && y > 2 && y < 98 }).toEqual({ slug: pin.slug, inside: true });
    }
  });

  it("zooms into a compact region such as Europe", () => {
    expect(viewFraming(pins.filter((pin) => pin.region === "Europe")).scale).toBeGreaterThan(2.5);
  });
});

describe("labels", () => {
  it("fills tokens and leaves unknown ones alone", () => {
    expect(fillLabel("Plan a Journey to {name}", { name: "Kyoto" })).toBe("Plan a Journey to Kyoto");
    expect(fillLabel("{count} destinations", { count: 31 })).toBe("31 destinations");
    expect(fillLabel("{other}", { name: "x" })).toBe("{other}");
  });

  it("splits a label around a token", () => {
    expect(splitLabel("Show {name} on the map", "name")).toEqual(["Show ", " on the map"]);
    expect(splitLabel("{name}", "name")).toEqual(["", ""]);
  });
});
