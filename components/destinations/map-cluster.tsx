import type { MapPin } from "@/lib/map";
import type { Marker } from "@/lib/map/clusters";
import styles from "./world-map.module.css";

type MapClusterButtonProps = {
  marker: Marker<MapPin>;
  /** Its accessible name: how many places, which, and that it zooms in. */
  label: string;
  /** A pin inside it is selected or highlighted (from the index). */
  active: boolean;
  onZoom: (marker: Marker<MapPin>) => void;
  register: (id: number, element: HTMLButtonElement | null) => void;
};

/**
 * Pins too close to tell apart at this size and zoom, as one marker with their count. It stands in for each
 * of them (focus returns to it for any of its places), and activating it zooms in until they separate.
 */
export function MapClusterButton({ marker, label, active, onZoom, register }: MapClusterButtonProps) {
  const names = marker.members.map((pin) => pin.name).join(", ");
  return (
    <button
      ref={(element) => {
        for (const pin of marker.members) register(pin.id, element);
      }}
      type="button"
      className={`${styles.pin} ${styles.cluster}`}
      style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
      aria-label={label}
      data-cluster=""
      data-pins={marker.members.map((pin) => pin.slug).join(" ")}
      data-active={active ? "" : undefined}
      data-label={marker.x > 70 ? "left" : undefined}
      onClick={() => onZoom(marker)}
    >
      <span aria-hidden="true" className={styles.ring} />
      <span aria-hidden="true" className={styles.count}>
        {marker.members.length}
      </span>
      <span aria-hidden="true" className={styles.label}>
        {names}
      </span>
    </button>
  );
}
