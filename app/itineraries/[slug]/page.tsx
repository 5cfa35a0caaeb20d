import { notFound } from "next/navigation";
import { GuidePrice } from "@/components/itineraries/guide-price";
import { RouteMapFigure } from "@/components/itineraries/route-map-figure";
import { PageHero } from "@/components/layout/page-hero";
import { SaveButton } from "@/components/shortlist/shortlist-controls";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button-link";
import { CtaBand } from "@/components/ui/cta-band";
import { Link } from "@/components/ui/link";
import { getItineraries, getItinerariesPage, getItinerary } from "@/lib/content";
import { fillLabel } from "@/lib/content/labels";
import { enquiryHref, normalisePath, photoUrl } from "@/lib/seo/paths";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { touristTripJsonLd } from "@/lib/seo/structured-data-travel";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getItineraries().map((trip) => ({ slug: trip.slug }));
}

export async function generateMetadata({ params }: Props) {
  const trip = getItinerary((await params).slug);
  if (!trip) return {};
  return pageMetadata({
    title: trip.title,
    description: trip.description,
    path: trip.path,
    keywords: [...trip.places.map((place) => `${place.name} itinerary`), "luxury itinerary", "tailor-made holiday"],
  });
}

const TEXT_LINK = "font-medium text-ocean underline decoration-gold underline-offset-4 hover:text-bronze";

export default async function ItineraryPage({ params }: Props) {
  const trip = getItinerary((await params).slug);
  if (!trip) notFound();
  const copy = getItinerariesPage();
  const { labels } = copy;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: copy.breadcrumbLabel, path: "/itineraries" },
    { name: trip.title, path: trip.path },
  ];
  const contact = enquiryHref("/contact", trip.slug, "itinerary");
  /** "Day 1", or "Days 2–4" for an entry that covers several. */
  const dayLabel = (entry: { day: number; to?: number }) =>
    entry.to ? `${labels.days} ${entry.day}–${entry.to}` : `${labels.day} ${entry.day}`;
  return (
    <>
      <JsonLd
        id="trip-jsonld"
        data={touristTripJsonLd({
          name: trip.title,
          description: trip.summary,
          path: trip.path,
          image: photoUrl(trip.image.src),
          stops: trip.days.map((entry) => ({
            name: entry.place,
            description: `${dayLabel(entry)}: ${entry.title}`,
            latitude: entry.latitude,
            longitude: entry.longitude,
          })),
          price: { amount: trip.price.from, validFrom: trip.price.checked },
          touristTypes: trip.suits.map((entry) => entry.label),
        })}
      />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <PageHero
        eyebrow={fillLabel(labels.nights, { count: trip.nights })}
        title={trip.title}
        subtitle={trip.summary}
        image={trip.image}
        region={trip.region}
      >
        <ButtonLink href={contact}>{copy.enquire}</ButtonLink>
        <SaveButton slug={trip.slug} name={trip.title} look="hero" />
      </PageHero>

      <section className="py-16 md:py-24">
        <div className="container-luxe">
          <Breadcrumbs items={crumbs} />
          <div className="mt-12 grid gap-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-20">
            <div className="max-w-[68ch] space-y-6 text-[1.0625rem] leading-[1.8] text-ink/90">
              {trip.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <aside className="self-start rounded-2xl bg-sand/60 p-8 ring-1 ring-line">
              <dl className="space-y-5">
                <div>
                  <dt className="text-sm text-muted">{labels.destinations}</dt>
                  <dd className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-display text-xl text-navy">
                    {trip.places.map((place) => (
                      <Link key={place.slug} href={normalisePath(place.path)} className={TEXT_LINK}>
                        {place.name}
                      </Link>
                    ))}
                  </dd>
                </div>
                <div className="border-t border-line pt-5">
                  <dt className="text-sm text-muted">{labels.bestMonths}</dt>
                  <dd className="mt-1 leading-snug text-ink">{trip.bestMonths.join(", ")}</dd>
                </div>
                <div className="border-t border-line pt-5">
                  <dt className="text-sm text-muted">{labels.suits}</dt>
                  <dd className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                    {trip.suits.map((entry) => (
                      <Link key={entry.href} href={normalisePath(entry.href)} className={TEXT_LINK}>
                        {entry.label}
                      </Link>
                    ))}
                  </dd>
                </div>
              </dl>
            </aside>
          </div>
        </div>
      </section>

      <section className="bg-sand/40 py-16 md:py-24" aria-labelledby="route-heading">
        <div className="container-luxe grid gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="route-heading" className="text-title text-navy">
              {labels.routeHeading}
            </h2>
            <div className="mt-8 lg:sticky lg:top-28">
              <RouteMapFigure stops={trip.days} caption={labels.routeCaption} />
            </div>
          </div>
          <div>
            <h2 className="text-title text-navy">{labels.dayByDay}</h2>
            <ol className="mt-8 space-y-0">
              {trip.days.map((entry) => (
                <li key={entry.day} className="relative border-l border-gold/60 pb-10 pl-8 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1 -left-[7px] size-3.5 rounded-full border-2 border-gold bg-ivory"
                  />
                  <p className="eyebrow text-bronze">
                    {dayLabel(entry)} · {entry.place}
                  </p>
                  <h3 className="mt-2 font-display text-2xl leading-tight text-navy">{entry.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink/85">{entry.description}</p>
                  {entry.stay ? (
                    <p className="mt-3 text-sm text-muted">
                      <span className="font-semibold text-ink">{labels.stay}:</span> {entry.stay}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <GuidePrice price={trip.price} copy={copy.price} enquire={{ href: contact, label: copy.enquire }} />

      <CtaBand
        title={copy.cta.heading}
        text={copy.cta.text}
        primary={{ label: copy.cta.primary.label, href: enquiryHref(copy.cta.primary.href, trip.slug, "itinerary") }}
      />
    </>
  );
}
