"use client";

import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DestinationIndex } from "@/components/destinations/destination-index";
import { MapDetailsPanel } from "@/components/destinations/map-details-panel";
import { MapFilterBar } from "@/components/destinations/map-filter-bar";
import { MapKey } from "@/components/destinations/map-key";
import { MapStage } from "@/components/destinations/map-stage";
import {
  ALL_REGIONS,
  DEFAULT_FILTERS,
  filtersShowing,
  findPin,
  isVisible,
  positionInView,
  viewFraming,
  visiblePins,
  WORLD_VIEW,
  type MapFilters,
  type MapPin,
  type MapView,
} from "@/lib/map";
import { QueryParam } from "@/components/ui/query-param";
import { mapMarkers, MIN_TARGET, viewRevealing, viewSeparating, type MapFrame, type Marker } from "@/lib/map/clusters";
import { useMeasured } from "@/lib/hooks";
import type { MapLabels } from "@/lib/content/page-schemas";
import type { Region } from "@/lib/content/schemas";

type WorldMapProps = {
  pins: readonly MapPin[];
  regions: readonly Region[];
  heading: string;
  intro: string;
  labels: MapLabels;
  index: { eyebrow?: string; heading: string; intro: string; noScriptIntro: string };
  /** The artwork's viewBox size: the stage keeps its aspect ratio and zooms in its units. */
  size: { width: number; height: number };
  /** The artwork, rendered on the server (components/destinations/world-map-art.tsx). */
  children: ReactNode;
};

const PANEL_ID = "map-destination";
const PARAM = "destination";

/**
 * How the panel takes focus when it opens: "focus" (from a pin: the browser brings it into view if it
 * must), "reveal" (from the index: the map scrolls into view first), or not at all (arrival by URL).
 */
type FocusRequest = "focus" | "reveal" | null;

/** The stage's rendered size, and the size of one target as the stylesheet sets it (--map-target). */
function measureStage(stage: HTMLElement): MapFrame {
  const { width, height } = stage.getBoundingClientRect();
  const target = Number.parseFloat(getComputedStyle(stage).getPropertyValue("--map-target"));
  return { width, height, target: target > 0 ? target : MIN_TARGET };
}

/** One cluster's zoom: the view, and the cluster's first place, whose marker takes focus on the way back. */
type ZoomStep = { view: MapView; first: number };

/**
 * Closer than the region's own view: the clusters zoomed into, one step each (Zoom out goes back a step), or
 * the zoom that shows a pin chosen from the index or a link on its own (worked out again as the map's size
 * or the pins change).
 */
type Zoom = { steps: readonly ZoomStep[] } | { reveal: number } | null;

/** Keeps ?destination= in step with the selection, so the address can be shared or reloaded. */
function writeParam(slug: string | null) {
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set(PARAM, slug);
  else url.searchParams.delete(PARAM);
  window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The interactive world map: region filter, Show Cities, pins, the details panel and the index. The
 * artwork and every pin are in the static HTML; this component only holds the state. Once the map has
 * been measured, pins too close for a finger merge into clusters (lib/map/clusters.ts), which zoom in.
 */
export function WorldMap({ pins, regions, heading, intro, labels, index, size, children }: WorldMapProps) {
  const [filters, setFilters] = useState<MapFilters>(DEFAULT_FILTERS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const pinElements = useRef(new Map<number, HTMLButtonElement>());
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const written = useRef<string | null>(null);
  const [zoom, setZoom] = useState<Zoom>(null);
  /** The pin whose marker takes focus once the markers change (after a zoom). */
  const focusAfterZoom = useRef<number | null>(null);
  const measured = useMeasured(stage, measureStage);

  const shown = useMemo(() => visiblePins(pins, filters), [pins, filters]);
  const regionView = useMemo(
    () =>
      filters.region === ALL_REGIONS ? WORLD_VIEW : viewFraming(pins.filter((pin) => pin.region === filters.region)),
    [pins, filters.region],
  );
  const selected = shown.find((pin) => pin.id === selectedId);
  const view = useMemo(() => {
    if (zoom && "steps" in zoom) return zoom.steps.at(-1)?.view ?? regionView;
    const revealed = zoom && shown.find((pin) => pin.id === zoom.reveal);
    return revealed && measured ? viewRevealing(revealed, shown, regionView, measured) : regionView;
  }, [zoom, shown, regionView, measured]);
  const markers = useMemo(() => mapMarkers(shown, view, measured), [shown, view, measured]);

  /**
   * Selects a pin. From a pin the filters stay as they are; from the index or a link (`frame`) the map
   * also zooms to the pin's region, and closer if a cluster holds it there, so it stands on its own.
   */
  const select = useCallback((pin: MapPin, focus: FocusRequest, scroll: boolean, frame: boolean) => {
    setFilters((current) =>
      frame ? { region: pin.region, showCities: current.showCities || pin.city } : filtersShowing(pin, current),
    );
    setSelectedId(pin.id);
    if (frame) setZoom({ reveal: pin.id });
    focusRequest.current = focus;
    written.current = pin.slug;
    writeParam(pin.slug);
    if (scroll) stage.current?.scrollIntoView({ block: "start" });
  }, []);

  const close = useCallback(() => {
    if (selectedId === null) return;
    setSelectedId(null);
    written.current = null;
    writeParam(null);
    pinElements.current.get(selectedId)?.focus();
  }, [selectedId]);

  const changeFilters = (next: MapFilters) => {
    setFilters(next);
    if (next.region !== filters.region) setZoom(null);
    if (selected && !isVisible(selected, next)) {
      setSelectedId(null);
      written.current = null;
      writeParam(null);
    }
  };

  const fromUrl = useCallback(
    (value: string | null) => {
      if (!value || value === written.current) return;
      const pin = findPin(pins, value);
      if (pin) select(pin, null, true, true);
    },
    [pins, select],
  );

  useEffect(() => {
    const request = focusRequest.current;
    if (!selected || !request) return;
    focusRequest.current = null;
    if (request === "reveal") stage.current?.scrollIntoView({ block: "start" });
    panelHeading.current?.focus({ preventScroll: request === "reveal" });
  }, [selected]);

  useEffect(() => {
    const id = focusAfterZoom.current;
    if (id === null) return;
    focusAfterZoom.current = null;
    pinElements.current.get(id)?.focus();
  }, [markers]);

  const steps = useMemo(() => (zoom && "steps" in zoom ? zoom.steps : []), [zoom]);

  /** A cluster zooms in until its places separate (or into smaller clusters); focus moves to the first place. */
  const zoomInto = useCallback(
    (marker: Marker<MapPin>) => {
      const [first] = marker.members;
      if (!measured || !first) return;
      focusAfterZoom.current = first.id;
      setZoom({ steps: [...steps, { view: viewSeparating(marker.members, shown, view, measured), first: first.id }] });
    },
    [measured, shown, view, steps],
  );

  /**
   * Back one cluster's zoom (from a pin chosen by link, back to the region's view). Focus stays with the place
   * it was on, or goes to the cluster just left, now drawn whole again.
   */
  const zoomed = view !== regionView;
  const zoomOut = useCallback(() => {
    if (!zoomed) return;
    const focused = [...pinElements.current].find(([, element]) => element === document.activeElement);
    focusAfterZoom.current = focused?.[0] ?? steps.at(-1)?.first ?? null;
    setZoom(steps.length > 1 ? { steps: steps.slice(0, -1) } : null);
  }, [zoomed, steps]);

  const register = useCallback((id: number, element: HTMLButtonElement | null) => {
    if (element) pinElements.current.set(id, element);
    else pinElements.current.delete(id);
  }, []);

  const highlight = useCallback((id: number | null) => setHighlightedId(id), []);
  const selectFromPin = useCallback((pin: MapPin) => select(pin, "focus", false, false), [select]);
  const selectFromIndex = useCallback((pin: MapPin) => select(pin, "reveal", false, true), [select]);

  return (
    <div>
      <Suspense fallback={null}>
        <QueryParam name={PARAM} onChange={fromUrl} />
      </Suspense>

      <div id="map" className="scroll-mt-28">
        <div className="mb-8 max-w-2xl">
          <h3 className="text-3xl text-navy">{heading}</h3>
          <p className="mt-2 text-muted">{intro}</p>
        </div>
        <MapFilterBar
          regions={regions}
          filters={filters}
          labels={labels}
          onChange={changeFilters}
          onZoomOut={zoomed ? zoomOut : null}
        />
      </div>

      <div className="relative mt-8">
        <MapStage
          stageRef={stage}
          label={labels.mapLabel}
          clusterLabel={labels.cluster}
          region={filters.region}
          view={view}
          size={size}
          markers={markers}
          measured={measured !== null}
          selectedId={selectedId}
          highlightedId={highlightedId}
          panelId={PANEL_ID}
          onSelect={selectFromPin}
          onZoom={zoomInto}
          onHighlight={highlight}
          onEscape={selected ? close : zoomOut}
          register={register}
        >
          {children}
        </MapStage>
        {selected ? (
          <MapDetailsPanel
            id={PANEL_ID}
            pin={selected}
            labels={labels}
            side={positionInView(selected, view).x > 50 ? "left" : "right"}
            headingRef={panelHeading}
            onClose={close}
          />
        ) : null}
      </div>
      <MapKey count={shown.length} labels={labels} />

      <DestinationIndex
        pins={pins}
        regions={regions}
        heading={index.heading}
        eyebrow={index.eyebrow}
        intro={index.intro}
        noScriptIntro={index.noScriptIntro}
        labels={labels}
        selectedId={selected?.id ?? null}
        onSelect={selectFromIndex}
        onHighlight={highlight}
      />
    </div>
  );
}
