import { SectionHeading } from "@/components/ui/section-heading";
import type { SectionHeading as Heading } from "@/lib/content/page-schemas";
import type { JourneyStep } from "@/lib/content/schemas";

/** The five steps from first call to welcome home: a timeline, across on wide screens, down on phones. */
export function JourneySteps({ heading, steps }: { heading: Heading; steps: readonly JourneyStep[] }) {
  return (
    <section aria-labelledby="journey-heading" className="bg-white py-24 md:py-32">
      <div className="container-luxe">
        <SectionHeading
          id="journey-heading"
          eyebrow={heading.eyebrow}
          title={heading.heading}
          intro={heading.intro}
          align="center"
        />
        <div className="relative mt-16 md:mt-20">
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-7 w-px bg-linear-to-b from-gold via-gold/60 to-gold/10 lg:top-7 lg:right-[10%] lg:bottom-auto lg:left-[10%] lg:h-px lg:w-auto lg:bg-linear-to-r"
          />
          <ol className="relative grid gap-10 lg:grid-cols-5 lg:gap-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative grid grid-cols-[3.5rem_1fr] gap-x-6 lg:block lg:text-center">
                <span className="relative flex h-14 w-14 items-center justify-center rounded-full border border-gold bg-white font-display text-xl text-bronze lg:mx-auto">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div className="pt-2 lg:pt-0">
                  <h3 className="text-[1.6rem] leading-tight text-navy lg:mt-7">{step.title}</h3>
                  <p className="mt-3 text-[0.9375rem] leading-relaxed text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
