import { ArrowRight } from "@/components/icons/glyphs";
import { Link } from "@/components/ui/link";
import type { JourneyStep } from "@/lib/content/schemas";

type NextStepsProps = {
  eyebrow?: string;
  heading: string;
  steps: readonly JourneyStep[];
  /** A line on how bookings are protected, linking to /booking-with-confidence. */
  protection?: { text: string; link: { label: string; href: string } };
};

/** What happens after an enquiry, so the visitor knows exactly what to expect: a short timeline. */
export function NextSteps({ eyebrow, heading, steps, protection }: NextStepsProps) {
  return (
    <section aria-labelledby="next-steps-heading">
      {eyebrow ? <p className="eyebrow text-bronze">{eyebrow}</p> : null}
      <h2 id="next-steps-heading" className="mt-3 text-3xl text-navy md:text-4xl">
        {heading}
      </h2>
      <ol className="mt-10 ml-[1.125rem] space-y-9 border-l border-gold/50 pl-9">
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-9 grid size-9 -translate-x-1/2 place-items-center rounded-full border border-gold/70 bg-ivory font-display text-lg text-bronze lining-nums"
            >
              {index + 1}
            </span>
            <h3 className="text-2xl text-navy">{step.title}</h3>
            <p className="mt-2 max-w-xl leading-relaxed text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
      {protection ? (
        <p className="mt-10 max-w-xl border-t border-line pt-6 leading-relaxed text-muted">
          {protection.text}{" "}
          <Link href={protection.link.href} className="inline-flex items-center gap-1.5 text-link">
            {protection.link.label}
            <ArrowRight className="size-4" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
