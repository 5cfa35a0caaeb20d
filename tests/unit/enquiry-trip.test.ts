import { buildEnquiry, ENQUIRY_DEFAULTS, enquiryResolver, type EnquiryInput } from "@/lib/enquiry";
import { DRAFT_KEY, readDraft, writeDraft } from "@/lib/enquiry/draft";
import { childAgesMismatch, enquirySchema, parseChildAges, TRIP_MESSAGES } from "@/lib/enquiry/schema";
import { BUDGETS, HEARD_FROM, OCCASIONS, TRIP_FIELDS, upcomingMonths } from "@/lib/enquiry/trip";

/*
 * "Tell us more": every field optional, rules only about what was typed, a nested `trip` object with only
 * the filled-in values, and a draft that brings the section back without trusting what storage holds.
 */

const person: EnquiryInput = {
  ...ENQUIRY_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: "A fortnight somewhere warm in February half-term.",
};

/** Each field's messages for this input, as the form would show them. */
function messages(input: Partial<EnquiryInput>): Record<string, string[]> {
  const result = enquirySchema.safeParse({ ...person, ...input });
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (found[String(issue.path[0])] ??= []).push(issue.message);
  return found;
}

describe("the rules of 'Tell us more'", () => {
  it("never stands in the way when it is left empty", () => {
    expect(enquirySchema.safeParse(person).success).toBe(true);
    expect(TRIP_FIELDS.every((name) => name in ENQUIRY_DEFAULTS)).toBe(true);
  });

  it("wants the return after the departure, not on or before it", () => {
    expect(messages({ departDate: "2027-03-14", returnDate: "2027-03-02" })).toEqual({
      returnDate: [TRIP_MESSAGES.returnBeforeDeparture],
    });
    expect(messages({ departDate: "2027-03-14", returnDate: "2027-03-14" })).toEqual({
      returnDate: [TRIP_MESSAGES.returnBeforeDeparture],
    });
    expect(messages({ departDate: "2027-03-14", returnDate: "2027-03-28" })).toEqual({});
    // Across a year end, and with only one of the two dates.
    expect(messages({ departDate: "2026-12-20", returnDate: "2027-01-03" })).toEqual({});
    expect(messages({ departDate: "2027-03-14" })).toEqual({});
    expect(messages({ returnDate: "2027-03-28" })).toEqual({});
  });

  it("refuses a date that is not on the calendar", () => {
    expect(messages({ departDate: "2027-02-30" })).toEqual({ departDate: [TRIP_MESSAGES.date] });
    expect(messages({ returnDate: "14/03/2027" })).toEqual({ returnDate: [TRIP_MESSAGES.date] });
  });

  it("shows its messages together with the required fields' own", () => {
    const found = messages({ firstName: "", departDate: "2027-03-14", returnDate: "2027-03-01", adults: "0" });
    expect(Object.keys(found).sort()).toEqual(["adults", "firstName", "returnDate"]);
  });

  it.each([
    ["adults", "0", TRIP_MESSAGES.adults],
    ["adults", "1.5", TRIP_MESSAGES.adults],
    ["adults", "-2", TRIP_MESSAGES.adults],
    ["children", "two", TRIP_MESSAGES.children],
    ["nights", "0", TRIP_MESSAGES.nights],
    ["nights", "400", TRIP_MESSAGES.nights],
    ["month", "March", TRIP_MESSAGES.month],
    ["budget", "a-king's-ransom", TRIP_MESSAGES.choice],
    ["occasion", "heist", TRIP_MESSAGES.choice],
    ["heardFrom", "carrier-pigeon", TRIP_MESSAGES.choice],
  ] as const)("refuses %s = %j with its message", (field, value, message) => {
    expect(messages({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("accepts at least one adult and any number of children, including none", () => {
    expect(messages({ adults: "1", children: "0" })).toEqual({});
    expect(messages({ adults: " 42 ", children: "3", nights: "14" })).toEqual({});
  });

  it("reads children's ages written the way people write them", () => {
    expect(parseChildAges("4, 7")).toEqual([4, 7]);
    expect(parseChildAges("4 and 7")).toEqual([4, 7]);
    expect(parseChildAges(" 0 & 12; 17 ")).toEqual([0, 12, 17]);
    expect(parseChildAges("")).toEqual([]);
    expect(parseChildAges("18")).toBeUndefined();
    expect(parseChildAges("four")).toBeUndefined();
    expect(parseChildAges("2.5")).toBeUndefined();
    expect(messages({ childAges: "4, 18" })).toEqual({ childAges: [TRIP_MESSAGES.childAges] });
  });

  it("wants one age per child when both are given", () => {
    expect(messages({ children: "2", childAges: "4" })).toEqual({ childAges: [childAgesMismatch(2, 1)] });
    expect(childAgesMismatch(2, 1)).toMatch(/2 children but given 1 age\b/);
    expect(messages({ children: "0", childAges: "4" })).toEqual({ childAges: [childAgesMismatch(0, 1)] });
    expect(messages({ children: "2", childAges: "4 and 7" })).toEqual({});
    // Either one alone is fine.
    expect(messages({ children: "2" })).toEqual({});
    expect(messages({ childAges: "4, 7" })).toEqual({});
  });

  it("gives the form the message on the field it is about", async () => {
    const { errors } = await enquiryResolver(
      { ...person, departDate: "2027-03-14", returnDate: "2027-03-01", children: "3", childAges: "5, 9" },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(errors.returnDate?.message).toBe(TRIP_MESSAGES.returnBeforeDeparture);
    expect(errors.childAges?.message).toBe(childAgesMismatch(3, 2));
    expect(errors.departDate).toBeUndefined();
  });
});

describe("the trip the agency receives", () => {
  const now = new Date("2026-12-03T10:00:00Z");
  const send = (input: Partial<EnquiryInput>) =>
    buildEnquiry(enquirySchema.parse({ ...person, ...input }), "hello@example.com", now);

  it("nests every filled-in field under `trip`, as dates, numbers and choice values", () => {
    const enquiry = send({
      departDate: "2027-03-14",
      returnDate: "2027-03-28",
      month: "2027-03",
      flexible: true,
      nights: "14",
      adults: "2",
      children: "2",
      childAges: "4 and 7",
      budget: BUDGETS[2]!.value,
      occasion: OCCASIONS[1]!.value,
      needs: "  Step-free room, please; one of us is coeliac.  ",
      heardFrom: HEARD_FROM[0]!.value,
    });
    expect(enquiry.trip).toEqual({
      departDate: "2027-03-14",
      returnDate: "2027-03-28",
      month: "2027-03",
      flexible: true,
      nights: 14,
      adults: 2,
      children: 2,
      childAges: [4, 7],
      budget: BUDGETS[2]!.value,
      occasion: OCCASIONS[1]!.value,
      needs: "Step-free room, please; one of us is coeliac.",
      heardFrom: HEARD_FROM[0]!.value,
    });
    expect(Object.keys(enquiry.trip!).sort()).toEqual([...TRIP_FIELDS].sort());
    // The spec's fields stay at the top level, as they were.
    expect(enquiry).toMatchObject({ subject: "New Travel Enquiry", firstName: "Ada", newsletter: false });
  });

  it("leaves out everything that was not filled in", () => {
    expect(send({ adults: "2", occasion: "honeymoon", needs: "   ", flexible: false }).trip).toEqual({
      adults: 2,
      occasion: "honeymoon",
    });
    // None of the trip's keys leak to the top level.
    expect(
      Object.keys(send({ adults: "2" })).filter((key) => (TRIP_FIELDS as readonly string[]).includes(key)),
    ).toEqual([]);
  });

  it("keeps a deliberate zero: no children is an answer", () => {
    expect(send({ children: "0" }).trip).toEqual({ children: 0 });
  });

  it("has no `trip` at all when the section was left empty", () => {
    expect(send({})).not.toHaveProperty("trip");
  });
});

describe("a draft with 'Tell us more' in it", () => {
  const now = new Date("2026-12-03T10:00:00Z");
  beforeEach(() => sessionStorage.clear());

  it("comes back whole", () => {
    const typed = {
      ...ENQUIRY_DEFAULTS,
      firstName: "Grace",
      departDate: "2027-03-14",
      returnDate: "2027-03-28",
      month: "2027-03",
      flexible: true,
      nights: "14",
      adults: "2",
      children: "1",
      childAges: "6",
      budget: "5000-8000",
      occasion: "anniversary",
      needs: "A quiet room away from the lifts.",
      heardFrom: "recommendation",
    };
    writeDraft(sessionStorage, typed);
    const { website: _honeypot, ...expected } = typed;
    expect(readDraft(sessionStorage, now)).toEqual(expected);
  });

  it("drops values their control could not hold, and keeps the rest", () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        firstName: "Grace",
        departDate: "next Tuesday",
        returnDate: "2027-03-28",
        month: "2026-11",
        nights: "a fortnight",
        adults: "2",
        children: "-1",
        budget: "sky-is-the-limit",
        occasion: "anniversary",
        heardFrom: "telepathy",
        needs: "Vegetarian",
      }),
    );
    expect(readDraft(sessionStorage, now)).toEqual({
      firstName: "Grace",
      returnDate: "2027-03-28",
      adults: "2",
      occasion: "anniversary",
      needs: "Vegetarian",
    });
  });

  it("is not ours if a field has the wrong type", () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: "Grace", flexible: "yes" }));
    expect(readDraft(sessionStorage, now)).toBeUndefined();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: "Grace", adults: 2 }));
    expect(readDraft(sessionStorage, now)).toBeUndefined();
  });

  it("is stored for a ticked box alone", () => {
    writeDraft(sessionStorage, { ...ENQUIRY_DEFAULTS, flexible: true });
    expect(readDraft(sessionStorage, now)).toMatchObject({ flexible: true });
  });
});

describe("the months on offer", () => {
  it("start with the given month and run for two years, across the year's end", () => {
    const months = upcomingMonths(new Date(2026, 10, 20));
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months[2]).toEqual({ value: "2027-01", label: "January 2027" });
    expect(months.at(-1)).toEqual({ value: "2028-10", label: "October 2028" });
  });
});
