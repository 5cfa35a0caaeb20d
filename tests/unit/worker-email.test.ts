/** @jest-environment node */
import type { Enquiry } from "@/lib/enquiry";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { consultationEmail, enquiryEmail } from "@/worker/email-text";
import { MAX_RETRY_DELAY_MS, retryDelayMs } from "@/worker/retry";
import { FULL_TRIP } from "../enquiry-fixture";

const MINUTE = 60_000;

const enquiry: Enquiry = {
  subject: ENQUIRY_SUBJECT,
  recipient: "agency@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "020 7946 0321",
  destination: "Japan",
  message: "Two weeks in April.\r\nRyokan nights, please.",
  trip: FULL_TRIP,
  newsletter: true,
  submittedAt: "2026-11-26T14:05:00.000Z",
};

describe("the agency's e-mails", () => {
  it("give every field of an enquiry in plain text, with the visitor to reply to", () => {
    const email = enquiryEmail(enquiry, { id: "the-id", receivedAt: new Date("2026-11-26T14:05:02Z") });
    expect(email.subject).toBe(`${ENQUIRY_SUBJECT} from Ada Lovelace`);
    expect(email.replyTo).toEqual({ name: "Ada Lovelace", email: "ada@example.org" });
    for (const expected of [
      "ada@example.org",
      "020 7946 0321",
      "Japan",
      "Two weeks in April.\nRyokan nights, please.",
      "Saturday 3 April 2027",
      "Saturday 17 April 2027",
      "April 2027",
      "yes, the dates are flexible",
      "14",
      "2 (ages 4, 7)",
      "£5,000 to £8,000 per person",
      "Anniversary",
      "Step-free rooms",
      "A magazine or newspaper",
      "yes, they ticked the box",
      "Thursday 26 November 2026 at 14:05 (London)",
      "the-id",
    ]) {
      expect(email.text).toContain(expected);
    }
  });

  it("say which fields were left empty", () => {
    const { phone: _phone, trip: _trip, ...bare } = enquiry;
    const { text } = enquiryEmail({ ...bare, newsletter: false }, { id: "x", receivedAt: new Date() });
    expect(text).toMatch(/Phone:\s+\(not given\)/);
    expect(text).toContain("Nothing was filled in.");
    expect(text).toMatch(/Newsletter:\s+no/);
  });

  it("give a consultation's London time, the visitor's details and notes", () => {
    const email = consultationEmail(
      {
        id: "booking-id",
        date: { year: 2027, month: 6, day: 1 },
        slot: "02:00 PM",
        firstName: "Bo",
        lastName: "Ng",
        email: "bo@example.org",
        notes: "Safari ideas",
      },
      { receivedAt: new Date("2026-11-26T09:00:00Z") },
    );
    expect(email.subject).toBe("New Consultation Booking: Tuesday 1 June 2027 at 2pm, Bo Ng");
    expect(email.replyTo).toEqual({ name: "Bo Ng", email: "bo@example.org" });
    expect(email.text).toContain("Safari ideas");
    expect(email.text).toMatch(/Phone:\s+\(not given\)/);
  });
});

describe("the retry schedule", () => {
  it("retries at the next run, then backs off by doubling, never waiting more than six hours", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([0, 10, 20, 40, 80].map((minutes) => minutes * MINUTE));
    expect(retryDelayMs(9)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(500)).toBe(MAX_RETRY_DELAY_MS);
  });
});
