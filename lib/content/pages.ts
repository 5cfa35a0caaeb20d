import "server-only";
import { PAGES } from "@/lib/content/collections";
import type { ListingPage, LuxuryTravelPage } from "@/lib/content/page-schemas";
import { page } from "@/lib/content/read";
import type { TestimonialView } from "@/lib/content/reviews";
import { site } from "@/lib/content/settings";
import { testimonialsFor } from "@/lib/content/testimonials";

/*
 * The pages that are mostly their own words (content/pages/), with the agency's facts from the settings:
 * contact, booking with confidence, about, luxury travel, tailor-made, search and the two listings.
 */

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

const listingPages = { experiences: page("experiences"), specialisms: page("specialisms") };

export function getListingPage(name: keyof typeof listingPages): ListingPage {
  return listingPages[name];
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

const newsletterPages = page("newsletter");

/** The words of the pages the newsletter's e-mail links open and end on. */
export function getNewsletterPage<Name extends keyof typeof newsletterPages>(name: Name) {
  return newsletterPages[name];
}

const searchPage = page("search");

/** The search page's words and its list of the main sections. */
export function getSearchPage() {
  return searchPage;
}

const shortlistPage = page("shortlist");

/** The words of /shortlist/, the visitor's saved itineraries and destination guides. */
export function getShortlistPage() {
  return shortlistPage;
}
