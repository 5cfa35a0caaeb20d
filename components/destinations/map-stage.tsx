import type { CSSProperties, ReactNode, Ref } from "react";
import { MapPinButton } from "@/components/destinations/map-pin";
import type { MapPin, MapView, RegionFilter } from "@/lib/map";

type MapStageProps = {
  stageRef: Ref<HTMLDivElement>;
  label: string;
  region: RegionFilter;
  view: MapView;
  /** The artwork's viewBox size: the stage keeps its aspect ratio and zooms in its units. */
  size: { width: number; height: number };
  pins: readonly MapPin[];
  selectedId: number | null;
  highlightedId: number | null;
  panelId: string;
  onSelect: (pin: MapPin) => void;
  onHighlight: (id: number | null) => void;
  onEscape: () => void;
  register: (id: number, element: HTMLButtonElement | null) => void;
  /** The server-rendered artwork; it follows the view through CSS variables. */
  children: ReactNode;
};

/** The map itself: the artwork with the pins over it, zoomed to the current view. */
export function MapStage({
  stageRef,
  label,
  region,
  view,
  size,
  pins,
  selectedId,
  highlightedId,
  panelId,
  onSelect,
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
      className="relative scroll-mt-28 overflow-hidden rounded-2xl bg-navy-deep shadow-card ring-1 ring-navy/10"
      style={style}
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscape();
      }}
    >
      {children}
      {pins.map((pin) => (
        <MapPinButton
          key={pin.id}
          pin={pin}
          view={view}
          selected={pin.id === selectedId}
          highlighted={pin.id === highlightedId}
          panelId={panelId}
          onSelect={onSelect}
          onHighlight={onHighlight}
          register={register}
        />
      ))}
    </div>
  );
}
