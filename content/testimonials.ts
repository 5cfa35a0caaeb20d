import type { z } from "zod";
import { site } from "@/content/site";
import type { testimonialSchema } from "@/lib/schemas";

/*
 * Client testimonials: 8 for the home carousel, 9 for the /testimonials grid. Ids are
 * unique across both lists (and the tailor-made page's quote in content/pages.ts). A location is either
 * "City · holiday type" or "Month Year". All are rated 5.
 */

const { firstName } = site.founder;

export const homeTestimonials = [
  {
    id: 1,
    quote: `${firstName} planned our fortnight at Walt Disney World around our youngest's nap times and our son's height for the big rides. Breakfast at Cinderella's Royal Table was booked months ahead, and every park day had a plan we could follow or ignore. We just turned up and enjoyed it.`,
    author: "Sarah & James T.",
    location: "Manchester · Disney World family holiday",
    rating: 5,
  },
  {
    id: 2,
    quote:
      "We wanted a beach villa and an overwater villa, and could not decide, so she split our stay between the two. The seaplane transfer landed just before sunset, and on our last night there was a table for two set up on the sand with our wedding date piped on the dessert.",
    author: "Priya & Daniel M.",
    location: "Edinburgh · Maldives honeymoon",
    rating: 5,
  },
  {
    id: 3,
    quote: `As a wheelchair user I had given up on cruising. ${firstName} found a cabin with a genuine roll-in shower, checked which ports used tenders rather than a gangway, and arranged accessible shore trips in Barcelona and Marseille. For the first time in years, I didn't have to fight for anything.`,
    author: "Margaret H.",
    location: "Bristol · Accessible Mediterranean cruise",
    rating: 5,
  },
  {
    id: 4,
    quote:
      "Fourteen of us across three generations, flying from three different airports, for my mother's seventieth on Lake Garda. The villa had a ground-floor suite for Mum, the boat trip to Sirmione ran like clockwork, and not one of us had to act as the organiser.",
    author: "Grace O.",
    location: "Birmingham · Family group celebration in Italy",
    rating: 5,
  },
  {
    id: 5,
    quote:
      "For our tenth anniversary we spent two nights in a Kyoto ryokan with a private onsen, followed by a few days in Tokyo. The guide who met us at Fushimi Inari at seven in the morning, before the crowds arrived, was worth the trip on his own.",
    author: "Tom & Ellie R.",
    location: "October 2025",
    rating: 5,
  },
  {
    id: 6,
    quote:
      "Finding an all-inclusive in St Lucia that suited two teenagers and their grandparents felt impossible until we asked for help. The resort was spot on for all of us, and having every document in the app meant I wasn't rummaging through my handbag at check-in.",
    author: "Helen W.",
    location: "Leeds · All-inclusive Caribbean escape",
    rating: 5,
  },
  {
    id: 7,
    quote: `${firstName} knew which side of the ship to book for the best glacier views in Alaska and added two nights in Vancouver before we sailed, which took all the stress out of the long flight. We saw humpback whales from our own balcony.`,
    author: "Michael & Rosa D.",
    location: "Glasgow · Alaska cruise",
    rating: 5,
  },
  {
    id: 8,
    quote:
      "Our daughter is autistic and crowds can overwhelm her. We were helped to apply for the Disneyland Paris Priority Card, given a hotel within walking distance so we could take quiet breaks, and sent a visual guide to the parks to share with her before we left.",
    author: "Anjali K.",
    location: "March 2026",
    rating: 5,
  },
] satisfies z.input<typeof testimonialSchema>[];

export const pageTestimonials = [
  {
    id: 9,
    quote:
      "Our Amalfi honeymoon was perfect from start to finish: a room with a terrace looking straight over Positano, a private boat day around Capri and a concert in the gardens at Ravello that we would never have known about on our own.",
    author: "Oliver & Sophie B.",
    location: "London · Amalfi Coast honeymoon",
    rating: 5,
  },
  {
    id: 10,
    quote: `We celebrated our ruby anniversary on a Danube river cruise from Budapest to Passau. My husband has a bad knee, so ${firstName} chose a ship with a lift and a cabin close to it, and checked every excursion for steps beforehand. We didn't miss a single one.`,
    author: "Janet P.",
    location: "Cardiff · Danube river cruise",
    rating: 5,
  },
  {
    id: 11,
    quote:
      "I organised a fiftieth birthday trip to Marrakech for twenty-two friends, which sounded like a nightmare. We had a whole riad to ourselves, a cookery class in the medina and transfers that matched flights from Gatwick, Manchester and Bristol. Everyone still talks about it.",
    author: "David L.",
    location: "September 2025",
    rating: 5,
  },
  {
    id: 12,
    quote:
      "We combined a Disney cruise from Port Canaveral with four days in the Orlando parks. She reminded us to register the children for the kids' clubs before boarding, and the character breakfast on the last morning was a lovely surprise we hadn't asked for.",
    author: "Lucy & Mark F.",
    location: "Norwich · Disney cruise family holiday",
    rating: 5,
  },
  {
    id: 13,
    quote:
      "I never thought a safari was possible in a wheelchair. The lodge had ramped walkways and a step-free room, and the game drives used an adapted vehicle, so I saw lions, elephants and a leopard in a tree. Every question I asked was answered before I booked.",
    author: "Ruth A.",
    location: "Exeter · Accessible safari in South Africa",
    rating: 5,
  },
  {
    id: 14,
    quote:
      "Travelling to Dubai and then the Maldives with a two-year-old took careful planning. The flights were timed around her sleep, a cot and a high chair were waiting in both hotels, and the kids' club in the Maldives gave us two long lunches to ourselves.",
    author: "Chris & Amira N.",
    location: "April 2025",
    rating: 5,
  },
  {
    id: 15,
    quote:
      "As a first-time solo traveller in Japan I wanted independence with a safety net. I had rail passes, a guide for my first day in Tokyo and a ryokan in Hakone with a view of Mount Fuji, and I knew I could message for help at any hour. I never needed to, but it made all the difference.",
    author: "Eleanor S.",
    location: "Cambridge · Solo journey through Japan",
    rating: 5,
  },
  {
    id: 16,
    quote: `For Lynne's sixtieth we sailed the Caribbean from Barbados, with three nights on the island beforehand. ${firstName} had arranged champagne and flowers in the cabin and a birthday dinner at the ship's speciality restaurant. Lynne cried, in a good way.`,
    author: "Gareth & Lynne J.",
    location: "Swansea · Caribbean cruise for a 60th birthday",
    rating: 5,
  },
  {
    id: 17,
    quote:
      "Our ski week in Zermatt was brilliant, with ski school booked and boots fitted at the chalet. When our flight home from Geneva was cancelled late at night, the 24/7 support line had us rebooked on the first flight out and a hotel sorted within the hour.",
    author: "Natalie C.",
    location: "February 2026",
    rating: 5,
  },
] satisfies z.input<typeof testimonialSchema>[];
