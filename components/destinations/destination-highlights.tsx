import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";
import { fillLabel } from "@/lib/content/labels";
import type { DestinationDetailPage } from "@/lib/content/page-schemas";

type DestinationHighlightsProps = {
  name: string;
  highlights: readonly string[];
  copy: DestinationDetailPage;
};

/** The five highlights, numbered like the plates of an atlas, entering one after another. */
export function DestinationHighlights({ name, highlights, copy }: DestinationHighlightsProps) {
  return (
    <section className="bg-sand/50 py-20 md:py-28">
      <div className="container-luxe">
        <SectionHeading eyebrow={copy.highlightsEyebrow} title={fillLabel(copy.highlightsHeading, { name })} />
        <ol className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-5">
          {highlights.map((highlight, index) => (
            <Reveal key={highlight} index={index} as="li" className="border-t border-gold/60 pt-6">
              <span aria-hidden="true" className="font-display text-4xl text-bronze">
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="mt-3 text-[1.0625rem] leading-relaxed text-ink/90">{highlight}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
