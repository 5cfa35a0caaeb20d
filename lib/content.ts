import "server-only";
import type { z } from "zod";
import { buildArticles, toSummary, type Article } from "@/lib/articles";
import {
  CONCIERGE,
  DESTINATIONS,
  type FileEntry,
  EXPERIENCES,
  ITINERARIES,
  JOURNAL,
  LEGAL,
  NAVIGATION,
  PAGES,
  SERVICES,
  SPECIALISMS,
  TESTIMONIALS,
} from "@/lib/collections";
import { loadFile, loadFolder, resolveRefs, type Loaded } from "@/lib/content-files";
import { articleCategories, relatedArticles } from "@/lib/journal";
import { isCity, type MapPin } from "@/lib/map-filters";
import { MONTHS } from "@/lib/months";
import { projectToPercent } from "@/lib/map-projection";
import { checkReviewSources, withProvenance, type RatingLinks, type TestimonialView } from "@/lib/reviews";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import type { ExperienceDetailPage, ListingPage, LuxuryTravelPage, SpecialismDetailPage } from "@/lib/page-schemas";
import {
  ARTICLE_CATEGORIES,
  REGIONS,
  type Destination,
  type DestinationDetail,
  type Experience,
  type Itinerary,
  type LegalPageFrontMatter,
  type MapDestination,
  type Region,
  type RegionHighlightGroup,
  type Specialism,
} from "@/lib/schemas";
import { contentTokens, site } from "@/lib/settings";
import { ContentError } from "@/lib/validate";
import type { ContentImage } from "@/lib/schemas";

/*
 * The one door to the content. Pages ask here; components receive props. Every file under content/ is
 * read and validated once, when this module is first imported during the build, and every reference
 * between files is resolved here, so a malformed file or a missing item fails `next build` naming the
 * file, the item and the field. Whatever can be computed (paths, map positions, reading time, the
 * footer's destination links) is computed, never typed.
 */

const tokens = contentTokens;
type Pages = typeof PAGES;
const page = <K extends keyof Pages>(name: K) =>
  loadFile(PAGES[name] as FileEntry, tokens) as z.output<Pages[K]["schema"]>;
const data = <T>(items: readonly Loaded<T>[]): T[] => items.map((item) => item.data);

// ---------------------------------------------------------------------------------------------------
// Destinations: one file per place; the map, the region tabs, the home cards and the footer read them.

const destinationFiles = loadFolder(DESTINATIONS, tokens);
const destinations = data(destinationFiles);

function destinationError(place: Destination, field: string, message: string): ContentError {
  return new ContentError(
    `Invalid content in ${DESTINATIONS.folder}/${place.slug}.yml, item "${place.slug}":\n  field "${field}": ${message}`,
  );
}

const mapIds = new Map<number, string>();
for (const place of destinations) {
  if (place.map) {
    const other = mapIds.get(place.map.id);
    if (other) throw destinationError(place, "map.id", `${place.map.id} is also the pin of ${other}`);
    if (place.map.city !== isCity(place.map)) {
      throw destinationError(place, "map.city", "city pins are numbered from 100, countries and regions below 100");
    }
    mapIds.set(place.map.id, place.slug);
  }
}

function toDetail(place: Destination): DestinationDetail | undefined {
  if (!place.page || !place.country || !place.bestTimeToVisit || !place.climate || !place.practical) return undefined;
  return {
    slug: place.slug,
    name: place.name,
    country: place.country,
    ...(place.region ? { region: place.region } : {}),
    latitude: place.latitude,
    longitude: place.longitude,
    image: place.image,
    description: place.summary,
    longDescription: place.page.longDescription,
    highlights: place.page.highlights,
    bestTimeToVisit: place.bestTimeToVisit,
    duration: place.page.duration,
    climate: place.climate,
    practical: place.practical,
  };
}

const details: DestinationDetail[] = destinations.flatMap((place) => toDetail(place) ?? []);

/** The pins, in the map's order: by pin number. The schema has checked every field a pin needs. */
const mapEntries: MapDestination[] = destinations
  .flatMap((place) => {
    const { map, region, description, bestTimeToVisit, keyAttraction, cuisine, accommodation, idealFor } = place;
    if (
      !map ||
      !region ||
      !description ||
      !bestTimeToVisit ||
      !keyAttraction ||
      !cuisine ||
      !accommodation ||
      !idealFor
    ) {
      return [];
    }
    const guide = place.page ? place.slug : undefined;
    return [
      {
        id: map.id,
        slug: place.slug,
        name: place.name,
        region,
        latitude: place.latitude,
        longitude: place.longitude,
        image: place.image,
        description,
        bestTimeToVisit,
        keyAttraction,
        cuisine,
        accommodation,
        idealFor,
        ...(guide ? { guide } : {}),
      },
    ];
  })
  .sort((a, b) => a.id - b.id);

/** Every pin with its place on the map, computed from latitude/longitude with the map's projection. */
const mapPins: MapPin[] = mapEntries.map((entry) => ({
  ...entry,
  ...projectToPercent(entry.latitude, entry.longitude),
  city: isCity(entry),
  ...(entry.guide ? { guidePath: `/destination/${entry.guide}/` } : {}),
}));

export function getMapPins(): readonly MapPin[] {
  return mapPins;
}

export function getDestinationDetails(): readonly DestinationDetail[] {
  return details;
}

export function getDestinationDetail(slug: string): DestinationDetail | undefined {
  return details.find((detail) => detail.slug === slug);
}

/**
 * The map pin that opens on a destination page's subject: its own pin (Kyoto's page → the Kyoto pin), else
 * the pin of the country it is in (the Swiss Alps → Switzerland), if any.
 */
export function getPinForGuide(slug: string): MapPin | undefined {
  const country = destinations.find((place) => place.slug === slug)?.country;
  const countryPin = destinations.find((place) => place.map && !place.map.city && place.country === country);
  return mapPins.find((pin) => pin.slug === slug) ?? mapPins.find((pin) => pin.slug === countryPin?.slug);
}

const destinationsPage = page("destinations");

const regionHighlights: RegionHighlightGroup[] = destinationsPage.highlights.map((group, index) => ({
  id: group.region.toLowerCase().replace(/\s+/g, "-"),
  name: group.region,
  destinations: resolveRefs(destinationFiles, group.destinations, {
    file: PAGES.destinations.file,
    field: `highlights.${index}.destinations`,
    collection: DESTINATIONS,
  }).map((place) => ({ id: place.slug, name: place.name, image: place.image, description: place.summary })),
}));

export function getDestinationsPage() {
  return destinationsPage;
}

export function getRegionHighlights(): readonly RegionHighlightGroup[] {
  return regionHighlights;
}

const destinationDetailPage = page("destination");

export function getDestinationDetailPage() {
  return destinationDetailPage;
}

/** Looks up destinations by slug and insists each is on the map (footer links and explorer shortcuts open it). */
function pinsFor(slugs: readonly string[], file: string, field: string): MapDestination[] {
  return resolveRefs(destinationFiles, slugs, { file, field, collection: DESTINATIONS }).map((place, index) => {
    const pin = mapEntries.find((entry) => entry.slug === place.slug);
    if (!pin)
      throw new ContentError(
        `Invalid content in ${file}:\n  field "${field}.${index}": "${place.slug}" has no pin on the map`,
      );
    return pin;
  });
}

// ---------------------------------------------------------------------------------------------------
// Navigation: the header, the mobile menu and the footer.

const navigationFile = loadFile(NAVIGATION, tokens);

const navigation = {
  primary: navigationFile.primary,
  consultation: navigationFile.consultation,
  footer: navigationFile.footer,
  /** Label and map link of each popular destination, computed from its file. */
  popularDestinations: pinsFor(navigationFile.popularDestinations, NAVIGATION.file, "popularDestinations").map(
    (pin) => ({
      slug: pin.slug,
      label: pin.name,
    }),
  ),
};

export function getNavigation() {
  return navigation;
}

// ---------------------------------------------------------------------------------------------------
// Legal pages: content/legal/{slug}.md

export const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "accessibility"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export type LegalPage = LegalPageFrontMatter & { slug: LegalPageSlug } & RenderedMarkdown;

const legalFiles = loadFolder(LEGAL, tokens);
const legalPages = new Map<LegalPageSlug, LegalPage>(
  LEGAL_PAGES.map((slug) => {
    const document = legalFiles.find((file) => file.key === slug);
    if (!document) throw new ContentError(`Missing content: ${LEGAL.folder}/${slug}.md is needed for /${slug}/`);
    const rendered = renderMarkdown(fillTokens(document.body ?? "", tokens, document.file));
    return [slug, { ...document.data, slug, ...rendered }];
  }),
);

export function getLegalPage(slug: LegalPageSlug): LegalPage {
  const found = legalPages.get(slug);
  if (!found) throw new Error(`Unknown legal page: ${slug}`);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// The travel journal: content/journal/NN-*.md, one article per file, newest first.

export type { Article } from "@/lib/articles";

const articles: readonly Article[] = buildArticles(
  loadFolder(JOURNAL, tokens).map(({ file, data: frontMatter, body }) => ({
    file,
    data: frontMatter,
    body: body ?? "",
  })),
  tokens,
);

const journalPageContent = page("journal");

export function getJournalPage() {
  return journalPageContent;
}

/** Every article, newest first. */
export function getArticles(): readonly Article[] {
  return articles;
}

/** The article with this id; undefined for an unknown or non-numeric id (the 404 page then shows the first). */
export function getArticle(id: number | string): Article | undefined {
  const wanted = typeof id === "number" ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return articles.find((article) => article.id === wanted);
}

export function getFeaturedArticles(): readonly Article[] {
  return articles.filter((article) => article.featured);
}

/** The article an unknown id falls back to: the first of the collection, the lowest id. */
export function getFirstArticle(): Article {
  const [first] = [...articles].sort((a, b) => a.id - b.id);
  if (!first) throw new Error("content/journal/ holds no articles");
  return first;
}

/** The categories that have articles, in the schema's order, with counts. */
export function getArticleCategories() {
  return articleCategories(articles, ARTICLE_CATEGORIES);
}

/** Card data for the list and for "continue reading": no bodies. */
export function getArticleSummaries() {
  return articles.map(toSummary);
}

export function getRelatedArticles(article: Article, count = 3) {
  return relatedArticles(articles, article, count).map(toSummary);
}

// ---------------------------------------------------------------------------------------------------
// Testimonials: one file each; pages name the ones they show.

const testimonialFiles = loadFolder(TESTIMONIALS, tokens);
// A testimonial's platform must be one of the settings' review platforms.
checkReviewSources(testimonialFiles, site.ratings.platforms);

function testimonialsFor(slugs: readonly string[], file: string, field: string): TestimonialView[] {
  return resolveRefs(testimonialFiles, slugs, { file, field, collection: TESTIMONIALS }).map((testimonial) =>
    withProvenance(testimonial, site.ratings.platforms),
  );
}

// ---------------------------------------------------------------------------------------------------
// Rating figures: each one links to the platforms it comes from and to the reviews policy.

const reviewsPolicyPage = page("reviews-policy");

/** The links beside a figure drawn from these platforms (ids the settings schema has checked). */
function ratingLinks(sources: readonly string[]): RatingLinks {
  return {
    label: reviewsPolicyPage.figureLinks.sources,
    platforms: site.ratings.platforms
      .filter((platform) => sources.includes(platform.id))
      .map((platform) => ({ name: platform.platform, href: platform.href })),
    policy: { label: reviewsPolicyPage.figureLinks.policy, href: "/reviews-policy" },
  };
}

const reviewsPolicyContent = {
  page: reviewsPolicyPage,
  platforms: site.ratings.platforms.map((platform) => ({
    id: platform.id,
    name: platform.platform,
    href: platform.href,
  })),
  /** The day the figures were last copied from the platforms; none until the agency says. */
  updated: site.ratings.updated,
  email: site.email,
};

export function getReviewsPolicyContent() {
  return reviewsPolicyContent;
}

const testimonialsPage = page("testimonials");
const testimonialsContent = {
  page: testimonialsPage,
  testimonials: testimonialsFor(testimonialsPage.testimonials, PAGES.testimonials.file, "testimonials"),
  platforms: site.ratings.platforms.map((platform) => ({ ...platform, links: ratingLinks([platform.id]) })),
  aggregate: site.ratings.aggregate,
  aggregateLinks: ratingLinks(site.ratings.aggregate.sources),
};

export function getTestimonialsContent() {
  return testimonialsContent;
}

// ---------------------------------------------------------------------------------------------------
// Contact

const contactPage = page("contact");
const { signature, ...getInTouch } = contactPage.getInTouch;
const contactContent = {
  page: {
    ...contactPage,
    getInTouch: {
      ...getInTouch,
      // Signed with the founder's name and role from the settings.
      ...(signature ? { signature: { ...signature, name: site.founder.name, role: site.founder.role } } : {}),
    },
  },
  /** The agency facts the contact page shows, from the settings. */
  agency: {
    name: site.name,
    email: site.email,
    phone: site.phone,
    socials: site.socials,
    clientApp: site.clientApp,
    /** An online scheduler beside the consultation calendar, when the settings name one. */
    scheduler: site.scheduler,
    /** The URL's host names the calendar file's event ids. */
    host: new URL(site.url).host,
  },
};

export type ContactContent = typeof contactContent;

export function getContactContent(): ContactContent {
  return contactContent;
}

// ---------------------------------------------------------------------------------------------------
// Booking with confidence: the page's words, and the facts it shows from the settings.

const bookingConfidenceContent = {
  page: page("booking-with-confidence"),
  agency: {
    email: site.email,
    phone: site.phone,
    clientApp: site.clientApp,
    atol: site.protection.atol,
    complaints: site.protection.complaints,
  },
};

export function getBookingConfidenceContent() {
  return bookingConfidenceContent;
}

// ---------------------------------------------------------------------------------------------------
// Experiences, specialisms and the static pages around them

// Loaded once: the pages read the items, and the itineraries below resolve references against the files.
const experienceFiles = loadFolder(EXPERIENCES, tokens);
const specialismFiles = loadFolder(SPECIALISMS, tokens);
const experiences = data(experienceFiles);
const specialisms = data(specialismFiles);

export function getExperiences(): readonly Experience[] {
  return experiences;
}

export function getExperience(id: string): Experience | undefined {
  return experiences.find((entry) => entry.id === id);
}

const experienceDetail = page("experience");
const specialismDetail = page("specialism");

/** The headings and buttons shared by every experience page. */
export function getExperienceDetailPage(): ExperienceDetailPage {
  return experienceDetail;
}

/** The headings and buttons shared by every specialism page. */
export function getSpecialismDetailPage(): SpecialismDetailPage {
  return specialismDetail;
}

export function getSpecialisms(): readonly Specialism[] {
  return specialisms;
}

export function getSpecialism(slug: string): Specialism | undefined {
  return specialisms.find((entry) => entry.slug === slug);
}

const listingPages = { experiences: page("experiences"), specialisms: page("specialisms") };

export function getListingPage(name: keyof typeof listingPages): ListingPage {
  return listingPages[name];
}

const serviceCards = data(loadFolder(SERVICES, tokens));
const servicesPage = page("services");
const servicesContent = {
  page: servicesPage,
  tailorMade: serviceCards.filter((card) => card.group === "tailor-made"),
  specialty: serviceCards.filter((card) => card.group === "specialty"),
  approach: servicesPage.approach.cards,
};

export function getServicesContent() {
  return servicesContent;
}

const conciergePage = page("concierge");
const conciergeContent = {
  page: conciergePage,
  services: data(loadFolder(CONCIERGE, tokens)),
  steps: conciergePage.steps.items,
};

export function getConciergeContent() {
  return conciergeContent;
}

const aboutPage = page("about");
const aboutContent = {
  page: {
    ...aboutPage,
    founder: {
      ...aboutPage.founder,
      name: site.founder.name,
      role: site.founder.role,
      specialisms: site.founder.specialisms,
    },
  },
};

export function getAboutContent() {
  return { ...aboutContent, socials: site.socials };
}

const luxuryTravelPage = page("luxury-travel");

export function getLuxuryTravelPage(): LuxuryTravelPage {
  return luxuryTravelPage;
}

const tailorMadeFile = page("tailor-made");
const tailorMadePage = {
  ...tailorMadeFile,
  testimonial: testimonialsFor(
    [tailorMadeFile.testimonial],
    PAGES["tailor-made"].file,
    "testimonial",
  )[0] as TestimonialView,
};

export function getTailorMadePage() {
  return tailorMadePage;
}

// ---------------------------------------------------------------------------------------------------
// Home (/)

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
    cards: specialisms.map(({ slug, title, description, image, icon }) => ({
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

// ---------------------------------------------------------------------------------------------------
// Sample itineraries, and what links to what: each destination page lists the itineraries that visit
// it, the specialisms that feature it and the articles about it, all by reference, never by text search.

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

// Specialisms and articles name the destinations they feature; each name must be a destination with a page.
specialismFiles.forEach(({ file, data: entry }) =>
  resolveRefs(destinationFiles, entry.destinations ?? [], { file, field: "destinations", collection: DESTINATIONS }),
);
articles.forEach((article) =>
  resolveRefs(destinationFiles, article.destinations ?? [], {
    file: article.file,
    field: "destinations",
    collection: DESTINATIONS,
  }),
);

/** What a destination's page links to: its itineraries, the specialisms that feature it, articles about it. */
export function getDestinationRelations(slug: string) {
  return {
    itineraries: itineraries.filter((trip) => trip.destinations.includes(slug)),
    specialisms: specialisms
      .filter((entry) => entry.destinations?.includes(slug))
      .map((entry) => ({ href: `/specialisms/${entry.slug}`, label: entry.title, description: entry.description })),
    articles: articles.filter((article) => article.destinations?.includes(slug)).map(toSummary),
  };
}

/** /when-to-go/: for each month, the destinations rated ideal then, with the reason. */
export function getMonthGuide() {
  return MONTHS.map((month, index) => ({
    month,
    id: month.toLowerCase(),
    destinations: details.flatMap((detail) => {
      const row = detail.climate.months[index]!;
      return row.rating === "ideal"
        ? [
            {
              slug: detail.slug,
              name: detail.name,
              country: detail.country,
              region: detail.region,
              image: detail.image,
              note: row.note,
              highC: row.highC,
              path: `/destination/${detail.slug}`,
            },
          ]
        : [];
    }),
  }));
}

const itinerariesPage = page("itineraries");
const whenToGoPage = page("when-to-go");

/** The words around every itinerary: the listing, the day-by-day and the guide price. */
export function getItinerariesPage() {
  return itinerariesPage;
}

export function getWhenToGoPage() {
  return whenToGoPage;
}

const searchPage = page("search");

/** The search page's words and its list of the main sections. */
export function getSearchPage() {
  return searchPage;
}

/** What an itinerary card says around its figures. */
export function getItineraryCardLabels() {
  return {
    nights: itinerariesPage.labels.nights,
    from: itinerariesPage.price.from,
    view: itinerariesPage.viewItinerary,
  };
}
