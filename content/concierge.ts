import type { z } from "zod";
import type { conciergeServiceSchema, journeyStepSchema } from "@/lib/schemas";
import type { conciergePageSchema } from "@/lib/page-schemas";

/* The /concierge-services page: six services, the three-step process and the closing button. */

export const conciergePage = {
  meta: {
    title: "Concierge Services",
    description:
      "Visa help, private security, chauffeured transport, personal shopping, events and VIP access: a personal travel concierge at your side, wherever you are.",
  },
  hero: {
    eyebrow: "Concierge",
    title: "Concierge Services",
    subtitle: "The finishing touches that turn a good trip into an effortless one",
    image: {
      src: "https://images.unsplash.com/photo-1542314831-068cd1dbfeeb",
      alt: "The exterior of a grand luxury hotel",
    },
    region: "North America",
  },
  intro: {
    eyebrow: "Beyond the Booking",
    heading: "A Personal Concierge, Wherever You Are",
    intro:
      "Some requests do not fit neatly into an itinerary: a visa that needs chasing, a table that seems impossible to get, a surprise that must stay secret until the very last moment. Our concierge service handles them with the same care as the journey itself, drawing on trusted partners around the world.",
  },
  services: {
    heading: "Our Concierge Services",
    intro: "Ask for one of these, combine several, or tell us about something we have not listed.",
  },
  steps: {
    heading: "How Our Concierge Works",
    intro: "Three simple steps, whether you ask a month ahead or from the airport.",
  },
  cta: {
    heading: "Let Us Take Care of the Details",
    text: "Tell us what would make your trip easier, safer or more memorable, and we will find a way to arrange it.",
    primary: { label: "Contact Our Concierge Team", href: "/contact" },
  },
} satisfies z.input<typeof conciergePageSchema>;

export const conciergeServices = [
  {
    id: "visa-immigration",
    icon: "passport",
    title: "Visa & Immigration Assistance",
    description:
      "Entry rules change often. We check them for every nationality in your party and guide you through each application, step by step.",
    features: [
      "Entry requirement checks for every traveller",
      "Guidance on e-visas and application forms",
      "Reminders for passport validity and deadlines",
      "Fast-track arrival services where available",
    ],
  },
  {
    id: "private-security",
    icon: "shield",
    title: "Private Security Arrangements",
    description:
      "Discreet protection for high-profile travellers and sensitive itineraries, arranged through vetted, licensed security specialists.",
    features: [
      "Close protection through vetted partners",
      "Discreet, secure airport arrivals",
      "Route and venue planning with local experts",
      "Confidential handling of your travel details",
    ],
  },
  {
    id: "ground-transportation",
    icon: "car",
    title: "Luxury Ground Transportation",
    description:
      "Chauffeured cars, private transfers and scenic rail journeys, timed precisely so that you are never left waiting.",
    features: [
      "Chauffeur-driven airport and hotel transfers",
      "Private drivers for day trips and touring",
      "First-class rail and luxury train journeys",
      "Child seats and accessible vehicles on request",
    ],
  },
  {
    id: "personal-shopping",
    icon: "bag",
    title: "Personal Shopping Services",
    description:
      "From the fashion houses of Milan to the souks of Marrakech, we arrange stylists, private appointments and guides who know where to look.",
    features: [
      "Private appointments at boutiques and ateliers",
      "Personal stylists and local shopping guides",
      "Sourcing of gifts and special pieces",
      "Shipping of purchases home to the UK",
    ],
  },
  {
    id: "event-planning",
    icon: "calendar",
    title: "Event Planning & Management",
    description:
      "Proposals, vow renewals, milestone birthdays and group celebrations abroad, planned with the right suppliers and a clear plan for the day.",
    features: [
      "Proposals and vow renewals",
      "Milestone birthday and anniversary dinners",
      "Venue, florist and photographer sourcing",
      "Coordination for groups of 10 to 50+",
    ],
  },
  {
    id: "vip-access",
    icon: "crown",
    title: "Exclusive Access & VIP Services",
    description:
      "Sought-after tables, premium seats and behind-the-scenes experiences that are hard to secure on your own.",
    features: [
      "Reservations at in-demand restaurants",
      "Premium seats for shows, concerts and sport",
      "Private and after-hours museum visits",
      "Airport lounges and VIP meet-and-greet",
    ],
  },
] satisfies z.input<typeof conciergeServiceSchema>[];

export const conciergeSteps = [
  {
    title: "Initial Consultation",
    description:
      "Tell us what you need, however unusual. We will ask the right questions about timing, preferences and budget.",
  },
  {
    title: "Tailored Solutions",
    description:
      "We come back with clear options from trusted partners, with costs confirmed up front so you can choose with confidence.",
  },
  {
    title: "Seamless Execution",
    description:
      "Once you decide, we arrange everything and keep you updated through the app, with help available 24/7 until it is done.",
  },
] satisfies z.input<typeof journeyStepSchema>[];
