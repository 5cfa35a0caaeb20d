import { destinationDetails } from "@/content/destinations";
import * as home from "@/content/home";
import { mapDestinations } from "@/content/map-destinations";
import { destinationDetailPage, destinationsPage } from "@/content/pages";
import { regionHighlights } from "@/content/region-highlights";
import { site } from "@/content/site";
import { readDocument } from "@/lib/documents";
import { isCity, type MapPin } from "@/lib/map-filters";
import { projectToPercent } from "@/lib/map-projection";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import {
  closingCtaSchema,
  destinationDetailPageSchema,
  destinationsPageSchema,
  heroCtasSchema,
  homeHeroSlidesSchema,
  pageMetaSchema,
} from "@/lib/page-schemas";
import {
  destinationDetailSchema,
  legalPageFrontMatterSchema,
  mapDestinationSchema,
  regionHighlightGroupSchema,
  type DestinationDetail,
  type LegalPageFrontMatter,
  type RegionHighlightGroup,
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

const HOME_FILE = "content/home.ts";

const homeContent = {
  meta: parseEntry(pageMetaSchema, home.homeMeta, HOME_FILE, "homeMeta"),
  heroSlides: parseEntry(homeHeroSlidesSchema, home.heroSlides, HOME_FILE, "heroSlides"),
  heroCtas: parseEntry(heroCtasSchema, home.heroCtas, HOME_FILE, "heroCtas"),
  closingCta: parseEntry(closingCtaSchema, home.closingCta, HOME_FILE, "closingCta"),
};

export function getHomeContent() {
  return homeContent;
}

// ---------------------------------------------------------------------------------------------------
// Destinations: the map, the region highlights and the five destination pages.

const PAGES_FILE = "content/pages.ts";
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
  page: parseEntry(destinationsPageSchema, destinationsPage, PAGES_FILE, "destinationsPage"),
  detailPage: parseEntry(destinationDetailPageSchema, destinationDetailPage, PAGES_FILE, "destinationDetailPage"),
  highlights: parseCollection(regionHighlightGroupSchema, regionHighlights, "content/region-highlights.ts", (g) => g.id),
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
