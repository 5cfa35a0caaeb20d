import { ConsultationBooking, type ConsultationBookingProps } from "@/components/contact/consultation-booking";
import { SchedulerLink, type Scheduler } from "@/components/contact/scheduler-link";
import { Icon } from "@/components/icons/icon";

type ConsultationPanelProps = ConsultationBookingProps & { heading: string; intro: string; scheduler?: Scheduler };

export function ConsultationPanel({ heading, intro, scheduler, ...booking }: ConsultationPanelProps) {
  return (
    <section
      aria-labelledby="consultation-heading"
      className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand text-bronze">
          <Icon name="calendar" className="size-5" />
        </span>
        <div>
          <h2 id="consultation-heading" className="text-3xl text-navy">
            {heading}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{intro}</p>
        </div>
      </div>
      <div className="mt-6 space-y-6">
        <ConsultationBooking {...booking} />
        {scheduler ? <SchedulerLink scheduler={scheduler} /> : null}
      </div>
    </section>
  );
}
