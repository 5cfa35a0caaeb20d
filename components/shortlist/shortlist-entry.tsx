import { ArrowDown, ArrowUp, Close } from "@/components/icons/glyphs";
import { Link } from "@/components/ui/link";
import { fillLabel, splitLabel } from "@/lib/content/labels";
import type { ShortlistPage } from "@/lib/content/page-schemas";
import { formatPounds } from "@/lib/price";
import type { ShortlistItem } from "@/lib/shortlist/catalogue";

export type EntryAction = "up" | "down" | "remove";

type ShortlistEntryProps = {
  item: ShortlistItem;
  position: number;
  count: number;
  labels: ShortlistPage["labels"];
  onAction: (action: EntryAction) => void;
  /** Where the list keeps each control, so it can give focus back after a change. */
  controlRef: (action: EntryAction, element: HTMLButtonElement | null) => void;
};

const CONTROL =
  "inline-flex size-11 items-center justify-center rounded-full text-navy ring-1 ring-line transition-colors hover:bg-sand hover:ring-navy/30 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/** One saved idea: its photo, what it is, its figures and its controls (move up, move down, remove). */
export function ShortlistEntry({ item, position, count, labels, onAction, controlRef }: ShortlistEntryProps) {
  const { photo } = item;
  const figures = [
    item.nights ? fillLabel(labels.nights, { count: item.nights }) : undefined,
    item.priceFrom ? fillLabel(labels.from, { price: formatPounds(item.priceFrom) }) : undefined,
  ].filter(Boolean);
  const control = (action: EntryAction, label: string, disabled: boolean) => ({
    type: "button" as const,
    ref: (element: HTMLButtonElement | null) => controlRef(action, element),
    "aria-label": fillLabel(label, { name: item.title }),
    "aria-disabled": disabled || undefined,
    onClick: () => {
      if (!disabled) onAction(action);
    },
  });
  return (
    <article className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-line sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:gap-x-7 sm:p-5">
      <picture className="relative block aspect-[3/2] overflow-hidden rounded-xl bg-navy">
        {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} /> : null}
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          width={photo.width}
          height={photo.height}
          alt=""
          loading="lazy"
          decoding="async"
          data-fallback={photo.fallback}
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      <div>
        <p className="eyebrow text-bronze">
          <span className="font-display text-base tracking-normal text-navy normal-case">{position}.</span>{" "}
          {item.kind === "itinerary" ? labels.itinerary : labels.destination}
        </p>
        <h3 className="mt-1.5 font-display text-xl leading-tight text-navy sm:text-2xl">
          <Link href={item.path} className="underline decoration-gold/0 underline-offset-4 hover:decoration-gold">
            {item.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{item.eyebrow}</p>
        {figures.length ? <p className="mt-1 text-sm font-medium text-ink">{figures.join(" · ")}</p> : null}
      </div>
      <div className="col-span-2 flex items-center justify-end gap-2 border-t border-line pt-3 sm:col-span-1 sm:border-0 sm:pt-0">
        <button {...control("up", labels.moveUp, position === 1)} className={CONTROL}>
          <ArrowUp className="size-5" />
        </button>
        <button {...control("down", labels.moveDown, position === count)} className={CONTROL}>
          <ArrowDown className="size-5" />
        </button>
        <button
          {...control("remove", labels.remove, false)}
          className={`${CONTROL} w-auto gap-1.5 px-4 text-sm font-semibold`}
        >
          <Close className="size-4" />
          <span aria-hidden="true">{splitLabel(labels.remove, "name")[0].trim()}</span>
        </button>
      </div>
    </article>
  );
}
