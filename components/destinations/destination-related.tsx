import { ArticleGrid } from "@/components/journal/article-grid";
import { ItineraryCard } from "@/components/itineraries/itinerary-card";
import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/section-heading";
import type { getDestinationRelations } from "@/lib/content";
import { fillLabel } from "@/lib/content/labels";
import type { DestinationDetailPage } from "@/lib/content/page-schemas";
import { normalisePath } from "@/lib/seo/paths";

type DestinationRelatedProps = {
  name: string;
  related: ReturnType<typeof getDestinationRelations>;
  copy: DestinationDetailPage["related"];
  itineraryLabels: { nights: string; from: string; view: string };
  readLabel: string;
};

/**
 * What links here by reference: the sample itineraries that visit the destination, the specialisms that
 * feature it and the journal articles about it. A group with nothing in it is left out.
 */
export function DestinationRelated({ name, related, copy, itineraryLabels, readLabel }: DestinationRelatedProps) {
  const { itineraries, specialisms, articles } = related;
  if (!itineraries.length && !specialisms.length && !articles.length) return null;
  return (
    <section className="bg-sand/40 py-20 md:py-28">
      <div className="container-luxe space-y-20">
        {itineraries.length ? (
          <div>
            <SectionHeading eyebrow={copy.itinerariesEyebrow} title={fillLabel(copy.itinerariesHeading, { name })} />
            <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {itineraries.map((trip) => (
                <li key={trip.slug}>
                  <ItineraryCard trip={trip} labels={itineraryLabels} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {specialisms.length ? (
          <div>
            <h2 className="text-title text-navy">{copy.specialismsHeading}</h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {specialisms.map((entry) => (
                <li key={entry.href} className="rounded-2xl bg-white p-6 ring-1 ring-line">
                  <Link
                    href={normalisePath(entry.href)}
                    className="font-display text-xl text-navy underline decoration-gold underline-offset-4 hover:text-bronze"
                  >
                    {entry.label}
                  </Link>
                  <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{entry.description}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {articles.length ? (
          <div>
            <h2 className="text-title text-navy">{copy.articlesHeading}</h2>
            <ArticleGrid articles={articles} readLabel={readLabel} className="mt-8" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
