/*
 * The agency's facts, in one place: the header, footer, contact page, legal pages, metadata, JSON-LD and
 * sitemap all read them from here.
 *
 * PLACEHOLDERS: the phone number (020 7946 0xxx is reserved by Ofcom for drama), the example.com e-mail
 * address, the social profiles and the client-app URL stand in until the agency supplies its own. Replace
 * them here and nowhere else. The public site URL comes from NEXT_PUBLIC_SITE_URL at build time.
 */

const DEFAULT_SITE_URL = "https://www.aurelia-travel.example";

function siteUrl(): string {
  const fromEnv = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  return (fromEnv && fromEnv.length > 0 ? fromEnv : DEFAULT_SITE_URL).replace(/\/+$/, "");
}

export const site = {
  name: "Aurelia Travel",
  legalName: "Aurelia Travel",
  tagline: "Bespoke luxury travel, personally crafted",
  description:
    "Aurelia Travel is a UK luxury travel specialist crafting bespoke holidays, honeymoons, cruises, Disney adventures and accessible journeys, with ATOL protection and 24/7 support.",
  url: siteUrl(),
  locale: "en_GB",
  language: "en-GB",
  founder: {
    name: "Charlotte Reid",
    firstName: "Charlotte",
    role: "Founder & Travel Specialist",
    specialisms: ["Disney specialist", "Cruise expert", "Accessible-travel advocate"],
  },
  network: "an award-winning travel counsellor network",
  yearsOfExperience: "20+",
  yachts: "50+",
  // Non-breaking spaces keep the number on one line.
  phone: { display: "020\u00a07946\u00a00321", href: "tel:+442079460321" },
  email: "hello@example.com",
  address: { locality: "London", region: "Greater London", country: "GB", countryName: "United Kingdom" },
  hours: {
    office: "Monday to Friday, 9am to 6pm GMT",
    officeSpec: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    reply: "within 24 hours",
    concierge: "24/7",
  },
  socials: [
    { id: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
    { id: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
    { id: "pinterest", label: "Pinterest", href: "https://www.pinterest.co.uk/" },
  ],
  clientApp: { label: "Client app login", href: "https://example.com/client-app/login" },
  priceRange: "$$$$",
  /** Every rating figure on the site comes from here; they are placeholders until the agency supplies its own. */
  ratings: {
    home: { value: "5.0", countLabel: "100+", text: "5.0 from 100+ verified reviews" },
    aggregate: { value: 5, count: 150, best: 5 },
    badges: ["Google Verified", "Trustpilot Rated", "ATOL Protected"],
    platforms: [
      {
        id: "google",
        platform: "Google Reviews",
        rating: 4.9,
        reviewCount: 147,
        highlight: "Praised for meticulous planning and thoughtful touches",
      },
      {
        id: "trustpilot",
        platform: "Trustpilot",
        rating: 4.8,
        reviewCount: 98,
        highlight: "Rated Excellent for personal service and aftercare",
      },
    ],
  },
  protection: ["ATOL protected", "Financial protection scheme"],
} as const;
