import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button-link";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";
import { fillLabel } from "@/lib/content/labels";
import { enquiryHref } from "@/lib/seo/paths";
import type { DestinationDetailPage } from "@/lib/content/page-schemas";
import type { DestinationDetail } from "@/lib/content/schemas";

type DestinationOverviewProps = {
  detail: DestinationDetail;
  copy: DestinationDetailPage;
  breadcrumbs: readonly { name: string; path: string }[];
  /** The destination's pin on the world map, when it has one. */
  mapHref?: string;
};

const TEXT_LINK =
  "text-sm font-medium text-ocean underline decoration-gold underline-offset-4 transition-colors hover:text-bronze";

const DROP_CAP = [
  "first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display",
  "first-letter:text-[4.25rem] first-letter:leading-[0.8] first-letter:text-bronze",
].join(" ");

/**
 * The long description beside an "At a Glance" card: best time to visit, duration, the practical facts a
 * UK traveller asks first (flight, time difference, currency, language, the FCDO's advice) and a button to
 * the enquiry form with this destination filled in.
 */
export function DestinationOverview({ detail, copy, breadcrumbs, mapHref }: DestinationOverviewProps) {
  const name = { name: detail.name };
  return (
    <section className="py-16 md:py-24">
      <div className="container-luxe">
        <Breadcrumbs items={breadcrumbs} />
        <div className="mt-12 grid gap-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-20">
          <div>
            <Reveal index={0}>
              <SectionHeading eyebrow={copy.overviewEyebrow} title={fillLabel(copy.overviewHeading, name)} />
            </Reveal>
            <div className="mt-10 max-w-[68ch] space-y-6 text-[1.0625rem] leading-[1.8] text-ink/90">
              {detail.longDescription.map((paragraph, index) => (
                <Reveal
                  key={paragraph.slice(0, 40)}
                  index={index + 1}
                  as="p"
                  className={index === 0 ? DROP_CAP : undefined}
                >
                  {paragraph}
                </Reveal>
              ))}
            </div>
          </div>
          <Reveal index={2} as="aside" className="self-start lg:sticky lg:top-28">
            <div className="rounded-2xl bg-sand/60 p-8 ring-1 ring-line">
              <h2 className="font-sans eyebrow text-bronze">{copy.glanceHeading}</h2>
              <dl className="mt-6 space-y-6">
                <div>
                  <dt className="text-sm text-muted">{copy.bestTimeLabel}</dt>
                  <dd className="mt-1 font-display text-2xl leading-snug text-navy">{detail.bestTimeToVisit}</dd>
                </div>
                <div className="border-t border-line pt-6">
                  <dt className="text-sm text-muted">{copy.durationLabel}</dt>
                  <dd className="mt-1 font-display text-2xl leading-snug text-navy">{detail.duration}</dd>
                </div>
                {(
                  [
                    [copy.practical.flightTime, detail.practical.flightTime],
                    [copy.practical.timeDifference, detail.practical.timeDifference],
                    [copy.practical.currency, detail.practical.currency],
                    [copy.practical.language, detail.practical.language],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="border-t border-line pt-4">
                    <dt className="text-sm text-muted">{label}</dt>
                    <dd className="mt-1 leading-snug text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
              {detail.practical.travelAdvice ? (
                <a href={detail.practical.travelAdvice} className={`mt-6 block ${TEXT_LINK}`} rel="external">
                  {fillLabel(copy.practical.travelAdvice, { name: detail.practical.travelAdviceCovers ?? detail.name })}
                </a>
              ) : (
                <p className="mt-6 text-sm leading-relaxed text-muted">{detail.practical.noTravelAdvice}</p>
              )}
              <ButtonLink href={enquiryHref(copy.glanceCta.href, detail.slug)} variant="dark" className="mt-8 w-full">
                {copy.glanceCta.label}
              </ButtonLink>
              {mapHref ? (
                <Link href={mapHref} className={`mt-5 block text-center ${TEXT_LINK}`}>
                  {fillLabel(copy.mapLink, name)}
                </Link>
              ) : null}
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
