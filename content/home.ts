import type { z } from "zod";
import { site } from "@/content/site";
import type { heroSlideSchema, journeyStepSchema, featureCardSchema } from "@/lib/schemas";
import type {
  closingCtaSchema,
  consultationBannerSchema,
  destinationExplorerSchema,
  exclusiveDestinationsSectionSchema,
  heroCtasSchema,
  pageMetaSchema,
  philosophySchema,
  sectionHeadingSchema,
  specialismsSectionSchema,
  testimonialsSectionSchema,
} from "@/lib/page-schemas";

/*
 * Copy of the home page, top to bottom. The specialism cards come from content/specialisms.ts,
 * the destination cards from content/destinations.ts and the testimonials from content/testimonials.ts;
 * this file holds the words around them.
 */

const { firstName } = site.founder;

export const homeMeta = {
  title: `${site.name} | Bespoke Luxury Travel Specialist`,
  description:
    "Bespoke luxury holidays from a London specialist: Disney, cruises, honeymoons and accessible travel, ATOL protected with 24/7 support. Book a free consultation.",
} satisfies z.input<typeof pageMetaSchema>;

export const heroSlides = [
  {
    id: 1,
    accent: "Bespoke Luxury Travel",
    title: "Journeys Crafted Entirely Around You",
    subtitle:
      "From overwater villas to hidden island hideaways, every detail is planned personally by a specialist who listens first.",
    image: {
      src: "https://images.unsplash.com/photo-1514282401047-d79a71a590e8",
      alt: "Overwater villas on stilts above a turquoise lagoon in the Maldives",
    },
  },
  {
    id: 2,
    accent: "Yacht Charters & Cruises",
    title: "Set Sail in Complete Privacy",
    subtitle: `Choose from ${site.yachts} yachts or the finest cruise lines afloat, with every port, cabin and excursion chosen with you in mind.`,
    image: {
      src: "https://images.unsplash.com/photo-1567899378494-47b22a2ae96a",
      alt: "A sleek white motor yacht cruising across open blue water",
    },
  },
  {
    id: 3,
    accent: "Honeymoons & Celebrations",
    title: "Moments Worth Marking Beautifully",
    subtitle:
      "Honeymoons, anniversaries and milestone birthdays planned with care, right down to the table with the best view of the sunset.",
    image: {
      src: "https://images.unsplash.com/photo-1570077188670-e3a8d69ac5ff",
      alt: "Whitewashed houses of Santorini perched on the clifftops above the Aegean Sea",
    },
  },
] satisfies z.input<typeof heroSlideSchema>[];

export const heroCtas = {
  contact: { label: "Begin Your Bespoke Journey", shortLabel: "Enquire", href: "/contact" },
  experiences: { label: "Discover Our Experiences", href: "/experiences" },
} satisfies z.input<typeof heroCtasSchema>;

export const trustStrip = [
  {
    icon: "award",
    title: "Award Winning",
    description: "Part of an award-winning travel counsellor network",
  },
  {
    icon: "shield",
    title: "ATOL Protected",
    description: "Protected bookings, plus a financial protection scheme",
  },
  {
    icon: "clock",
    title: "24/7 Support",
    description: "Help at any hour through our companion app",
  },
] satisfies z.input<typeof featureCardSchema>[];

export const philosophy = {
  eyebrow: "Our Philosophy",
  heading: "Travel, Thoughtfully Tailored",
  intro:
    "Every journey we plan begins with a conversation rather than a brochure. We want to know who is travelling, what makes you happiest on holiday and what you would rather avoid, so that the trip we design feels unmistakably yours.",
  pillars: [
    {
      icon: "star",
      title: "Expert Specialisms",
      description: `Disney holidays, cruising, accessible travel and celebrations are not sidelines here. They are where ${firstName} has spent ${site.yearsOfExperience} years building the kind of knowledge no search engine can give you.`,
    },
    {
      icon: "heart",
      title: "Truly Bespoke Service",
      description:
        "No off-the-shelf packages. Each itinerary is built around your pace, your priorities and the small details that turn a good holiday into one you talk about for years.",
    },
    {
      icon: "shield",
      title: "Trust & Protection",
      description:
        "Bookings are ATOL protected and backed by a financial protection scheme, with 24/7 support through our companion app from the day you leave until you are home.",
    },
  ],
} satisfies z.input<typeof philosophySchema>;

export const specialismsSection = {
  showcase: {
    eyebrow: "Our Specialisms",
    heading: "Where Expertise Makes the Difference",
    intro:
      "Six kinds of holiday we know inside out, each one planned with first-hand knowledge and the right questions asked from the start.",
  },
  compact: {
    eyebrow: "Find Your Kind of Holiday",
    heading: "However You Like to Travel",
    intro: "Choose a specialism to see how we plan it, what is included and the details we always check.",
  },
  button: { label: "Explore All Experiences", href: "/experiences" },
} satisfies z.input<typeof specialismsSectionSchema>;

export const exclusiveDestinationsSection = {
  eyebrow: "Exclusive Destinations",
  heading: "Places We Know Intimately",
  intro:
    "Five destinations our clients come home talking about for years, from the desert glamour of Dubai and the temples of Kyoto to the profound silence of Antarctica.",
  destinations: ["dubai", "antarctica", "maldives", "kyoto", "swiss-alps"],
  button: { label: "Request a Personal Consultation", href: "/contact" },
} satisfies z.input<typeof exclusiveDestinationsSectionSchema>;

export const testimonialsSection = {
  eyebrow: "Client Stories",
  heading: "What Our Travellers Say",
  intro: "Families, honeymooners, cruise lovers and first-time travellers, in their own words.",
  ratingSummary: site.ratings.home.text,
  badges: [...site.ratings.badges],
  button: { label: "Read More Testimonials", href: "/testimonials" },
} satisfies z.input<typeof testimonialsSectionSchema>;

export const journeySection = {
  eyebrow: "How It Works",
  heading: "Your Journey, Step by Step",
  intro: "From the first conversation to the welcome-home call, you always know what happens next.",
} satisfies z.input<typeof sectionHeadingSchema>;

export const journeySteps = [
  {
    title: "Personal Consultation",
    description:
      "We begin with an unhurried conversation, by phone or video, about how you like to travel, who is coming and what would make this trip unforgettable.",
  },
  {
    title: "Bespoke Design",
    description: `${firstName} drafts an itinerary around your answers, with hand-picked hotels, flights and experiences, then refines it with you until every element feels right.`,
  },
  {
    title: "Seamless Execution",
    description:
      "Once you are happy, everything is booked, confirmed and protected. Your documents arrive in the companion app, ready whenever you need them.",
  },
  {
    title: "24/7 Concierge",
    description:
      "While you are away, help is a tap away at any hour, whether it is a delayed flight, a change of dinner plans or a last-minute surprise.",
  },
  {
    title: "Legacy Curation",
    description:
      "When you are home, we talk through what you loved and keep your preferences on file, so your next journey starts from everything we have learned together.",
  },
] satisfies z.input<typeof journeyStepSchema>[];

export const destinationExplorer = {
  eyebrow: "Destination Explorer",
  heading: "Where Will You Go Next?",
  intro:
    "Choose a destination to see it on our interactive map, with the best time to visit, signature experiences and the kind of places we would recommend you stay.",
  selectLabel: "Choose a destination",
  placeholder: "Select a country or city",
  buttonLabel: "Explore on the Map",
  featuredLabel: "Or start with a favourite",
  featured: ["maldives", "japan", "italy", "south-africa", "new-york", "norway"],
} satisfies z.input<typeof destinationExplorerSchema>;

export const closingCta = {
  eyebrow: "Begin",
  heading: "Your Next Great Journey Starts With a Conversation",
  text: "Tell us where you are dreaming of, or simply how you want to feel, and we will take it from there. Consultations are free and carry no obligation.",
  primary: { label: "Start Your Bespoke Journey", href: "/contact" },
  secondary: { label: "Explore Experiences", href: "/experiences" },
} satisfies z.input<typeof closingCtaSchema>;

export const consultationBanner = {
  heading: "Ready to Start Your Journey?",
  text: `Book a free, no-obligation consultation with ${firstName} and start planning today.`,
  button: { label: "Book Free Consultation", href: "/contact" },
  closeLabel: "Close banner",
} satisfies z.input<typeof consultationBannerSchema>;
