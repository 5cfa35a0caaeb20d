import type { z } from "zod";
import type { regionHighlightGroupSchema } from "@/lib/schemas";

/*
 * Highlight cards under the region tabs on /destinations (Europe is selected first).
 * Each card's "Discover More" button goes to /contact; the page handles the link.
 */
export const regionHighlights = [
  {
    id: "europe",
    name: "Europe",
    destinations: [
      {
        id: "santorini",
        name: "Santorini",
        image: {
          src: "https://images.unsplash.com/photo-1570077188670-e3a8d69ac5ff",
          alt: "Whitewashed houses and blue domes on the cliffs of Santorini",
        },
        description:
          "Cave suites carved into the caldera cliffs, with sunsets over the Aegean that draw applause every evening. We add a private catamaran day to the hot springs and a tasting of volcanic Assyrtiko wines.",
      },
      {
        id: "amalfi-coast",
        name: "Amalfi Coast",
        image: {
          src: "https://images.unsplash.com/photo-1533656338503-b22f63e96cd8",
          alt: "Pastel villages stacked above the sea on the Amalfi Coast",
        },
        description:
          "Lemon groves, pastel villages and a coastline best seen from the deck of a private boat. Stay in Positano or Ravello, with day trips to Capri and long lunches by the water.",
      },
      {
        id: "swiss-alps",
        name: "Swiss Alps",
        image: {
          src: "https://images.unsplash.com/photo-1521292270410-a8c4d716d518",
          alt: "Snow-covered peaks of the Swiss Alps",
        },
        description:
          "Car-free Zermatt beneath the Matterhorn, the glamour of St. Moritz and panoramic railways in between. Ski in winter, or hike among wildflowers and glacier lakes in summer.",
      },
      {
        id: "norwegian-fjords",
        name: "Norwegian Fjords",
        image: {
          src: "https://images.unsplash.com/photo-1656490246727-a58085b306d2",
          alt: "A Norwegian fjord between steep mountainsides",
        },
        description:
          "Sheer cliffs, cascading waterfalls and still, mirror-like water, explored by small ship, scenic railway or private RIB. Long summer evenings make every day feel twice as long.",
      },
    ],
  },
  {
    id: "asia",
    name: "Asia",
    destinations: [
      {
        id: "kyoto",
        name: "Kyoto",
        image: {
          src: "https://images.unsplash.com/photo-1558862107-d49ef2a04d72",
          alt: "Traditional temple architecture in Kyoto",
        },
        description:
          "Temples, moss gardens and wooden machiya townhouses, at their most beautiful in cherry-blossom and autumn-maple season. We open doors to private tea ceremonies and kaiseki dinners.",
      },
      {
        id: "maldives",
        name: "Maldives",
        image: {
          src: "https://images.unsplash.com/photo-1512100356356-de1b84283e18",
          alt: "Clear turquoise water in the Maldives",
        },
        description:
          "An overwater villa, a house reef on your doorstep and nothing on the horizon but the Indian Ocean. The ultimate barefoot luxury for honeymoons and anniversaries.",
      },
      {
        id: "rajasthan",
        name: "Rajasthan",
        image: {
          src: "https://images.unsplash.com/photo-1587295656906-b06dca8f2340",
          alt: "The pink sandstone facade of the Hawa Mahal in Jaipur",
        },
        description:
          "Maharajas' palaces, desert forts and lake cities, from pink Jaipur to romantic Udaipur. Travel with a private driver and guide, and sleep in palaces that were once royal homes.",
      },
      {
        id: "bali",
        name: "Bali",
        image: {
          src: "https://images.unsplash.com/photo-1518548419970-58e3b4079ab2",
          alt: "A Balinese temple surrounded by tropical greenery",
        },
        description:
          "Emerald rice terraces, incense-filled temples and cliffside sunsets over the Indian Ocean. Pair a jungle villa in Ubud with a beach retreat for the perfect balance.",
      },
    ],
  },
  {
    id: "north-america",
    name: "North America",
    destinations: [
      {
        id: "new-york",
        name: "New York",
        image: {
          src: "https://images.unsplash.com/photo-1485871981521-5b1fd3805eee",
          alt: "Streets and skyscrapers of New York City",
        },
        description:
          "Broadway, world-class galleries and rooftop cocktails in the city that never sleeps. We secure the sought-after tables and tickets, from a festive skate to a private gallery tour.",
      },
      {
        id: "california-coast",
        name: "California Coast",
        image: {
          src: "https://images.unsplash.com/photo-1449034446853-66c86144b0ad",
          alt: "Sunlit scenery on the California coast",
        },
        description:
          "The Pacific Coast Highway from San Francisco to Big Sur, with a detour to the Napa Valley vineyards. A road trip made for a convertible and clifftop inns.",
      },
      {
        id: "banff",
        name: "Banff",
        image: {
          src: "https://images.unsplash.com/photo-1558597879-04d6dfc5216d",
          alt: "A mountain road through the Canadian Rockies near Banff",
        },
        description:
          "Glacier-fed lakes of impossible blue and the soaring peaks of the Canadian Rockies. Combine Lake Louise with the Icefields Parkway and a luxury rail journey to the Pacific.",
      },
      {
        id: "riviera-maya",
        name: "Riviera Maya",
        image: {
          src: "https://images.unsplash.com/photo-1603279560898-9eb1a6516d60",
          alt: "The Caribbean coast near Tulum on the Riviera Maya",
        },
        description:
          "White sands, swimmable cenotes and Mayan ruins above a turquoise sea. The resorts here are among the best in Mexico for families and honeymooners alike.",
      },
    ],
  },
] satisfies z.input<typeof regionHighlightGroupSchema>[];
