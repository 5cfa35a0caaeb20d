import "server-only";

/*
 * lib/content/: the content of the site, from the files under content/ to what pages receive.
 *
 * This file is the one door to the content. Pages ask here; components receive props. Every file under
 * content/ is read and validated once, when this module is first imported during the build, and every
 * reference between files is resolved, so a malformed file or a missing item fails `next build` naming the
 * file, the item and the field. Whatever can be computed (paths, map positions, reading time, the footer's
 * destination links) is computed, never typed. Behind the door, one module per collection holds its getters
 * and its cross-checks (destinations.ts, journal.ts, itineraries.ts …); they share read.ts.
 *
 * Who may import what:
 * - build only (server-only): this door, the collection modules, the loader (loader.ts, read.ts), the
 *   settings (settings.ts) and Markdown (markdown.ts). app/ and the build's own modules import them; a client
 *   component that does fails the build.
 * - browser and build: the schemas' types (schemas/, page-schemas/), the content model (collections.ts, which
 *   the editor's configuration in cms-config.ts and the build scripts also read), reviews.ts, months.ts,
 *   labels.ts, placeholders.ts and validate.ts. None of them reads a file.
 */

export {
  getDestinationDetail,
  getDestinationDetailPage,
  getDestinationDetails,
  getDestinationsPage,
  getMapPins,
  getMonthGuide,
  getPinForGuide,
  getRegionHighlights,
  getWhenToGoPage,
} from "@/lib/content/destinations";
export { getNavigation } from "@/lib/content/navigation";
export { getBookingRules } from "@/lib/content/booking";
export { getLegalPage, LEGAL_PAGES, type LegalPage, type LegalPageSlug } from "@/lib/content/legal";
export {
  getArticle,
  getArticleCategories,
  getArticles,
  getArticleSummaries,
  getFeaturedArticles,
  getFirstArticle,
  getJournalPage,
  getRelatedArticles,
  type Article,
} from "@/lib/content/journal";
export { getReviewsPolicyContent, getTestimonialsContent } from "@/lib/content/testimonials";
export {
  getAboutContent,
  getBookingConfidenceContent,
  getContactContent,
  getListingPage,
  getLuxuryTravelPage,
  getNewsletterPage,
  getSearchPage,
  getShortlistPage,
  getTailorMadePage,
  type ContactContent,
} from "@/lib/content/pages";
export { getExperience, getExperienceDetailPage, getExperiences } from "@/lib/content/experiences";
export { getSpecialism, getSpecialismDetailPage, getSpecialisms } from "@/lib/content/specialisms";
export { getConciergeContent, getServicesContent } from "@/lib/content/services";
export { getHomeContent } from "@/lib/content/home";
export {
  getDestinationRelations,
  getItineraries,
  getItinerariesPage,
  getItinerary,
  getItineraryCardLabels,
  type ItineraryView,
} from "@/lib/content/itineraries";
export { getFinder, type FinderGuide, type FinderTrip } from "@/lib/content/finder";
export { getShortlistSources } from "@/lib/content/shortlist";
