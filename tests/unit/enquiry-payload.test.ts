import { buildEnquiry, ENQUIRY_DEFAULTS, type EnquiryInput } from "@/lib/enquiry";
import { ENQUIRY_MESSAGES, ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { parseEnquiryPayload, PAYLOAD_MESSAGES } from "@/lib/enquiry/payload";
import { childAgesMismatch, enquirySchema, TRIP_MESSAGES } from "@/lib/enquiry/schema";
import { FULL_TRIP } from "../enquiry-fixture";

// The server's check of a posted enquiry: the form's own rules and messages, reached through the payload.

const AGENCY = "agency@example.com";
const NOW = new Date("2026-11-26T12:00:00Z");
const ID = "0b5f4a3e-8c1d-4e7a-9f2b-6d3c5a1e7f90";

const everything: EnquiryInput = {
  ...ENQUIRY_DEFAULTS,
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "020 7946 0321",
  destination: "Japan",
  message: "Two weeks in April.\nRyokan nights, please.",
  departDate: "2027-04-03",
  returnDate: "2027-04-17",
  month: "2027-04",
  flexible: true,
  nights: "14",
  adults: "2",
  children: "2",
  childAges: "4, 7",
  budget: "5000-8000",
  occasion: "anniversary",
  needs: "Step-free rooms",
  heardFrom: "press",
  newsletter: true,
};

/** What the browser form sends for some values: buildEnquiry, plus the three fields the API adds. */
function sent(values: EnquiryInput, extra: Record<string, unknown> = {}) {
  const enquiry = buildEnquiry(enquirySchema.parse(values), "someone-else@example.net", NOW);
  return { ...enquiry, id: ID, website: values.website, turnstileToken: "token", ...extra };
}

describe("the enquiry payload", () => {
  it("turns what the form sends back into the same enquiry, addressed to the agency whatever it says", () => {
    const body = sent(everything);
    const result = parseEnquiryPayload(body, AGENCY, new Date("2026-11-26T12:00:05Z"));
    expect(result).toMatchObject({ ok: true, id: ID, website: "", turnstileToken: "token" });
    if (!result.ok) return;
    const { id: _id, website: _website, turnstileToken: _token, ...enquiry } = body;
    expect(result.enquiry).toEqual({ ...enquiry, recipient: AGENCY });
    expect(result.enquiry.subject).toBe(ENQUIRY_SUBJECT);
    expect(result.enquiry.trip).toEqual(FULL_TRIP);
  });

  it("answers a missing or malformed field with the form's own message, under the form's field name", () => {
    const { firstName: _firstName, ...withoutName } = sent(everything);
    expect(parseEnquiryPayload(withoutName, AGENCY, NOW)).toEqual({
      ok: false,
      kind: "rules",
      fields: { firstName: ENQUIRY_MESSAGES.firstName },
    });
    expect(parseEnquiryPayload(sent(everything, { email: "ada.example.org" }), AGENCY, NOW)).toMatchObject({
      kind: "rules",
      fields: { email: ENQUIRY_MESSAGES.emailInvalid },
    });
    const trip = { ...sent(everything).trip, nights: 0, childAges: [4] };
    expect(parseEnquiryPayload(sent(everything, { trip }), AGENCY, NOW)).toMatchObject({
      kind: "rules",
      fields: { nights: TRIP_MESSAGES.nights, childAges: childAgesMismatch(2, 1) },
    });
  });

  it("refuses, as a whole, what the form could never send", () => {
    expect(parseEnquiryPayload(sent(everything, { id: "42" }), AGENCY, NOW)).toMatchObject({
      kind: "shape",
      fields: { id: PAYLOAD_MESSAGES.id },
    });
    expect(parseEnquiryPayload(sent(everything, { firstName: 7, newsletter: "yes" }), AGENCY, NOW)).toMatchObject({
      kind: "shape",
      fields: { firstName: PAYLOAD_MESSAGES.text, newsletter: PAYLOAD_MESSAGES.boolean },
    });
    expect(parseEnquiryPayload(sent(everything, { trip: { childAges: ["four"] } }), AGENCY, NOW)).toMatchObject({
      kind: "shape",
      fields: { "trip.childAges.0": PAYLOAD_MESSAGES.numbers },
    });
  });

  it("keeps the honeypot's value for the caller and the id in lower case", () => {
    const result = parseEnquiryPayload(sent(everything, { id: ID.toUpperCase(), website: "http://spam" }), AGENCY, NOW);
    expect(result).toMatchObject({ ok: true, id: ID, website: "http://spam" });
  });

  it("uses the server's clock when the browser's is missing or nonsense", () => {
    const result = parseEnquiryPayload(sent(everything, { submittedAt: "yesterday" }), AGENCY, NOW);
    expect(result.ok && result.enquiry.submittedAt).toBe(NOW.toISOString());
  });
});
