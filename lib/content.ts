import { destinationDetails } from "@/content/destinations";
import * as home from "@/content/home";
import { mapDestinations } from "@/content/map-destinations";
import { site } from "@/content/site";
import { specialisms } from "@/content/specialisms";
import { homeTestimonials } from "@/content/testimonials";
import { readDocument } from "@/lib/documents";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import {
  closingCtaSchema,
  consultationBannerSchema,
  destinationExplorerSchema,
  exclusiveDestinationsSectionSchema,
  heroCtasSchema,
  homeHeroSlidesSchema,
  homeTestimonialsSchema,
  journeyStepsSchema,
  pageMetaSchema,
  philosophySchema,
  sectionHeadingSchema,
  specialismsSectionSchema,
  testimonialsSectionSchema,
  trustStripSchema,
} from "@/lib/page-schemas";
import {
  REGIONS,
  destinationDetailSchema,
  legalPageFrontMatterSchema,
  mapDestinationSchema,
  specialismSchema,
  type LegalPageFrontMatter,
  type Region,
} from "@/lib/schemas";
import { ContentError, parseCollection, parseEntry } from "@/lib/validate";

/*
 * The one door to the content. Pages ask here; components receive props. Every collection is parsed
 * once, when this module is first imported during the build, so malformed content fails `next build`
 * with the file, the entry and the field.
 */

/** Values the Markdown files may reference as {{token}}. */
export const contentTokens: Record<string, string> = {
  name: site.name,
  founder: site.founder.name,
  email: site.email,
  phone: site.phone.display,
  phoneHref: site.phone.href.replace(/^tel:/, ""),
  address: `${site.address.locality}, ${site.address.countryName}`,
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

const homeSpecialisms = parseCollection(specialismSchema, specialisms, "content/specialisms.ts", (s) => s.slug);
if (homeSpecialisms.length !== 6) {
  throw new ContentError(`Invalid content in content/specialisms.ts:\n  expected 6 specialisms, found ${homeSpecialisms.length}`);
}
const homeDestinationDetails = parseCollection(
  destinationDetailSchema,
  destinationDetails,
  "content/destinations.ts",
  (d) => d.slug,
);
const homeMapPins = parseCollection(mapDestinationSchema, mapDestinations, "content/map-destinations.ts", (d) => d.id);

const exclusiveDestinations = parseEntry(
  exclusiveDestinationsSectionSchema,
  home.exclusiveDestinationsSection,
  HOME_FILE,
  "exclusiveDestinationsSection",
);
const explorer = parseEntry(destinationExplorerSchema, home.destinationExplorer, HOME_FILE, "destinationExplorer");

export type ExplorerOption = { slug: string; name: string };
export type ExplorerRegion = { region: Region; destinations: ExplorerOption[] };

/** The map's pins as select options: grouped by region in the map's order, A to Z within a region. */
function explorerRegions(): ExplorerRegion[] {
  return REGIONS.map((region) => ({
    region,
    destinations: homeMapPins
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
    cards: homeSpecialisms.map(({ slug, title, description, image, icon }) => ({
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
    cards: pick(homeDestinationDetails, exclusiveDestinations.destinations, (d) => d.slug, HOME_FILE).map(
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
    entries: parseEntry(homeTestimonialsSchema, homeTestimonials, "content/testimonials.ts", "homeTestimonials"),
  },
  journey: {
    ...parseEntry(sectionHeadingSchema, home.journeySection, HOME_FILE, "journeySection"),
    steps: parseEntry(journeyStepsSchema, home.journeySteps, HOME_FILE, "journeySteps"),
  },
  explorer: {
    ...explorer,
    regions: explorerRegions(),
    featured: pick(homeMapPins, explorer.featured, (pin) => pin.slug, `${HOME_FILE}, destinationExplorer.featured`).map(
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
