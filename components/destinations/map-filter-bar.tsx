import { ZoomOut } from "@/components/icons/glyphs";
import { ALL_REGIONS, type MapFilters, type RegionFilter } from "@/lib/map";
import type { MapLabels } from "@/lib/content/page-schemas";
import type { Region } from "@/lib/content/schemas";

type MapFilterBarProps = {
  regions: readonly Region[];
  filters: MapFilters;
  labels: MapLabels;
  onChange: (filters: MapFilters) => void;
  /** Set while a cluster's zoom is on: the button back to the region's view. */
  onZoomOut: (() => void) | null;
};

/**
 * Region chips (native radios: arrow keys move between them), the Show Cities switch, and before it Zoom out
 * while a cluster's zoom is on (hidden, not removed, otherwise: its place is kept, so nothing moves when it
 * shows).
 */
export function MapFilterBar({ regions, filters, labels, onChange, onZoomOut }: MapFilterBarProps) {
  const options: { value: RegionFilter; label: string }[] = [
    { value: ALL_REGIONS, label: labels.allRegions },
    ...regions.map((region) => ({ value: region, label: region })),
  ];
  return (
    <div data-needs-js="" className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="min-w-0">
        <legend className="eyebrow text-bronze">{labels.regionLegend}</legend>
        {/* One scrolling row on phones, wrapped rows from the small breakpoint. */}
        <div className="-mx-5 mt-3 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {options.map((option) => (
            <label
              key={option.value}
              className={[
                "relative shrink-0 cursor-pointer rounded-full border px-4 py-2 text-sm whitespace-nowrap select-none",
                "transition-colors duration-300 ease-luxe",
                "border-navy/20 text-navy hover:border-navy/60",
                "has-checked:border-navy has-checked:bg-navy has-checked:text-ivory",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-bronze",
              ].join(" ")}
            >
              <input
                type="radio"
                name="map-region"
                value={option.value}
                checked={filters.region === option.value}
                onChange={() => onChange({ ...filters, region: option.value })}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex shrink-0 items-center justify-between gap-4 lg:justify-end">
        <button
          type="button"
          onClick={onZoomOut ?? undefined}
          disabled={!onZoomOut}
          aria-hidden={onZoomOut ? undefined : true}
          className={[
            "inline-flex min-h-11 items-center gap-2 rounded-full border border-navy/20 px-4 text-sm font-medium",
            "text-navy transition-colors duration-300 ease-luxe hover:border-navy/60",
            onZoomOut ? "" : "invisible",
          ].join(" ")}
        >
          <ZoomOut className="size-4" />
          {labels.zoomOut}
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={filters.showCities}
          onClick={() => onChange({ ...filters, showCities: !filters.showCities })}
          className="group inline-flex min-h-11 items-center gap-3 rounded-full pr-1 text-sm font-medium text-navy"
        >
          <span
            aria-hidden="true"
            className="relative h-6 w-11 rounded-full bg-stone ring-1 ring-navy/25 transition-colors duration-300 group-aria-checked:bg-navy group-aria-checked:ring-navy"
          >
            <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-300 ease-luxe group-aria-checked:translate-x-5" />
          </span>
          {labels.showCities}
        </button>
      </div>
    </div>
  );
}
