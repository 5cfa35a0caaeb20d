/** @jest-environment node */
import { formatBookingBritish, type CalendarDate } from "@/lib/booking";
import { callTimes, isTimeZone, zonePlace } from "@/lib/booking/time-zone";

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

describe("the visitor's time zone", () => {
  it.each(["Europe/London", "America/New_York", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "UTC", "Etc/GMT+5"])(
    "takes %s",
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each([
    ["an unknown zone", "Mars/Olympus_Mons"],
    ["a line break", "Europe/London\r\nBcc: x@example.org"],
    ["a space", "Europe/ London"],
    ["too long a name", `Europe/${"a".repeat(64)}`],
    ["an empty string", ""],
    ["a number", 42],
  ])("refuses %s", (_what, value) => expect(isTimeZone(value)).toBe(false));

  it("names a zone by its place", () => {
    expect(zonePlace("America/New_York")).toBe("New York");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});

describe("the call's time in an e-mail", () => {
  it("always gives London's time", () => {
    expect(callTimes(d("2026-12-07"), "02:00 PM").london).toBe(
      `${formatBookingBritish(d("2026-12-07"), "02:00 PM")} (London time)`,
    );
  });

  it("adds the visitor's own time, a summer and a winter day, across midnight too", () => {
    // 14:00 GMT is 09:00 in New York in December; 09:00 BST is 17:00 in Tokyo in July.
    expect(callTimes(d("2026-12-07"), "02:00 PM", "America/New_York").local).toBe(
      "Monday 7 December 2026 at 9:00am (New York time)",
    );
    expect(callTimes(d("2027-07-05"), "09:00 AM", "Asia/Tokyo").local).toBe(
      "Monday 5 July 2027 at 5:00pm (Tokyo time)",
    );
    expect(callTimes(d("2026-12-07"), "04:00 PM", "Pacific/Auckland").local).toBe(
      "Tuesday 8 December 2026 at 5:00am (Auckland time)",
    );
  });

  it("leaves it out for London, for a zone whose clock reads the same, and for a zone it does not know", () => {
    expect(callTimes(d("2026-12-07"), "02:00 PM", "Europe/London").local).toBeUndefined();
    expect(callTimes(d("2026-12-07"), "02:00 PM", "Europe/Lisbon").local).toBeUndefined();
    expect(callTimes(d("2026-12-07"), "02:00 PM", "Mars/Base").local).toBeUndefined();
    expect(callTimes(d("2026-12-07"), "02:00 PM", null).local).toBeUndefined();
  });
});
