import "server-only";
import * as concierge from "@/content/concierge";
import { destinationDetails } from "@/content/destinations";
import { experienceDetailPage, experiences as experienceEntries } from "@/content/experiences";
import * as home from "@/content/home";
import { mapDestinations } from "@/content/map-destinations";
import * as pages from "@/content/pages";
import { regionHighlights } from "@/content/region-highlights";
import * as services from "@/content/services";
import { site } from "@/content/site";
import { specialismDetailPage, specialisms as specialismEntries } from "@/content/specialisms";
import * as testimonialEntries from "@/content/testimonials";
import { buildArticles, toSummary, type Article } from "@/lib/articles";
import { listDocuments, readDocument } from "@/lib/documents";
import { articleCategories, relatedArticles } from "@/lib/journal";
import { isCity, type MapPin } from "@/lib/map-filters";
import { projectToPercent } from "@/lib/map-projection";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import {
  aboutPageSchema,
  closingCtaSchema,
  conciergePageSchema,
  conciergeStepsSchema,
  consultationBannerSchema,
  contactPageSchema,
  destinationDetailPageSchema,
  destinationExplorerSchema,
  destinationsPageSchema,
  exclusiveDestinationsSectionSchema,
  experienceDetailPageSchema,
  heroCtasSchema,
  homeHeroSlidesSchema,
  homeTestimonialsSchema,
  journalPageSchema,
  journeyStepsSchema,
  listingPageSchema,
  luxuryTravelPageSchema,
  pageMetaSchema,
  philosophySchema,
  sectionHeadingSchema,
  servicesApproachSchema,
  servicesPageSchema,
  specialismDetailPageSchema,
  specialismsSectionSchema,
  tailorMadePageSchema,
  testimonialsPageSchema,
  testimonialsSectionSchema,
  trustStripSchema,
  type AboutPage,
  type ExperienceDetailPage,
  type ListingPage,
  type LuxuryTravelPage,
  type SpecialismDetailPage,
  type TailorMadePage,
} from "@/lib/page-schemas";
import {
  ARTICLE_CATEGORIES,
  REGIONS,
  articleFrontMatterSchema,
  conciergeServiceSchema,
  destinationDetailSchema,
  experienceSchema,
  legalPageFrontMatterSchema,
  mapDestinationSchema,
  regionHighlightGroupSchema,
  reviewPlatformSchema,
  serviceCardSchema,
  specialismSchema,
  testimonialSchema,
  type DestinationDetail,
  type Experience,
  type LegalPageFrontMatter,
  type Region,
  type RegionHighlightGroup,
  type Specialism,
} from "@/lib/schemas";
import { ContentError, parseCollection, parseEntry } from "@/lib/validate";

/*
 * The one door to the content. Pages ask here; components receive props. Every collection is parsed
 * once, when this module is first imported during the build, so malformed content fails `next build`
 * with the file, the entry and the field.
 */

/** Values the Markdown files may reference as {{token}}. */
const contentTokens: Record<string, string> = {
  name: site.name,
  founder: site.founder.name,
  email: site.email,
  phone: site.phone.display,
  phoneHref: site.phone.href.replace(/^tel:/, ""),
  address: `${site.address.locality}, ${site.address.countryName}`,
  founderFirstName: site.founder.firstName,
};

export const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "accessibility"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export type LegalPage = LegalPageFrontMatter & { slug: LegalPageSlug } & RenderedMarkdown;

const legalPages = new Map<LegalPageSlug, LegalPage>(
  LEGAL_PAGES.map((slug) => {
    const document = readDocument(`legal/${slug}.md`, legalPageFrontMatterSchema);
    const rendered = renderMarkdown(fillTokens(document.body, contentTokens, document.file));
    return [slug, { ...document.data, slug, ...rendered }];
  }),
);

export function getLegalPage(slug: LegalPageSlug): LegalPage {
  const page = legalPages.get(slug);
  if (!page) throw new Error(`Unknown legal page: ${slug}`);
  return page;
}

// ---------------------------------------------------------------------------------------------------
// The travel journal: content/journal/NN-*.md, one article per file, newest first.

export type { Article } from "@/lib/articles";

const articles: readonly Article[] = buildArticles(
  listDocuments("journal").map((file) => readDocument(file, articleFrontMatterSchema)),
  contentTokens,
);

const journalPageContent = parseEntry(journalPageSchema, pages.journalPage, "content/pages.ts", "journalPage");

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

/** The article an unknown id falls back to: the first of the collection, id 1. */
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

const contactContent = {
  page: parseEntry(contactPageSchema, pages.contactPage, "content/pages.ts", "contactPage"),
  /** The agency facts the contact page shows, from content/site.ts. */
  agency: {
    name: site.name,
    email: site.email,
    phone: site.phone,
    socials: site.socials,
    clientApp: site.clientApp,
    /** The URL's host names the calendar file's event ids. */
    host: new URL(site.url).host,
  },
};

export type ContactContent = typeof contactContent;

export function getContactContent(): ContactContent {
  return contactContent;
}

// ---------------------------------------------------------------------------------------------------
// Experiences, specialisms and the static pages around them

const EXPERIENCES_FILE = "content/experiences.ts";
const SPECIALISMS_FILE = "content/specialisms.ts";
const PAGES_FILE = "content/pages.ts";

const experiences = parseCollection(experienceSchema, experienceEntries, EXPERIENCES_FILE, (entry) => entry.id);
const specialisms = parseCollection(specialismSchema, specialismEntries, SPECIALISMS_FILE, (entry) => entry.slug);

export function getExperiences(): readonly Experience[] {
  return experiences;
}

export function getExperience(id: string): Experience | undefined {
  return experiences.find((entry) => entry.id === id);
}

const experienceDetail = parseEntry(
  experienceDetailPageSchema,
  experienceDetailPage,
  EXPERIENCES_FILE,
  "experienceDetailPage",
);
const specialismDetail = parseEntry(
  specialismDetailPageSchema,
  specialismDetailPage,
  SPECIALISMS_FILE,
  "specialismDetailPage",
);

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

const listingPages = {
  experiences: parseEntry(listingPageSchema, pages.experiencesPage, PAGES_FILE, "experiencesPage"),
  specialisms: parseEntry(listingPageSchema, pages.specialismsPage, PAGES_FILE, "specialismsPage"),
};

export function getListingPage(name: keyof typeof listingPages): ListingPage {
  return listingPages[name];
}

const SERVICES_FILE = "content/services.ts";
const serviceCards = parseCollection(serviceCardSchema, services.serviceCards, SERVICES_FILE, (card) => card.id);
const servicesContent = {
  page: parseEntry(servicesPageSchema, services.servicesPage, SERVICES_FILE, "servicesPage"),
  tailorMade: serviceCards.filter((card) => card.group === "tailor-made"),
  specialty: serviceCards.filter((card) => card.group === "specialty"),
  approach: parseEntry(servicesApproachSchema, services.servicesApproach, SERVICES_FILE, "servicesApproach"),
};

export function getServicesContent() {
  return servicesContent;
}

const CONCIERGE_FILE = "content/concierge.ts";
const conciergeContent = {
  page: parseEntry(conciergePageSchema, concierge.conciergePage, CONCIERGE_FILE, "conciergePage"),
  services: parseCollection(conciergeServiceSchema, concierge.conciergeServices, CONCIERGE_FILE, (entry) => entry.id),
  steps: parseEntry(conciergeStepsSchema, concierge.conciergeSteps, CONCIERGE_FILE, "conciergeSteps"),
};

export function getConciergeContent() {
  return conciergeContent;
}

const aboutPage = parseEntry(aboutPageSchema, pages.aboutPage, PAGES_FILE, "aboutPage");
const luxuryTravelPage = parseEntry(luxuryTravelPageSchema, pages.luxuryTravelPage, PAGES_FILE, "luxuryTravelPage");
const tailorMadePage = parseEntry(tailorMadePageSchema, pages.tailorMadePage, PAGES_FILE, "tailorMadePage");

export function getAboutContent(): { page: AboutPage; socials: typeof site.socials } {
  return { page: aboutPage, socials: site.socials };
}

export function getLuxuryTravelPage(): LuxuryTravelPage {
  return luxuryTravelPage;
}

export function getTailorMadePage(): TailorMadePage {
  return tailorMadePage;
}

const testimonialsContent = {
  page: parseEntry(testimonialsPageSchema, pages.testimonialsPage, PAGES_FILE, "testimonialsPage"),
  testimonials: parseCollection(
    testimonialSchema,
    testimonialEntries.pageTestimonials,
    "content/testimonials.ts",
    (entry) => entry.id,
  ),
  platforms: parseCollection(reviewPlatformSchema, site.ratings.platforms, "content/site.ts", (entry) => entry.id),
  aggregate: site.ratings.aggregate,
};

export function getTestimonialsContent() {
  return testimonialsContent;
}

// ---------------------------------------------------------------------------------------------------
// Destinations: the map, the region highlights and the five destination pages.

const MAP_FILE = "content/map-destinations.ts";

const details = parseCollection(
  destinationDetailSchema,
  destinationDetails,
  "content/destinations.ts",
  (detail) => detail.slug,
);

const mapEntries = parseCollection(mapDestinationSchema, mapDestinations, MAP_FILE, (d) => d.id);
// Slugs are the ?destination= values and guides name destination pages: both must resolve.
mapEntries.forEach((entry, index) => {
  const where = `Invalid content in ${MAP_FILE}, entry "${entry.slug}" (index ${index}):\n  `;
  const first = mapEntries.findIndex((other) => other.slug === entry.slug);
  if (first !== index) throw new ContentError(`${where}duplicate slug (also used by index ${first})`);
  if (entry.guide && !details.some((detail) => detail.slug === entry.guide)) {
    throw new ContentError(`${where}field "guide": no page "${entry.guide}" in content/destinations.ts`);
  }
});

/** Every pin with its place on the map, computed from latitude/longitude with the map's projection. */
const mapPins: MapPin[] = mapEntries.map((entry) => ({
  ...entry,
  ...projectToPercent(entry.latitude, entry.longitude),
  city: isCity(entry),
  ...(entry.guide ? { guidePath: `/destination/${entry.guide}/` } : {}),
}));

const destinationsContent = {
  page: parseEntry(destinationsPageSchema, pages.destinationsPage, PAGES_FILE, "destinationsPage"),
  detailPage: parseEntry(destinationDetailPageSchema, pages.destinationDetailPage, PAGES_FILE, "destinationDetailPage"),
  highlights: parseCollection(
    regionHighlightGroupSchema,
    regionHighlights,
    "content/region-highlights.ts",
    (g) => g.id,
  ),
};

export function getDestinationsPage() {
  return destinationsContent.page;
}

export function getMapPins(): readonly MapPin[] {
  return mapPins;
}

export function getRegionHighlights(): readonly RegionHighlightGroup[] {
  return destinationsContent.highlights;
}

export function getDestinationDetails(): readonly DestinationDetail[] {
  return details;
}

export function getDestinationDetail(slug: string): DestinationDetail | undefined {
  return details.find((detail) => detail.slug === slug);
}

export function getDestinationDetailPage() {
  return destinationsContent.detailPage;
}

/** The map pin that opens on a destination page's subject (Kyoto's page → the Kyoto pin), if any. */
export function getPinForGuide(slug: string): MapPin | undefined {
  return mapPins.find((pin) => pin.guide === slug);
}

// ---------------------------------------------------------------------------------------------------
// Home (/)

const HOME_FILE = "content/home.ts";

/** Looks up each key in a collection, failing the build if one is missing. */
function pick<T>(items: readonly T[], keys: readonly string[], keyOf: (item: T) => string, where: string): T[] {
  return keys.map((key) => {
    const item = items.find((candidate) => keyOf(candidate) === key);
    if (!item) throw new ContentError(`Invalid content in ${where}:\n  "${key}" does not exist`);
    return item;
  });
}

// The home page reuses the collections parsed above.
if (specialisms.length !== 6) {
  throw new ContentError(
    `Invalid content in content/specialisms.ts:\n  expected 6 specialisms, found ${specialisms.length}`,
  );
}

const exclusiveDestinations = parseEntry(
  exclusiveDestinationsSectionSchema,
  home.exclusiveDestinationsSection,
  HOME_FILE,
  "exclusiveDestinationsSection",
);
const explorer = parseEntry(destinationExplorerSchema, home.destinationExplorer, HOME_FILE, "destinationExplorer");

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

const homeContent = {
  meta: parseEntry(pageMetaSchema, home.homeMeta, HOME_FILE, "homeMeta"),
  heroSlides: parseEntry(homeHeroSlidesSchema, home.heroSlides, HOME_FILE, "heroSlides"),
  heroCtas: parseEntry(heroCtasSchema, home.heroCtas, HOME_FILE, "heroCtas"),
  trustStrip: parseEntry(trustStripSchema, home.trustStrip, HOME_FILE, "trustStrip"),
  philosophy: parseEntry(philosophySchema, home.philosophy, HOME_FILE, "philosophy"),
  specialisms: {
    ...parseEntry(specialismsSectionSchema, home.specialismsSection, HOME_FILE, "specialismsSection"),
    cards: specialisms.map(({ slug, title, description, image, icon }) => ({
      slug,
      title,
      description,
      image,
      icon,
      href: `/specialisms/${slug}`,
    })),
  },
  destinations: {
    ...exclusiveDestinations,
    cards: pick(details, exclusiveDestinations.destinations, (d) => d.slug, HOME_FILE).map(
      ({ slug, name, country, description, image, region }) => ({
        slug,
        name,
        country,
        description,
        image,
        region,
        href: `/destination/${slug}`,
      }),
    ),
  },
  testimonials: {
    ...parseEntry(testimonialsSectionSchema, home.testimonialsSection, HOME_FILE, "testimonialsSection"),
    ratingValue: Number(site.ratings.home.value),
    entries: parseEntry(
      homeTestimonialsSchema,
      testimonialEntries.homeTestimonials,
      "content/testimonials.ts",
      "homeTestimonials",
    ),
  },
  journey: {
    ...parseEntry(sectionHeadingSchema, home.journeySection, HOME_FILE, "journeySection"),
    steps: parseEntry(journeyStepsSchema, home.journeySteps, HOME_FILE, "journeySteps"),
  },
  explorer: {
    ...explorer,
    regions: explorerRegions(),
    featured: pick(mapEntries, explorer.featured, (pin) => pin.slug, `${HOME_FILE}, destinationExplorer.featured`).map(
      (pin) => ({ slug: pin.slug, name: pin.name }),
    ),
  },
  closingCta: parseEntry(closingCtaSchema, home.closingCta, HOME_FILE, "closingCta"),
  banner: parseEntry(consultationBannerSchema, home.consultationBanner, HOME_FILE, "consultationBanner"),
};

export type HomeContent = typeof homeContent;

export function getHomeContent(): HomeContent {
  return homeContent;
}
