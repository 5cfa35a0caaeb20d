import "server-only";
import { geoGraticule, geoPath, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";
import { feature, merge, mesh } from "topojson-client";
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-110m.json";
import { mapProjection } from "@/lib/map/projection";

/*
 * The world map's artwork, drawn at build time into the static HTML: Natural Earth 1:110m countries
 * (world-atlas), projected with the map's projection and written as compact SVG paths (whole-unit
 * coordinates, relative moves, no repeated points), so the land weighs tens of kilobytes, not hundreds.
 */

type CountryProperties = { name: string };
type CountryGeometry = Polygon<CountryProperties> | MultiPolygon<CountryProperties>;
// world-atlas's countries object holds only polygons and multipolygons, each named.
const topology = atlas as unknown as Topology<{ countries: GeometryCollection<CountryProperties> }>;
const countries = topology.objects.countries;
const countryGeometries = countries.geometries as CountryGeometry[];

/**
 * A d3-geo path context that writes short SVG path data: absolute `M` for each ring, then relative
 * whole-unit steps. Rings that collapse to fewer than three points at this precision are dropped.
 */
class CompactPathContext {
  private out: string[] = [];
  private ring: string[] = [];
  private points = 0;
  private lastX = 0;
  private lastY = 0;

  moveTo(x: number, y: number) {
    this.flush(false);
    this.lastX = Math.round(x);
    this.lastY = Math.round(y);
    this.ring = [`M${this.lastX} ${this.lastY}`];
    this.points = 1;
  }

  lineTo(x: number, y: number) {
    const rx = Math.round(x);
    const ry = Math.round(y);
    const dx = rx - this.lastX;
    const dy = ry - this.lastY;
    if (dx === 0 && dy === 0) return;
    const step = `${dx}${dy < 0 ? "" : " "}${dy}`;
    this.ring.push(this.points === 1 ? `l${step}` : `${dx < 0 ? "" : " "}${step}`);
    this.lastX = rx;
    this.lastY = ry;
    this.points += 1;
  }

  closePath() {
    this.flush(true);
  }

  arc() {
    // Only points use arcs, and the map draws no point geometries.
  }

  result(): string {
    this.flush(false);
    return this.out.join("");
  }

  private flush(closed: boolean) {
    if (this.points >= (closed ? 3 : 2)) this.out.push(this.ring.join("") + (closed ? "z" : ""));
    this.ring = [];
    this.points = 0;
  }
}

/** SVG path data for any GeoJSON object, with a projection (the world map's by default), compactly encoded. */
export function compactPath(object: GeoPermissibleObjects, projection: GeoProjection = mapProjection()): string {
  const context = new CompactPathContext();
  geoPath(projection, context as unknown as CanvasRenderingContext2D)(object);
  return context.result();
}

let land: ReturnType<typeof merge> | undefined;
let borders: ReturnType<typeof mesh> | undefined;

/** Every country as one shape, and the borders between them: for maps drawn with other projections. */
export function landAndBorders() {
  land ??= merge(topology, countryGeometries);
  borders ??= mesh(topology, countries, (a, b) => a !== b);
  return { land, borders };
}

export type WorldMapArt = {
  /** The outline of the globe (the sea). */
  sphere: string;
  /** Lines of latitude and longitude every 30°. */
  graticule: string;
  /** The equator and the two tropics, drawn finer than the graticule. */
  parallels: string;
  /** Every country as one shape. */
  land: string;
  /** Borders between countries, each drawn once. */
  borders: string;
};

let art: WorldMapArt | undefined;

export function worldMapArt(): WorldMapArt {
  art ??= {
    sphere: compactPath({ type: "Sphere" }),
    graticule: compactPath(geoGraticule().step([30, 30]).precision(5)()),
    parallels: compactPath({
      type: "MultiLineString",
      coordinates: [0, 23.44, -23.44].map((latitude) =>
        Array.from({ length: 73 }, (_, index) => [-180 + index * 5, latitude]),
      ),
    }),
    land: compactPath(landAndBorders().land),
    borders: compactPath(landAndBorders().borders),
  };
  return art;
}

/** One country's outline as drawn on the map (for tests: a pin must land inside its country). */
export function countryFeature(name: string) {
  const geometry = countryGeometries.find((candidate) => candidate.properties?.name === name);
  return geometry ? feature(topology, geometry) : undefined;
}
