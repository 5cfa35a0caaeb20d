import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/icons/glyphs";
import { Icon } from "@/components/icons/icon";
import { ButtonLink } from "@/components/ui/button-link";
import { RemoteImage } from "@/components/ui/remote-image";
import { SectionHeading } from "@/components/ui/section-heading";
import { fallbackImageFor } from "@/lib/images";
import type { Cta, SectionHeading as Heading } from "@/lib/content/page-schemas";
import { normalisePath } from "@/lib/seo/paths";
import type { ContentImage, IconName } from "@/lib/content/schemas";

export type SpecialismCard = {
  slug: string;
  title: string;
  description: string;
  image: ContentImage;
  icon: IconName;
  href: string;
};

/** The larger variant: a photograph per specialism, the words laid over it. */
export function SpecialismShowcase({ heading, cards }: { heading: Heading; cards: readonly SpecialismCard[] }) {
  return (
    <section aria-labelledby="specialisms-heading" className="bg-white py-24 md:py-32">
      <div className="container-luxe">
        <SectionHeading
          id="specialisms-heading"
          eyebrow={heading.eyebrow}
          title={heading.heading}
          intro={heading.intro}
        />
        <ul className="mt-12 grid grid-cols-2 gap-3 md:mt-16 md:gap-5 lg:grid-cols-3 lg:gap-6">
          {cards.map((card) => (
            <li key={card.slug}>
              <Link
                href={normalisePath(card.href)}
                data-specialism-card="showcase"
                className="group relative isolate flex aspect-[3/4] flex-col justify-end overflow-hidden rounded-sm bg-navy p-4 text-white sm:p-7 lg:aspect-[4/5] lg:p-9"
              >
                <RemoteImage
                  src={card.image.src}
                  fallback={fallbackImageFor()}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 33vw, 50vw"
                  className="-z-20 object-cover transition-transform duration-[1200ms] ease-luxe group-hover:scale-105 motion-reduce:transition-none"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-linear-to-t from-navy-deep/90 via-navy-deep/30 to-transparent"
                />
                <span className="flex h-9 w-9 items-center justify-center rounded-full border border-gold/60 bg-navy-deep/40 text-gold-light backdrop-blur-sm sm:h-11 sm:w-11">
                  <Icon name={card.icon} className="h-4 w-4 sm:h-5 sm:w-5" />
                </span>
                <h3 className="mt-4 text-[1.35rem] leading-[1.1] text-white sm:mt-5 sm:text-[2rem]">{card.title}</h3>
                <span className="mt-4 hidden items-center gap-2 text-sm font-semibold tracking-wide text-gold-light sm:inline-flex">
                  Discover
                  <ArrowRight className="h-4 w-4 transition-transform duration-300 group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The compact variant: an index of icon cards, then the way to every experience. */
export function SpecialismIndex({
  heading,
  cards,
  button,
}: {
  heading: Heading;
  cards: readonly SpecialismCard[];
  button: Cta;
}) {
  return (
    <section aria-labelledby="specialism-index-heading" className="bg-sand py-24 md:py-28">
      <div className="container-luxe">
        <SectionHeading
          id="specialism-index-heading"
          eyebrow={heading.eyebrow}
          title={heading.heading}
          intro={heading.intro}
          align="center"
        />
        <ol className="mt-14 grid border-t border-navy/15 md:grid-cols-2 md:gap-x-12 lg:gap-x-20">
          {cards.map((card, index) => (
            <li key={card.slug} className="border-b border-navy/15">
              <Link
                href={normalisePath(card.href)}
                data-specialism-card="compact"
                className="group grid grid-cols-[2.75rem_1fr_auto] items-baseline gap-x-4 py-7 md:py-9"
              >
                <span aria-hidden="true" className="font-display text-xl text-bronze tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-[1.6rem] leading-tight text-navy transition-colors group-hover:text-bronze md:text-[1.85rem]">
                    {card.title}
                  </h3>
                  <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{card.description}</p>
                </div>
                <ArrowRight className="h-5 w-5 self-center text-bronze transition-transform duration-300 group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex justify-center">
          <ButtonLink href={button.href} variant="dark">
            {button.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
