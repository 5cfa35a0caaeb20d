import { ContactDesk } from "@/components/contact/contact-desk";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Notices } from "@/components/ui/notices";
import {
  getBookingRules,
  getContactContent,
  getDestinationDetails,
  getExperiences,
  getItineraries,
  getSpecialisms,
} from "@/lib/content";
import { deliverySettings } from "@/lib/enquiry/delivery";
import { upcomingMonths } from "@/lib/enquiry/trip";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd, travelAgencyJsonLd } from "@/lib/seo/structured-data";

const content = getContactContent();
const { page } = content;

// Read at build time: a malformed timeout or Turnstile key fails the build rather than every enquiry.
const delivery = deliverySettings({
  NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS: process.env.NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
});

/**
 * What /contact/?destination=, ?itinerary= and ?specialism= may name: every destination page, every
 * itinerary, every specialism and every experience.
 */
const subjects = {
  destinations: Object.fromEntries(getDestinationDetails().map((detail) => [detail.slug, detail.name])),
  itineraries: Object.fromEntries(
    getItineraries().map((trip) => [
      trip.slug,
      { title: trip.title, places: trip.places.map((place) => place.name).join(", ") },
    ]),
  ),
  specialisms: Object.fromEntries([
    ...getSpecialisms().map((item) => [item.slug, item.title]),
    ...getExperiences().map((item) => [item.id, item.title]),
  ]),
};

// The months "Tell us more" offers, from the month of the build; the form drops those past when it runs.
const months = upcomingMonths(new Date());

export const metadata = pageMetadata({
  title: page.meta.title,
  description: page.meta.description,
  path: "/contact",
  keywords: ["contact a travel agent", "free travel consultation", "luxury holiday enquiry"],
});

export default function ContactPage() {
  return (
    <>
      <JsonLd id="travel-agency-jsonld" data={travelAgencyJsonLd({ path: "/contact" })} />
      <JsonLd
        id="breadcrumb-jsonld"
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: page.hero.title, path: "/contact" },
        ])}
      />
      <PageHero
        size="compact"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
      />
      <ContactDesk
        content={content}
        delivery={delivery}
        subjects={subjects}
        months={months}
        bookingRules={getBookingRules()}
      />
      <Notices />
    </>
  );
}
