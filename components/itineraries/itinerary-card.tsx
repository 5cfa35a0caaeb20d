import { ArrowRight } from "@/components/icons/glyphs";
import { Link } from "@/components/ui/link";
import { SaveButton } from "@/components/shortlist/shortlist-controls";
import { RemoteImage } from "@/components/ui/remote-image";
import type { ItineraryView } from "@/lib/content";
import { fallbackImageFor } from "@/lib/images";
import { fillLabel } from "@/lib/content/labels";
import { normalisePath } from "@/lib/seo/paths";
import { formatPounds } from "@/lib/price";

type ItineraryCardProps = {
  trip: Pick<ItineraryView, "slug" | "path" | "title" | "summary" | "nights" | "image" | "region" | "places" | "price">;
  labels: { nights: string; from: string; view: string };
  headingLevel?: "h2" | "h3";
};

/**
 * One sample journey: its photo, places, length and guide price; the whole card opens it, and the Save
 * button on its photo (above the card's link) puts it on the shortlist.
 */
export function ItineraryCard({ trip, labels, headingLevel: Heading = "h3" }: ItineraryCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line transition-shadow duration-500 hover:shadow-header has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-bronze">
      <div className="relative aspect-[3/2] overflow-hidden bg-navy">
        <RemoteImage
          src={trip.image.src}
          fallback={fallbackImageFor(trip.region)}
          alt=""
          fill
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <SaveButton slug={trip.slug} name={trip.title} className="absolute top-3 right-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="eyebrow text-bronze">{trip.places.map((place) => place.name).join(" · ")}</p>
        <Heading className="mt-3 font-display text-2xl leading-tight text-navy">
          <Link href={normalisePath(trip.path)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {trip.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink/85">{trip.summary}</p>
        <dl className="mt-6 flex items-baseline justify-between gap-4 border-t border-line pt-4 text-sm">
          <div>
            <dt className="sr-only">Length</dt>
            <dd className="text-muted">{fillLabel(labels.nights, { count: trip.nights })}</dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">Guide price</dt>
            <dd className="font-display text-lg text-navy">
              {fillLabel(labels.from, { price: formatPounds(trip.price.from) })}
            </dd>
          </div>
        </dl>
        <p aria-hidden="true" className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-ocean">
          {labels.view}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
