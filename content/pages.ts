import type { z } from "zod";
import { site } from "@/content/site";
import type {
  aboutPageSchema,
  contactPageSchema,
  destinationDetailPageSchema,
  destinationsPageSchema,
  journalPageSchema,
  listingPageSchema,
  luxuryTravelPageSchema,
  tailorMadePageSchema,
  testimonialsPageSchema,
} from "@/lib/page-schemas";

/*
 * Copy of the static pages: /about, /luxury-travel, /tailor-made, /testimonials, /experiences,
 * /specialisms, /destinations, /journal and /contact. Cards, testimonials, destinations and articles
 * come from their own modules; agency facts and rating figures come from content/site.ts.
 */

const { firstName, name: founderName } = site.founder;
const years = site.yearsOfExperience;

// ---------------------------------------------------------------------------------------------------

export const aboutPage = {
  meta: {
    title: `About ${site.name}`,
    description: `Meet ${founderName}, a London travel specialist with ${years} years' experience in Disney holidays, cruises and accessible travel, planning bespoke luxury trips.`,
  },
  hero: {
    eyebrow: "About Us",
    title: `About ${site.name}`,
    subtitle: "Bespoke luxury travel with a personal touch, planned in London for journeys anywhere in the world",
    image: {
      src: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad",
      alt: "A view over central London, where the agency is based",
    },
    region: "Europe",
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      `${site.name} began with a simple belief: the best holidays are planned by someone who knows both the destination and the people travelling. After ${years} years in travel, ${firstName} set out to offer exactly that, a personal service in which every itinerary is designed from a blank page.`,
      `As an independent travel counsellor within ${site.network}, ${firstName} has the freedom to recommend precisely what suits you, together with the buying power, financial protection and round-the-clock support of a much larger organisation.`,
      "From our base in London we plan journeys for families, couples, honeymooners, cruise lovers, groups and travellers with accessibility needs. What links them all is care: we answer the phone, we remember the details, and we plan every trip as if we were going ourselves.",
    ],
    facts: [
      { value: years, label: "years planning journeys" },
      { value: "ATOL", label: "protected bookings" },
      { value: site.hours.concierge, label: "support while you travel" },
    ],
  },
  founder: {
    heading: "Meet Your Travel Expert",
    name: founderName,
    role: site.founder.role,
    specialisms: [...site.founder.specialisms],
    paragraphs: [
      `${firstName} has spent ${years} years helping people travel better. As a Disney specialist she knows the parks, the resort hotels and the quieter days of the calendar inside out, and as a cruise expert she can tell you which cabins sit peacefully midship and which line will suit a first-time cruiser.`,
      `She is also a committed advocate for accessible travel. Too many travellers with a disability or health condition are told it "should be fine". ${firstName} checks instead: door widths, shower access, transfer vehicles and the ramp at the port, so that nothing is left to hope.`,
      `Every client works with ${firstName} directly, from the first conversation to the welcome-home call, and many have been travelling with her for years.`,
    ],
    button: { label: `Speak to ${firstName}`, href: "/contact" },
  },
  beyond: {
    heading: "Where We Go Beyond",
    intro: "Booking a holiday is the easy part. These are the things we do that a website cannot.",
    pillars: [
      {
        icon: "compass",
        title: "Knowledge You Can Rely On",
        description:
          "Recommendations shaped by years of client feedback, trusted supplier relationships and personal visits, not by whoever happens to be advertising this season.",
      },
      {
        icon: "accessibility",
        title: "Accessibility Without Compromise",
        description:
          "Every accessible trip is checked detail by detail, from step-free routes to adapted rooms and transfers, so that the holiday is planned around you rather than despite you.",
      },
      {
        icon: "heart",
        title: "Care That Continues",
        description:
          "Support at any hour while you are away, and a genuine interest in how it all went when you come home, so that your next trip is even better.",
      },
    ],
  },
  whyChoose: {
    heading: `Why Choose ${site.name}`,
    intro: "The attention of an independent specialist, with the security of a much larger network behind it.",
    cards: [
      {
        icon: "award",
        title: "Award-Winning Network",
        description: `As part of ${site.network}, you benefit from trusted supplier partnerships and industry recognition, with the personal attention of your own specialist.`,
      },
      {
        icon: "shield",
        title: "Protected Bookings",
        description:
          "Bookings are ATOL protected and backed by a financial protection scheme, so your money is safe from the moment you book.",
      },
      {
        icon: "phone",
        title: "Support Around the Clock",
        description:
          "Our companion app keeps your documents and itinerary to hand, with 24/7 support for anything that comes up on your travels.",
      },
    ],
  },
  social: {
    heading: "Follow Our Travels",
    text: "Inspiration, client stories and insider tips from recent journeys, shared along the way.",
  },
  cta: {
    heading: "Let's Plan Something Wonderful",
    text: `Tell ${firstName} where you would love to go, or simply how you would like to feel, and she will take it from there. Your first consultation is free.`,
    primary: { label: "Book a Free Consultation", href: "/contact" },
  },
} satisfies z.input<typeof aboutPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const luxuryTravelPage = {
  meta: {
    title: "Luxury Travel",
    description:
      "Private aviation, exclusive villas and suites, VIP treatment and a 24/7 global concierge: luxury holidays curated around you by an experienced UK specialist.",
  },
  hero: {
    eyebrow: "Luxury Travel",
    title: "Extraordinary Journeys, Impeccably Arranged",
    subtitle: "Private jets, island hideaways and the finest suites, brought together by one trusted specialist",
    image: {
      src: "https://images.unsplash.com/photo-1566073771259-6a8506099945",
      alt: "A luxury resort hotel behind its swimming pool",
    },
    region: "Middle East",
    button: { label: "Begin Your Journey", href: "/contact" },
  },
  intro: {
    heading: "Luxury, Defined by You",
    intro:
      "For some, luxury is a private jet and a butler on call. For others it is an empty beach, a guide who knows the back roads and the freedom not to think about logistics at all. We design for your definition, not ours.",
  },
  services: {
    heading: "The Luxury Travel Experience",
    intro: "Six ways we make a journey feel effortless from the moment you leave home.",
    cards: [
      {
        icon: "plane",
        title: "Private Aviation",
        description:
          "Private jets and helicopter transfers arranged through trusted operators, so you fly on your own schedule from the airport that suits you best.",
      },
      {
        icon: "key",
        title: "Exclusive Accommodations",
        description:
          "Overwater villas, private islands, alpine chalets and city penthouses, with the best rooms requested by name rather than left to chance.",
      },
      {
        icon: "crown",
        title: "Royal Treatment",
        description:
          "VIP arrivals, thoughtful welcome touches and hotel teams briefed on your preferences before you arrive, with upgrades requested wherever possible.",
      },
      {
        icon: "globe",
        title: "24/7 Global Concierge",
        description:
          "Wherever you are in the world and whatever the hour, help is only a message away through our companion app.",
      },
      {
        icon: "sparkles",
        title: "Bespoke Experiences",
        description:
          "After-hours visits, chef's table dinners, helicopter sightseeing and private moments designed entirely around what you love.",
      },
      {
        icon: "gem",
        title: "Expert Curation",
        description: `${years} years of knowledge distilled into recommendations you can trust, with nothing added simply to fill a day.`,
      },
    ],
  },
  portfolio: {
    eyebrow: "Our Portfolio",
    heading: "Three Worlds of Luxury",
    intro: "A taste of the journeys we design most often, each tailored from the first night to the last.",
    items: [
      {
        id: "maldives",
        name: "Maldives",
        title: "Maldives Island Sanctuaries",
        image: {
          src: "https://images.unsplash.com/photo-1514282401047-d79a71a590e8",
          alt: "Overwater villas reaching out across a clear turquoise lagoon in the Maldives",
        },
        region: "Oceania",
        description:
          "Overwater villas with private pools, house reefs alive with turtles and dinners served on a sandbank under the stars. We match you with the island that fits, whether that means barefoot seclusion or a world-class spa and family club.",
      },
      {
        id: "alpine",
        name: "Alpine",
        title: "Alpine Chalet Retreats",
        image: {
          src: "https://images.unsplash.com/photo-1519681393784-d120267933ba",
          alt: "Snow-covered alpine peaks beneath a clear, star-filled night sky",
        },
        region: "Europe",
        description:
          "Catered chalets with private chefs, ski-in ski-out access and hot tubs facing the peaks in Switzerland, France and Austria. Summer brings lakeside hotels, mountain railways and walks through wildflower meadows.",
      },
      {
        id: "metropolitan",
        name: "Metropolitan",
        title: "Metropolitan Luxury",
        image: {
          src: "https://images.unsplash.com/photo-1496442226666-8d4d0e62e6e9",
          alt: "The Manhattan skyline in New York City",
        },
        region: "North America",
        description:
          "Landmark hotels in New York, Paris, Tokyo and beyond, paired with private guides, hard-to-book tables and evenings at the theatre. These are city breaks with the polish and insider access of a well-connected local.",
      },
    ],
  },
  cta: {
    heading: "Ready for Something Extraordinary?",
    text: "Share your ideas and we will shape them into a journey worthy of them, with every detail handled for you.",
    primary: { label: "Request Consultation", href: "/contact" },
    secondary: { label: "View Destinations", href: "/destinations" },
  },
} satisfies z.input<typeof luxuryTravelPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const tailorMadePage = {
  meta: {
    title: "Tailor-Made Holidays",
    description:
      "Tailor-made holidays designed from a blank page: a free consultation, a personal proposal refined with you, protected bookings and 24/7 support as you travel.",
  },
  hero: {
    eyebrow: "Tailor-Made",
    title: "Tailor-Made Holidays",
    subtitle: "Journeys designed from a blank page, entirely around you",
    image: {
      src: "https://images.unsplash.com/photo-1506905925346-21bda4d32df4",
      alt: "Mountain peaks rising above a sea of clouds",
    },
    region: "South America",
  },
  intro: {
    heading: "Nothing Off the Shelf",
    intro:
      "A tailor-made holiday starts with you, not a package. Your dates, your pace, the way you like to spend a morning and the one thing you have always wanted to see: we build the journey around them, then look after it until you are home.",
  },
  process: {
    heading: "How We Create Your Journey",
    intro: "Four clear stages, with you in control at every one.",
    steps: [
      {
        title: "Consultation",
        description: `A relaxed conversation with ${firstName} about where you would like to go, who is travelling, your budget and what a perfect day away looks like to you.`,
      },
      {
        title: "Proposal and Refinement",
        description:
          "You receive a personal proposal with hotels, flights and experiences explained, then we adjust it together until every element feels right.",
      },
      {
        title: "Booking and Preparation",
        description:
          "Everything is booked and protected, and your documents, itinerary and pre-travel checklist arrive in the companion app well before you leave.",
      },
      {
        title: "Travel Support and Follow-Up",
        description:
          "Help is available 24/7 while you are away, and when you are home we talk through what you loved so that your next trip is even better.",
      },
    ],
  },
  benefits: {
    heading: "Why Travel Tailor-Made?",
    blocks: [
      {
        icon: "compass",
        title: "Your Pace, Your Priorities",
        description:
          "Long lie-ins or sunrise starts, two destinations or six: the itinerary follows the way you like to travel, not a fixed programme.",
      },
      {
        icon: "users",
        title: "One Expert Throughout",
        description: `You deal with ${firstName} from the first call to the welcome-home conversation, so there is no repeating yourself and nothing lost in translation.`,
      },
      {
        icon: "shield",
        title: "Protected and Supported",
        description:
          "ATOL-protected bookings, a financial protection scheme and round-the-clock support mean the freedom of tailor-made comes with complete peace of mind.",
      },
    ],
  },
  testimonial: {
    id: 18,
    quote: `Our three weeks in New Zealand went through four versions before it was right, and ${firstName} never once made us feel we were asking too much. The lodges, the ferry across the Cook Strait and the glacier flight were all perfectly timed.`,
    author: "Fiona & Rob G.",
    location: "Oxford · Tailor-made New Zealand road trip",
    rating: 5,
  },
  cta: {
    heading: "Let's Start With a Conversation",
    text: "Tell us a little about the journey you are imagining and we will take it from there, with no obligation.",
    primary: { label: "Begin Your Journey", href: "/contact" },
  },
} satisfies z.input<typeof tailorMadePageSchema>;

// ---------------------------------------------------------------------------------------------------

const aggregate = site.ratings.aggregate;

export const testimonialsPage = {
  meta: {
    title: "Client Testimonials",
    description:
      "Read reviews from families, honeymooners, cruise lovers and accessible-travel clients who trusted us with their bespoke holidays, in their own words.",
  },
  hero: {
    eyebrow: "Testimonials",
    title: "Client Testimonials",
    subtitle: "Real journeys, in our travellers' own words",
    image: {
      src: "https://images.unsplash.com/photo-1573843981267-be1999ff37cd",
      alt: "Overwater bungalows above a clear turquoise lagoon",
    },
    region: "Oceania",
  },
  intro:
    "Nothing means more to us than hearing how a trip went. Here are some of the notes, emails and reviews our clients have shared after coming home, from first family visits to Disney to once-in-a-lifetime honeymoons.",
  aggregateSummary: `Rated ${aggregate.value.toFixed(1)} out of ${aggregate.best} from ${aggregate.count} reviews`,
  grid: {
    heading: "Stories From Our Travellers",
  },
  featured: {
    heading: "Featured Reviews",
    intro:
      "We are proud of what our clients say about us on independent review platforms. Here is how they rate our service.",
  },
  cta: {
    heading: "Could Your Story Be Next?",
    text: "Every one of these journeys began with a free consultation. Tell us what you have in mind and let's begin yours.",
    primary: { label: "Start Your Journey", href: "/contact" },
  },
} satisfies z.input<typeof testimonialsPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const experiencesPage = {
  meta: {
    title: "Luxury Travel Experiences",
    description:
      "Yacht charters, private safaris, alpine escapes, wellness retreats, cultural journeys and celebrations: signature luxury experiences, each tailored to you.",
  },
  hero: {
    eyebrow: "Experiences",
    title: "Signature Experiences",
    subtitle: "Yacht charters, safaris, alpine escapes and more, each one shaped around you",
    image: {
      src: "https://images.unsplash.com/photo-1530122037265-a5f1f91d3b99",
      alt: "Swiss Alpine mountains rising above a green valley",
    },
    region: "Africa",
  },
  intro: {
    heading: "Experiences Worth Travelling For",
    intro:
      "These are the journeys our clients remember for a lifetime. Each one is a starting point rather than a package: choose an experience to see what is included, then let us tailor it to your dates, your party and your pace.",
  },
  cardLinkLabel: "Discover the Experience",
  cta: {
    heading: "Not Sure Where to Begin?",
    text: `Tell ${firstName} what you enjoy and she will suggest the experiences that suit you best.`,
    primary: { label: "Schedule a Consultation", href: "/contact" },
  },
} satisfies z.input<typeof listingPageSchema>;

export const specialismsPage = {
  meta: {
    title: "Our Travel Specialisms",
    description: `Disney holidays, luxury cruises, honeymoons, accessible travel, all-inclusive resorts and group tours, planned by a specialist with ${years} years' experience.`,
  },
  hero: {
    eyebrow: "Specialisms",
    title: "Our Specialisms",
    subtitle: "Six kinds of holiday we know inside out",
    image: {
      src: "https://images.unsplash.com/photo-1548574505-5e239809ee19",
      alt: "A cruise ship anchored off a tropical coastline",
    },
  },
  intro: {
    heading: "Deep Knowledge, Personally Applied",
    intro: `Over ${years} years, ${firstName} has built particular expertise in the holidays below. Each page explains how we plan them, what is included and the details we always check on your behalf.`,
  },
  cardLinkLabel: "Explore This Specialism",
  cta: {
    heading: "Find the Holiday That Fits",
    text: "Whichever specialism suits you, the first step is the same: a free, friendly conversation about what you would love.",
    primary: { label: "Book a Free Consultation", href: "/contact" },
    secondary: { label: `Meet ${firstName}`, href: "/about" },
  },
} satisfies z.input<typeof listingPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const destinationsPage = {
  meta: {
    title: "Destinations",
    description:
      "Explore our interactive world map of luxury destinations across Europe, Asia, the Americas, Africa and beyond, with the best times to visit and where to stay.",
  },
  hero: {
    eyebrow: "Destinations",
    title: "Explore Our Destinations",
    subtitle: "Discover the world with a specialist who knows it well",
    image: {
      src: "https://images.unsplash.com/photo-1436491865332-7a61a109cc05",
      alt: "A passenger aircraft in flight",
    },
  },
  intro: {
    eyebrow: "The Atlas",
    heading: "Where Would You Like to Go?",
    intro:
      "From Norwegian fjords to Caribbean beaches, these are places we know and love. Select a pin on the map for the best time to visit, signature sights, local cuisine and the kind of stay we would recommend.",
  },
  map: {
    heading: "Explore the World Map",
    intro: "Filter by region or show individual cities, then choose a pin to see the details.",
    labels: {
      regionLegend: "Region",
      allRegions: "All Regions",
      showCities: "Show Cities",
      count: "{count} destinations on the map",
      mapLabel: "World map of our destinations",
      cityTag: "City",
      legend: { label: "Key to the map", country: "Countries and regions", city: "Cities" },
      close: "Close",
      fields: {
        bestTimeToVisit: "Best Time to Visit",
        keyAttraction: "Key Attraction",
        cuisine: "Cuisine",
        accommodation: "Where to Stay",
        idealFor: "Ideal For",
      },
      plan: { label: "Plan a Journey to {name}", href: "/contact" },
      guide: "Read our {name} guide",
      showOnMap: "Show {name} on the map",
    },
  },
  index: {
    eyebrow: "Index",
    heading: "Every Destination on the Map",
    intro:
      "Every place on the map, region by region. Choose a name to find it on the map and read the details; city pins appear when Show Cities is on.",
    noScriptIntro:
      "Every place on the map, region by region, with the best time to go, the sight not to miss, what to eat, where to stay and who will love it most.",
  },
  regions: {
    eyebrow: "By Region",
    heading: "Regional Highlights",
    intro: "A few of our favourite destinations in each region, ready to be tailored to you.",
  },
  regionTabsLabel: "Choose a region",
  discoverMoreLabel: "Discover More",
  discoverMoreContext: "about {name}",
  cta: {
    heading: "Not Sure Where to Begin?",
    text: `Tell ${firstName} how you like to travel and what you would love to feel, and she will suggest the places that fit, with the right season, the right hotels and the right pace.`,
    primary: { label: "Request a Free Consultation", href: "/contact" },
  },
} satisfies z.input<typeof destinationsPageSchema>;

export const destinationDetailPage = {
  heroCta: { label: "Plan Your Journey", href: "/contact" },
  overviewEyebrow: "The Journey",
  overviewHeading: "Discover {name}",
  glanceHeading: "At a Glance",
  bestTimeLabel: "Best Time to Visit",
  durationLabel: "Suggested Duration",
  glanceCta: { label: "Request a Consultation", href: "/contact" },
  mapLink: "See {name} on our world map",
  highlightsEyebrow: "Highlights",
  highlightsHeading: "Five Moments to Remember in {name}",
  cta: {
    heading: "Begin Planning Your Journey to {name}",
    text: `Every itinerary starts with a conversation. Share your dates, your travelling party and your wish list, and ${firstName} will design a journey around you, with ATOL protection and support at every step.`,
    primary: { label: "Start the Conversation", href: "/contact" },
  },
  breadcrumbLabel: "Destinations",
} satisfies z.input<typeof destinationDetailPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const journalPage = {
  meta: {
    title: "Travel Journal",
    description:
      "Stories, destination guides and insider advice on family travel, cruises, honeymoons, accessible trips and more, drawn from years of planning bespoke holidays.",
  },
  hero: {
    eyebrow: "Journal",
    title: "Travel Journal",
    subtitle: "Stories, guides and insider advice from our travels",
    image: {
      src: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
      alt: "The Eiffel Tower rising above the rooftops of Paris",
    },
  },
  intro: {
    heading: "Inspiration for Your Next Journey",
    intro: `Practical tips, honest reviews and ideas gathered from ${years} years of planning holidays, whether you are travelling with young children, celebrating something special or setting sail for the first time.`,
  },
  labels: {
    allCategories: "All Categories",
    featured: "Featured Insights",
    latest: "Latest Articles",
    categories: "Categories",
    readArticle: "Read Article",
    filterBy: "Filter articles by category",
    showAll: "Show all categories",
    backToBlog: "Back to Blog",
    inThisArticle: "In this article",
    moreIn: "More in",
  },
  newsletter: {
    heading: "Exclusive Updates",
    text: "Seasonal inspiration, new journal articles and early word on special offers, sent occasionally and never shared.",
    emailLabel: "Email address",
    placeholder: "you@example.com",
    buttonLabel: "Subscribe",
    submittedMessage:
      "Thank you. Our newsletter has not launched yet, so nothing has been sent and your address has not been stored. Please check back soon.",
  },
  feed: {
    text: "Prefer a feed reader? Every new article appears in our RSS feed the day it is published.",
    linkLabel: "Follow the journal by RSS",
  },
  related: {
    eyebrow: "From the Journal",
    heading: "Continue Reading",
  },
  articleCta: {
    heading: "Let's Plan Your Journey Together",
    text: `Every article here began as a conversation with a client. Tell ${firstName} where you would like to go, who is travelling and what would make it special, and she will shape the journey around you.`,
    primary: { label: "Book a Free Consultation", href: "/contact" },
    secondary: { label: "Explore Experiences", href: "/experiences" },
  },
} satisfies z.input<typeof journalPageSchema>;

// ---------------------------------------------------------------------------------------------------

export const contactPage = {
  meta: {
    title: "Contact Us",
    description: `Contact our London travel specialist to plan your bespoke holiday. Send an enquiry or book a free consultation, and we aim to reply ${site.hours.reply}.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    subtitle: "Let us help you plan your perfect journey",
    image: {
      src: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e",
      alt: "Gentle waves washing onto an empty tropical beach",
    },
  },
  getInTouch: {
    eyebrow: "Enquiries",
    heading: "Get In Touch",
    intro: `Tell us a little about the journey you have in mind: where, when, who is travelling and anything that matters to you. ${firstName} will read every word personally and reply ${site.hours.reply}.`,
    signature: {
      name: founderName,
      role: site.founder.role,
      text: "No detail is too small to mention. The more you tell me, the better the first ideas I can send you.",
    },
  },
  details: {
    heading: "Contact Details",
    hours: `Office hours: ${site.hours.office}`,
    reply: `We aim to reply to every enquiry ${site.hours.reply}.`,
    concierge: `Once you are travelling, concierge support is available ${site.hours.concierge} through our companion app.`,
  },
  consultation: {
    heading: "Book a Free Consultation",
    intro: `Prefer to talk it through? Choose a weekday and a time that suits you for a relaxed, no-obligation call with ${firstName}.`,
    timeZoneNote: "Times are UK time (London).",
  },
  nextSteps: {
    eyebrow: "What happens next",
    heading: "From first message to first proposal",
    steps: [
      {
        title: "We read every word",
        description: `Your enquiry comes straight to ${firstName}, not to a call centre, and nothing you mention is overlooked.`,
      },
      {
        title: `A reply ${site.hours.reply}`,
        description: "You will hear back with first thoughts, a few questions and a choice of times to talk.",
      },
      {
        title: "Your free consultation",
        description:
          "A relaxed conversation about how you like to travel, then a first proposal shaped around you. No obligation.",
      },
    ],
  },
  social: {
    heading: "Follow Us",
    text: "Travel inspiration and client stories from around the world.",
  },
  clientApp: {
    heading: "Client App & Payments",
    intro: "Once you book, your whole trip lives in our companion app, where you can:",
    benefits: [
      "Secure payment processing",
      "24/7 access to travel documents",
      "Direct communication with your travel specialist",
      "Real-time updates and notifications",
    ],
    linkLabel: site.clientApp.label,
  },
} satisfies z.input<typeof contactPageSchema>;
