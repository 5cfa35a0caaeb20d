/*
 * "Enquire about this journey", a destination page's buttons and a specialism's or experience's buttons
 * open /contact/?itinerary={slug}, ?destination={slug} or ?specialism={slug}. The form reads the address
 * once it runs and fills in what the visitor was reading about (where they want to go, and for an
 * itinerary or a specialism a first line naming it), so nobody types it again.
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

export type EnquirySubject = { destination?: string; itinerary?: string; specialism?: string; message?: string };

/** The opening lines of the message: the visitor can change them. */
const itineraryMessage = (title: string) => `I would love to hear more about your sample itinerary “${title}”. `;
const specialismMessage = (title: string) => `I would love to hear more about “${title}”. `;

/** The entry a parameter names; only the record's own keys count (?itinerary=constructor names nothing). */
function named<T>(record: Record<string, T> | undefined, key: string | null): T | undefined {
  return record && key !== null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The subject named by the address, or undefined for none or an unknown slug. */
export function subjectFrom(search: string, subjects: EnquirySubjects): EnquirySubject | undefined {
  const params = new URLSearchParams(search);
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
