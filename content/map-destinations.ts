import type { z } from "zod";
import type { mapDestinationSchema } from "@/lib/schemas";

/*
 * Pins on the interactive world map (/destinations).
 * Ids 1–31 are the countries and regions of the spec, grouped by map region.
 * Ids 100 and above are city pins, shown only when "Show Cities" is on. Bali is one of them because the
 * footer links to it (/destinations?destination=bali).
 * Coordinates are real latitude/longitude of a point on land inside each place.
 */
export const mapDestinations = [
  // ── Europe ──────────────────────────────────────────────────────────────────
  {
    id: 1,
    slug: "norway",
    name: "Norway",
    region: "Europe",
    latitude: 59.9139,
    longitude: 10.7522,
    image: {
      src: "https://images.unsplash.com/photo-1531366936337-7c912a4589a7",
      alt: "The northern lights rippling green across a dark Arctic sky",
    },
    description:
      "Sheer-sided fjords, waterfalls that tumble straight into the sea and winter skies lit by the aurora. We pair scenic rail journeys and coastal voyages with design-led lodges, so the landscape is always the main event.",
    bestTimeToVisit:
      "May to September for long light evenings and calm fjords; late September to March for the northern lights in the Arctic north",
    keyAttraction: "Geirangerfjord, a UNESCO World Heritage fjord framed by the Seven Sisters waterfall",
    cuisine:
      "Cured and smoked salmon, Arctic king crab, reindeer with lingonberries, brunost (sweet brown cheese) and cinnamon buns",
    accommodation:
      "Architect-designed hideaways and grand historic hotels, such as the Juvet Landscape Hotel near Valldal and The Thief on Oslo's waterfront",
    idealFor: "Nature lovers, photographers, rail and cruise enthusiasts, and couples chasing the aurora",
  },
  {
    id: 2,
    slug: "italy",
    name: "Italy",
    region: "Europe",
    latitude: 41.9028,
    longitude: 12.4964,
    image: {
      src: "https://images.unsplash.com/photo-1552832230-c0197dd311b5",
      alt: "The Colosseum in Rome under a clear sky",
    },
    description:
      "From the ancient grandeur of Rome to lemon-scented cliffs on the Amalfi Coast and the vineyards of Tuscany, Italy rewards slow travel. We arrange private guides, cooking classes and chauffeured days so every region feels effortless.",
    bestTimeToVisit:
      "April to June and September to October, for warm days, fewer crowds and the grape harvest in autumn",
    keyAttraction: "The Colosseum and Roman Forum, explored with a private archaeologist-guide",
    cuisine:
      "Cacio e pepe in Rome, bistecca alla fiorentina in Florence, Neapolitan pizza, fresh burrata and a glass of Brunello di Montalcino",
    accommodation:
      "Palazzo hotels, cliffside retreats and restored Tuscan villas, including Hotel de Russie in Rome and Le Sirenuse in Positano",
    idealFor: "Food and wine lovers, honeymooners, families and first-time visitors to Europe",
  },
  {
    id: 3,
    slug: "greece",
    name: "Greece",
    region: "Europe",
    latitude: 37.9838,
    longitude: 23.7275,
    image: {
      src: "https://images.unsplash.com/photo-1533105079780-92b9be482077",
      alt: "Whitewashed buildings above the Aegean Sea on a Greek island",
    },
    description:
      "Whitewashed villages, volcanic beaches and some of the oldest stories in Europe. We combine a few days among the antiquities of Athens with island-hopping by private yacht or fast ferry across the Cyclades.",
    bestTimeToVisit: "May, June and September, when the sea is warm and the islands are calmer than in high summer",
    keyAttraction: "The Acropolis in Athens, followed by sunset over the caldera at Oia on Santorini",
    cuisine: "Grilled octopus, fresh-caught fish with lemon and oregano, moussaka, Santorini fava and Assyrtiko wine",
    accommodation:
      "Cave suites carved into the caldera and secluded resorts, such as Katikies on Santorini and Amanzoe in the Peloponnese",
    idealFor: "Honeymooners, couples, sailors and culture seekers",
  },
  {
    id: 4,
    slug: "france",
    name: "France",
    region: "Europe",
    latitude: 46.2276,
    longitude: 2.2137,
    image: {
      src: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
      alt: "The Eiffel Tower rising above the rooftops of Paris",
    },
    description:
      "Châteaux in the Loire, lavender fields in Provence, the glamour of the Riviera and the vineyards of Bordeaux and Champagne. Easy to reach from the UK by Eurostar or a short flight, France suits a long weekend or a grand tour.",
    bestTimeToVisit: "May to June for Provence in bloom, and September to October for the wine harvest",
    keyAttraction: "The Palace of Versailles, with early private access before the crowds arrive",
    cuisine:
      "Bouillabaisse in Marseille, boeuf bourguignon, fresh oysters, cheeses from every region and, of course, Champagne at its source",
    accommodation:
      "Palace hotels and vineyard estates, including Hôtel du Cap-Eden-Roc in Antibes and Les Sources de Caudalie near Bordeaux",
    idealFor: "Food and wine lovers, families, romantic breaks and Riviera sailing",
  },
  {
    id: 5,
    slug: "switzerland",
    name: "Switzerland",
    region: "Europe",
    latitude: 46.8182,
    longitude: 8.2275,
    image: {
      src: "https://images.unsplash.com/photo-1605750454112-f2f3f696eeb0",
      alt: "The alpine resort of Zermatt in the Swiss Alps",
    },
    description:
      "Glacier-fed lakes, car-free mountain villages and some of the most beautiful railway journeys on earth. Swiss trains are punctual and many stations and carriages offer step-free access, which makes the country a natural choice for travellers with reduced mobility.",
    bestTimeToVisit: "December to March for skiing; June to September for alpine hiking, lake cruises and wildflowers",
    keyAttraction: "The Glacier Express between Zermatt and St. Moritz",
    cuisine: "Cheese fondue and raclette, rösti, Zürcher Geschnetzeltes, Valais wines and handmade chocolate",
    accommodation:
      "Grand palace hotels and contemporary alpine lodges, such as Badrutt's Palace in St. Moritz and The Chedi Andermatt",
    idealFor: "Skiers, rail enthusiasts, families and accessible-travel clients",
    guide: "swiss-alps",
  },
  {
    id: 6,
    slug: "spain",
    name: "Spain",
    region: "Europe",
    latitude: 40.4168,
    longitude: -3.7038,
    image: {
      src: "https://images.unsplash.com/photo-1543783207-ec64e4d95325",
      alt: "Sunlit historic architecture in Spain",
    },
    description:
      "Moorish palaces in Andalucía, Gaudí's Barcelona, the galleries of Madrid and the calm coves of the Balearics. Spain is only a couple of hours from the UK, yet it feels wonderfully different in every region.",
    bestTimeToVisit: "April to June and September to October, warm enough for terraces without the peak summer heat",
    keyAttraction: "The Alhambra in Granada, visited at a reserved time with a private guide",
    cuisine: "Jamón ibérico, paella valenciana, pintxos in San Sebastián, gazpacho and sherry from Jerez",
    accommodation:
      "Paradores, boutique palacios and coastal retreats, including Hotel Alfonso XIII in Seville and Finca Cortesin on the Costa del Sol",
    idealFor: "Culture lovers, foodies, families and short-haul luxury breaks",
  },
  {
    id: 7,
    slug: "united-kingdom",
    name: "United Kingdom",
    region: "Europe",
    latitude: 51.5074,
    longitude: -0.1278,
    image: {
      src: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad",
      alt: "Westminster in central London",
    },
    description:
      "Castles in the Scottish Highlands, honey-stone villages in the Cotswolds and London's theatres and galleries. We plan luxurious stays close to home, with private drivers and tickets arranged, for UK clients and overseas visitors alike.",
    bestTimeToVisit: "May to September for long days and gardens in bloom; December for festive London",
    keyAttraction: "Edinburgh Castle and the Royal Mile, or a private after-hours tour of a London landmark",
    cuisine:
      "Scottish salmon and langoustines, Sunday roast with Yorkshire pudding, Cornish seafood and a proper afternoon tea",
    accommodation: "Grand city hotels and country estates, such as Claridge's in London and Gleneagles in Perthshire",
    idealFor: "Families, overseas guests, short breaks, celebrations and history lovers",
  },

  // ── Asia ────────────────────────────────────────────────────────────────────
  {
    id: 8,
    slug: "thailand",
    name: "Thailand",
    region: "Asia",
    latitude: 13.7563,
    longitude: 100.5018,
    image: {
      src: "https://images.unsplash.com/photo-1528181304800-259b08848526",
      alt: "An ornate Buddhist temple in Thailand in the daytime sun",
    },
    description:
      "Gilded temples in Bangkok, misty hills around Chiang Mai and limestone islands rising from the Andaman Sea. Thai hospitality is famously warm, and we combine city, culture and beach in a single seamless itinerary.",
    bestTimeToVisit: "November to April, the cool, dry season, ideal for the Andaman coast around Phuket and Krabi",
    keyAttraction: "The Grand Palace and Wat Phra Kaew, home of the Emerald Buddha, in Bangkok",
    cuisine:
      "Tom yum goong, green curry, pad thai from a riverside stall, khao soi in Chiang Mai and mango sticky rice",
    accommodation:
      "Riverside palaces and beach villas with their own pools, including the Mandarin Oriental in Bangkok and Amanpuri on Phuket",
    idealFor: "Families, honeymooners, wellness seekers and first-time visitors to Asia",
  },
  {
    id: 9,
    slug: "japan",
    name: "Japan",
    region: "Asia",
    latitude: 35.6762,
    longitude: 139.6503,
    image: {
      src: "https://images.unsplash.com/photo-1490806843957-31f4c9a91c65",
      alt: "Mount Fuji rising above the surrounding landscape",
    },
    description:
      "Neon-lit Tokyo, the temples of Kyoto and steaming hot springs in the mountains. Japan is spotless, safe and exceptionally efficient, and a private guide for the first few days makes it easy to understand.",
    bestTimeToVisit: "Late March to mid-April for cherry blossom, and October to November for autumn colour",
    keyAttraction: "Mount Fuji, seen from a ryokan in Hakone or from the Lake Kawaguchi shore",
    cuisine: "Omakase sushi in Tokyo, kaiseki in Kyoto, wagyu beef, ramen and matcha sweets",
    accommodation:
      "Sleek city hotels and traditional ryokan inns with private onsen baths, such as Aman Tokyo and Gora Kadan in Hakone",
    idealFor: "Culture seekers, food lovers, families with older children and Disney fans visiting Tokyo Disney Resort",
  },
  {
    id: 10,
    slug: "maldives",
    name: "Maldives",
    region: "Asia",
    latitude: 4.1755,
    longitude: 73.5093,
    image: {
      src: "https://images.unsplash.com/photo-1573843981267-be1999ff37cd",
      alt: "A turquoise Maldivian lagoon fringed by white sand",
    },
    description:
      "Nearly 1,200 coral islands scattered across the Indian Ocean, each resort on an island of its own. Days revolve around the reef, the spa and the sunset, and we choose the right atoll for the way you like to unwind.",
    bestTimeToVisit: "November to April, the dry season, with calm seas and excellent visibility for snorkelling",
    keyAttraction: "Snorkelling with manta rays in Hanifaru Bay, Baa Atoll (best from June to November)",
    cuisine:
      "Mas huni (tuna with coconut and chilli) for breakfast, garudhiya fish broth, reef fish curry and fresh coconut",
    accommodation: "Overwater villas and barefoot island resorts, including Soneva Fushi and Gili Lankanfushi",
    idealFor: "Honeymooners, anniversary couples, divers and anyone in need of complete rest",
    guide: "maldives",
  },
  {
    id: 11,
    slug: "india",
    name: "India",
    region: "Asia",
    latitude: 28.6139,
    longitude: 77.209,
    image: {
      src: "https://images.unsplash.com/photo-1524492412937-b28074a5d7da",
      alt: "The Taj Mahal in Agra",
    },
    description:
      "Maharajas' palaces in Rajasthan, the backwaters of Kerala and the timeless beauty of the Taj Mahal. India is intense and unforgettable, and we cushion it with private drivers, hand-picked guides and palace hotels.",
    bestTimeToVisit: "October to March, when the north is dry and pleasantly warm",
    keyAttraction: "The Taj Mahal at sunrise, followed by the Golden Triangle of Delhi, Agra and Jaipur",
    cuisine: "Rajasthani laal maas, Delhi's butter chicken, Keralan fish moilee, fresh dosas and masala chai",
    accommodation:
      "Former royal palaces and heritage havelis, such as The Oberoi Amarvilas in Agra and Taj Lake Palace in Udaipur",
    idealFor: "Culture seekers, photographers, multi-generational families and milestone birthdays",
  },
  {
    id: 12,
    slug: "singapore",
    name: "Singapore",
    region: "Asia",
    latitude: 1.3521,
    longitude: 103.8198,
    image: {
      src: "https://images.unsplash.com/photo-1565967511849-76a60a516170",
      alt: "The Supertrees of Gardens by the Bay in Singapore",
    },
    description:
      "A garden city where hawker centres sit beside world-class restaurants and rooftop bars. Singapore makes a superb stopover on the way to Bali, Australia or the Maldives, or a short break in its own right.",
    bestTimeToVisit:
      "February to April, the driest months, though Singapore is warm all year and easy to enjoy in any season",
    keyAttraction: "Gardens by the Bay, with the Cloud Forest dome and the nightly Supertree light show",
    cuisine: "Hainanese chicken rice, chilli crab, laksa, satay at Lau Pa Sat and kaya toast for breakfast",
    accommodation: "Colonial landmarks and island resorts, including Raffles Singapore and Capella on Sentosa",
    idealFor: "Stopovers, families, food lovers and first-time visitors to Asia",
  },

  // ── Africa ──────────────────────────────────────────────────────────────────
  {
    id: 13,
    slug: "mauritius",
    name: "Mauritius",
    region: "Africa",
    latitude: -20.1609,
    longitude: 57.5012,
    image: {
      src: "https://images.unsplash.com/photo-1513415277900-a62401e19be4",
      alt: "The tropical coast of Mauritius",
    },
    description:
      "Coral-fringed lagoons, volcanic peaks and a gentle blend of Creole, Indian, French and Chinese cultures. Mauritius pairs beautifully with a South African safari and offers superb family-friendly resorts.",
    bestTimeToVisit: "May to December, the cooler and drier months, with September to November especially lovely",
    keyAttraction: "Le Morne Brabant and the seven coloured earths of Chamarel",
    cuisine: "Dholl puri, octopus curry, rougaille, fresh palm-heart salad and vanilla-scented rum",
    accommodation:
      "Beachfront resorts with private pool villas, such as One&Only Le Saint Géran and The Oberoi Beach Resort",
    idealFor: "Honeymooners, families, golfers and beach-and-safari combinations",
  },
  {
    id: 14,
    slug: "south-africa",
    name: "South Africa",
    region: "Africa",
    latitude: -30.5595,
    longitude: 22.9375,
    image: {
      src: "https://images.unsplash.com/photo-1576485290814-1c72aa4bbb8e",
      alt: "Cape Town and its mountain backdrop in South Africa",
    },
    description:
      "Big Five safaris, the vineyards of the Cape Winelands and the dramatic Garden Route, all in one country and in a time zone close to the UK's. It is one of the most rewarding and varied journeys we plan.",
    bestTimeToVisit:
      "May to September for game viewing in the Sabi Sand and Kruger; November to March for the Cape's summer",
    keyAttraction: "Big Five game drives in the private Sabi Sand reserve, beside the Kruger National Park",
    cuisine: "Cape Malay bobotie, braai with boerewors, biltong, peri-peri prawns and Stellenbosch Chenin Blanc",
    accommodation:
      "Intimate safari lodges and winelands estates, including Singita in the Sabi Sand and Royal Malewane",
    idealFor: "First-time safari-goers, families, wine lovers and honeymooners",
  },
  {
    id: 15,
    slug: "morocco",
    name: "Morocco",
    region: "Africa",
    latitude: 34.0331,
    longitude: -5.0003,
    image: {
      src: "https://images.unsplash.com/photo-1489749798305-4fea3ae63d43",
      alt: "Traditional architecture in Morocco",
    },
    description:
      "Spice-scented medinas, the snow-capped Atlas and star-filled nights in the Sahara, just three and a half hours from London. We pair the cities with a desert camp and an Atlas mountain retreat.",
    bestTimeToVisit: "March to May and September to November, avoiding the fierce summer heat",
    keyAttraction: "The medina of Fes el-Bali, one of the largest car-free urban areas in the world",
    cuisine: "Lamb tagine with prunes, pastilla, harira soup, couscous on Fridays and sweet mint tea",
    accommodation:
      "Riads, kasbahs and palace hotels, such as La Mamounia in Marrakech and Kasbah Tamadot in the Atlas Mountains",
    idealFor: "Couples, long weekends, photographers and adventurous families",
  },
  {
    id: 16,
    slug: "egypt",
    name: "Egypt",
    region: "Africa",
    latitude: 30.0444,
    longitude: 31.2357,
    image: {
      src: "https://images.unsplash.com/photo-1539768942893-daf53e448371",
      alt: "The Pyramids of Giza in the desert",
    },
    description:
      "Five thousand years of history along the Nile, from the Pyramids of Giza to the temples of Luxor and Abu Simbel. A private Egyptologist and a small luxury Nile cruise bring it vividly to life.",
    bestTimeToVisit: "October to April, when temperatures are comfortable for exploring the temples",
    keyAttraction: "The Pyramids of Giza and the Grand Egyptian Museum",
    cuisine: "Koshari, ful medames, molokhia, grilled pigeon and fresh mango juice",
    accommodation:
      "Historic grand hotels and boutique Nile cruisers, including the Sofitel Legend Old Cataract in Aswan and Marriott Mena House beside the Pyramids",
    idealFor: "History lovers, families with curious children and once-in-a-lifetime trips",
  },
  {
    id: 17,
    slug: "kenya",
    name: "Kenya",
    region: "Africa",
    latitude: -1.4931,
    longitude: 35.1439,
    image: {
      src: "https://images.unsplash.com/photo-1547471080-7cc2caa01a7e",
      alt: "Elephants on the African savannah",
    },
    description:
      "The classic safari country: golden plains, Maasai culture and the drama of the Great Migration. We use small camps with expert guides, with no more than six guests per vehicle.",
    bestTimeToVisit:
      "July to October for the Great Migration in the Maasai Mara; January to February for dry, green plains",
    keyAttraction: "The Great Migration river crossings in the Maasai Mara",
    cuisine:
      "Nyama choma (grilled meat), ugali, sukuma wiki, Swahili coconut fish curry on the coast and Kenyan coffee",
    accommodation: "Tented camps and lodges with sweeping views, such as Angama Mara and Giraffe Manor in Nairobi",
    idealFor: "Wildlife lovers, photographers, families and safari-and-beach honeymoons",
  },

  // ── North America ───────────────────────────────────────────────────────────
  {
    id: 18,
    slug: "new-york",
    name: "New York",
    region: "North America",
    latitude: 40.7128,
    longitude: -74.006,
    image: {
      src: "https://images.unsplash.com/photo-1496442226666-8d4d0e62e6e9",
      alt: "The Manhattan skyline",
    },
    description:
      "Broadway shows, world-class museums, rooftop bars and Central Park in every season. We secure the hard-to-get tables and tickets, and arrange private tours that reveal a different side of the city.",
    bestTimeToVisit: "April to June and September to December, for mild weather, autumn colour and festive sparkle",
    keyAttraction: "Central Park and the Metropolitan Museum of Art, followed by a Broadway show",
    cuisine: "Pastrami on rye, New York cheesecake, bagels with lox, dim sum in Chinatown and fine dining in Midtown",
    accommodation: "Iconic and contemporary city hotels, including The Carlyle and Aman New York",
    idealFor: "Shoppers, theatre lovers, festive breaks, families and milestone birthdays",
  },
  {
    id: 19,
    slug: "california",
    name: "California",
    region: "North America",
    latitude: 36.7783,
    longitude: -119.4179,
    image: {
      src: "https://images.unsplash.com/photo-1449034446853-66c86144b0ad",
      alt: "Sunlit scenery in California",
    },
    description:
      "The Pacific Coast Highway, the wineries of Napa and Sonoma, the giant sequoias of Yosemite and the glamour of Los Angeles. California is made for a self-drive in a convertible, with luxurious stops along the way.",
    bestTimeToVisit: "April to October, with September and October ideal for the wine harvest and clear coastal skies",
    keyAttraction: "The Big Sur stretch of the Pacific Coast Highway",
    cuisine: "Fish tacos, Dungeness crab, sourdough in San Francisco, farm-to-table tasting menus and Napa Cabernet",
    accommodation:
      "Clifftop inns and vineyard retreats, such as Post Ranch Inn at Big Sur and Auberge du Soleil in Napa Valley",
    idealFor: "Road-trippers, wine lovers, families visiting Disneyland Resort and couples",
  },
  {
    id: 20,
    slug: "canada",
    name: "Canada",
    region: "North America",
    latitude: 56.1304,
    longitude: -106.3468,
    image: {
      src: "https://images.unsplash.com/photo-1503614472-8c93d56e92ce",
      alt: "A mountain lake in the Canadian Rockies",
    },
    description:
      "Turquoise lakes in the Rockies, whale watching off British Columbia and the European charm of Québec. We love combining a rail journey through the mountains with a wilderness lodge and a city stay.",
    bestTimeToVisit: "June to September for the Rockies and whales; late September for autumn colour in the east",
    keyAttraction: "Lake Louise and Moraine Lake in Banff National Park",
    cuisine: "Pacific salmon, poutine, Montréal bagels, butter tarts and Okanagan ice wine",
    accommodation:
      "Lakeside grand hotels and wilderness lodges, such as the Fairmont Chateau Lake Louise and Fogo Island Inn",
    idealFor: "Nature lovers, rail enthusiasts, families and multi-centre touring",
  },
  {
    id: 21,
    slug: "mexico",
    name: "Mexico",
    region: "North America",
    latitude: 19.4326,
    longitude: -99.1332,
    image: {
      src: "https://images.unsplash.com/photo-1518638150340-f706e86654de",
      alt: "A colourful colonial town in Mexico",
    },
    description:
      "Mayan ruins, swimmable cenotes, colourful colonial towns and Caribbean beaches on the Riviera Maya. Mexico blends culture and relaxation, with a world-class food scene in Mexico City and Oaxaca.",
    bestTimeToVisit: "December to April, the dry season, with warm sunshine on both coasts",
    keyAttraction: "Chichén Itzá and the cenotes of the Yucatán Peninsula",
    cuisine: "Tacos al pastor, mole negro in Oaxaca, cochinita pibil, fresh ceviche and mezcal",
    accommodation:
      "Jungle-edge resorts and beachfront villas, including Rosewood Mayakoba and One&Only Palmilla in Los Cabos",
    idealFor: "Families, honeymooners, all-inclusive lovers and culture seekers",
  },

  // ── South America ───────────────────────────────────────────────────────────
  {
    id: 22,
    slug: "brazil",
    name: "Brazil",
    region: "South America",
    latitude: -15.7975,
    longitude: -47.8919,
    image: {
      src: "https://images.unsplash.com/photo-1516306580123-e6e52b1b7b5f",
      alt: "Rio de Janeiro's coastline and green mountains",
    },
    description:
      "Rio's beaches and mountains, the thundering Iguaçu Falls and the Amazon rainforest, with laid-back Bahian coastal villages to finish. Brazil is vast, so we plan internal flights and private transfers with care.",
    bestTimeToVisit: "September to March for Rio and the coast; April to June for the flooded forest in the Amazon",
    keyAttraction: "Iguaçu Falls, seen from both the Brazilian and the Argentine side",
    cuisine: "Feijoada, pão de queijo, moqueca baiana, churrasco and a caipirinha on the beach",
    accommodation:
      "Legendary city hotels and rainforest lodges, such as the Belmond Copacabana Palace and Belmond Hotel das Cataratas",
    idealFor: "Adventurous couples, wildlife lovers and beach-and-culture travellers",
  },
  {
    id: 23,
    slug: "argentina",
    name: "Argentina",
    region: "South America",
    latitude: -34.6037,
    longitude: -58.3816,
    image: {
      src: "https://images.unsplash.com/photo-1589909202802-8f4aadce1849",
      alt: "A city view in Buenos Aires",
    },
    description:
      "Tango in Buenos Aires, Malbec vineyards beneath the Andes in Mendoza and the glaciers of Patagonia. Argentina rewards a longer trip, and it is the gateway for expedition voyages to Antarctica from Ushuaia.",
    bestTimeToVisit: "October to April, the southern spring and summer, ideal for Patagonia and the wine country",
    keyAttraction: "The Perito Moreno Glacier in Los Glaciares National Park",
    cuisine: "Asado and bife de chorizo, empanadas, dulce de leche, chimichurri and Mendoza Malbec",
    accommodation:
      "Belle-époque hotels and vineyard lodges, such as the Alvear Palace Hotel and Cavas Wine Lodge in Mendoza",
    idealFor: "Wine lovers, hikers, photographers and those heading on to Antarctica",
  },
  {
    id: 24,
    slug: "peru",
    name: "Peru",
    region: "South America",
    latitude: -13.532,
    longitude: -71.9675,
    image: {
      src: "https://images.unsplash.com/photo-1526392060635-9d6019884377",
      alt: "Machu Picchu high in the Andes",
    },
    description:
      "The Inca citadel of Machu Picchu, the Sacred Valley and Lima's celebrated restaurants. We build in time to acclimatise to the altitude, travel by luxury train and hire guides who know every terrace.",
    bestTimeToVisit: "May to October, the dry season in the Andes, with clear mornings over Machu Picchu",
    keyAttraction: "Machu Picchu, reached on the Belmond Hiram Bingham train from Poroy, near Cusco",
    cuisine: "Ceviche, lomo saltado, causa, ají de gallina and a pisco sour",
    accommodation:
      "Colonial mansions and mountain lodges, such as Belmond Hotel Monasterio in Cusco and Belmond Sanctuary Lodge at Machu Picchu",
    idealFor: "Adventurers, history lovers, foodies and active families",
  },

  // ── Oceania ─────────────────────────────────────────────────────────────────
  {
    id: 25,
    slug: "australia",
    name: "Australia",
    region: "Oceania",
    latitude: -33.8688,
    longitude: 151.2093,
    image: {
      src: "https://images.unsplash.com/photo-1506973035872-a4ec16b8e8d9",
      alt: "Sydney Opera House and the harbour",
    },
    description:
      "Sydney's harbour, the red heart at Uluru, the Great Barrier Reef and world-class wine regions. Distances are huge, so we pace the trip with stopovers and a thoughtful mix of cities, outback and coast.",
    bestTimeToVisit: "September to November and March to May, for pleasant weather across most regions",
    keyAttraction: "Uluru at sunrise in Uluru-Kata Tjuta National Park",
    cuisine: "Barramundi, Moreton Bay bugs, flat whites, Barossa Shiraz and a pavlova",
    accommodation: "Harbour-view hotels and remote luxury camps, such as Park Hyatt Sydney and Longitude 131° at Uluru",
    idealFor: "Families, visiting friends and relatives, long holidays and adventurous couples",
  },
  {
    id: 26,
    slug: "new-zealand",
    name: "New Zealand",
    region: "Oceania",
    latitude: -38.1368,
    longitude: 176.2497,
    image: {
      src: "https://images.unsplash.com/photo-1507699622108-4be3abd695ad",
      alt: "Green mountain scenery in New Zealand",
    },
    description:
      "Fjords, glaciers, geothermal valleys and vineyards, all within a day's drive of each other. New Zealand is perfect for a self-drive with luxury lodges, and for helicopter flights over the Southern Alps.",
    bestTimeToVisit: "November to April, the southern summer, for hiking, wine touring and long days",
    keyAttraction: "Milford Sound in Fiordland National Park",
    cuisine: "Green-lipped mussels, lamb, hāngī, Bluff oysters and Marlborough Sauvignon Blanc",
    accommodation: "Intimate luxury lodges, such as Huka Lodge in Taupō and The Lodge at Kauri Cliffs in Northland",
    idealFor: "Self-drive travellers, adventurers, honeymooners and nature lovers",
  },
  {
    id: 27,
    slug: "fiji",
    name: "Fiji",
    region: "Oceania",
    latitude: -17.85,
    longitude: 178,
    image: {
      src: "https://images.unsplash.com/photo-1572810311785-93dbea1e1a3e",
      alt: "A tropical island scene in Fiji",
    },
    description:
      "More than 300 islands with soft coral reefs and an extraordinarily warm welcome: you will hear 'Bula!' everywhere. Fiji pairs beautifully with Australia or New Zealand for a honeymoon finale.",
    bestTimeToVisit: "May to October, the cooler, drier season with the clearest water",
    keyAttraction: "The Yasawa and Mamanuca islands, and the soft corals of the Somosomo Strait",
    cuisine: "Kokoda (fish cured in lime and coconut), lovo feasts cooked underground, fresh tropical fruit and kava",
    accommodation: "Private-island resorts and overwater bures, such as Laucala Island and Kokomo Private Island",
    idealFor: "Honeymooners, divers, families and extended Australasia trips",
  },

  // ── Middle East ─────────────────────────────────────────────────────────────
  {
    id: 28,
    slug: "dubai",
    name: "Dubai",
    region: "Middle East",
    latitude: 25.2048,
    longitude: 55.2708,
    image: {
      src: "https://images.unsplash.com/photo-1518684079-3c830dcef090",
      alt: "The Burj Al Arab on its own island off the coast of Dubai",
    },
    description:
      "Sky-high architecture, golden beaches and desert dunes just an hour from the city. About seven hours from London, Dubai works as a winter-sun escape or a stopover on the way to the Indian Ocean or Asia.",
    bestTimeToVisit: "November to March, when days are warm rather than scorching",
    keyAttraction: "The Burj Khalifa, the world's tallest building, with views from its observation decks",
    cuisine: "Lamb ouzi, machboos, fresh hummus and mezze, camel-milk chocolate and Arabic coffee with dates",
    accommodation:
      "Landmark hotels and desert retreats, including the Burj Al Arab, One&Only The Palm and Al Maha in the desert",
    idealFor: "Families, winter-sun seekers, shoppers and stopovers",
    guide: "dubai",
  },
  {
    id: 29,
    slug: "jordan",
    name: "Jordan",
    region: "Middle East",
    latitude: 30.3285,
    longitude: 35.4444,
    image: {
      src: "https://images.unsplash.com/photo-1615811648503-479d06197ff3",
      alt: "The rose-red rock of Petra in Jordan",
    },
    description:
      "The rose-red city of Petra, the Martian landscapes of Wadi Rum and a weightless float in the Dead Sea. Jordan is compact and welcoming, and our private guides bring its Nabataean and biblical history to life.",
    bestTimeToVisit: "March to May and September to November, for mild days and comfortable hiking",
    keyAttraction: "Petra, entered through the Siq to the Treasury, ideally early in the morning",
    cuisine: "Mansaf, maqluba, falafel, za'atar flatbreads and knafeh",
    accommodation:
      "Dead Sea spa resorts and desert camps, including the Kempinski Hotel Ishtar on the Dead Sea and a private camp in Wadi Rum",
    idealFor: "History lovers, adventurous couples and families with older children",
  },

  // ── Caribbean ───────────────────────────────────────────────────────────────
  {
    id: 30,
    slug: "bahamas",
    name: "Bahamas",
    region: "Caribbean",
    latitude: 25.0443,
    longitude: -77.3504,
    image: {
      src: "https://images.unsplash.com/photo-1562036861-44811e0b4481",
      alt: "Clear turquoise water in the Bahamas",
    },
    description:
      "Seven hundred islands and cays set in the clearest water imaginable, from lively Nassau to the pink sands of Harbour Island. It is a wonderful add-on to a Florida holiday or a Caribbean cruise.",
    bestTimeToVisit: "December to May, the dry season, before the hurricane months",
    keyAttraction: "The Exuma Cays, with their sandbars and famous swimming pigs",
    cuisine: "Conch salad, cracked conch, grouper, johnnycake and rum punch",
    accommodation:
      "Elegant resorts and barefoot private-island retreats, such as The Ocean Club on Paradise Island and Kamalame Cay on Andros",
    idealFor: "Families, honeymooners, sailors and Florida or cruise extensions",
  },
  {
    id: 31,
    slug: "barbados",
    name: "Barbados",
    region: "Caribbean",
    latitude: 13.1939,
    longitude: -59.5432,
    image: {
      src: "https://images.unsplash.com/photo-1511914265872-c40672604a80",
      alt: "A Caribbean beach in Barbados",
    },
    description:
      "The elegant west coast, lively Oistins fish fry on a Friday night and a rich rum heritage. With direct flights from London, English spoken and a relaxed pace, Barbados is a favourite with our UK clients.",
    bestTimeToVisit: "December to April, the dry season, with steady trade winds",
    keyAttraction: "Harrison's Cave and the calm Platinum Coast beaches",
    cuisine: "Flying fish and cou-cou, macaroni pie, fish cakes, pudding and souse, and Mount Gay rum",
    accommodation: "Classic Platinum Coast resorts and villas, such as Sandy Lane and the Coral Reef Club",
    idealFor: "Couples, families, winter-sun seekers and returning Caribbean lovers",
  },

  // ── City pins (shown with "Show Cities") ────────────────────────────────────
  {
    id: 100,
    slug: "bali",
    name: "Bali",
    region: "Asia",
    // The centre of the island: at 1:110m Bali is a sliver at the end of Java, and Ubud sits on its coast.
    latitude: -8.4095,
    longitude: 115.1889,
    image: {
      src: "https://images.unsplash.com/photo-1537996194471-e657df975ab4",
      alt: "Lush tropical scenery in Bali",
    },
    description:
      "Terraced rice paddies, Hindu temples wreathed in incense and cliffs above the Indian Ocean. We balance a few days in Ubud's jungle with a beach villa on the Bukit Peninsula or in Seminyak.",
    bestTimeToVisit: "April to October, the dry season, with sunny days and lower humidity",
    keyAttraction: "The Tegallalang rice terraces and the clifftop Uluwatu Temple at sunset",
    cuisine: "Babi guling, bebek betutu, nasi campur, sate lilit and fresh tropical fruit",
    accommodation:
      "Jungle villas and clifftop resorts, such as Amandari and Capella Ubud, and the Bulgari Resort Bali at Uluwatu",
    idealFor: "Honeymooners, wellness seekers, families and yoga lovers",
  },
  {
    id: 101,
    slug: "kyoto",
    name: "Kyoto",
    region: "Asia",
    latitude: 35.0116,
    longitude: 135.7681,
    image: {
      src: "https://images.unsplash.com/photo-1545569341-9eb8b30979d9",
      alt: "Traditional architecture in Kyoto",
    },
    description:
      "Japan's former imperial capital, with more than a thousand temples, raked-gravel gardens and wooden teahouses. Kyoto is best explored slowly, with early starts to enjoy the shrines before the crowds.",
    bestTimeToVisit: "Late March to early April for cherry blossom; November for autumn maples",
    keyAttraction: "The thousands of vermilion torii gates at Fushimi Inari Taisha",
    cuisine: "Kaiseki, yudofu (simmered tofu), Nishiki Market pickles, matcha and wagashi sweets",
    accommodation: "Historic ryokan and serene modern retreats, such as Tawaraya and Aman Kyoto",
    idealFor: "Culture seekers, couples, photographers and tea lovers",
    guide: "kyoto",
  },
  {
    id: 102,
    slug: "venice",
    name: "Venice",
    region: "Europe",
    latitude: 45.4408,
    longitude: 12.3155,
    image: {
      src: "https://images.unsplash.com/photo-1523906834658-6e24ef2386f9",
      alt: "A canal lined with historic palazzi in Venice",
    },
    description:
      "A city of canals, palazzi and hidden campi that is best seen from the water. We arrange private water taxis, after-hours visits and glass-blowing on Murano.",
    bestTimeToVisit: "April to June and September to October, avoiding the heat and crowds of high summer",
    keyAttraction: "St Mark's Basilica and the Doge's Palace, with a private Secret Itineraries tour",
    cuisine: "Cicchetti in a bacaro, risotto al nero di seppia, sarde in saor and a spritz",
    accommodation: "Grand Canal palazzi and island hideaways, such as the Belmond Hotel Cipriani and Aman Venice",
    idealFor: "Couples, honeymooners, art lovers and cruise passengers",
  },
  {
    id: 103,
    slug: "paris",
    name: "Paris",
    region: "Europe",
    latitude: 48.8566,
    longitude: 2.3522,
    image: {
      src: "https://images.unsplash.com/photo-1499856871958-5b9627545d1a",
      alt: "A view of Paris",
    },
    description:
      "Just over two hours from London by Eurostar, Paris is the classic romantic escape. We book the bistro tables, private museum tours and couture appointments, and can add a day at Disneyland Paris for families.",
    bestTimeToVisit: "April to June and September to October, for terrace weather and fewer queues",
    keyAttraction: "The Louvre, with a private guide before or after public hours",
    cuisine: "Croissants from a neighbourhood boulangerie, steak frites, macarons and a Michelin-starred tasting menu",
    accommodation: "Palace hotels, such as The Ritz Paris and Cheval Blanc Paris",
    idealFor: "Romantic breaks, proposals, shoppers and Disney-loving families",
  },
  {
    id: 104,
    slug: "cape-town",
    name: "Cape Town",
    region: "Africa",
    latitude: -33.9249,
    longitude: 18.4241,
    image: {
      src: "https://images.unsplash.com/photo-1580060839134-75a5edca2e99",
      alt: "Cape Town with Table Mountain rising behind",
    },
    description:
      "Table Mountain, penguin beaches and the Winelands less than an hour away. Cape Town is a wonderful start or finish to a safari, with an excellent dining scene.",
    bestTimeToVisit: "November to March, the dry southern summer",
    keyAttraction: "The cableway to the top of Table Mountain",
    cuisine: "Cape Malay curries, line-caught fish, snoek braai and Stellenbosch and Franschhoek wines",
    accommodation: "Design-led hotels with ocean or mountain views, such as Ellerman House and The Silo Hotel",
    idealFor: "Safari extensions, food and wine lovers, and families",
  },
  {
    id: 105,
    slug: "marrakech",
    name: "Marrakech",
    region: "Africa",
    latitude: 31.6295,
    longitude: -7.9811,
    image: {
      src: "https://images.unsplash.com/photo-1597212618440-806262de4f6b",
      alt: "A view of Marrakech",
    },
    description:
      "The Red City's souks, gardens and rooftop terraces make an exotic long weekend less than four hours from London. Behind the medina walls you will find serene riads and lush courtyards.",
    bestTimeToVisit: "March to May and October to November, when days are sunny and warm but not hot",
    keyAttraction: "Jemaa el-Fnaa square at dusk and the Jardin Majorelle",
    cuisine: "Tanjia slow-cooked in the embers of a hammam fire, tagines, msemen pancakes and mint tea",
    accommodation: "Palace hotels and private riads, such as Royal Mansour Marrakech and Amanjena",
    idealFor: "Long weekends, couples, celebrations and design lovers",
  },
  {
    id: 106,
    slug: "queenstown",
    name: "Queenstown",
    region: "Oceania",
    latitude: -45.0312,
    longitude: 168.6626,
    image: {
      src: "https://images.unsplash.com/photo-1600466403153-50193d187dde",
      alt: "Queenstown on the shores of Lake Wakatipu",
    },
    description:
      "New Zealand's adventure capital sits on Lake Wakatipu beneath The Remarkables. Alongside the thrills there are vineyards in Central Otago and scenic flights to Milford Sound.",
    bestTimeToVisit: "December to March for summer hiking and wine; June to August for skiing",
    keyAttraction: "A scenic flight over the Southern Alps to Milford Sound",
    cuisine: "Central Otago Pinot Noir, Fiordland crayfish, venison, lamb and the famous Fergburger",
    accommodation: "Lakeside and alpine lodges, such as Matakauri Lodge and Eichardt's Private Hotel",
    idealFor: "Adventurers, wine lovers, honeymooners and skiers",
  },
  {
    id: 107,
    slug: "rio-de-janeiro",
    name: "Rio de Janeiro",
    region: "South America",
    latitude: -22.9068,
    longitude: -43.1729,
    image: {
      src: "https://images.unsplash.com/photo-1483729558449-99ef09a8c325",
      alt: "Christ the Redeemer overlooking Rio de Janeiro",
    },
    description:
      "Granite peaks, golden beaches and the pulse of samba. We arrange private guides for Corcovado and Sugarloaf, and a table at the city's best churrascarias.",
    bestTimeToVisit: "September to March for beach weather; February for Carnival",
    keyAttraction: "Christ the Redeemer on Corcovado and the cable car to Sugarloaf Mountain",
    cuisine: "Feijoada on a Saturday, grilled picanha, açaí bowls and caipirinhas on Ipanema",
    accommodation: "Beachfront classics, such as the Belmond Copacabana Palace",
    idealFor: "Carnival goers, couples, culture lovers and South America multi-centre trips",
  },
] satisfies z.input<typeof mapDestinationSchema>[];
