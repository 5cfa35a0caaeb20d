import { Icon } from "@/components/icons/icon";
import type { FeatureCard } from "@/lib/schemas";

/** Three promises straight under the hero: award-winning network, ATOL protection, 24/7 support. */
export function TrustStrip({ items }: { items: readonly FeatureCard[] }) {
  return (
    <section aria-label="Why book with us" className="border-b border-line bg-white">
      <ul className="container-luxe grid divide-y divide-line md:grid-cols-3 md:divide-x md:divide-y-0">
        {items.map((item) => (
          <li key={item.title} className="flex items-center gap-5 py-7 md:justify-center md:px-6 md:py-10">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-gold/60 text-bronze">
              <Icon name={item.icon} className="h-6 w-6" />
            </span>
            <div>
              <p className="font-display text-[1.4rem] leading-tight font-medium text-navy">{item.title}</p>
              <p className="mt-1 text-sm leading-snug text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
