import { TIME_SLOTS } from "@/lib/booking";
import { BOOKING_MESSAGES, parseConsultationRequest as parseWith, parseIsoDate } from "@/lib/booking/request";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { PAYLOAD_MESSAGES } from "@/lib/enquiry/payload";
import { hoursOn, RULES, rulesWith } from "../booking-rules";

const parseConsultationRequest = (body: unknown, now: Date) => parseWith(body, now, RULES);

// Thursday 26 November 2026, late evening in London.
const NOW = new Date("2026-11-26T23:30:00Z");
const ID = "6a1f0c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const booking = {
  id: ID,
  date: "2026-11-27",
  slot: "02:00 PM",
  firstName: "Bo",
  lastName: "Ng",
  email: "bo@example.org",
};

describe("a consultation request", () => {
  it("is accepted for a weekday after London's today, with the slot's start in UTC", () => {
    const result = parseConsultationRequest(booking, NOW);
    expect(result).toMatchObject({
      ok: true,
      booking: { id: ID, isoDate: "2026-11-27", slot: "02:00 PM", slotStart: "2026-11-27T14:00:00.000Z" },
    });
    // In British Summer Time the same wall-clock slot starts an hour earlier in UTC.
    const summer = parseConsultationRequest({ ...booking, date: "2027-06-01" }, new Date("2027-05-20T09:00:00Z"));
    expect(summer.ok && summer.booking.slotStart).toBe("2027-06-01T13:00:00.000Z");
  });

  it(`is refused past the horizon of ${RULES.horizonDays} days, which the calendar shows no further than`, () => {
    // 90 days after Thursday 26 November 2026 is Wednesday 24 February 2027.
    expect(RULES.horizonDays).toBe(90);
    expect(parseConsultationRequest({ ...booking, date: "2027-02-24" }, NOW).ok).toBe(true);
    for (const date of ["2027-02-25", "2027-06-01", "9999-12-31"]) {
      expect(parseConsultationRequest({ ...booking, date }, NOW)).toMatchObject({
        ok: false,
        fields: { date: BOOKING_MESSAGES.date },
      });
    }
  });

  it("refuses today, the past, weekends and unknown slots with the booking form's messages", () => {
    for (const date of ["2026-11-26", "2026-11-20", "2026-11-28", "2026-11-29", "2026-02-30", "27/11/2026"]) {
      expect(parseConsultationRequest({ ...booking, date }, NOW)).toMatchObject({
        ok: false,
        kind: "rules",
        fields: { date: BOOKING_MESSAGES.date },
      });
    }
    expect(parseConsultationRequest({ ...booking, slot: "12:00 PM" }, NOW)).toMatchObject({
      fields: { slot: BOOKING_MESSAGES.slot },
    });
    expect(TIME_SLOTS.every((slot) => parseConsultationRequest({ ...booking, slot }, NOW).ok)).toBe(true);
  });

  it("asks for a name and a real e-mail address as the enquiry form does", () => {
    expect(parseConsultationRequest({ ...booking, firstName: " ", email: "bo" }, NOW)).toMatchObject({
      fields: { firstName: ENQUIRY_MESSAGES.firstName, email: ENQUIRY_MESSAGES.emailInvalid },
    });
    expect(parseConsultationRequest({ ...booking, id: undefined }, NOW)).toMatchObject({
      kind: "shape",
      fields: { id: PAYLOAD_MESSAGES.id },
    });
  });

  it("leaves the time's own rule to the Worker: a bank holiday or a closed time passes here, a closed day of the week does not", () => {
    const christmas = { ...booking, date: "2026-12-25" };
    expect(parseWith(christmas, NOW, rulesWith({ closed: [{ from: "2026-12-25", to: "2026-12-28" }] })).ok).toBe(true);
    const mornings = rulesWith({ weeklyHours: hoursOn({ friday: ["09:00 AM"], saturday: ["10:00 AM"] }) });
    // Friday 27 November takes calls (not at 2pm: that is the Worker's 409); Monday 30 takes none.
    expect(parseWith(booking, NOW, mornings).ok).toBe(true);
    expect(parseWith({ ...booking, date: "2026-11-28" }, NOW, mornings).ok).toBe(true);
    expect(parseWith({ ...booking, date: "2026-11-30" }, NOW, mornings)).toMatchObject({
      fields: { date: BOOKING_MESSAGES.date },
    });
  });

  it("reads only real calendar dates", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2027-02-29")).toBeUndefined();
    expect(parseIsoDate("2027-1-5")).toBeUndefined();
  });
});
