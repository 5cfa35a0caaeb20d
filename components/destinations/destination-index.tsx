import { DESTINATION_FIELDS } from "@/components/destinations/map-details-panel";
import { fillLabel, splitLabel } from "@/lib/content/labels";
import { normalisePath } from "@/lib/seo/paths";
import type { MapPin } from "@/lib/map";
import type { MapLabels } from "@/lib/content/page-schemas";
import type { Region } from "@/lib/content/schemas";
import styles from "./world-map.module.css";

type DestinationIndexProps = {
  pins: readonly MapPin[];
  regions: readonly Region[];
  heading: string;
  eyebrow?: string;
  intro: string;
  /** Replaces the intro without JavaScript, when the index lists every destination in full. */
  noScriptIntro: string;
  labels: MapLabels;
  selectedId: number | null;
  onSelect: (pin: MapPin) => void;
  onHighlight: (id: number | null) => void;
};

/**
 * Every pin as text, region by region: the map's content for anyone who cannot use the map (a small screen
 * where pins crowd, a screen reader). Choosing a name selects its pin. Without JavaScript the names cannot
 * open the details panel, so the served HTML carries, inside <noscript>, the whole directory instead: every
 * destination with all its details and a link onwards (its own guide, else the consultation).
 */
export function DestinationIndex({
  pins,
  regions,
  heading,
  eyebrow,
  intro,
  noScriptIntro,
  labels,
  selectedId,
  onSelect,
  onHighlight,
}: DestinationIndexProps) {
  const [before, after] = splitLabel(labels.showOnMap, "name");
  return (
    <div className="mt-16 grid gap-10 border-t border-line pt-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
      <div>
        {eyebrow ? <p className="eyebrow text-bronze">{eyebrow}</p> : null}
        <h3 className="mt-3 text-3xl text-navy">{heading}</h3>
        <p data-needs-js="" className="mt-3 text-sm leading-relaxed text-muted">
          {intro}
        </p>
        <noscript>
          <p className="mt-3 text-sm leading-relaxed text-muted">{noScriptIntro}</p>
        </noscript>
      </div>
      <div data-needs-js="" className="grid grid-cols-2 gap-x-6 gap-y-9 sm:grid-cols-3 xl:grid-cols-4">
        {regions.map((region) => (
          <div key={region}>
            <h4 className="border-b border-line pb-2 font-sans text-xs font-semibold tracking-[0.18em] text-bronze uppercase">
              {region}
            </h4>
            <ul className="mt-3 space-y-1">
              {pins
                .filter((pin) => pin.region === region)
                .map((pin) => (
                  <li key={pin.id}>
                    <button
                      type="button"
                      onClick={() => onSelect(pin)}
                      onMouseEnter={() => onHighlight(pin.id)}
                      onMouseLeave={() => onHighlight(null)}
                      onFocus={() => onHighlight(pin.id)}
                      onBlur={() => onHighlight(null)}
                      aria-current={pin.id === selectedId ? "true" : undefined}
                      className={styles.entry}
                    >
                      <span className="sr-only">{before}</span>
                      <span className={styles.entryName}>{pin.name}</span>
                      <span className="sr-only">{after}</span>
                      {pin.city ? (
                        <span aria-hidden="true" className={styles.entryTag}>
                          {labels.cityTag}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <noscript>
        <DestinationDirectory pins={pins} regions={regions} labels={labels} />
      </noscript>
    </div>
  );
}

function DestinationDirectory({ pins, regions, labels }: Pick<DestinationIndexProps, "pins" | "regions" | "labels">) {
  return (
    <div className={styles.directory}>
      {regions.map((region) => (
        <section key={region} aria-label={region}>
          <h4>{region}</h4>
          <ul>
            {pins
              .filter((pin) => pin.region === region)
              .map((pin) => (
                <li key={pin.id}>
                  <h5>
                    {pin.name}
                    {pin.city ? <span className={styles.entryTag}>{labels.cityTag}</span> : null}
                  </h5>
                  <p>{pin.description}</p>
                  <dl>
                    {DESTINATION_FIELDS.map((field) => (
                      <div key={field}>
                        <dt>{labels.fields[field]}: </dt>
                        <dd>{pin[field]}</dd>
                      </div>
                    ))}
                  </dl>
                  <a href={normalisePath(pin.guidePath ?? labels.plan.href)}>
                    {fillLabel(pin.guidePath ? labels.guide : labels.plan.label, { name: pin.name })}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
