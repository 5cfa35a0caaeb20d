import type { z } from "zod";
import * as pages from "@/lib/content/page-schemas";
import {
  articleFrontMatterSchema,
  bankHolidaysFileSchema,
  conciergeServiceSchema,
  destinationSchema,
  experienceSchema,
  itinerarySchema,
  legalPageFrontMatterSchema,
  navigationSchema,
  serviceCardSchema,
  settingsSchema,
  specialismSchema,
  testimonialSchema,
} from "@/lib/content/schemas";

/*
 * The content model: every collection under content/, its folder or file, and its schema. The build's
 * loader (lib/content/loader.ts), the editor's configuration (/admin/config.yml, built by
 * lib/content/cms-config.ts and written by scripts/build/cms.ts) and the editing guide's table
 * (content/README.md) all follow this list, so a collection added here exists everywhere at once.
 */

/** A folder of items, one file each, named after the item's key (content/destinations/maldives.yml). */
export type FolderCollection<S extends z.ZodType = z.ZodType> = {
  kind: "folder";
  name: string;
  label: string;
  /** Singular, for the editor's "New destination" button. */
  labelSingular: string;
  /** What the collection feeds on the site, for the owner. */
  hint: string;
  folder: string;
  format: "yml" | "md";
  schema: S;
  /** The field that names the item. */
  key: string;
  /**
   * "file": the file is named after the key (maldives.yml holds slug: maldives; a legal page's slug is its
   * file name). "field": the key lives in the file and the name is free (journal articles, NN-title.md).
   */
  keyIn: "file" | "field";
  /** The field the editor lists items by. */
  summary: string;
};

/** One file of its own (content/settings.yml, content/pages/home.yml). */
export type FileEntry<S extends z.ZodType = z.ZodType> = {
  name: string;
  label: string;
  hint: string;
  file: string;
  schema: S;
};

const folder = <S extends z.ZodType>(definition: Omit<FolderCollection<S>, "kind">): FolderCollection<S> => ({
  kind: "folder",
  ...definition,
});

/** A group of single files the editor shows together. */
type FileCollection = { kind: "files"; name: string; label: string; hint: string; files: FileEntry[] };

export type Collection = FolderCollection | FileCollection;

export const DESTINATIONS = folder({
  name: "destinations",
  label: "Destinations",
  labelSingular: "Destination",
  hint: "One file per place: its map pin and details panel, its cards, its region highlight and, with a page section, its own page at /destination/{slug}/.",
  folder: "content/destinations",
  format: "yml",
  schema: destinationSchema,
  key: "slug",
  keyIn: "file",
  summary: "name",
});

export const ITINERARIES = folder({
  name: "itineraries",
  label: "Sample itineraries",
  labelSingular: "Itinerary",
  hint: "One file per sample journey, /itineraries/{slug}/: day by day, its route, and a guide price with its basis and the date it was checked.",
  folder: "content/itineraries",
  format: "yml",
  schema: itinerarySchema,
  key: "slug",
  keyIn: "file",
  summary: "title",
});

export const EXPERIENCES = folder({
  name: "experiences",
  label: "Experiences",
  labelSingular: "Experience",
  hint: "The signature experiences: the /experiences/ listing and a page each.",
  folder: "content/experiences",
  format: "yml",
  schema: experienceSchema,
  key: "id",
  keyIn: "file",
  summary: "title",
});

export const SPECIALISMS = folder({
  name: "specialisms",
  label: "Specialisms",
  labelSingular: "Specialism",
  hint: "The six specialisms: the home page grids, the /specialisms/ listing and a page each.",
  folder: "content/specialisms",
  format: "yml",
  schema: specialismSchema,
  key: "slug",
  keyIn: "file",
  summary: "title",
});

export const SERVICES = folder({
  name: "services",
  label: "Service cards",
  labelSingular: "Service card",
  hint: "The cards on /services/, in two groups: tailor-made and specialty.",
  folder: "content/services",
  format: "yml",
  schema: serviceCardSchema,
  key: "id",
  keyIn: "file",
  summary: "title",
});

export const CONCIERGE = folder({
  name: "concierge",
  label: "Concierge services",
  labelSingular: "Concierge service",
  hint: "The services listed on /concierge-services/.",
  folder: "content/concierge",
  format: "yml",
  schema: conciergeServiceSchema,
  key: "id",
  keyIn: "file",
  summary: "title",
});

export const TESTIMONIALS = folder({
  name: "testimonials",
  label: "Testimonials",
  labelSingular: "Testimonial",
  hint: "What clients said. Pages choose which to show by slug: the home carousel, the /testimonials/ grid and the tailor-made page.",
  folder: "content/testimonials",
  format: "yml",
  schema: testimonialSchema,
  key: "slug",
  keyIn: "file",
  summary: "author",
});

export const JOURNAL = folder({
  name: "journal",
  label: "Journal articles",
  labelSingular: "Journal article",
  hint: "One Markdown file per article, /journal/{id}/. The reading time is counted from the text.",
  folder: "content/journal",
  format: "md",
  schema: articleFrontMatterSchema,
  key: "id",
  keyIn: "field",
  summary: "title",
});

export const LEGAL = folder({
  name: "legal",
  label: "Legal pages",
  labelSingular: "Legal page",
  hint: "The privacy policy, the terms of service and the accessibility statement, one Markdown file each.",
  folder: "content/legal",
  format: "md",
  schema: legalPageFrontMatterSchema,
  key: "slug",
  keyIn: "file",
  summary: "title",
});

export const SETTINGS: FileEntry<typeof settingsSchema> = {
  name: "settings",
  label: "Agency settings",
  hint: "The agency's name, founder, contact details, opening hours, social profiles, every rating figure with its platform links, the ATOL licence details (values in [brackets] are placeholders, shown on the site as to be confirmed), and the consultation calendar's weekly hours, notice, horizon and days off.",
  file: "content/settings.yml",
  schema: settingsSchema,
};

export const NAVIGATION: FileEntry<typeof navigationSchema> = {
  name: "navigation",
  label: "Navigation",
  hint: "The header links, the footer's groups and its ten popular destinations.",
  file: "content/navigation.yml",
  schema: navigationSchema,
};

export const BANK_HOLIDAYS: FileEntry<typeof bankHolidaysFileSchema> = {
  name: "bank-holidays",
  label: "Bank holidays",
  hint: "England and Wales, copied from GOV.UK (https://www.gov.uk/bank-holidays): no consultation can be booked on them. Add each new year's dates in full once GOV.UK publishes them; the site stops building when the list ends within 60 days.",
  file: "content/bank-holidays.yml",
  schema: bankHolidaysFileSchema,
};

const page = <S extends z.ZodType>(name: string, label: string, route: string, schema: S): FileEntry<S> => ({
  name,
  label,
  hint: `The words on ${route}.`,
  file: `content/pages/${name}.yml`,
  schema,
});

export const PAGES = {
  home: page("home", "Home", "the home page", pages.homePageSchema),
  about: page("about", "About", "/about/", pages.aboutPageSchema),
  destinations: page("destinations", "Destinations", "/destinations/", pages.destinationsPageSchema),
  destination: page(
    "destination",
    "Destination page",
    "every /destination/{slug}/ page",
    pages.destinationDetailPageSchema,
  ),
  "when-to-go": page("when-to-go", "When to go", "/when-to-go/", pages.whenToGoPageSchema),
  search: page("search", "Search", "/search/", pages.searchPageSchema),
  shortlist: page("shortlist", "Shortlist", "/shortlist/", pages.shortlistPageSchema),
  newsletter: page(
    "newsletter",
    "Newsletter links",
    "the pages the newsletter's confirm and unsubscribe links end on (/newsletter/…/)",
    pages.newsletterPagesSchema,
  ),
  itineraries: page(
    "itineraries",
    "Sample itineraries",
    "/itineraries/ and around every itinerary",
    pages.itinerariesPageSchema,
  ),
  experiences: page("experiences", "Experiences", "/experiences/", pages.listingPageSchema),
  experience: page("experience", "Experience page", "every /experiences/{id}/ page", pages.experienceDetailPageSchema),
  specialisms: page("specialisms", "Specialisms", "/specialisms/", pages.listingPageSchema),
  specialism: page(
    "specialism",
    "Specialism page",
    "every /specialisms/{slug}/ page",
    pages.specialismDetailPageSchema,
  ),
  services: page("services", "Services", "/services/", pages.servicesPageSchema),
  concierge: page("concierge", "Concierge", "/concierge-services/", pages.conciergePageSchema),
  "luxury-travel": page("luxury-travel", "Luxury travel", "/luxury-travel/", pages.luxuryTravelPageSchema),
  "tailor-made": page("tailor-made", "Tailor-made", "/tailor-made/", pages.tailorMadePageSchema),
  testimonials: page("testimonials", "Testimonials", "/testimonials/", pages.testimonialsPageSchema),
  journal: page("journal", "Journal", "/journal/ and around every article", pages.journalPageSchema),
  contact: page("contact", "Contact", "/contact/", pages.contactPageSchema),
  "booking-with-confidence": page(
    "booking-with-confidence",
    "Booking with confidence",
    "/booking-with-confidence/ (the ATOL holder, number and logo are in the agency settings, under protection)",
    pages.bookingConfidencePageSchema,
  ),
  "reviews-policy": page(
    "reviews-policy",
    "Reviews policy",
    "/reviews-policy/ (the platforms, their links and the date the figures were updated are in the agency settings, under ratings)",
    pages.reviewsPolicyPageSchema,
  ),
};

export const COLLECTIONS: readonly Collection[] = [
  DESTINATIONS,
  ITINERARIES,
  EXPERIENCES,
  SPECIALISMS,
  SERVICES,
  CONCIERGE,
  TESTIMONIALS,
  JOURNAL,
  LEGAL,
  { kind: "files", name: "pages", label: "Pages", hint: "Each page's own words.", files: Object.values(PAGES) },
  {
    kind: "files",
    name: "site",
    label: "Settings and navigation",
    hint: "The agency's facts, the site's menus and the bank holidays the consultation calendar skips.",
    files: [SETTINGS, NAVIGATION, BANK_HOLIDAYS],
  },
];
