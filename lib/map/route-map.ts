import "server-only";
import { geoMercator } from "d3-geo";
import { compactPath, landAndBorders } from "@/lib/map/world-map";

/*
 * An itinerary's route, drawn at build time like the world map: Natural Earth land projected around the
 * journey's places, the route as a line between them and a numbered point for each place. The page ships
 * it as plain SVG, so no map library or tile server is involved.
 */

export const ROUTE_WIDTH = 800;
export const ROUTE_HEIGHT = 520;
const PADDING = 70;
/** The smallest stretch of the globe a route map shows, in degrees, so a short hop still has a coastline. */
const MIN_SPAN = 2;
/** How far apart two labels' baselines must be before they read as separate lines. */
const LABEL_GAP = 28;

type Stop = { place: string; latitude: number; longitude: number };

export type RouteMap = {
  land: string;
  borders: string;
  /** The route, place to place, as an SVG path of gentle arcs. */
  route: string;
  /** Each place once, in the order the journey first reaches it. */
  points: { number: number; place: string; x: number; y: number; labelLeft: boolean; labelDy: number }[];
};

export function routeMap(stops: readonly Stop[]): RouteMap {
  const places: Stop[] = [];
  for (const stop of stops) if (!places.some((place) => place.place === stop.place)) places.push(stop);

  // Frame the places, widened to the minimum span around their centre.
  const lats = places.map((place) => place.latitude);
  const lons = places.map((place) => place.longitude);
  const centre = [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2] as const;
  const halfLon = Math.max((Math.max(...lons) - Math.min(...lons)) / 2, MIN_SPAN / 2);
  const halfLat = Math.max((Math.max(...lats) - Math.min(...lats)) / 2, MIN_SPAN / 3);
  const frame = {
    type: "MultiPoint" as const,
    coordinates: [
      [centre[0] - halfLon, centre[1] - halfLat],
      [centre[0] + halfLon, centre[1] + halfLat],
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [ROUTE_WIDTH - PADDING, ROUTE_HEIGHT - PADDING],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [ROUTE_WIDTH, ROUTE_HEIGHT],
    ]);

  const xy = (stop: Stop) => {
    const point = projection([stop.longitude, stop.latitude]);
    if (!point) throw new Error(`Cannot project ${stop.place}`);
    return { x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 };
  };

  // The route visits places in day order; a stay of several entries in one place is one point.
  const legs: { x: number; y: number }[] = [];
  let previous: string | undefined;
  for (const stop of stops) {
    if (stop.place !== previous) legs.push(xy(stop));
    previous = stop.place;
  }
  const route = legs
    .map((point, index) => {
      if (index === 0) return `M${point.x} ${point.y}`;
      const from = legs[index - 1]!;
      // A gentle arc: the control point sits off the leg's midpoint, to one side.
      const mx = (from.x + point.x) / 2 - (point.y - from.y) * 0.15;
      const my = (from.y + point.y) / 2 + (point.x - from.x) * 0.15;
      return `Q${Math.round(mx)} ${Math.round(my)} ${point.x} ${point.y}`;
    })
    .join("");

  const { land, borders } = landAndBorders();
  return {
    land: compactPath(land, projection),
    borders: compactPath(borders, projection),
    route,
    points: placeLabels(
      places.map((place, index) => {
        const { x, y } = xy(place);
        return { number: index + 1, place: place.place, x, y, labelLeft: x > ROUTE_WIDTH * 0.62, labelDy: 0 };
      }),
    ),
  };
}

/**
 * Nudges labels apart: places a few miles from each other (two islands of one atoll) would print their
 * names on top of each other, so a label that would overlap one already placed moves down a line.
 */
function placeLabels(points: RouteMap["points"]): RouteMap["points"] {
  const placed: { x: number; y: number; left: boolean }[] = [];
  return points.map((point) => {
    let y = point.y;
    while (
      placed.some(
        (other) =>
          other.left === point.labelLeft && Math.abs(other.x - point.x) < 200 && Math.abs(other.y - y) < LABEL_GAP,
      )
    ) {
      y += LABEL_GAP;
    }
    placed.push({ x: point.x, y, left: point.labelLeft });
    return { ...point, labelDy: Math.round(y - point.y) };
  });
}
