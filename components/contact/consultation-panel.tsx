import { ConsultationBooking, type ConsultationBookingProps } from "@/components/contact/consultation-booking";
import { Icon } from "@/components/icons/icon";

type ConsultationPanelProps = ConsultationBookingProps & { heading: string; intro: string };

export function ConsultationPanel({ heading, intro, ...booking }: ConsultationPanelProps) {
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
      <div className="mt-6">
        <ConsultationBooking {...booking} />
      </div>
    </section>
  );
}
