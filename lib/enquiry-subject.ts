/*
 * "Enquire about this journey" and a destination page's buttons open /contact/?itinerary={slug} or
 * ?destination={slug}. The form reads the address once it runs and fills in where the visitor wants to
 * go (and, for an itinerary, a first line naming it), so nobody types what they were just reading about.
 */

/** What the address can name: destination slugs to names, itinerary slugs to their title and places. */
export type EnquirySubjects = {
  destinations: Record<string, string>;
  itineraries: Record<string, { title: string; places: string }>;
};

export type EnquirySubject = { destination: string; itinerary?: string; message?: string };

/** The opening line of the message for an itinerary: the visitor can change it. */
const itineraryMessage = (title: string) => `I would love to hear more about your sample itinerary “${title}”. `;

/** The subject named by the address, or undefined for none or an unknown slug. */
export function subjectFrom(search: string, subjects: EnquirySubjects): EnquirySubject | undefined {
  const params = new URLSearchParams(search);
  const itinerary = subjects.itineraries[params.get("itinerary") ?? ""];
  if (itinerary) {
    return { destination: itinerary.places, itinerary: itinerary.title, message: itineraryMessage(itinerary.title) };
  }
  const destination = subjects.destinations[params.get("destination") ?? ""];
  return destination ? { destination } : undefined;
}
