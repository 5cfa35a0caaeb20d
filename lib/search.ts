/*
 * The page types the site search files pages under (scripts/build/search-index.ts) and the dialog filters by
 * (components/search/search-dialog.tsx): one list, so a filter can never name a type nothing is filed under.
 */
export const SEARCH_FILTERS = [
  { type: "Destination", label: "Destinations" },
  { type: "Itinerary", label: "Itineraries" },
  { type: "Specialism", label: "Specialisms" },
  { type: "Journal", label: "Journal" },
] as const;

/** A filter's type, or "Page" for everything else (about, contact, the listings …). */
export type SearchType = (typeof SEARCH_FILTERS)[number]["type"] | "Page";
