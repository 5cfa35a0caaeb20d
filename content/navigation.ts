/*
 * Site navigation. The header, mobile menu and footer render these lists; lib/routes.ts checks in the
 * content tests that every target is a real page.
 */

export type NavLink = { href: string; label: string };

/** Header links. The consultation call to action is rendered separately, as a button. */
export const primaryNav = [
  { href: "/about", label: "About" },
  { href: "/destinations", label: "Destinations" },
  { href: "/experiences", label: "Specialisms" },
  { href: "/concierge-services", label: "Concierge" },
  { href: "/journal", label: "Journal" },
] as const satisfies readonly NavLink[];

export const consultationCta = {
  href: "/contact",
  desktopLabel: "Consultation",
  mobileLabel: "Book Consultation",
} as const;

/** Footer links, grouped for reading; all twelve appear. */
export const footerNav = [
  {
    heading: "Explore",
    links: [
      { href: "/", label: "Home" },
      { href: "/about", label: "About" },
      { href: "/destinations", label: "Destinations" },
      { href: "/luxury-travel", label: "Luxury Travel" },
      { href: "/tailor-made", label: "Tailor-Made" },
      { href: "/services", label: "Services" },
    ],
  },
  {
    heading: "Get in touch",
    links: [
      { href: "/testimonials", label: "Testimonials" },
      { href: "/blog", label: "Travel Journal" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/accessibility", label: "Accessibility" },
    ],
  },
] as const satisfies readonly { heading: string; links: readonly NavLink[] }[];

/**
 * The footer's ten popular destinations. Each opens the map with that pin selected
 * (the selection lives in the address, so a reload or a shared link keeps it); every slug must resolve to a
 * map destination.
 */
export const popularDestinations = [
  { slug: "thailand", label: "Thailand" },
  { slug: "maldives", label: "Maldives" },
  { slug: "new-york", label: "New York" },
  { slug: "norway", label: "Norway" },
  { slug: "japan", label: "Japan" },
  { slug: "dubai", label: "Dubai" },
  { slug: "greece", label: "Greece" },
  { slug: "bali", label: "Bali" },
  { slug: "singapore", label: "Singapore" },
  { slug: "mauritius", label: "Mauritius" },
] as const;

export function destinationMapHref(slugOrId: string | number): string {
  return `/destinations/?destination=${encodeURIComponent(String(slugOrId))}`;
}
