import "server-only";
import { DESTINATIONS, PAGES } from "@/lib/content/collections";
import { destinationFiles, mapEntries, pinsFor, toDetail } from "@/lib/content/destinations";
import { resolveRefs } from "@/lib/content/loader";
import { page } from "@/lib/content/read";
import { REGIONS, type Region } from "@/lib/content/schemas";
import { site } from "@/lib/content/settings";
import { getSpecialisms } from "@/lib/content/specialisms";
import { ratingLinks, testimonialsFor } from "@/lib/content/testimonials";
import { ContentError } from "@/lib/content/validate";

/* Home (/): its own words, with the destinations, specialisms, testimonials and rating figures it names. */

const home = page("home");

type ExplorerOption = { slug: string; name: string };
type ExplorerRegion = { region: Region; destinations: ExplorerOption[] };

/** The map's pins as select options: grouped by region in the map's order, A to Z within a region. */
function explorerRegions(): ExplorerRegion[] {
  return REGIONS.map((region) => ({
    region,
    destinations: mapEntries
      .filter((pin) => pin.region === region)
      .map((pin) => ({ slug: pin.slug, name: pin.name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-GB")),
  })).filter((group) => group.destinations.length > 0);
}

const homeCards = resolveRefs(destinationFiles, home.exclusiveDestinations.destinations, {
  file: PAGES.home.file,
  field: "exclusiveDestinations.destinations",
  collection: DESTINATIONS,
}).map((place, index) => {
  const detail = toDetail(place);
  if (!detail) {
    throw new ContentError(
      `Invalid content in ${PAGES.home.file}:\n  field "exclusiveDestinations.destinations.${index}": "${place.slug}" has no page of its own to link to`,
    );
  }
  return {
    slug: detail.slug,
    name: detail.name,
    country: detail.country,
    description: detail.description,
    image: detail.image,
    region: detail.region,
    href: `/destination/${detail.slug}`,
  };
});

const { testimonials: homeTestimonialSlugs, ...testimonialsSection } = home.testimonials;

const homeContent = {
  meta: home.meta,
  heroSlides: home.heroSlides,
  heroCtas: home.heroCtas,
  trustStrip: home.trustStrip,
  philosophy: home.philosophy,
  specialisms: {
    ...home.specialismsSection,
    cards: getSpecialisms().map(({ slug, title, description, image, icon }) => ({
      slug,
      title,
      description,
      image,
      icon,
      href: `/specialisms/${slug}`,
    })),
  },
  destinations: { ...home.exclusiveDestinations, cards: homeCards },
  testimonials: {
    ...testimonialsSection,
    ratingSummary: site.ratings.home.text,
    badges: site.ratings.badges,
    ratingValue: Number(site.ratings.home.value),
    ratingLinks: ratingLinks(site.ratings.home.sources),
    entries: testimonialsFor(homeTestimonialSlugs, PAGES.home.file, "testimonials.testimonials"),
  },
  journey: home.journey,
  explorer: {
    ...home.destinationExplorer,
    regions: explorerRegions(),
    featured: pinsFor(home.destinationExplorer.featured, PAGES.home.file, "destinationExplorer.featured").map(
      (pin) => ({ slug: pin.slug, name: pin.name }),
    ),
  },
  closingCta: home.closingCta,
  banner: home.consultationBanner,
};

export type HomeContent = typeof homeContent;

export function getHomeContent(): HomeContent {
  return homeContent;
}
