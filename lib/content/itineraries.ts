import "server-only";
import { DESTINATIONS, EXPERIENCES, ITINERARIES, SPECIALISMS } from "@/lib/content/collections";
import { destinationFiles } from "@/lib/content/destinations";
import { experienceFiles } from "@/lib/content/experiences";
import { getArticles, toSummary } from "@/lib/content/journal";
import { loadFolder, resolveRefs } from "@/lib/content/loader";
import { MONTHS } from "@/lib/content/months";
import { page, tokens } from "@/lib/content/read";
import type { ContentImage, Destination, Itinerary } from "@/lib/content/schemas";
import { getSpecialisms, specialismFiles } from "@/lib/content/specialisms";
import { ContentError } from "@/lib/content/validate";

/*
 * Sample itineraries, and what links to what: each destination page lists the itineraries that visit it,
 * the specialisms that feature it and the articles about it, all by reference, never by text search.
 */

const itineraryFiles = loadFolder(ITINERARIES, tokens);

/** A link to a related page, with what a card needs. */
type RelatedLink = { href: string; label: string };

export type ItineraryView = Itinerary & {
  path: string;
  /** The destinations on the route, in order, each with its page. */
  places: { slug: string; name: string; country: string; path: string }[];
  /** The specialisms and experiences it suits, each linking to its page. */
  suits: RelatedLink[];
  /** The first destination's photo stands for the journey. */
  image: ContentImage;
  region?: Destination["region"];
};

const itineraries: ItineraryView[] = itineraryFiles.map(({ file, data: trip }) => {
  const where = (field: string) => ({ file, field });
  const places = resolveRefs(destinationFiles, trip.destinations, {
    ...where("destinations"),
    collection: DESTINATIONS,
  });
  places.forEach((place, index) => {
    if (!place.page) {
      throw new ContentError(
        `Invalid content in ${file}, item "${trip.slug}":\n  field "destinations.${index}": "${place.slug}" has no page to link to`,
      );
    }
    // A month the trip recommends must not be one its own guide tells visitors to avoid.
    for (const month of trip.bestMonths) {
      const row = place.climate?.months[MONTHS.indexOf(month)];
      if (row?.rating === "avoid") {
        throw new ContentError(
          `Invalid content in ${file}, item "${trip.slug}":\n  field "bestMonths": ${month} is rated avoid for ${place.name} (${row.note}); drop it or change ${DESTINATIONS.folder}/${place.slug}.yml`,
        );
      }
    }
  });
  const suits = [
    ...resolveRefs(specialismFiles, trip.specialisms ?? [], { ...where("specialisms"), collection: SPECIALISMS }).map(
      (entry) => ({ href: `/specialisms/${entry.slug}`, label: entry.title }),
    ),
    ...resolveRefs(experienceFiles, trip.experiences ?? [], { ...where("experiences"), collection: EXPERIENCES }).map(
      (entry) => ({ href: `/experiences/${entry.id}`, label: entry.title }),
    ),
  ];
  const [first] = places;
  return {
    ...trip,
    path: `/itineraries/${trip.slug}`,
    places: places.map((place) => ({
      slug: place.slug,
      name: place.name,
      country: place.country ?? place.name,
      path: `/destination/${place.slug}`,
    })),
    suits,
    image: first!.image,
    ...(first?.region ? { region: first.region } : {}),
  };
});

export function getItineraries(): readonly ItineraryView[] {
  return itineraries;
}

export function getItinerary(slug: string): ItineraryView | undefined {
  return itineraries.find((trip) => trip.slug === slug);
}

/** What a destination's page links to: its itineraries, the specialisms that feature it, articles about it. */
export function getDestinationRelations(slug: string) {
  return {
    itineraries: itineraries.filter((trip) => trip.destinations.includes(slug)),
    specialisms: getSpecialisms()
      .filter((entry) => entry.destinations?.includes(slug))
      .map((entry) => ({ href: `/specialisms/${entry.slug}`, label: entry.title, description: entry.description })),
    articles: getArticles()
      .filter((article) => article.destinations?.includes(slug))
      .map(toSummary),
  };
}

const itinerariesPage = page("itineraries");

/** The words around every itinerary: the listing, the day-by-day and the guide price. */
export function getItinerariesPage() {
  return itinerariesPage;
}

/** What an itinerary card says around its figures. */
export function getItineraryCardLabels() {
  return {
    nights: itinerariesPage.labels.nights,
    from: itinerariesPage.price.from,
    view: itinerariesPage.viewItinerary,
  };
}
