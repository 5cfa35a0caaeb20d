import { Link } from "@/components/ui/link";
import type { KeyboardEvent, Ref } from "react";
import { Close } from "@/components/icons/glyphs";
import { ButtonLink } from "@/components/ui/button-link";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";
import { fillLabel } from "@/lib/content/labels";
import type { MapPin } from "@/lib/map";
import type { MapLabels } from "@/lib/content/page-schemas";

type MapDetailsPanelProps = {
  id: string;
  pin: MapPin;
  labels: MapLabels;
  /** Which side of the map the panel covers on wide screens: the side away from the pin. */
  side: "left" | "right";
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
};

/** The details every destination carries, in the order the panel and the no-script directory list them. */
export const DESTINATION_FIELDS = ["bestTimeToVisit", "keyAttraction", "cuisine", "accommodation", "idealFor"] as const;

/** Every field of the selected destination. Close (or Escape) clears the selection. */
export function MapDetailsPanel({ id, pin, labels, side, headingRef, onClose }: MapDetailsPanelProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      onKeyDown={onKeyDown}
      data-side={side}
      className={[
        "relative mt-5 overflow-hidden rounded-2xl bg-ivory shadow-card ring-1 ring-line",
        "transition-[opacity,translate] duration-500 ease-luxe starting:translate-y-3 starting:opacity-0",
        "lg:absolute lg:top-4 lg:bottom-4 lg:z-40 lg:mt-0 lg:w-[23rem] lg:overflow-y-auto lg:overscroll-contain",
        side === "left" ? "lg:left-4" : "lg:right-4",
      ].join(" ")}
    >
      <div className="relative aspect-[16/9] bg-navy">
        <RemoteImage
          key={pin.id}
          src={pin.image.src}
          fallback={fallbackImageFor(pin.region)}
          alt={pin.image.alt}
          fill
          sizes="(min-width: 1024px) 23rem, (min-width: 768px) 90vw, 100vw"
          className="object-cover"
        />
      </div>
      <button
        type="button"
        onClick={onClose}
        className={[
          "absolute top-3 right-3 inline-flex min-h-10 items-center gap-1.5 rounded-full bg-ivory/95 px-3.5",
          "text-xs font-semibold tracking-wide text-navy shadow-card transition-colors hover:bg-white",
        ].join(" ")}
      >
        <Close className="size-4" />
        {labels.close}
      </button>
      <div className="p-6 sm:p-7">
        <p className="eyebrow text-bronze">
          {pin.region}
          {pin.city ? ` · ${labels.cityTag}` : null}
        </p>
        <h3
          ref={headingRef}
          id={`${id}-heading`}
          tabIndex={-1}
          className="mt-2 text-[2rem] leading-tight text-navy outline-none"
        >
          {pin.name}
        </h3>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink/85">{pin.description}</p>
        <dl className="mt-6 divide-y divide-line border-y border-line">
          {DESTINATION_FIELDS.map((field) => (
            <div key={field} className="py-3.5">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.18em] text-bronze uppercase">
                {labels.fields[field]}
              </dt>
              <dd className="mt-1.5 text-sm leading-relaxed text-ink/85">{pin[field]}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col items-start gap-4">
          <ButtonLink href={labels.plan.href} variant="dark">
            {fillLabel(labels.plan.label, { name: pin.name })}
          </ButtonLink>
          {pin.guidePath ? (
            <Link
              href={pin.guidePath}
              className="text-sm font-medium text-ocean underline decoration-gold underline-offset-4 transition-colors hover:text-bronze"
            >
              {fillLabel(labels.guide, { name: pin.name })}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
