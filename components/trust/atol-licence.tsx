import { ExternalLink } from "@/components/ui/external-link";
import { FactValue } from "@/components/ui/fact-value";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";

type AtolLicenceProps = {
  id: string;
  labels: {
    heading: string;
    note: string;
    holderLabel: string;
    numberLabel: string;
    logoPending: string;
    verifyLabel: string;
  };
  /** From the settings: the network's licence, placeholders "[in brackets]" until it supplies them. */
  atol: { holder: string; number: string; logo?: { src: string; alt: string }; verifyHref: string };
};

/**
 * The licence behind flight-inclusive bookings: the network's name, number and logo, and the CAA's check.
 * Until the network supplies them each shows as a marked placeholder, and the logo as a labelled empty box,
 * never an imitation of the ATOL mark.
 */
export function AtolLicence({ id, labels, atol }: AtolLicenceProps) {
  return (
    <div className="bg-white p-8 shadow-card ring-1 ring-line/70 md:p-10">
      <h3 id={id} className="text-3xl text-navy">
        {labels.heading}
      </h3>
      <p className="mt-4 text-sm leading-relaxed text-muted">{labels.note}</p>
      <div className="mt-8 flex flex-col gap-6 border-t border-line pt-8 sm:flex-row sm:items-start">
        <div className="flex min-h-28 w-full shrink-0 items-center justify-center sm:w-40">
          {atol.logo ? (
            <RemoteImage
              src={atol.logo.src}
              fallback={fallbackImageFor()}
              alt={atol.logo.alt}
              width={112}
              height={112}
              className="size-28 object-contain"
            />
          ) : (
            <span className="text-center">
              <FactValue value={`[${labels.logoPending}]`} />
            </span>
          )}
        </div>
        <dl className="space-y-5">
          <div>
            <dt className="eyebrow text-bronze">{labels.holderLabel}</dt>
            <dd className="mt-2 font-display text-2xl leading-snug text-navy">
              <FactValue value={atol.holder} />
            </dd>
          </div>
          <div>
            <dt className="eyebrow text-bronze">{labels.numberLabel}</dt>
            <dd className="mt-2 font-display text-2xl leading-snug text-navy">
              <FactValue value={atol.number} />
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-8 text-sm">
        <ExternalLink href={atol.verifyHref} className="text-link">
          {labels.verifyLabel}
        </ExternalLink>
      </p>
    </div>
  );
}
