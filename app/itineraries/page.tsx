import { TripFinder } from "@/components/itineraries/trip-finder";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { CtaBand } from "@/components/ui/cta-band";
import { getFinder, getItinerariesPage, getItineraryCardLabels } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd, itemListJsonLd } from "@/lib/seo/structured-data";

const copy = getItinerariesPage();

export const metadata = pageMetadata({
  title: copy.meta.title,
  description: copy.meta.description,
  path: "/itineraries",
  keywords: ["sample itineraries", "luxury itineraries", "tailor-made holiday ideas"],
});

export default function ItinerariesPage() {
  const { trips, guides, options } = getFinder();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: copy.breadcrumbLabel, path: "/itineraries" },
  ];
  return (
    <>
      <JsonLd
        id="itineraries-jsonld"
        data={itemListJsonLd({
          name: copy.hero.title,
          path: "/itineraries",
          items: trips.map(({ trip }) => ({ name: trip.title, path: trip.path })),
        })}
      />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={copy.hero.image}
        region={copy.hero.region}
      />
      <section className="py-16 md:py-24">
        <div className="container-luxe">
          <Breadcrumbs items={crumbs} />
          <p className="mt-10 max-w-3xl text-lede text-muted">{copy.intro}</p>
          <TripFinder
            words={copy.finder}
            trips={trips}
            guides={guides}
            options={options}
            cardLabels={getItineraryCardLabels()}
          />
        </div>
      </section>
      <CtaBand title={copy.cta.heading} text={copy.cta.text} primary={copy.cta.primary} />
    </>
  );
}
