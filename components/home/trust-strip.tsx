import { ArrowRight } from "@/components/icons/glyphs";
import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import type { FeatureCard } from "@/lib/content/schemas";

type TrustItem = FeatureCard & { href?: string };

/**
 * Three promises straight under the hero: award-winning network, ATOL protection, 24/7 support. A promise
 * with a page of its own (ATOL → /booking-with-confidence/) links there by its title, across the whole item.
 */
export function TrustStrip({ items }: { items: readonly TrustItem[] }) {
  return (
    <section aria-label="Why book with us" className="border-b border-line bg-white">
      <ul className="container-luxe grid divide-y divide-line md:grid-cols-3 md:divide-x md:divide-y-0">
        {items.map((item) => (
          <li
            key={item.title}
            className="group relative flex items-center gap-5 py-7 md:justify-center md:px-6 md:py-10"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-gold/60 text-bronze">
              <Icon name={item.icon} className="h-6 w-6" />
            </span>
            <div>
              <p className="font-display text-[1.4rem] leading-tight font-medium text-navy">
                {item.href ? (
                  <Link
                    href={item.href}
                    className="inline-flex items-center gap-2 underline decoration-gold/70 decoration-1 underline-offset-4 group-hover:decoration-bronze after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-[-4px] focus-visible:after:outline-bronze"
                  >
                    {item.title}
                    <ArrowRight className="size-4 text-bronze transition-transform duration-300 ease-luxe group-hover:translate-x-1" />
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="mt-1 text-sm leading-snug text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
