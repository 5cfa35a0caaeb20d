import type { MapPosition } from "@/lib/map/projection";
import type { MapDestination, Region } from "@/lib/content/schemas";

/*
 * lib/map/: the world map on /destinations/ and the route maps of the itineraries.
 * - index.ts (this file): the pins and the map's filter rules, shared by the widget and its tests. Pure and
 *   free of d3: browser and build.
 * - clusters.ts: which pins merge into one marker at the map's rendered size, and the view a cluster zooms
 *   to. Pure: browser and build.
 * - projection.ts: the world map's one projection, with which the build places the land and the pins.
 *   Build only: d3-geo never reaches the browser (only its MapPosition type does).
 * - world-map.ts, route-map.ts: the land and the routes, drawn at build time into the static HTML as SVG.
 *   Build only (server-only).
 * A new map feature: its drawing goes beside world-map.ts (build time, plain SVG out), anything the visitor
 * can change goes here, and the widget (components/destinations/) receives both as props.
 */

/** Ids from 100 up are city pins, shown only when "Show Cities" is on. */
const FIRST_CITY_ID = 100;

export const ALL_REGIONS = "all";
export type RegionFilter = Region | typeof ALL_REGIONS;

export type MapFilters = { region: RegionFilter; showCities: boolean };

export const DEFAULT_FILTERS: MapFilters = { region: ALL_REGIONS, showCities: false };

/** A destination placed on the map, ready for the widget. */
export type MapPin = MapDestination &
  MapPosition & {
    city: boolean;
    /** The destination's own page, when it has one. */
    guidePath?: string;
  };

export function isCity(pin: { id: number }): boolean {
  return pin.id >= FIRST_CITY_ID;
}

export function isVisible(pin: { id: number; region: Region }, filters: MapFilters): boolean {
  if (isCity(pin) && !filters.showCities) return false;
  return filters.region === ALL_REGIONS || pin.region === filters.region;
}

export function visiblePins<T extends { id: number; region: Region }>(pins: readonly T[], filters: MapFilters): T[] {
  return pins.filter((pin) => isVisible(pin, filters));
}

/** Finds a pin by slug (any case) or numeric id, as the ?destination= parameter may carry either. */
export function findPin<T extends { id: number; slug: string }>(
  pins: readonly T[],
  key: string | null | undefined,
): T | undefined {
  const value = key?.trim().toLowerCase();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return pins.find((pin) => pin.id === Number(value));
  return pins.find((pin) => pin.slug === value);
}

/**
 * The filters to use so that `pin` can be seen: cities are switched on for a city, and a region filter
 * that hides the pin moves to the pin's own region. Filters that already show it are returned unchanged.
 */
export function filtersShowing(pin: { id: number; region: Region }, filters: MapFilters): MapFilters {
  if (isVisible(pin, filters)) return filters;
  return {
    region: filters.region === ALL_REGIONS || filters.region === pin.region ? filters.region : pin.region,
    showCities: filters.showCities || isCity(pin),
  };
}

/** The part of the map on show: its top-left corner in percent of the whole map, and the zoom. */
export type MapView = { x: number; y: number; scale: number };

export const WORLD_VIEW: MapView = { x: 0, y: 0, scale: 1 };

const VIEW_PADDING = { x: 5, y: 9 };
const MAX_SCALE = 3.5;

/**
 * The view that frames a set of pins (a region), zooming in as far as MAX_SCALE allows with room
 * around them. The map keeps its aspect ratio, so one scale applies to both axes.
 */
export function viewFraming(points: readonly MapPosition[]): MapView {
  if (points.length === 0) return WORLD_VIEW;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const scale = Math.max(
    1,
    Math.min(MAX_SCALE, 100 / (right - left + 2 * VIEW_PADDING.x), 100 / (bottom - top + 2 * VIEW_PADDING.y)),
  );
  return viewCentredOn({ x: (left + right) / 2, y: (top + bottom) / 2 }, scale);
}

/** The view at `scale` whose centre is as near `centre` as the map's edges allow. */
export function viewCentredOn(centre: MapPosition, scale: number): MapView {
  const span = 100 / scale;
  const clamp = (value: number) => Math.min(Math.max(value, 0), 100 - span);
  return { x: clamp(centre.x - span / 2), y: clamp(centre.y - span / 2), scale };
}

/** Where a pin appears inside the current view, in percent of the visible map. */
export function positionInView(point: MapPosition, view: MapView): MapPosition {
  return { x: (point.x - view.x) * view.scale, y: (point.y - view.y) * view.scale };
}
