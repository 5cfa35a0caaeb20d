import { FinderForm } from "@/components/itineraries/finder-form";
import { FinderIsland } from "@/components/itineraries/finder-island";
import { GuideTile } from "@/components/itineraries/guide-tile";
import { ItineraryCard } from "@/components/itineraries/itinerary-card";
import type { FinderGuide, FinderTrip } from "@/lib/content";
import type { FinderWords } from "@/lib/content/page-schemas";
import { FILTERS, itemData, type Filter } from "@/lib/finder";

type TripFinderProps = {
  words: FinderWords;
  trips: readonly FinderTrip[];
  guides: readonly FinderGuide[];
  options: Record<Filter, readonly { value: string; label: string }[]>;
  cardLabels: { nights: string; from: string; view: string };
};

/**
 * /itineraries/ as a finder: the form, then every journey and every destination guide in the HTML, each
 * card carrying what the finder matches on. The server's page is the unfiltered one (a static export has
 * no query string); the finder's script narrows it in the browser.
 */
export function TripFinder({ words, trips, guides, options, cardLabels }: TripFinderProps) {
  const nouns = Object.fromEntries(FILTERS.map((filter) => [filter, words.filters[filter].noun])) as Record<
    Filter,
    string
  >;
  return (
    <div data-finder="" className="mt-14">
      <FinderForm words={words} options={options} />
      <div className="mt-12">
        <FinderIsland
          words={{
            journeys: words.journeys,
            guides: words.guides,
            matching: words.matching,
            all: words.all,
            and: words.and,
            noMatch: words.noMatch,
            nouns,
          }}
          totalTrips={trips.length}
        >
          <p className="mt-3 max-w-3xl text-sm leading-relaxed text-muted">{words.priceNote}</p>
        </FinderIsland>
      </div>
      {/* With every journey hidden, the list takes no room either. */}
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 [&:not(:has(>:not([hidden])))]:hidden">
        {trips.map(({ trip, item }) => (
          <li key={trip.slug} data-finder-trip="" data-slug={trip.slug} {...itemData(item)}>
            <ItineraryCard trip={trip} labels={cardLabels} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="finder-guides-heading" className="mt-24 border-t border-gold/50 pt-12">
        <h2 id="finder-guides-heading" className="text-title text-navy">
          {words.guidesSection.heading}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-muted">{words.guidesSection.intro}</p>
        <p data-finder-guides-prompt="" hidden className="mt-8 rounded-2xl bg-sand/60 p-6 text-ink">
          {words.guidesSection.prompt}
        </p>
        <div data-finder-guides="">
          <p aria-hidden="true" className="mt-8 flex gap-6 text-sm text-muted">
            <span className="inline-flex items-center gap-2">
              <span className="size-3 rounded-sm bg-navy" />
              {words.guidesSection.ideal}
            </span>
            <span className="inline-flex items-center gap-2">
              <span className="size-3 rounded-sm bg-gold/35" />
              {words.guidesSection.good}
            </span>
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {guides.map((guide) => (
              <GuideTile key={guide.slug} guide={guide} words={words.guidesSection} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
