import { Icon } from "@/components/icons/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Philosophy } from "@/lib/content/page-schemas";

/** Three pillars: Expert Specialisms, Truly Bespoke Service, Trust & Protection. */
export function PhilosophySection({ eyebrow, heading, intro, pillars }: Philosophy) {
  return (
    <section aria-labelledby="philosophy-heading" className="bg-ivory py-24 md:py-32">
      <div className="container-luxe">
        <SectionHeading id="philosophy-heading" eyebrow={eyebrow} title={heading} intro={intro} align="center" />
        <ol className="mt-16 grid gap-12 md:mt-20 md:grid-cols-3 md:gap-10 lg:gap-16">
          {pillars.map((pillar, index) => (
            <li key={pillar.title} className="relative border-t border-gold/50 pt-8">
              <div className="flex items-center justify-between">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-navy text-gold-light">
                  <Icon name={pillar.icon} className="h-6 w-6" />
                </span>
                <span aria-hidden="true" className="font-display text-5xl leading-none font-medium text-bronze">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-7 text-[1.9rem] leading-tight text-navy">{pillar.title}</h3>
              <p className="mt-4 leading-relaxed text-muted">{pillar.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
