import { getMapPins } from "@/lib/content";
import {
  ALL_REGIONS,
  viewFraming,
  visiblePins,
  WORLD_VIEW,
  type MapFilters,
  type MapView,
  type RegionFilter,
} from "@/lib/map";
import {
  clusterPoints,
  mapMarkers,
  MAX_ZOOM,
  MIN_TARGET,
  TARGET_SPACING,
  viewRevealing,
  viewSeparating,
  type MapFrame,
  type Marker,
} from "@/lib/map/clusters";
import { REGIONS } from "@/lib/content/schemas";

const pins = getMapPins();
/** Per-axis distance, the measure under which two square targets cannot overlap. */
const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** A small seeded generator, so the random layouts are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function layout(seed: number, count: number, size: number) {
  const next = random(seed);
  return Array.from({ length: count }, (_, id) => ({ id, x: next() * size, y: next() * size * 0.5 }));
}

/** The map at a phone's and a laptop's width (the stage is the container's width, 20 or 40 px padding each side). */
const FRAMES: readonly MapFrame[] = [
  { width: 350, height: (350 * 1950) / 4000, target: 24 },
  { width: 1200, height: (1200 * 1950) / 4000, target: 28 },
];

const FILTERS: readonly MapFilters[] = ([ALL_REGIONS, ...REGIONS] as RegionFilter[]).flatMap((region) => [
  { region, showCities: false },
  { region, showCities: true },
]);

function regionView(filters: MapFilters): MapView {
  return filters.region === ALL_REGIONS ? WORLD_VIEW : viewFraming(pins.filter((pin) => pin.region === filters.region));
}

/** Every pair of markers at least a target and its spacing apart, in CSS pixels. */
function expectSeparated<T>(markers: readonly Marker<T>[], frame: MapFrame) {
  const px = markers.map((marker) => ({ x: (marker.x / 100) * frame.width, y: (marker.y / 100) * frame.height }));
  px.forEach((a, i) =>
    px.slice(i + 1).forEach((b) => expect(apart(a, b)).toBeGreaterThanOrEqual(frame.target + TARGET_SPACING - 1e-9)),
  );
}

describe("clusterPoints", () => {
  it("leaves points that are far enough apart alone, and handles none", () => {
    expect(clusterPoints([], 30)).toEqual([]);
    const points = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 0, y: 30 },
    ];
    expect(clusterPoints(points, 30).map((marker) => marker.members)).toEqual(points.map((point) => [point]));
  });

  it("merges points closer than the separation on both axes, at their mean", () => {
    const [marker, ...rest] = clusterPoints(
      [
        { x: 0, y: 0 },
        { x: 10, y: 20 },
      ],
      30,
    );
    expect(rest).toEqual([]);
    expect(marker).toMatchObject({ x: 5, y: 10 });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "random layout %i: markers at least the separation apart, every point in exactly one, in order",
    (seed) => {
      const points = layout(seed, 40, 400);
      const markers = clusterPoints(points, 28);
      markers.forEach((a, i) => markers.slice(i + 1).forEach((b) => expect(apart(a, b)).toBeGreaterThanOrEqual(28)));
      expect(markers.flatMap((marker) => marker.members).sort((a, b) => a.id - b.id)).toEqual(points);
      for (const marker of markers) {
        const ids = marker.members.map((member) => member.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
      const firsts = markers.map((marker) => marker.members[0]!.id);
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    },
  );

  it("is deterministic: the same points give the same markers", () => {
    const points = layout(42, 40, 300);
    expect(clusterPoints(points, 28)).toEqual(
      clusterPoints(
        points.map((point) => ({ ...point })),
        28,
      ),
    );
  });
});

describe("mapMarkers over the real pins", () => {
  it("before the map is measured (the server's HTML), every pin is a marker of its own", () => {
    const markers = mapMarkers(pins, WORLD_VIEW, null);
    expect(markers.map((marker) => marker.members)).toEqual(pins.map((pin) => [pin]));
  });

  it("in the world view on a phone, neighbours merge: fewer markers than pins", () => {
    const shown = visiblePins(pins, { region: ALL_REGIONS, showCities: false });
    expect(mapMarkers(shown, WORLD_VIEW, FRAMES[0]!).length).toBeLessThan(shown.length);
  });

  it("at a phone's and a laptop's width, in every region, with and without cities: every pin in exactly one marker, markers apart", () => {
    for (const frame of FRAMES) {
      expect(frame.target).toBeGreaterThanOrEqual(MIN_TARGET);
      for (const filters of FILTERS) {
        const shown = visiblePins(pins, filters);
        const markers = mapMarkers(shown, regionView(filters), frame);
        expect(markers.flatMap((marker) => marker.members.map((pin) => pin.slug)).sort()).toEqual(
          shown.map((pin) => pin.slug).sort(),
        );
        expectSeparated(markers, frame);
      }
    }
  });
});

describe("zooming into a cluster", () => {
  /** Taps a cluster, then every smaller cluster its places fall into, as a visitor would; returns the taps needed. */
  function tapsToSeparate(
    members: readonly (typeof pins)[number][],
    shown: typeof pins,
    view: MapView,
    frame: MapFrame,
  ) {
    const next = viewSeparating(members, shown, view, frame);
    expect(next.scale).toBeGreaterThan(view.scale);
    expect(next.scale).toBeLessThanOrEqual(MAX_ZOOM);
    const markers = mapMarkers(shown, next, frame);
    expectSeparated(markers, frame);
    // Every place of the cluster is still on screen, alone or in a smaller cluster.
    for (const member of members) expect(markers.some((marker) => marker.members.includes(member))).toBe(true);
    let taps = 1;
    for (const marker of markers.filter((candidate) => candidate.members.length > 1)) {
      if (!marker.members.some((member) => members.includes(member))) continue;
      expect(marker.members.length).toBeLessThan(members.length);
      taps = Math.max(taps, 1 + tapsToSeparate(marker.members, shown, next, frame));
    }
    return taps;
  }

  it("in every region, with and without cities, at both widths: each cluster's places end up alone, all in view", () => {
    for (const frame of FRAMES) {
      for (const filters of FILTERS) {
        const shown = visiblePins(pins, filters);
        const view = regionView(filters);
        for (const marker of mapMarkers(shown, view, frame).filter((candidate) => candidate.members.length > 1)) {
          expect(tapsToSeparate(marker.members, shown, view, frame)).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it("a cluster whose places fit apart on screen separates in one tap", () => {
    // Two places a few pixels apart in the world view, with room to spare once zoomed.
    const shown = visiblePins(pins, { region: ALL_REGIONS, showCities: false });
    const frame = FRAMES[1]!;
    for (const marker of mapMarkers(shown, WORLD_VIEW, frame).filter((candidate) => candidate.members.length === 2)) {
      const markers = mapMarkers(shown, viewSeparating(marker.members, shown, WORLD_VIEW, frame), frame);
      for (const member of marker.members) {
        expect(markers.some((candidate) => candidate.members.length === 1 && candidate.members[0] === member)).toBe(
          true,
        );
      }
    }
  });

  it("a pin chosen from a link or the index is shown on its own, however crowded its region", () => {
    for (const frame of FRAMES) {
      for (const pin of pins) {
        const filters = { region: pin.region, showCities: true };
        const shown = visiblePins(pins, filters);
        const view = viewRevealing(pin, shown, regionView(filters), frame);
        const markers = mapMarkers(shown, view, frame);
        expect(markers.some((marker) => marker.members.length === 1 && marker.members[0] === pin)).toBe(true);
      }
    }
  });
});
