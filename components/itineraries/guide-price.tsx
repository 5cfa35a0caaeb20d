import { ButtonLink } from "@/components/ui/button-link";
import { CheckList } from "@/components/ui/check-list";
import { fillLabel } from "@/lib/content/labels";
import type { ItinerariesPage } from "@/lib/content/page-schemas";
import { formatCheckedDate, formatPounds } from "@/lib/price";
import type { Itinerary } from "@/lib/content/schemas";

type GuidePriceProps = {
  price: Itinerary["price"];
  copy: ItinerariesPage["price"];
  enquire: { href: string; label: string };
};

/**
 * The guide price as UK advertising rules expect it: "from £X per person" with every compulsory charge in,
 * its basis, what is and is not included, the date it was checked and that prices change.
 */
export function GuidePrice({ price, copy, enquire }: GuidePriceProps) {
  return (
    <section className="py-16 md:py-24" aria-labelledby="guide-price-heading">
      <div className="container-luxe">
        <div className="mx-auto max-w-5xl rounded-3xl bg-white p-8 shadow-card ring-1 ring-line sm:p-12">
          <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:gap-14">
            <div>
              <h2 id="guide-price-heading" className="font-sans eyebrow text-bronze">
                {copy.heading}
              </h2>
              <p className="mt-4 font-display text-4xl leading-tight text-navy sm:text-5xl">
                {fillLabel(copy.from, { price: formatPounds(price.from) })}
              </p>
              <p className="mt-5 leading-relaxed text-ink">
                <span className="font-semibold">{copy.basisLabel}</span> {price.basis}.
              </p>
              <p className="mt-4 text-sm text-muted">
                {fillLabel(copy.checked, { date: formatCheckedDate(price.checked) })}
              </p>
              <p className="mt-2 text-sm text-muted">{copy.changes}</p>
              <ButtonLink href={enquire.href} variant="dark" className="mt-8">
                {enquire.label}
              </ButtonLink>
            </div>
            <div className="grid gap-8 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
              <div>
                <h3 className="font-display text-xl text-navy">{copy.includes}</h3>
                <div className="mt-4">
                  <CheckList items={price.includes} size="sm" />
                </div>
              </div>
              <div>
                <h3 className="font-display text-xl text-navy">{copy.excludes}</h3>
                <ul className="mt-4 space-y-3 text-sm leading-relaxed text-ink/85">
                  {price.excludes.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span aria-hidden="true" className="mt-2.5 h-px w-3 shrink-0 bg-bronze" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
