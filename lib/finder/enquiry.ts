import { searchOf, type Choices } from "@/lib/finder";

/*
 * When nothing in the finder fits, the visitor can ask us instead, and what they chose comes with them.
 * The link speaks the contact form's existing parameters where they mean the same thing (?destination=,
 * and ?specialism= for what the trip suits, which names a specialism or an experience) and the finder's own
 * for the rest (prefill.ts reads them on the contact page).
 */

const CONTACT_PATH = "/contact/";

/** The enquiry form's address, carrying the choices. */
export function finderEnquiryHref(choices: Choices): string {
  const { suits, destination, ...rest } = choices;
  const params = new URLSearchParams(searchOf(rest));
  if (destination) params.set("destination", destination);
  if (suits) params.set("specialism", suits);
  const query = params.toString();
  return query ? `${CONTACT_PATH}?${query}` : CONTACT_PATH;
}
