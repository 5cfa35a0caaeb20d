import type { z } from "zod";
import type { destinationDetailSchema } from "@/lib/schemas";

/*
 * The five destination detail pages (/destination/{slug}), in this order: dubai, antarctica, maldives,
 * kyoto, swiss-alps. Any other slug redirects to /destinations. Every button on these pages goes to /contact.
 * Antarctica belongs to no map region, so it has no `region` and uses the generic fallback art.
 */
export const destinationDetails = [
  {
    slug: "dubai",
    name: "Dubai",
    country: "United Arab Emirates",
    region: "Middle East",
    latitude: 25.2048,
    longitude: 55.2708,
    image: {
      src: "https://images.unsplash.com/photo-1512453979798-5ea266f8880c",
      alt: "Downtown Dubai seen from above, with the Burj Khalifa rising over the city",
    },
    description:
      "A glittering Gulf city of record-breaking architecture, golden beaches and silent desert, only seven hours from London.",
    longDescription: [
      "Dubai does spectacle like nowhere else: the tallest building on earth, islands shaped like palm fronds and hotels that have become landmarks in their own right. Yet the moments our clients remember most are often the quieter ones: an abra gliding across Dubai Creek at dusk, the scent of the spice souk, or breakfast on a terrace while the desert turns from pink to gold.",
      "We usually suggest splitting your stay. Spend four or five nights by the sea on Palm Jumeirah or Jumeirah Beach, then one or two nights in the desert, where the silence after dark is as memorable as any skyline. We arrange a private guide for Old Dubai and the Al Fahidi Historical Neighbourhood, timed tickets for the Burj Khalifa's observation decks and the Museum of the Future, and a chauffeured day trip to the Louvre Abu Dhabi and the Sheikh Zayed Grand Mosque, about an hour and a half away.",
      "For the beach, One&Only The Palm offers Moorish-style calm, while the Burj Al Arab remains the ultimate statement stay; even if you sleep elsewhere, afternoon tea there is a wonderful treat. In the desert, Al Maha sits within the Dubai Desert Conservation Reserve, where Arabian oryx and gazelles wander past private pool suites. Families love the water parks and aquariums, and Dubai makes an easy, restful stopover on the way to the Maldives, Mauritius or the Far East.",
      "Direct flights from Heathrow, Gatwick and several regional UK airports take around seven hours, and Dubai is four hours ahead of GMT (three during British Summer Time). From June to September daytime temperatures regularly exceed 40°C, so we plan winter-sun visits between November and March. Dress modestly in the souks and at mosques. Dubai is one of the region's more accessible cities, with step-free metro stations and many adapted hotel rooms, and Charlotte can tailor every transfer and excursion to your mobility needs.",
    ],
    highlights: [
      "Sunset from the observation decks of the Burj Khalifa",
      "An abra ride across Dubai Creek to the gold and spice souks",
      "A night under the stars in a desert conservation reserve",
      "Afternoon tea at the Burj Al Arab",
      "A day trip to the Louvre Abu Dhabi and the Sheikh Zayed Grand Mosque",
    ],
    bestTimeToVisit: "November to March, when days are warm rather than scorching",
    duration: "5–7 nights",
  },
  {
    slug: "antarctica",
    name: "Antarctica",
    country: "Antarctic Peninsula",
    latitude: -64.9,
    longitude: -62.3,
    image: {
      src: "https://images.unsplash.com/photo-1535752385016-16aa049b6a8d",
      alt: "Snow, ice and mountains in Antarctica",
    },
    description:
      "The white continent: towering icebergs, bustling penguin colonies and a profound silence. An expedition voyage unlike anything else on earth.",
    longDescription: [
      "Nothing quite prepares you for your first iceberg, glowing blue in the low polar light, or for the noise and bustle of a penguin colony at the height of summer. There are no hotels, no shops and no roads in Antarctica. Your days are shaped by the weather and the wildlife, with Zodiac landings and cruises led by naturalists, glaciologists and historians who share your sense of wonder.",
      "There are two main ways to reach the Antarctic Peninsula. Classic voyages sail from Ushuaia, at the southern tip of Argentina, and cross the Drake Passage, which takes around two days each way. Fly-cruise itineraries fly from Punta Arenas in Chile to King George Island in the South Shetlands and join the ship there, saving most of the crossing; flights depend on the weather, so we build in spare time. Longer voyages of around three weeks add the Falkland Islands and South Georgia, with its vast king penguin colonies.",
      "Landings follow strict guidelines from IAATO, the International Association of Antarctica Tour Operators: no more than 100 passengers may be ashore at a landing site at any one time, and ships carrying more than 500 passengers make no landings at all. That is why we favour smaller expedition ships, such as Ponant's Le Commandant Charcot or Silversea's Silver Endeavour, which allow more time on the ice. Typical highlights include the Lemaire Channel, Paradise Harbour and Neko Harbour, where you can step onto the continent itself, and the flooded volcanic caldera of Deception Island.",
      "The season runs from November to March. November brings pristine snow and penguin courtship, December and January offer the longest days and the first chicks, and February and March are excellent for whales. From London, the overnight flight to Buenos Aires takes around 14 hours, followed by a domestic flight of about three and a half hours to Ushuaia; fly-cruises usually connect via Santiago to Punta Arenas. We always include a night or two to break the journey. Comprehensive insurance with emergency evacuation cover is essential, and Zodiac landings require a reasonable level of mobility, so talk to Charlotte about ships and itineraries that suit you.",
    ],
    highlights: [
      "Sailing the ice-filled Lemaire Channel",
      "Stepping onto the continent at Neko Harbour",
      "Gentoo, Adélie and chinstrap penguin colonies",
      "Humpback whales feeding in sheltered bays",
      "Sailing into the flooded volcanic caldera of Deception Island",
    ],
    bestTimeToVisit:
      "November to March, the austral summer, when the sea ice retreats and the wildlife is at its busiest",
    duration: "10–21 days",
  },
  {
    slug: "maldives",
    name: "Maldives",
    country: "Maldives",
    region: "Asia",
    latitude: 4.1755,
    longitude: 73.5093,
    image: {
      src: "https://images.unsplash.com/photo-1514282401047-d79a71a590e8",
      alt: "Turquoise water and a tropical shoreline in the Maldives",
    },
    description:
      "Nearly 1,200 coral islands strung across the Indian Ocean, where your villa sits above the lagoon and the reef begins at your steps.",
    longDescription: [
      "In the Maldives, time is measured by the tides. You wake to the sound of water beneath your deck, slip into the lagoon before breakfast and spend afternoons drifting between the reef, the spa and a hammock. Evenings might bring a private dinner on a sandbank or a cocktail as the sun sinks into the Indian Ocean. Most resorts occupy an island of their own, so privacy comes naturally.",
      "Choosing the right resort matters more here than almost anywhere else, and that is where we help. Resorts in the North and South Malé atolls are a short speedboat ride from the airport, ideal for shorter stays or late arrivals. Further atolls such as Baa and Noonu are reached by seaplane, an unforgettable arrival over turquoise reefs; seaplanes fly only in daylight, so we plan flights and overnight stops around them. We also match the villa to you: overwater for romance, beachfront with a gentle entry to the sea for young families.",
      "Soneva Fushi in Baa Atoll is barefoot luxury at its finest, with an observatory and an open-air cinema. Gili Lankanfushi, a short boat ride from Malé, is known for its generous overwater villas, and Cheval Blanc Randheli in Noonu Atoll brings Parisian polish to the lagoon. For a celebration, we can reserve a table at Ithaa, the undersea restaurant five metres below the surface at the Conrad Maldives Rangali Island. Between June and November, manta rays gather to feed in Hanifaru Bay, part of the Baa Atoll UNESCO Biosphere Reserve.",
      "Non-stop flights from London take around ten hours, or you can break the journey with a stopover in Dubai or Doha. The Maldives is five hours ahead of GMT. November to April is the dry season, while May to October brings more showers, excellent value and the manta season. Alcohol is served only at the resorts. Sandy paths and seaplane steps can be challenging for some guests, so we check step-free villas, buggy transfers and accessible bathrooms with each resort before recommending it.",
    ],
    highlights: [
      "An overwater villa with steps straight into the lagoon",
      "A seaplane flight over the coral atolls",
      "Snorkelling with manta rays in Hanifaru Bay",
      "Dinner beneath the waves at Ithaa",
      "A private picnic on a deserted sandbank",
    ],
    bestTimeToVisit: "November to April, the dry season, with calm seas and clear water for snorkelling",
    duration: "7–10 nights",
  },
  {
    slug: "kyoto",
    name: "Kyoto",
    country: "Japan",
    region: "Asia",
    latitude: 35.0116,
    longitude: 135.7681,
    image: {
      src: "https://images.unsplash.com/photo-1493976040374-85c8e12f0c0e",
      alt: "A pagoda above traditional streets in Kyoto",
    },
    description:
      "Japan's former imperial capital, where centuries of tradition live on in temples, moss gardens, teahouses and the lantern-lit lanes of Gion.",
    longDescription: [
      "Kyoto rewards those who rise early. At dawn, the thousands of vermilion gates of Fushimi Inari are almost empty, the raked gravel of a Zen garden is freshly combed and the only sound is a temple bell. For more than a thousand years this was Japan's imperial capital, and it still holds well over a thousand temples and shrines, along with wooden machiya townhouses, tea ceremonies and the refined art of kaiseki cuisine.",
      "Most of our clients spend three to five nights in Kyoto as part of a ten- to fourteen-day journey through Japan, arriving from Tokyo on the Shinkansen in a little over two hours. We send luggage ahead by courier so you can travel light, and we arrange a private guide to unlock the city: timed visits to the busiest temples, a tea ceremony in a traditional teahouse and an evening stroll through Gion with someone who knows its etiquette, including where photography in private lanes is not allowed. Nara, with its great bronze Buddha and free-roaming deer, is an easy day trip.",
      "Places to see include Kinkaku-ji, the Golden Pavilion, mirrored in its pond; the wooden terrace of Kiyomizu-dera; the Philosopher's Path beneath cherry trees; the Arashiyama bamboo grove; and Nishiki Market for pickles, sweets and street snacks. For your stay, Tawaraya has welcomed guests for more than three centuries, Aman Kyoto hides in a forest garden at the foot of the northern hills, and Hoshinoya Kyoto in Arashiyama is reached by boat along the river.",
      "Non-stop flights from London to Tokyo take around fourteen hours, and Japan is nine hours ahead of GMT (eight during British Summer Time). Cherry blossom from late March to early April and autumn colour in November are magical but busy, so we book well ahead; July and August are hot and humid. Many temples involve gravel paths and steps, so for guests with limited mobility we plan step-free routes, a private vehicle and accessible rooms, and the bullet trains have wheelchair spaces.",
    ],
    highlights: [
      "A dawn walk through the torii gates of Fushimi Inari",
      "A private tea ceremony in a traditional teahouse",
      "Kinkaku-ji, the Golden Pavilion, reflected in its pond",
      "A seasonal kaiseki dinner",
      "The Arashiyama bamboo grove before the crowds arrive",
    ],
    bestTimeToVisit: "Late March to early April for cherry blossom, or November for autumn maples",
    duration: "3–5 nights",
  },
  {
    slug: "swiss-alps",
    name: "Swiss Alps",
    country: "Switzerland",
    region: "Europe",
    latitude: 46.0207,
    longitude: 7.7491,
    image: {
      src: "https://images.unsplash.com/photo-1530122037265-a5f1f91d3b99",
      alt: "Snow-capped peaks in the Swiss Alps",
    },
    description:
      "Snow-capped peaks, glacier-fed lakes and spectacular railway journeys, with some of Europe's finest grand hotels along the way.",
    longDescription: [
      "There is a particular clarity to alpine air: the Matterhorn turning pink at sunrise above car-free Zermatt, cowbells echoing across a summer meadow, the hush of fresh snow outside a chalet window. The Swiss Alps feel both wild and wonderfully civilised, with trains that run to the minute, cable cars to almost every summit and hotels that have perfected the art of hospitality over more than a century.",
      "We usually plan two or three bases linked by rail, such as Zermatt, St. Moritz in the Engadine, Lake Lucerne or the Jungfrau region, with first-class travel throughout and luggage sent ahead. The Glacier Express links Zermatt and St. Moritz in around eight hours of panoramic views, and the Bernina Express continues from the Engadine over the Bernina Pass to Tirano in Italy on a UNESCO-listed line. In winter we arrange ski passes, private instructors and mountain-restaurant tables; in summer, guided hikes, lake cruises and scenic flights.",
      "In Zermatt, The Omnia sits on a rock above the village, while Riffelalp Resort 2222m is reached on the Gornergrat railway. In St. Moritz, Badrutt's Palace has defined alpine glamour since 1896. Above Lake Lucerne, the Bürgenstock Resort has an infinity pool that seems to float over the water, and The Chedi Andermatt brings Asian calm to the mountains. From Interlaken, a cogwheel journey climbs to the Jungfraujoch, Europe's highest railway station at 3,454 metres.",
      "Flights from London to Geneva or Zurich take under two hours, and the train from either airport brings you to the mountains within a few hours; you can even travel all the way by rail, via Eurostar and Paris. Switzerland uses the Swiss franc and is an hour ahead of the UK. Swiss railways are among the most accessible in Europe, and we pre-book station assistance and step-free routes for guests with reduced mobility.",
    ],
    highlights: [
      "The Glacier Express from Zermatt to St. Moritz",
      "Sunrise on the Matterhorn from car-free Zermatt",
      "The Jungfraujoch, Europe's highest railway station",
      "A paddle-steamer cruise on Lake Lucerne",
      "Fondue in a mountain restaurant after a day on the slopes",
    ],
    bestTimeToVisit: "December to March for skiing; June to September for hiking, lake cruises and alpine flowers",
    duration: "5–10 nights",
  },
] satisfies z.input<typeof destinationDetailSchema>[];
