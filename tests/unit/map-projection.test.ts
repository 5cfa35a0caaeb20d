import { geoContains, geoPath } from "d3-geo";
import { getMapPins } from "@/lib/content";
import { MAP_HEIGHT, MAP_WIDTH, mapProjection, projectToPercent } from "@/lib/map/projection";
import { compactPath, countryFeature, worldMapArt } from "@/lib/map/world-map";

/** Reads the compact path data the map renders (M x y, relative l steps, z) back into absolute rings. */
function rings(d: string): [number, number][][] {
  const out: [number, number][][] = [];
  const tokens = d.match(/[Mlz]|-?\d+(?:\.\d+)?/g) ?? [];
  let ring: [number, number][] = [];
  let x = 0;
  let y = 0;
  let mode = "";
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token === "M" || token === "l" || token === "z") {
      if (token === "z" || token === "M") {
        if (ring.length > 0) out.push(ring);
        ring = [];
      }
      mode = token;
      continue;
    }
    const a = Number(token);
    const b = Number(tokens[(i += 1)]);
    if (mode === "M") [x, y] = [a, b];
    else [x, y] = [x + a, y + b];
    ring.push([x, y]);
  }
  if (ring.length > 0) out.push(ring);
  return out;
}

/** Even-odd point-in-polygon over every ring of a rendered path. */
function insidePath(d: string, [px, py]: [number, number]): boolean {
  let inside = false;
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const pins = getMapPins();
const pin = (slug: string) => {
  const found = pins.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no pin ${slug}`);
  return found;
};
/** A pin's percentages turned back into the SVG's viewBox units. */
const toViewBox = (position: { x: number; y: number }): [number, number] => [
  (position.x / 100) * MAP_WIDTH,
  (position.y / 100) * MAP_HEIGHT,
];

/** Pins placed on a capital city, with the country's name in Natural Earth. */
const CAPITALS: [slug: string, country: string][] = [
  ["united-kingdom", "United Kingdom"],
  ["spain", "Spain"],
  ["italy", "Italy"],
  ["greece", "Greece"],
  ["norway", "Norway"],
  ["japan", "Japan"],
  ["india", "India"],
  ["thailand", "Thailand"],
  ["egypt", "Egypt"],
  ["mexico", "Mexico"],
  ["brazil", "Brazil"],
  ["argentina", "Argentina"],
];

/** Every other pin that sits on land at 1:110m, with its country. */
const ON_LAND: [slug: string, country: string][] = [
  ["france", "France"],
  ["switzerland", "Switzerland"],
  ["south-africa", "South Africa"],
  ["morocco", "Morocco"],
  ["kenya", "Kenya"],
  ["new-york", "United States of America"],
  ["california", "United States of America"],
  ["canada", "Canada"],
  ["peru", "Peru"],
  ["australia", "Australia"],
  ["new-zealand", "New Zealand"],
  ["fiji", "Fiji"],
  ["dubai", "United Arab Emirates"],
  ["jordan", "Jordan"],
  ["bali", "Indonesia"],
  ["kyoto", "Japan"],
  ["venice", "Italy"],
  ["paris", "France"],
  ["cape-town", "South Africa"],
  ["marrakech", "Morocco"],
  ["queenstown", "New Zealand"],
  ["rio-de-janeiro", "Brazil"],
];

/** Island nations too small for the 1:110m coastline: their pins mark open sea, never another country. */
const SMALL_ISLANDS = ["maldives", "mauritius", "bahamas", "barbados"];

describe("the map projection", () => {
  it("fits the whole globe in a 2:1-ish viewBox", () => {
    expect(MAP_WIDTH).toBe(4000);
    expect(MAP_HEIGHT / MAP_WIDTH).toBeGreaterThan(0.45);
    expect(MAP_HEIGHT / MAP_WIDTH).toBeLessThan(0.52);
    const [[left, top], [right, bottom]] = geoPath(mapProjection()).bounds({ type: "Sphere" });
    expect(left).toBeGreaterThanOrEqual(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(MAP_WIDTH);
    expect(bottom).toBeLessThanOrEqual(MAP_HEIGHT);
  });

  it("computes every pin's x/y from its latitude and longitude", () => {
    for (const entry of pins) {
      expect({ slug: entry.slug, x: entry.x, y: entry.y }).toEqual({
        slug: entry.slug,
        ...projectToPercent(entry.latitude, entry.longitude),
      });
      expect(entry.x).toBeGreaterThan(0);
      expect(entry.x).toBeLessThan(100);
      expect(entry.y).toBeGreaterThan(0);
      expect(entry.y).toBeLessThan(100);
    }
  });

  it("puts west on the left and north at the top", () => {
    expect(pin("california").x).toBeLessThan(pin("new-york").x);
    expect(pin("new-york").x).toBeLessThan(pin("united-kingdom").x);
    expect(pin("norway").y).toBeLessThan(pin("egypt").y);
    expect(pin("egypt").y).toBeLessThan(pin("south-africa").y);
  });

  it.each(CAPITALS)("lands the %s pin (a capital) inside %s's shape as the map draws it", (slug, country) => {
    const place = pin(slug);
    const shape = countryFeature(country);
    expect(shape).toBeDefined();
    // The coordinates are in the country…
    expect(geoContains(shape!, [place.longitude, place.latitude])).toBe(true);
    // …and the rendered pin position is inside the country's projected bounds and its drawn outline.
    const point = toViewBox(place);
    const [[left, top], [right, bottom]] = geoPath(mapProjection()).bounds(shape!);
    expect(point[0]).toBeGreaterThanOrEqual(left);
    expect(point[0]).toBeLessThanOrEqual(right);
    expect(point[1]).toBeGreaterThanOrEqual(top);
    expect(point[1]).toBeLessThanOrEqual(bottom);
    expect(insidePath(compactPath(shape!), point)).toBe(true);
  });

  it.each(ON_LAND)("lands the %s pin inside %s", (slug, country) => {
    const place = pin(slug);
    const shape = countryFeature(country)!;
    expect(geoContains(shape, [place.longitude, place.latitude])).toBe(true);
    expect(insidePath(compactPath(shape), toViewBox(place))).toBe(true);
  });

  it("places every land pin on the land the map draws", () => {
    const { land } = worldMapArt();
    for (const [slug] of [...CAPITALS, ...ON_LAND]) {
      expect({ slug, onLand: insidePath(land, toViewBox(pin(slug))) }).toEqual({ slug, onLand: true });
    }
  });

  it("never puts a small island nation's pin on another country", () => {
    const { land } = worldMapArt();
    for (const slug of SMALL_ISLANDS) {
      expect({ slug, onLand: insidePath(land, toViewBox(pin(slug))) }).toEqual({ slug, onLand: false });
    }
  });

  it("covers every pin in one of the lists above", () => {
    const listed = new Set([...CAPITALS, ...ON_LAND].map(([slug]) => slug).concat(SMALL_ISLANDS, ["singapore"]));
    expect(pins.map((entry) => entry.slug).filter((slug) => !listed.has(slug))).toEqual([]);
  });
});

describe("the map artwork", () => {
  it("draws the globe, graticule, tropics, land and borders as compact path data", () => {
    const art = worldMapArt();
    for (const d of Object.values(art)) expect(d).toMatch(/^M-?\d+ -?\d+/);
    // Whole units and relative steps keep the land small enough to inline in the HTML.
    const total = Object.values(art).reduce((sum, d) => sum + d.length, 0);
    expect(total).toBeLessThan(60_000);
    expect(art.land).not.toMatch(/\d\.\d/);
  });

  it("keeps the outline of a large country recognisable", () => {
    const brazil = countryFeature("Brazil")!;
    const outline = rings(compactPath(brazil));
    expect(outline.reduce((count, ring) => count + ring.length, 0)).toBeGreaterThan(40);
  });
});
