import type { z } from "zod";
import { site } from "@/content/site";
import type { featureCardSchema, serviceCardSchema } from "@/lib/schemas";
import type { servicesPageSchema } from "@/lib/page-schemas";

/*
 * The /services page: four tailor-made cards, three specialty cards and the three-step
 * approach. Together the seven cards cover what the agency offers: itineraries, accommodation,
 * transport, tours, insurance recommendations, visa help and 24/7 support.
 */

const { firstName } = site.founder;

export const servicesPage = {
  meta: {
    title: "Our Services",
    description:
      "Tailor-made itineraries, handpicked hotels, flights, transfers and tours, plus insurance guidance, visa help and 24/7 support, all arranged by one specialist.",
  },
  hero: {
    eyebrow: "Our Services",
    title: "Everything Your Journey Needs",
    subtitle: "Arranged by one specialist who knows you, from the first idea to the journey home",
    image: {
      src: "https://images.unsplash.com/photo-1540541338287-41700207dee6",
      alt: "A resort swimming pool fringed with palm trees",
    },
    region: "Caribbean",
  },
  intro: {
    eyebrow: "What We Do",
    heading: "One Point of Contact, Every Detail Covered",
    intro: `Whether you need a single flight-and-hotel stay or a month-long journey across three continents, ${firstName} handles every part of it personally, so nothing falls between the gaps.`,
  },
  tailorMade: {
    heading: "Tailor-Made Experiences",
    intro: "The building blocks of every journey, chosen for you rather than pulled from a brochure.",
  },
  specialty: {
    heading: "Specialty Services",
    intro: "The practical help that lets you relax before you have even packed.",
  },
  approach: {
    eyebrow: "Our Approach",
    heading: "Discover, Design, Deliver",
    intro: "A simple, personal process, with no pressure at any stage.",
  },
  cta: {
    heading: "Let's Talk About Your Next Trip",
    text: "Tell us what you have in mind and we will show you what is possible. The first consultation is free.",
    primary: { label: "Book a Free Consultation", href: "/contact" },
  },
} satisfies z.input<typeof servicesPageSchema>;

export const serviceCards = [
  {
    id: "custom-itineraries",
    group: "tailor-made",
    icon: "compass",
    title: "Custom Itineraries",
    description:
      "Day-by-day plans built around your interests and pace, whether that is three nights in Paris or a month across Asia, with room left for spontaneity.",
  },
  {
    id: "handpicked-accommodation",
    group: "tailor-made",
    icon: "key",
    title: "Handpicked Accommodation",
    description:
      "Hotels, villas, lodges and ryokans chosen for how well they suit you, not just their star rating, with the right room type requested from the start.",
  },
  {
    id: "flights-and-transfers",
    group: "tailor-made",
    icon: "car",
    title: "Flights & Private Transfers",
    description:
      "Flights in the cabin you prefer, joined up with chauffeured transfers, rail journeys and car hire, so no connection is left to chance.",
  },
  {
    id: "tours-and-experiences",
    group: "tailor-made",
    icon: "map",
    title: "Curated Tours & Experiences",
    description:
      "Private guides, early entry to famous sights, cookery classes and once-in-a-lifetime moments, booked with people we trust on the ground.",
  },
  {
    id: "travel-insurance-guidance",
    group: "specialty",
    icon: "shield",
    title: "Travel Insurance Guidance",
    description:
      "Recommendations for cover that matches your trip, your activities and any medical conditions, so you travel knowing exactly what is protected.",
  },
  {
    id: "visa-and-entry-help",
    group: "specialty",
    icon: "passport",
    title: "Visa & Entry Help",
    description:
      "Clear guidance on passports, visas and entry requirements for every country on your route, with reminders well before any deadline.",
  },
  {
    id: "round-the-clock-support",
    group: "specialty",
    icon: "phone",
    title: "24/7 Travel Support",
    description:
      "Help at any hour through our companion app, with your documents, your itinerary and a direct line to your specialist in one place.",
  },
] satisfies z.input<typeof serviceCardSchema>[];

export const servicesApproach = [
  {
    icon: "chat",
    title: "Discover",
    description:
      "We listen first: who is travelling, what you love, what you would rather avoid and the budget you feel comfortable with.",
  },
  {
    icon: "compass",
    title: "Design",
    description:
      "Your itinerary is crafted and refined with you, with clear pricing and no pressure to commit until it is exactly right.",
  },
  {
    icon: "plane",
    title: "Deliver",
    description:
      "Everything is booked, protected and placed in your app, and we stay on hand around the clock until you are safely home.",
  },
] satisfies z.input<typeof featureCardSchema>[];
