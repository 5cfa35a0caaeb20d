import { fillLabel } from "@/lib/content/labels";
import type { MapLabels } from "@/lib/content/page-schemas";

/** Under the map: how many pins are showing (announced as it changes) and the key to the two kinds. */
export function MapKey({ count, labels }: { count: number; labels: MapLabels }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-x-8 gap-y-3 text-sm text-muted">
      <p role="status">{fillLabel(labels.count, { count })}</p>
      <p className="sr-only">{labels.legend.label}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-gold ring-2 ring-navy-deep" />
          {labels.legend.country}
        </li>
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-2 rounded-full bg-ivory ring-2 ring-gold" />
          {labels.legend.city}
        </li>
      </ul>
    </div>
  );
}
