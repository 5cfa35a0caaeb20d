import { ExternalLink } from "@/components/ui/external-link";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { SectionHeading } from "@/components/ui/section-heading";
import type { JourneyStep } from "@/lib/content/schemas";

type BookingJourneyProps = {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  steps: readonly JourneyStep[];
  /** The client app, where documents and payments live once booked. */
  app: { label: string; href: string };
};

/** How a booking unfolds, consultation to documents, beside a heading that stays in view on wide screens. */
export function BookingJourney({ id, eyebrow, heading, intro, steps, app }: BookingJourneyProps) {
  return (
    <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
      <div className="lg:sticky lg:top-32 lg:col-span-5 lg:self-start">
        <SectionHeading id={id} eyebrow={eyebrow} title={heading} intro={intro} />
        <p className="mt-8 text-sm">
          <ExternalLink href={app.href} className="text-link">
            {app.label}
          </ExternalLink>
        </p>
      </div>
      <div className="lg:col-span-7">
        <NumberedSteps steps={steps} layout="timeline" />
      </div>
    </div>
  );
}
