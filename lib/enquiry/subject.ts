import { SHORTLIST_MAX } from "@/lib/shortlist/rules";

/*
 * "Enquire about this journey", a destination page's buttons and a specialism's or experience's buttons
 * open /contact/?itinerary={slug}, ?destination={slug} or ?specialism={slug}; "Enquire about my shortlist"
 * opens /contact/?shortlist={slug},{slug}…. The form reads the address once it runs and fills in what the
 * visitor was reading about (where they want to go, and for an itinerary, a specialism or a shortlist a
 * first line naming it), so nobody types it again. A shortlist also travels with the enquiry as its slugs.
 */

/** What the address can name: slugs to the names the form shows. */
export type EnquirySubjects = {
  destinations: Record<string, string>;
  itineraries: Record<string, { title: string; places: string }>;
  /**
   * Specialism slugs and experience ids to their titles: the menu calls both "specialisms", so one
   * parameter names either (their keys never clash; a content test holds them to that).
   */
  specialisms?: Record<string, string>;
};

export type EnquirySubject = {
  destination?: string;
  itinerary?: string;
  specialism?: string;
  /** The shortlist's known slugs, in the visitor's order, and the names the message gives them. */
  shortlist?: { slugs: string[]; names: string[] };
  message?: string;
};

/** The opening lines of the message: the visitor can change them. */
const itineraryMessage = (title: string) => `I would love to hear more about your sample itinerary “${title}”. `;
const specialismMessage = (title: string) => `I would love to hear more about “${title}”. `;
const shortlistMessage = (names: readonly string[]) =>
  `I would love to talk about the ideas on my shortlist:\n${names.map((name) => `– ${name}`).join("\n")}\n\n`;

/** The entry a parameter names; only the record's own keys count (?itinerary=constructor names nothing). */
function named<T>(record: Record<string, T> | undefined, key: string | null): T | undefined {
  return record && key !== null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** What ?shortlist= names: the itineraries and destination guides it lists that exist, each once, in order. */
function shortlistFrom(value: string | null, subjects: EnquirySubjects): EnquirySubject["shortlist"] {
  if (!value) return undefined;
  const slugs: string[] = [];
  const names: string[] = [];
  for (const slug of value.split(",").slice(0, SHORTLIST_MAX)) {
    const name = named(subjects.itineraries, slug)?.title ?? named(subjects.destinations, slug);
    if (!name || slugs.includes(slug)) continue;
    slugs.push(slug);
    names.push(name);
  }
  return slugs.length > 0 ? { slugs, names } : undefined;
}

/** The subject named by the address, or undefined for none or an unknown slug. */
export function subjectFrom(search: string, subjects: EnquirySubjects): EnquirySubject | undefined {
  const params = new URLSearchParams(search);
  const shortlist = shortlistFrom(params.get("shortlist"), subjects);
  if (shortlist) return { shortlist, message: shortlistMessage(shortlist.names) };
  const itinerary = named(subjects.itineraries, params.get("itinerary"));
  if (itinerary) {
    return { destination: itinerary.places, itinerary: itinerary.title, message: itineraryMessage(itinerary.title) };
  }
  const destination = named(subjects.destinations, params.get("destination"));
  const specialism = named(subjects.specialisms, params.get("specialism"));
  if (!destination && !specialism) return undefined;
  return {
    ...(destination ? { destination } : {}),
    ...(specialism ? { specialism, message: specialismMessage(specialism) } : {}),
  };
}
