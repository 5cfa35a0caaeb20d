import type { MapPin } from "@/lib/map";
import styles from "./world-map.module.css";

type MapPinButtonProps = {
  pin: MapPin;
  /** Where it sits, in percent of the visible map. */
  x: number;
  y: number;
  selected: boolean;
  highlighted: boolean;
  panelId: string;
  onSelect: (pin: MapPin) => void;
  onHighlight: (id: number | null) => void;
  register: (id: number, element: HTMLButtonElement | null) => void;
};

/**
 * One pin: a button named after its destination, placed in percent of the map so it stays on its country
 * at any width. Its name shows beside it on hover, focus or selection.
 */
export function MapPinButton({
  pin,
  x,
  y,
  selected,
  highlighted,
  panelId,
  onSelect,
  onHighlight,
  register,
}: MapPinButtonProps) {
  return (
    <button
      ref={(element) => register(pin.id, element)}
      type="button"
      className={styles.pin}
      style={{ left: `${x}%`, top: `${y}%` }}
      aria-expanded={selected}
      aria-controls={selected ? panelId : undefined}
      data-pin={pin.slug}
      data-city={pin.city ? "" : undefined}
      data-highlighted={highlighted ? "true" : undefined}
      data-active={selected || highlighted ? "" : undefined}
      data-label={x > 78 ? "left" : undefined}
      onClick={() => onSelect(pin)}
      onMouseEnter={() => onHighlight(pin.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(pin.id)}
      onBlur={() => onHighlight(null)}
    >
      <span aria-hidden="true" className={styles.ring} />
      <span aria-hidden="true" className={styles.dot} />
      <span className={styles.label}>{pin.name}</span>
    </button>
  );
}
