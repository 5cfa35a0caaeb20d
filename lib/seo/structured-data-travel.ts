import "server-only";
import type { Service, TouristDestination, TouristTrip } from "schema-dts";
import { site } from "@/lib/content/settings";
import { absoluteUrl } from "@/lib/seo/paths";
import { ORGANISATION_ID, type JsonLd } from "@/lib/seo/structured-data";

/*
 * Pure JSON-LD builders for what the agency offers: a service (a specialism or an experience), a destination
 * and a sample itinerary. Like those of structured-data.ts, every figure they emit is one the page shows.
 */

export type ServiceJsonLdInput = {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  image?: string;
  /** The named offerings the page lists (its cards), as an OfferCatalog. */
  catalogue?: readonly { title: string; description?: string }[];
};

export function serviceJsonLd(input: ServiceJsonLdInput): JsonLd<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    ...(input.image ? { image: input.image } : {}),
    provider: { "@type": "TravelAgency", "@id": `${site.url}/#travel-agency`, name: site.name },
    areaServed: { "@type": "Country", name: site.address.countryName },
    ...(input.catalogue && input.catalogue.length > 0
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: input.name,
            itemListElement: input.catalogue.map((item) => ({
              "@type": "Offer",
              itemOffered: {
                "@type": "Service",
                name: item.title,
                ...(item.description ? { description: item.description } : {}),
              },
            })),
          },
        }
      : {}),
  };
}

export type TouristDestinationJsonLdInput = {
  name: string;
  description: string;
  path: string;
  /** Absolute image URL. */
  image?: string;
  latitude: number;
  longitude: number;
  /** The country or wider place it belongs to. */
  containedIn?: string;
  /** Named sights and experiences, listed as attractions. */
  attractions?: readonly string[];
};

/** A destination page: the place, where it is, and what there is to see. */
export function touristDestinationJsonLd(input: TouristDestinationJsonLdInput): JsonLd<TouristDestination> {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    ...(input.image ? { image: input.image } : {}),
    geo: { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude },
    ...(input.containedIn ? { containedInPlace: { "@type": "Place", name: input.containedIn } } : {}),
    ...(input.attractions && input.attractions.length > 0
      ? { includesAttraction: input.attractions.map((name) => ({ "@type": "TouristAttraction", name })) }
      : {}),
  };
}

export type TouristTripJsonLdInput = {
  name: string;
  description: string;
  path: string;
  /** Absolute image URL. */
  image?: string;
  /** The route, place by place, in order (each with what happens there). */
  stops: readonly { name: string; description: string; latitude: number; longitude: number }[];
  /** The guide price, exactly as the page shows it. */
  price: { amount: number; validFrom: string };
  /** The kinds of traveller it suits, as the page lists them. */
  touristTypes?: readonly string[];
};

/**
 * A sample itinerary: TouristTrip with its route as an ItemList of places, and the guide price as an
 * Offer (price, currency and the date it was checked as validFrom), all of which the page shows.
 */
export function touristTripJsonLd(input: TouristTripJsonLdInput): JsonLd<TouristTrip> {
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    ...(input.image ? { image: input.image } : {}),
    ...(input.touristTypes?.length ? { touristType: [...input.touristTypes] } : {}),
    provider: { "@id": ORGANISATION_ID },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: input.stops.length,
      itemListElement: input.stops.map((stop, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "Place",
          name: stop.name,
          description: stop.description,
          geo: { "@type": "GeoCoordinates", latitude: stop.latitude, longitude: stop.longitude },
        },
      })),
    },
    offers: {
      "@type": "Offer",
      price: input.price.amount,
      priceCurrency: "GBP",
      validFrom: input.price.validFrom,
      url: absoluteUrl(input.path),
      offeredBy: { "@id": ORGANISATION_ID },
    },
  };
}
