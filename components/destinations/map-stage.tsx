import type { CSSProperties, ReactNode, Ref } from "react";
import { MapClusterButton } from "@/components/destinations/map-cluster";
import { MapPinButton } from "@/components/destinations/map-pin";
import { fillLabel } from "@/lib/content/labels";
import type { MapPin, MapView, RegionFilter } from "@/lib/map";
import type { Marker } from "@/lib/map/clusters";
import styles from "./world-map.module.css";

type MapStageProps = {
  stageRef: Ref<HTMLDivElement>;
  label: string;
  /** A cluster's accessible name, with {count} and {names} to fill in. */
  clusterLabel: string;
  region: RegionFilter;
  view: MapView;
  /** The artwork's viewBox size: the stage keeps its aspect ratio and zooms in its units. */
  size: { width: number; height: number };
  /** The pins as they stand at this size and zoom: each on its own, or merged into clusters. */
  markers: readonly Marker<MapPin>[];
  /** Whether the markers were clustered at the measured size (not yet in the server's HTML). */
  measured: boolean;
  selectedId: number | null;
  highlightedId: number | null;
  panelId: string;
  onSelect: (pin: MapPin) => void;
  onZoom: (marker: Marker<MapPin>) => void;
  onHighlight: (id: number | null) => void;
  onEscape: () => void;
  register: (id: number, element: HTMLButtonElement | null) => void;
  /** The server-rendered artwork; it follows the view through CSS variables. */
  children: ReactNode;
};

/** The map itself: the artwork with the pins and clusters over it, zoomed to the current view. */
export function MapStage({
  stageRef,
  label,
  clusterLabel,
  region,
  view,
  size,
  markers,
  measured,
  selectedId,
  highlightedId,
  panelId,
  onSelect,
  onZoom,
  onHighlight,
  onEscape,
  register,
  children,
}: MapStageProps) {
  const style = {
    aspectRatio: `${size.width} / ${size.height}`,
    "--map-x": `${(-view.x / 100) * size.width * view.scale}px`,
    "--map-y": `${(-view.y / 100) * size.height * view.scale}px`,
    "--map-scale": String(view.scale),
    "--map-labels": view.scale > 1 ? "0" : "1",
  } as CSSProperties;

  return (
    <div
      ref={stageRef}
      role="group"
      aria-label={label}
      data-region={region}
      data-zoom={view.scale.toFixed(2)}
      data-measured={measured ? "" : undefined}
      className={`${styles.stage} relative scroll-mt-28 overflow-hidden rounded-2xl bg-navy-deep shadow-card ring-1 ring-navy/10`}
      style={style}
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscape();
      }}
    >
      {children}
      {markers.map((marker) => {
        const [pin] = marker.members;
        if (pin && marker.members.length === 1) {
          return (
            <MapPinButton
              key={pin.id}
              pin={pin}
              x={marker.x}
              y={marker.y}
              selected={pin.id === selectedId}
              highlighted={pin.id === highlightedId}
              panelId={panelId}
              onSelect={onSelect}
              onHighlight={onHighlight}
              register={register}
            />
          );
        }
        return (
          <MapClusterButton
            key={marker.members.map((member) => member.id).join("+")}
            marker={marker}
            label={fillLabel(clusterLabel, {
              count: marker.members.length,
              names: marker.members.map((member) => member.name).join(", "),
            })}
            active={marker.members.some((member) => member.id === selectedId || member.id === highlightedId)}
            onZoom={onZoom}
            register={register}
          />
        );
      })}
    </div>
  );
}
