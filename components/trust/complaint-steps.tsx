import { FactValue } from "@/components/ui/fact-value";
import type { JourneyStep } from "@/lib/content/schemas";

type ComplaintStepsProps = {
  /** The agency, the network, independent dispute resolution: in that order. */
  steps: readonly [JourneyStep, JourneyStep, JourneyStep];
  labels: { email: string; phone: string };
  /** From the settings: the agency's own contact details. */
  email: string;
  phone: { display: string; href: string };
  /** From the settings: the network's complaints contact and the dispute-resolution scheme (placeholders until known). */
  network: string;
  adr: string;
};

/** Where a complaint goes, one step after another, each with whom to contact. */
export function ComplaintSteps({ steps, labels, email, phone, network, adr }: ComplaintStepsProps) {
  const [agency, networkStep, adrStep] = steps;
  const contacts = [
    <dl key="agency" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-muted">{labels.email}</dt>
      <dd>
        <a href={`mailto:${email}`} className="text-link">
          {email}
        </a>
      </dd>
      <dt className="text-muted">{labels.phone}</dt>
      <dd>
        <a href={phone.href} className="text-link">
          {phone.display}
        </a>
      </dd>
    </dl>,
    <p key="network">
      <FactValue value={network} />
    </p>,
    <p key="adr">
      <FactValue value={adr} />
    </p>,
  ];
  return (
    <ol className="grid gap-6 lg:grid-cols-3 lg:gap-8">
      {[agency, networkStep, adrStep].map((step, index) => (
        <li key={step.title} className="flex flex-col bg-white p-8 shadow-card ring-1 ring-line/70 md:p-9">
          <span aria-hidden="true" className="font-display text-5xl leading-none text-bronze lining-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-5 text-[1.75rem] leading-tight text-navy">{step.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{step.description}</p>
          <div className="mt-6 border-t border-line pt-5 text-sm leading-relaxed">{contacts[index]}</div>
        </li>
      ))}
    </ol>
  );
}
