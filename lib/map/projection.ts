import { geoEqualEarth, type GeoProjection } from "d3-geo";

/*
 * The one projection of the world map (build time only: d3-geo never reaches the browser). The land
 * (lib/map/world-map.ts) and the pins are both placed with it, so a pin's x/y percentages put it on its
 * country whatever size the map is drawn at.
 */

/** Width of the map's SVG viewBox; the height follows from the projection's shape. */
export const MAP_WIDTH = 4000;
/** Room around the globe so its outline is never clipped. */
const MARGIN = 4;

const SPHERE = { type: "Sphere" } as const;

function buildProjection(): { projection: GeoProjection; height: number } {
  // Equal Earth keeps areas true (Africa is not dwarfed by Greenland) and reads as a modern atlas.
  const projection = geoEqualEarth().fitWidth(MAP_WIDTH - 2 * MARGIN, SPHERE);
  const [tx, ty] = projection.translate();
  projection.translate([tx + MARGIN, ty + MARGIN]);
  const [, bottom] = projection([0, -90]) ?? [0, 0];
  return { projection, height: Math.ceil(bottom + MARGIN) };
}

const built = buildProjection();

export const MAP_HEIGHT = built.height;

export function mapProjection(): GeoProjection {
  return built.projection;
}

export type MapPosition = {
  /** Percent of the map's width, from the left. */
  x: number;
  /** Percent of the map's height, from the top. */
  y: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/** Where a latitude/longitude lands on the map, in percent of its width and height. */
export function projectToPercent(latitude: number, longitude: number): MapPosition {
  const point = built.projection([longitude, latitude]);
  if (!point) throw new Error(`Cannot project ${latitude}, ${longitude}`);
  return { x: round((point[0] / MAP_WIDTH) * 100), y: round((point[1] / MAP_HEIGHT) * 100) };
}
