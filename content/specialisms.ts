import type { z } from "zod";
import { site } from "@/content/site";
import type { specialismDetailPageSchema } from "@/lib/page-schemas";
import type { specialismSchema } from "@/lib/schemas";

/*
 * The six specialisms: the /specialisms listing cards (four features each) and the six
 * /specialisms/{slug} pages. Page intros are written in the founder's voice. metaTitle carries no brand:
 * the " | Aurelia Travel" suffix is added by pageTitle(), so titles are kept short enough that the full
 * title stays within about 60 characters. Group tours are for groups "from 10 to 50+ guests".
 */
export const specialisms = [
  {
    slug: "disney-holidays",
    title: "Disney Holidays",
    description:
      "Walt Disney World, Disneyland Paris, Disney Cruise Line, Aulani and Adventures by Disney, planned by a Disney specialist who knows every shortcut.",
    image: {
      src: "https://images.unsplash.com/photo-1597466599360-3b9775841aec",
      alt: "The fairytale castle at a Walt Disney World theme park in Florida",
    },
    region: "North America",
    icon: "castle",
    features: [
      "Walt Disney World & Disneyland Paris",
      "Disney Cruise Line sailings",
      "Aulani & Adventures by Disney",
      "Day-by-day park plans",
    ],
    page: {
      metaTitle: "Disney Holidays by a Disney Specialist",
      metaDescription:
        "Walt Disney World, Disneyland Paris, Disney Cruise Line and Aulani, planned by a Disney specialist: the right hotel, tickets, dining and day-by-day park plans.",
      heroSubtitle: "Magic, planned properly: from the first glimpse of the castle to the final firework.",
      intro: [
        "Disney holidays are my first love as a travel planner. I still feel a lump in my throat when the castle comes into view, and I know just how much a family invests, in money and in hope, in getting that moment right. I also know how overwhelming the planning can be: hotels, tickets, dining reservations and ride queues all come with their own rules and deadlines. My job is to take every one of them off your hands.",
        "Walt Disney World in Florida is a destination in itself, with four theme parks, two water parks and Disney Springs, and the choice between staying on site for Early Theme Park Entry or in a villa with its own pool shapes the whole trip. Disneyland Paris, a short journey from London, is wonderful for a first visit with little ones or a long weekend of magic, and its Disneyland Hotel has been beautifully reimagined around Disney royalty.",
        "Beyond the parks, Disney Cruise Line combines characters and Broadway-style shows with rotational dining and adults-only spaces, while Aulani brings the Disney touch to Oʻahu's Ko Olina coast in Hawaii. For older children and grown-ups, Adventures by Disney offers guided family journeys around the world. Whichever you choose, you will travel with a day-by-day plan built around your family, not a generic checklist.",
      ],
      featureGrid: [
        {
          icon: "castle",
          title: "Walt Disney World, Florida",
          description:
            "Four theme parks, two water parks and Disney Springs, with a Disney resort hotel for Early Theme Park Entry or a private villa with its own pool.",
        },
        {
          icon: "star",
          title: "Disneyland Paris",
          description:
            "Close to home and perfect for short breaks, with easy rail or air connections from London and Disney hotels a short walk or shuttle ride from the parks.",
        },
        {
          icon: "ship",
          title: "Disney Cruise Line",
          description:
            "Rotational dining where your serving team moves with you, clubs for every age, adults-only retreats and Disney's own island stops in the Bahamas.",
        },
        {
          icon: "sun",
          title: "Aulani, Hawaii",
          description:
            "Disney's resort on Oʻahu, where character moments sit alongside a snorkelling lagoon, Hawaiian culture and a serene spa.",
        },
        {
          icon: "compass",
          title: "Adventures by Disney",
          description:
            "Guided family journeys led by Disney's own Adventure Guides, from European cities to the rainforests of Costa Rica.",
        },
        {
          icon: "calendar",
          title: "Day-by-day park plans",
          description:
            "Which park on which day, dining booked the moment reservations open, and clear advice on Lightning Lane in Florida or Premier Access in Paris.",
        },
      ],
      ctaLabel: "Plan Your Disney Holiday",
    },
  },
  {
    slug: "luxury-cruises",
    title: "Luxury Cruises",
    description:
      "Ocean, river and expedition voyages on the world's finest ships, matched to your style by a cruise expert.",
    image: {
      src: "https://images.unsplash.com/photo-1548574505-5e239809ee19",
      alt: "A cruise ship anchored in a tropical bay of turquoise water",
    },
    icon: "ship",
    features: [
      "Ocean, river & expedition voyages",
      "Expert suite and cabin advice",
      "Pre- and post-cruise stays",
      "Flights & private transfers",
    ],
    page: {
      metaTitle: "Luxury Cruises Planned by a Cruise Expert",
      metaDescription:
        "Luxury ocean, river and expedition cruises matched to you by a cruise expert: the right line, ship and suite, with flights, hotel stays and transfers arranged.",
      heroSubtitle: "The right ship, the right suite and the right voyage, chosen by someone who knows the difference.",
      intro: [
        "Cruising is one of my great passions, and it is also the holiday people most often get wrong when they book alone. Two ships sailing the same route can feel completely different: one lively and bustling with families, another hushed, intimate and almost entirely inclusive. Finding the one that feels like yours is where I come in.",
        "On the ocean, small-ship lines such as Silversea, Seabourn, Regent Seven Seas Cruises and Explora Journeys offer spacious suites and fares that often include drinks, gratuities, Wi-Fi and, on some lines, shore excursions. For a sense of occasion, nothing beats a transatlantic crossing on Cunard's Queen Mary 2 from Southampton to New York. On the rivers, you unpack once and wake each morning somewhere new on the Danube, the Rhine or the Douro, while expedition ships carry you to Antarctica, the Arctic and the Galápagos with naturalist teams on board.",
        "It is the details that make a cruise: a midships cabin on a lower deck if you worry about motion, knowing which ports are docked and which are reached by tender, sailing from Southampton if you would rather not fly, and a hotel night before embarkation so a delayed flight never costs you the ship. I think about all of it, so you simply step aboard.",
      ],
      featureGrid: [
        {
          icon: "ship",
          title: "Ocean voyages",
          description:
            "The Mediterranean, the Norwegian fjords, the Caribbean and Asia on smaller ships that reach harbours the giants cannot.",
        },
        {
          icon: "anchor",
          title: "River cruising",
          description:
            "The Danube, Rhine, Douro and Seine at a gentle pace, with daily excursions included on most river lines.",
        },
        {
          icon: "compass",
          title: "Expedition cruising",
          description:
            "Antarctica, the Arctic and the Galápagos with expert naturalists, Zodiac landings and ships built for remote waters.",
        },
        {
          icon: "key",
          title: "Suite and cabin advice",
          description:
            "Which deck, which side and which category, from quiet midships locations to connecting suites for families.",
        },
        {
          icon: "plane",
          title: "Seamless embarkation",
          description:
            "Flights, private transfers and a hotel stay before you sail, so a delay never puts your cruise at risk.",
        },
        {
          icon: "accessibility",
          title: "Accessible cruising",
          description:
            "Accessible cabins secured early, itineraries favouring docked ports over tenders, and mobility equipment delivered to your cabin.",
        },
      ],
      ctaLabel: "Find Your Perfect Cruise",
    },
  },
  {
    slug: "honeymoons-celebrations",
    title: "Honeymoons & Celebrations",
    description:
      "Honeymoons, proposals, anniversaries and vow renewals, planned with romance, privacy and flawless attention to detail.",
    image: {
      src: "https://images.unsplash.com/photo-1514282401047-d79a71a590e8",
      alt: "Overwater villas above a turquoise lagoon in the Maldives",
    },
    region: "Caribbean",
    icon: "rings",
    features: [
      "Honeymoons in the Maldives & beyond",
      "Proposals & vow renewals",
      "Safari and beach combinations",
      "Anniversary surprises arranged",
    ],
    page: {
      metaTitle: "Luxury Honeymoons & Anniversary Holidays",
      metaDescription:
        "Luxury honeymoons, proposals, anniversaries and vow renewals, from Maldives overwater villas to safari and beach, planned in every detail by a UK specialist.",
      heroSubtitle: "The journey that begins your next chapter, or celebrates every chapter so far.",
      intro: [
        "A honeymoon is often the most meaningful trip a couple will ever take, and it usually has to be planned in the middle of organising a wedding. I love taking it off your plate. Tell me how you picture it, whether that is total seclusion, a little adventure or the best food of your lives, and I will turn it into a journey that feels entirely yours.",
        "For barefoot luxury, an overwater villa in the Maldives is hard to beat, and the islands are at their driest from around December to April. Mauritius and the Seychelles pair beautiful beaches with more to explore, the Amalfi Coast and Santorini are glorious in early summer, and a few nights on safari followed by the Indian Ocean, such as Kenya with Zanzibar or South Africa with Mauritius, is a combination couples talk about for years.",
        "Celebrations deserve the same care. I plan proposals down to the photographer hidden at just the right viewpoint, vow renewals on a sandbank or in a clifftop garden, and anniversary trips that recapture where it all began. Every hotel knows what you are celebrating, and private dinners, flowers and surprises are arranged quietly before you arrive.",
      ],
      featureGrid: [
        {
          icon: "rings",
          title: "Honeymoons",
          description:
            "Secluded villas, private pools and a pace that lets you rest after the wedding, with a little adventure if you want it.",
        },
        {
          icon: "heart",
          title: "Proposals",
          description:
            "The perfect setting, a discreet photographer and every detail planned so the question is the only surprise.",
        },
        {
          icon: "glass",
          title: "Anniversaries & vow renewals",
          description:
            "Milestone anniversaries and vow renewals, from a sandbank in the Maldives to a terrace above the Amalfi Coast.",
        },
        {
          icon: "gem",
          title: "Overwater villas & private pools",
          description: "Rooms chosen for privacy and for the view, with sunset-facing villas and secluded pool suites.",
        },
        {
          icon: "compass",
          title: "Safari and beach",
          description:
            "A few nights in the bush followed by the Indian Ocean, such as Kenya with Zanzibar or South Africa with Mauritius.",
        },
        {
          icon: "calendar",
          title: "Timed around your wedding",
          description:
            "Dates, weather and rest days planned around the wedding, with advice on booking in the name on your passport.",
        },
      ],
      ctaLabel: "Plan Your Honeymoon",
    },
  },
  {
    slug: "accessible-travel",
    title: "Accessible Travel",
    description:
      "Accessible holidays planned by an advocate who checks every detail, from step-free rooms and roll-in showers to transfers and airport assistance.",
    image: {
      src: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e",
      alt: "Gentle waves on a wide sandy beach under a clear sky",
    },
    region: "Oceania",
    icon: "accessibility",
    features: [
      "Rooms verified with measurements",
      "Hoists and equipment hire arranged",
      "Airport special assistance booked",
      "Accessible cruise cabins secured",
    ],
    page: {
      metaTitle: "Accessible Luxury Holidays & Travel",
      metaDescription:
        "Accessible luxury holidays planned by an advocate: verified step-free rooms and roll-in showers, hoist hire, accessible transfers and airport assistance.",
      heroSubtitle: "Luxury travel without barriers, planned by someone who checks what the brochure leaves out.",
      intro: [
        "Accessible travel is close to my heart, and it is where careful planning matters most. An 'accessible room' can mean anything from a fully equipped wet room to a standard bathroom with a single grab rail, and discovering the difference on arrival can spoil a holiday before it has begun. So I never take the label on trust.",
        "Before I book anything, I ask hotels, villas and cruise lines the questions that matter to you: the width of every door, the height of the bed and the clearance underneath it for a hoist, whether the shower is a genuine roll-in with no lip, where the grab rails sit, and whether a shower chair is fixed or can be provided. I ask for measurements and photographs, and I arrange mobile hoists, shower commodes, scooters or beach wheelchairs to be waiting when you arrive.",
        "The journey gets the same care. I request airport special assistance when I book your flights (airlines ask for at least 48 hours' notice), make sure powered wheelchairs are approved by the airline in advance with their battery details, and book transfers in vehicles with ramps or lifts so you can stay in your own chair. If you travel with a carer, a support worker or family who help, I plan rooms, seating and companion tickets around all of you, and I can point you towards travel insurance that properly covers pre-existing conditions.",
      ],
      featureGrid: [
        {
          icon: "accessibility",
          title: "Rooms verified, not assumed",
          description:
            "Step-free access, roll-in showers, bed heights and door widths confirmed with measurements and photographs before anything is booked.",
        },
        {
          icon: "key",
          title: "Equipment waiting for you",
          description:
            "Mobile hoists, shower commodes, profiling beds and mobility scooters hired locally and delivered before you check in.",
        },
        {
          icon: "plane",
          title: "Airport special assistance",
          description:
            "Assistance requested with your airline, mobility equipment declared, seats chosen with care and the Hidden Disabilities Sunflower understood.",
        },
        {
          icon: "car",
          title: "Accessible transfers",
          description:
            "Wheelchair-accessible vehicles with ramps or lifts, so you can travel in your own chair from the airport to your door.",
        },
        {
          icon: "ship",
          title: "Accessible cruising",
          description:
            "Scarce accessible cabins secured early, itineraries favouring docked ports over tender ports, and equipment delivered to your cabin.",
        },
        {
          icon: "users",
          title: "Travelling with carers",
          description:
            "Adjoining rooms, seats together and carer tickets where attractions offer them, all planned around how you travel together.",
        },
      ],
      ctaLabel: "Plan Your Accessible Holiday",
    },
  },
  {
    slug: "all-inclusive-resorts",
    title: "All-Inclusive Resorts",
    description:
      "Premium all-inclusive resorts where fine dining, quality drinks and attentive service are part of the stay, not extras on the bill.",
    image: {
      src: "https://images.unsplash.com/photo-1540541338287-41700207dee6",
      alt: "A resort swimming pool framed by palm trees and sun loungers",
    },
    region: "Middle East",
    icon: "sun",
    features: [
      "Premium resorts, personally vetted",
      "À la carte dining included",
      "Family and adults-only choices",
      "Clarity on exactly what's included",
    ],
    page: {
      metaTitle: "Premium All-Inclusive Resorts & Holidays",
      metaDescription:
        "Premium all-inclusive holidays in the Caribbean, the Mediterranean, Mexico and the Indian Ocean, chosen by a specialist who knows what each resort includes.",
      heroSubtitle: "Everything taken care of, and nothing second-rate.",
      intro: [
        "All-inclusive has come a long way. The best resorts now offer à la carte restaurants you would happily book at home, premium drinks, beautiful rooms and staff who remember how you take your coffee, all with the freedom of never reaching for your wallet. The difference between a good all-inclusive and a great one, though, lies in the detail.",
        "'All-inclusive' means different things at different resorts. Some include premium spirits, room service and non-motorised water sports; others charge for certain restaurants, spa treatments or excursions. Some need dinner reservations made well ahead; others are wonderfully relaxed. I know which is which, and I will tell you plainly what is and is not covered before you book.",
        "For families I look closely at kids' clubs, teen spaces and shallow pools; for couples, at adults-only resorts and swim-up suites; for everyone, at the walk from your room to the beach. My favourites range from Ikos in Greece and Spain, where you can even dine out at selected local restaurants, to Sandals and Beaches in the Caribbean and elegant all-inclusive stays in Mexico, the Maldives and Mauritius.",
      ],
      featureGrid: [
        {
          icon: "gem",
          title: "Premium resorts only",
          description:
            "Resorts chosen for the quality of their food, rooms and service, never simply for the length of the inclusions list.",
        },
        {
          icon: "glass",
          title: "Dining worth savouring",
          description:
            "À la carte restaurants, quality wines and premium spirits, with speciality dining booked before you arrive where it is needed.",
        },
        {
          icon: "users",
          title: "Made for families",
          description:
            "Kids' and teens' clubs, family suites and connecting rooms, with shallow pools and plenty to do on rainy days.",
        },
        {
          icon: "heart",
          title: "Adults-only escapes",
          description:
            "Quiet, couples-focused resorts with swim-up suites, private plunge pools and candlelit beach dinners.",
        },
        {
          icon: "star",
          title: "No surprises",
          description:
            "A clear summary of what your stay covers, from motorised water sports and spa treatments to premium wine lists.",
        },
        {
          icon: "plane",
          title: "Door-to-door ease",
          description:
            "Flights, airport lounges and private transfers arranged, so the holiday begins the moment you leave home.",
        },
      ],
      ctaLabel: "Find Your All-Inclusive Resort",
    },
  },
  {
    slug: "group-tours",
    title: "Group Tours",
    description:
      "Private group journeys for families, friends, clubs and societies, from 10 to 50+ guests, with one expert handling every detail.",
    image: {
      src: "https://images.unsplash.com/photo-1529156069898-49953e39b3ac",
      alt: "A group of friends sharing a happy moment together outdoors",
    },
    region: "Asia",
    icon: "users",
    features: [
      "From 10 to 50+ guests",
      "Private guides and transport",
      "Exclusive-use villas and lodges",
      "One point of contact throughout",
    ],
    page: {
      metaTitle: "Private Group Tours & Group Holidays",
      metaDescription:
        "Private group tours and holidays from 10 to 50+ guests: family reunions, milestone trips, clubs and societies, with flights, stays and guides all arranged.",
      heroSubtitle: "Travelling together, without anyone having to be the organiser.",
      intro: [
        "Bringing a group together is one of the most rewarding ways to travel, and one of the most complicated to organise. Whether you are gathering three generations for a family reunion, celebrating a big birthday with friends, or taking a club or society on its annual trip, I plan private group journeys from 10 to 50+ guests, so no one has to give up their own holiday to run it.",
        "Groups need a particular kind of planning: rooms that keep families close but give everyone space, menus that work for every dietary need, guides who can hold the attention of a whole coach, and an itinerary with free time built in so nobody feels marched about. I source exclusive-use villas, lodges and boutique hotels where your group can have the place to itself, with private coaches, boats or trains in between.",
        "Behind the scenes, I take on the admin that usually falls to one overworked friend: group flight fares, rooming lists, deposits and payment schedules, and travellers joining from different airports. While you are away, everyone can reach our 24/7 support through the companion app, and flight-inclusive packages are ATOL protected.",
      ],
      featureGrid: [
        {
          icon: "users",
          title: "Sized to your group",
          description: "From 10 to 50+ guests, with itineraries that suit every age, interest and pace.",
        },
        {
          icon: "key",
          title: "Exclusive-use stays",
          description: "Villas, safari lodges, country houses and boutique hotels reserved for your group alone.",
        },
        {
          icon: "compass",
          title: "Private guides and transport",
          description:
            "Expert guides with private coaches, boats or rail carriages, so the whole group moves together easily.",
        },
        {
          icon: "calendar",
          title: "Admin handled",
          description:
            "Rooming lists, deposits, payment schedules and dietary requirements managed for you, not by the group's organiser.",
        },
        {
          icon: "plane",
          title: "Flights from anywhere",
          description:
            "Group fares where they help, and guests flying from different UK airports arriving on the same day.",
        },
        {
          icon: "phone",
          title: "Support while away",
          description: "24/7 support for every traveller in the group through our companion app.",
        },
      ],
      ctaLabel: "Plan Your Group Trip",
    },
  },
] satisfies z.input<typeof specialismSchema>[];

/** The words around every specialism page; each specialism brings its own title, copy and button label. */
export const specialismDetailPage = {
  heroEyebrow: "Our Specialisms",
  story: { eyebrow: `A Note From ${site.founder.firstName}` },
  features: {
    eyebrow: "What I Arrange",
    heading: "Every Detail, Considered",
    intro: "The parts of the journey I look after for you, from the first idea to the journey home.",
  },
  cta: {
    heading: "Ready When You Are",
    text: `Your first consultation is free and comes with no obligation: just a friendly conversation with ${site.founder.firstName} about what you would love.`,
    href: "/contact",
    secondary: { label: "View All Specialisms", href: "/specialisms" },
  },
  others: { heading: "Explore Our Other Specialisms" },
} satisfies z.input<typeof specialismDetailPageSchema>;
