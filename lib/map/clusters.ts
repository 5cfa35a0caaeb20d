import { positionInView, viewCentredOn, type MapView } from "@/lib/map";
import type { MapPosition } from "@/lib/map/projection";

/*
 * Pins that would overlap on screen merge into one marker with a count, so every target on the map is a
 * whole target (WCAG 2.2, 2.5.8: at least 24 CSS px, none overlapping another). The rule works in CSS
 * pixels of the map as rendered, so it follows the screen's width, the zoom and the filters. Pure: the
 * widget runs it in the browser, Jest runs it over the real pins.
 */

/** The map as rendered: its size and the size of one target (a pin or a cluster), in CSS pixels. */
export type MapFrame = { width: number; height: number; target: number };

/** One marker: a pin on its own or a cluster of pins, with where it sits. */
export type Marker<T> = { members: readonly T[]; x: number; y: number };

/** WCAG 2.2's minimum target (2.5.8), in CSS pixels: no pin or cluster is smaller. */
export const MIN_TARGET = 24;

/** Clear space kept between two targets, beyond their own size. */
export const TARGET_SPACING = 4;

/** How far the map may zoom in to separate a cluster's places. */
export const MAX_ZOOM = 16;

/** Each zoom a cluster tries is this much closer than the one before. */
const ZOOM_STEP = 1.25;

type Point = { x: number; y: number };

/** The larger of the two offsets: squares of side d whose centres are at least d apart this way never overlap. */
const distance = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

const mean = (points: readonly Point[], axis: keyof Point) =>
  points.reduce((sum, point) => sum + point[axis], 0) / points.length;

/**
 * Greedy clustering: while two markers are closer than `separation`, the closest two (the first such pair
 * on a tie) become one, at their members' mean position. Each merge removes a marker, so it ends, and it
 * ends only when every pair is at least `separation` apart. Members keep the input order, and markers the
 * order of their first member, so the keyboard meets them in the pins' own order.
 */
export function clusterPoints<T extends Point>(points: readonly T[], separation: number): Marker<T>[] {
  const markers = points.map((point, index) => ({ indices: [index], x: point.x, y: point.y }));
  const membersOf = (indices: readonly number[]) => indices.map((index) => points[index]!);
  for (;;) {
    let pair: [number, number] | undefined;
    let closest = separation;
    for (let i = 0; i < markers.length; i++) {
      for (let j = i + 1; j < markers.length; j++) {
        const apart = distance(markers[i]!, markers[j]!);
        if (apart < closest) [closest, pair] = [apart, [i, j]];
      }
    }
    if (!pair) return markers.map(({ indices, x, y }) => ({ members: membersOf(indices), x, y }));
    const [i, j] = pair;
    const indices = [...markers[i]!.indices, ...markers[j]!.indices].sort((a, b) => a - b);
    const members = membersOf(indices);
    markers.splice(j, 1);
    markers[i] = { indices, x: mean(members, "x"), y: mean(members, "y") };
  }
}

/**
 * The markers of `pins` in `view`, placed in percent of the visible map. Once the map has been measured,
 * pins closer than a target and its spacing merge, and pins outside the view are left out; before that (the
 * server's HTML, a browser without JavaScript) every pin is a marker of its own.
 */
export function mapMarkers<T extends MapPosition>(
  pins: readonly T[],
  view: MapView,
  frame: MapFrame | null,
): Marker<T>[] {
  const placed = pins.map((pin) => ({ pin, ...positionInView(pin, view) }));
  if (!frame || frame.width <= 0 || frame.height <= 0) {
    return placed.map(({ pin, x, y }) => ({ members: [pin], x, y }));
  }
  const onScreen = placed
    .filter(({ x, y }) => x >= 0 && x <= 100 && y >= 0 && y <= 100)
    .map(({ pin, x, y }) => ({ pin, x: (x / 100) * frame.width, y: (y / 100) * frame.height }));
  return clusterPoints(onScreen, frame.target + TARGET_SPACING).map(({ members, x, y }) => ({
    members: members.map((member) => member.pin),
    x: (x / frame.width) * 100,
    y: (y / frame.height) * 100,
  }));
}

/** True when every one of `members` is a marker of its own. */
function standAlone<T>(members: readonly T[], markers: readonly Marker<T>[]): boolean {
  return members.every((member) =>
    markers.some((marker) => marker.members.length === 1 && marker.members[0] === member),
  );
}

/**
 * The view a cluster zooms to, centred on its places: the least zoom, closer than the current one, at which
 * each place is a marker of its own while all of them stay in view. If no zoom does both, the closest that
 * still frames them all, where they form smaller clusters that each zoom further.
 */
export function viewSeparating<T extends MapPosition>(
  members: readonly T[],
  pins: readonly T[],
  view: MapView,
  frame: MapFrame,
): MapView {
  const xs = members.map((member) => member.x);
  const ys = members.map((member) => member.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const centre = { x: (left + right) / 2, y: (top + bottom) / 2 };
  // The largest zoom that keeps them all in view, with a target and its spacing to spare at each edge.
  const margin = 2 * (frame.target + TARGET_SPACING);
  const fit = Math.min(
    MAX_ZOOM,
    (frame.width - margin) / (((right - left) / 100) * frame.width),
    (frame.height - margin) / (((bottom - top) / 100) * frame.height),
  );
  const separates = (scale: number) => standAlone(members, mapMarkers(pins, viewCentredOn(centre, scale), frame));
  for (let scale = view.scale * ZOOM_STEP; scale <= fit; scale *= ZOOM_STEP) {
    // One step more, where it still separates them, gives the places room to breathe.
    if (separates(scale))
      return viewCentredOn(
        centre,
        scale * ZOOM_STEP <= fit && separates(scale * ZOOM_STEP) ? scale * ZOOM_STEP : scale,
      );
  }
  return viewCentredOn(centre, Math.min(MAX_ZOOM, Math.max(fit, view.scale * ZOOM_STEP)));
}

/**
 * The view in which `pin` is a marker of its own: from `view`, zooming in on the cluster that holds it, a
 * cluster at a time, as a visitor tapping them would. Each step zooms closer, up to MAX_ZOOM, so it ends.
 */
export function viewRevealing<T extends MapPosition>(
  pin: T,
  pins: readonly T[],
  view: MapView,
  frame: MapFrame,
): MapView {
  for (let current = view; ;) {
    const marker = mapMarkers(pins, current, frame).find((candidate) => candidate.members.includes(pin));
    if (!marker || marker.members.length === 1) return current;
    const next = viewSeparating(marker.members, pins, current, frame);
    if (next.scale <= current.scale) return current;
    current = next;
  }
}
