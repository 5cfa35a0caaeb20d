import type { z } from "zod";
import { site } from "@/content/site";
import type { experienceDetailPageSchema } from "@/lib/page-schemas";
import type { experienceSchema } from "@/lib/schemas";

/*
 * The six signature experiences: the /experiences listing and /experiences/{id} pages.
 * Fixed claims that must not change or be contradicted elsewhere: a fleet of 50+ yachts; a maximum of
 * 6 guests per safari vehicle; a guide-to-guest ratio of 1:2 maximum on walking safaris and private guiding.
 * Order matters: the listing shows them in this order.
 */
export const experiences = [
  {
    id: "yacht-charters",
    title: "Luxury Yacht Charters",
    subtitle: "Your own floating villa, with a crew who know every hidden cove",
    summary:
      "Choose from a fleet of 50+ crewed yachts across the Mediterranean and the Caribbean, with each day's route shaped around your pace rather than a timetable.",
    metaDescription:
      "Private crewed yacht charters in the Mediterranean and the Caribbean, chosen from a fleet of 50+ motor yachts, sailing yachts and catamarans to suit you.",
    description: [
      "There is no freedom quite like waking at anchor in a bay you had entirely to yourselves the night before. A private charter turns the coastline into your itinerary: breakfast on deck, a swim straight off the swim platform, lunch ashore in a fishing village, and a new harbour by sunset, or the same one again if you simply cannot bear to leave.",
      "With a fleet of 50+ yachts to choose from, from sleek motor yachts to spacious catamarans and classic sailing yachts, I match the boat to the way you like to travel: how many cabins you need, whether you want speed for island-hopping or stability for young children and less confident sailors, and which crew will suit your party. The Croatian islands, the Amalfi Coast and the Aeolian Islands, the Greek Cyclades, the Côte d'Azur, the British Virgin Islands and the Grenadines are all favourites.",
      "Before you commit, I explain exactly how the costs work, including the advance provisioning allowance, VAT, fuel and crew gratuities, so there are no surprises on board. Your preferences for food, wine and pace go to the captain and chef well before you arrive, and the route is refined with them around the weather and the marinas.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1567899378494-47b22a2ae96a",
      alt: "A white luxury yacht on open water",
    },
    region: "Caribbean",
    features: [
      "A fleet of 50+ crewed motor yachts, sailing yachts and catamarans to choose from",
      "Captain, chef and interior crew matched to the size and style of your party",
      "A sample route planned with the captain and refined around the weather and marinas",
      "A pre-charter preference sheet, so the galley is stocked with your favourite food and wine",
      "Water toys, snorkelling kit and a tender arranged to suit your group",
      "Private transfers between the airport and your marina at both ends of the charter",
    ],
    highlights: [
      "Dropping anchor off the Croatian island of Vis for a swim before lunch",
      "Watching Stromboli smoulder at dusk while sailing through the Aeolian Islands",
      "A beach barbecue laid on by your crew in the British Virgin Islands",
      "Long taverna lunches ashore in the Cyclades while your crew readies the afternoon's mooring",
    ],
  },
  {
    id: "safari",
    title: "Private Safari Adventures",
    subtitle: "Unhurried game drives, gifted trackers and camps that feel like home",
    summary:
      "Intimate safaris in Africa's finest private reserves, with a maximum of 6 guests per safari vehicle and a guide-to-guest ratio of 1:2 maximum on walks and private guiding.",
    metaDescription:
      "Private safaris in Africa's finest reserves, with never more than 6 guests per vehicle and a 1:2 guide-to-guest ratio on walks, planned by a UK specialist.",
    description: [
      "A great safari is measured in moments: the hush as a leopard pads past the vehicle, the first sight of a breeding herd at a waterhole, the crackle of the campfire once the sun has gone. Those moments come from being in the right reserve at the right season, with a guide who reads the bush like a book, and that is where I focus my planning.",
      "I favour private reserves and conservancies, where vehicle numbers are limited and off-road tracking and night drives are often permitted: the Sabi Sands beside the Kruger for leopard, the Masai Mara conservancies for big cats and the Great Migration, and Botswana's Okavango Delta for its channels and lagoons. There are never more than 6 guests per safari vehicle, so everyone has a good view and a voice in where the morning goes.",
      "On foot, the bush becomes something else entirely. For walking safaris and private guiding, the guide-to-guest ratio is 1:2 maximum, so there is time for every question, every track and every bird call. Between camps, light aircraft save long road transfers, and I brief you on the soft-bag luggage limits, vaccinations and packing before you leave.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1516426122078-c23e76319801",
      alt: "Wildlife on the sunlit grasslands of an African savannah",
    },
    region: "Africa",
    features: [
      "A maximum of 6 guests per safari vehicle, so everyone has a clear view",
      "Walking safaris and private guiding at a guide-to-guest ratio of 1:2 maximum",
      "Hand-picked lodges and tented camps in private reserves and conservancies",
      "Twice-daily game activities, with night drives where the reserve allows them",
      "Light-aircraft transfers between camps, with clear guidance on luggage limits",
      "A pre-travel briefing on health requirements, the season and what to pack",
    ],
    highlights: [
      "Tracking leopard through the riverine bush of the Sabi Sands",
      "Witnessing Great Migration river crossings in the Masai Mara, usually between July and October",
      "Gliding through the Okavango Delta's papyrus-lined channels in a traditional mokoro",
      "A guided bush walk learning to read tracks, dung and birdsong",
    ],
  },
  {
    id: "alpine",
    title: "Alpine Retreats",
    subtitle: "Fire-lit chalets, first tracks and long lunches above the clouds",
    summary:
      "Catered chalets and grand hotels in Zermatt, Courchevel and St. Moritz, arranged for keen skiers, confirmed non-skiers and summer walkers alike.",
    metaDescription:
      "Luxury alpine retreats in Zermatt, Courchevel and St. Moritz: catered chalets, private instructors and ski passes arranged, for skiers and non-skiers alike.",
    description: [
      "The mountains work a particular magic: crisp mornings on freshly groomed pistes, a long lunch on a sunny terrace, and an evening by the fire in a chalet that feels like your own home. Whether you ski every lift or never clip into a binding, an alpine retreat should feel effortless from the moment you land.",
      "I know the resorts that do luxury best. Car-free Zermatt sits beneath the Matterhorn, with skiing that links across to Cervinia in Italy. Courchevel 1850 pairs polished hotels with the vast slopes of Les Trois Vallées. St. Moritz brings old-world glamour to the sunny Engadin valley, with horse racing on the frozen lake each February. For families and groups, a fully catered chalet with a private chef is often the happiest choice.",
      "The details are handled before you arrive: ski passes, equipment fitted to your measurements, private instructors for each ability, children's ski school and a rich programme for anyone who prefers the spa, snowshoe trails or a scenic railway. In summer the same valleys fill with wildflowers, walking trails and lakes, and the chalets are every bit as lovely.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1530122037265-a5f1f91d3b99",
      alt: "Snow-capped peaks rising above a valley in the Swiss Alps",
    },
    region: "Europe",
    features: [
      "Fully catered private chalets or grand hotels, matched to your group",
      "Ski passes, equipment hire and boot fitting arranged before you arrive",
      "Private ski instructors and mountain guides for every level of ability",
      "Private transfers from Geneva, Zurich or the nearest airport to your door",
      "Children's ski school and childcare booked to suit your family",
      "A non-skier's programme of spa time, snowshoeing, scenic rail and mountain dining",
    ],
    highlights: [
      "Lunch on a sunny terrace above Zermatt with the Matterhorn filling the view",
      "The Glacier Express across the Swiss Alps between Zermatt and St. Moritz",
      "White Turf horse racing on the frozen lake at St. Moritz",
      "Summer walks through wildflower meadows and past glacial lakes",
    ],
  },
  {
    id: "wellness",
    title: "Wellness Sanctuaries",
    subtitle: "Retreats designed around how you want to feel when you come home",
    summary:
      "From Chiva-Som in Thailand to COMO Shambhala Estate in Bali, I match you with the retreat and programme that fit what you need right now.",
    metaDescription:
      "Wellness retreats matched to you, from Chiva-Som and COMO Shambhala to Ananda and Lanserhof, with flights, villas and a gentle recovery stay all arranged.",
    description: [
      "Wellness means something different to everyone. For some it is deep rest after a demanding year; for others it is better sleep, a fitness reset, a healthier way of eating, or simply space to think. The first thing I do is listen, because the right retreat depends entirely on what you hope to leave with.",
      "The sanctuaries I return to again and again include Chiva-Som in Hua Hin, a pioneer of the Thai destination spa; COMO Shambhala Estate above the jungle near Ubud in Bali; Ananda in the Himalayan foothills, with its Ayurvedic and yogic traditions; and the medically led programmes at Lanserhof in Austria and Germany or SHA Wellness Clinic on Spain's Mediterranean coast.",
      "I handle the practical side so the calm starts early: pre-arrival health questionnaires, flights timed to avoid a jet-lagged start, and a room or villa with genuine space to rest. Many guests like a gentle few days by the beach afterwards, so the benefits settle in before normal life resumes.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1544161515-4ab6ce6db874",
      alt: "A guest relaxing during a massage in a tranquil spa treatment room",
    },
    region: "Oceania",
    features: [
      "A personal consultation to match you with the right retreat and programme",
      "Programmes focused on sleep, stress, fitness, nutrition or detox",
      "Pre-arrival health questionnaires and consultations arranged with the retreat",
      "A suite or private villa chosen for peace, privacy and space to rest",
      "Flights and transfers planned to avoid a tired, jet-lagged start",
      "Optional beach or countryside stays afterwards to ease back into everyday life",
    ],
    highlights: [
      "Sunrise yoga overlooking the Ayung River valley at COMO Shambhala Estate",
      "A tailored programme of Thai-inspired treatments at Chiva-Som in Hua Hin",
      "Ayurvedic therapies in a former maharaja's estate at Ananda in the Himalayas",
      "A medically led reset at Lanserhof or SHA Wellness Clinic",
    ],
  },
  {
    id: "cultural",
    title: "Cultural Immersion",
    subtitle: "Doors opened by the people who call these places home",
    summary:
      "Private guides, artisans and cooks who bring Kyoto, Rajasthan and Oaxaca to life, so you understand a place rather than simply pass through it.",
    metaDescription:
      "Cultural journeys through Kyoto, Rajasthan and Oaxaca with private guides, artisans and cooks, characterful places to stay and first-class rail between cities.",
    description: [
      "The journeys people remember most are the ones where a place opens up: sharing tea with a master in Kyoto, learning the story behind a Rajasthani fort from someone whose family has lived in its shadow for generations, or pressing tortillas by hand in an Oaxacan kitchen. Cultural immersion is about people as much as places, and I build each trip around the right ones.",
      "In Japan that might mean a private tea ceremony, an evening walk through Gion with a guide who knows its etiquette, and a night in a temple lodging on Mount Koya. In Rajasthan it means palace and heritage hotels in Jaipur, Jodhpur and Udaipur, with the markets, stepwells and forts explained by expert guides. In Oaxaca it is mole, mezcal and Zapotec weaving in Teotitlán del Valle, or the candlelit vigils of Día de Muertos at the start of November.",
      "Each journey is paced so there is room to absorb what you see, with private drivers or rail journeys between cities and characterful stays chosen for their sense of place. I send you off with suggested reading and a cultural briefing, so you arrive already curious.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1493976040374-85c8e12f0c0e",
      alt: "Traditional temple architecture in Kyoto, Japan",
    },
    region: "Asia",
    features: [
      "Private expert guides: historians, artists, chefs and local storytellers",
      "Hands-on workshops with artisans, from calligraphy to textile weaving",
      "Characterful stays in ryokan, heritage havelis and palace hotels",
      "Private drivers and first-class rail journeys between cities",
      "Quieter visiting times at major sites, planned around the crowds",
      "Suggested reading and a cultural briefing before you travel",
    ],
    highlights: [
      "A private tea ceremony in Kyoto, followed by an evening stroll through Gion",
      "Sunset over Lake Pichola from a palace terrace in Udaipur",
      "Cooking mole with a traditional cook in Oaxaca, then tasting mezcal at a family palenque",
      "A night in a Buddhist temple lodging on Mount Koya",
    ],
  },
  {
    id: "celebrations",
    title: "Milestone Celebrations",
    subtitle: "Birthdays, anniversaries and reunions, marked somewhere worthy of the moment",
    summary:
      "A landmark birthday, a ruby anniversary or a long-awaited family reunion, planned in every detail so you can simply enjoy the occasion.",
    metaDescription:
      "Milestone birthdays, anniversaries and reunions abroad: exclusive villas, castles or yachts, private dining, and travel arranged for every guest in your party.",
    description: [
      "Some occasions deserve more than a restaurant booking. A fiftieth among Tuscan vineyards, a silver anniversary on a Maldivian sandbank, or three generations together in a villa on the Amalfi Coast: these are the trips families talk about for years, and planning them is one of my greatest pleasures.",
      "I find the setting first, whether that is an exclusive-use villa, a private island, a historic castle or one of the 50+ yachts available for charter, and then shape everything around it: private dining, musicians, photographers, flowers and the small personal touches that make an evening feel like yours. Surprises are planned discreetly, with one quiet point of contact for whoever is keeping the secret.",
      "Where guests are travelling from different places, I coordinate flights, transfers and rooms for everyone, so the host can relax. While you are away, 24/7 support through our companion app means any last-minute change is handled quickly.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1511795409834-ef04bbd61622",
      alt: "An elegantly laid table set for a celebration dinner",
    },
    features: [
      "Sourcing the perfect setting: exclusive-use villas, private islands, castles or yachts",
      "Private dining, musicians, photographers and flowers coordinated for you",
      "Flights, transfers and rooms arranged for every guest, wherever they travel from",
      "Surprises planned discreetly, with a single point of contact",
      "Personal touches such as welcome gifts, celebration cakes and handwritten notes",
      "24/7 support through our companion app throughout your celebration",
    ],
    highlights: [
      "A long, candlelit dinner among the vines in Tuscany",
      "Renewing your vows on a private sandbank in the Maldives",
      "A landmark birthday in an exclusive-use Scottish castle",
      "Champagne at sunset aboard a private yacht chartered for the day",
    ],
  },
] satisfies z.input<typeof experienceSchema>[];

/** The words around every experience page; its headings and button labels are fixed (docs/requirements.md). */
export const experienceDetailPage = {
  heroEyebrow: "Signature Experience",
  story: { heading: "The Experience" },
  enquiry: {
    heading: "Make It Yours",
    text: `Every element can be changed: the dates, the pace, the places and the people you travel with. Tell ${site.founder.firstName} what you have in mind and she will shape this experience around you.`,
    button: { label: "Enquire About This Experience", href: "/contact" },
  },
  included: {
    eyebrow: "Arranged for You",
    heading: "What's Included",
    intro: "The essentials are always taken care of, then refined to suit your party and your plans.",
  },
  highlights: {
    eyebrow: "Moments to Remember",
    heading: "Experience Highlights",
  },
  cta: {
    heading: "Shall We Begin Planning?",
    text: "A free, no-obligation consultation is the first step. Bring your dates, your questions and your wish list.",
    primary: { label: "Schedule a Consultation", href: "/contact" },
    secondary: { label: "View All Experiences", href: "/experiences" },
  },
} satisfies z.input<typeof experienceDetailPageSchema>;
