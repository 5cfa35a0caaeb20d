import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/icons/glyphs";
import { ButtonLink } from "@/components/ui/button-link";
import { SaveButton } from "@/components/shortlist/shortlist-controls";
import { RemoteImage } from "@/components/ui/remote-image";
import { SectionHeading } from "@/components/ui/section-heading";
import { fallbackImageFor } from "@/lib/images";
import type { Cta, SectionHeading as Heading } from "@/lib/content/page-schemas";
import { normalisePath } from "@/lib/seo/paths";
import type { ContentImage } from "@/lib/content/schemas";

export type DestinationCard = {
  slug: string;
  name: string;
  country: string;
  description: string;
  image: ContentImage;
  region?: string;
  /** The destination's own guide, which the card's Save button puts on the shortlist. */
  href: string;
};

// Three across, then two wider cards beneath: a six-column grid with spans of 2, 2, 2, 3, 3.
const LAYOUT = [
  "lg:col-span-2 lg:aspect-[4/5]",
  "lg:col-span-2 lg:aspect-[4/5]",
  "lg:col-span-2 lg:aspect-[4/5]",
  "lg:col-span-3 lg:aspect-[16/10]",
  "lg:col-span-3 lg:aspect-[16/10]",
];

/** The five Exclusive Destinations, each opening its own page, and the way to a consultation. */
export function ExclusiveDestinations({
  heading,
  cards,
  button,
}: {
  heading: Heading;
  cards: readonly DestinationCard[];
  button: Cta;
}) {
  return (
    <section aria-labelledby="destinations-heading" className="bg-navy-deep py-24 text-white md:py-32">
      <div className="container-luxe">
        <SectionHeading
          id="destinations-heading"
          eyebrow={heading.eyebrow}
          title={heading.heading}
          intro={heading.intro}
          tone="light"
        />
        <ul className="mt-14 grid gap-5 md:mt-16 md:grid-cols-2 lg:grid-cols-6 lg:gap-6">
          {cards.map((card, index) => (
            <li
              key={card.slug}
              data-destination-card={card.slug}
              className={`${LAYOUT[index] ?? "lg:col-span-2"} relative aspect-[4/5] ${
                index === cards.length - 1 && cards.length % 2 === 1 ? "md:col-span-2 md:aspect-[16/9]" : ""
              }`}
            >
              <Link
                href={normalisePath(card.href)}
                className="group absolute inset-0 isolate flex flex-col justify-end overflow-hidden rounded-sm p-7 lg:p-9"
              >
                <RemoteImage
                  src={card.image.src}
                  fallback={fallbackImageFor(card.region)}
                  alt=""
                  fill
                  sizes={
                    index < 3
                      ? "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                      : "(min-width: 768px) 50vw, 100vw"
                  }
                  className="-z-20 object-cover transition-transform duration-[1200ms] ease-luxe group-hover:scale-105 motion-reduce:transition-none"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-linear-to-t from-navy-deep/95 from-15% via-navy-deep/70 via-60% to-navy-deep/10"
                />
                {card.country !== card.name ? <span className="eyebrow text-gold-light">{card.country}</span> : null}
                <h3 className="mt-3 text-[2.1rem] leading-none text-white lg:text-[2.4rem]">{card.name}</h3>
                <p className="mt-4 line-clamp-3 max-w-md text-[0.9375rem] leading-relaxed text-white/80">
                  {card.description}
                </p>
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-light">
                  Explore {card.name}
                  <ArrowRight className="h-4 w-4 transition-transform duration-300 group-hover:translate-x-1" />
                </span>
              </Link>
              <SaveButton slug={card.slug} name={card.name} className="absolute top-4 right-4 z-10" />
            </li>
          ))}
        </ul>
        <div className="mt-14 flex justify-center">
          <ButtonLink href={button.href}>{button.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
