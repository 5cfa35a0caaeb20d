/** @jest-environment node */
import { parseConsultationRequest } from "@/lib/booking/request";
import { parseEnquiryPayload } from "@/lib/enquiry/payload";
import { RULES } from "../booking-rules";
import { calendarBlock, displayName, headerText } from "@/lib/forms/encode";
import { FIELD_LIMITS, lineProblem, nameProblem, phoneProblem, textProblem } from "@/lib/forms/fields";

/*
 * The shared field rules (lib/forms/fields.ts) and the one encoder (lib/forms/encode.ts): what a person
 * types into a single-line field can never become a header line, a subject's second line, a fake sender or
 * a calendar property; multi-line fields keep their breaks. The enquiry and the booking refuse the same
 * input with the same message (one rule, two schemas).
 */

const BREAKERS = {
  "line feed": "Ada\nBcc: victim@example.org",
  "carriage return": "Ada\rBcc: victim@example.org",
  CRLF: "Ada\r\nBcc: victim@example.org",
  "line separator U+2028": "Ada\u2028Bcc: victim@example.org",
  "paragraph separator U+2029": "Ada\u2029x",
  NUL: "Ada\u0000",
  tab: "Ada\tLovelace",
  "right-to-left override": "Ada\u202Eecalevol",
  "first strong isolate": "Ada\u2068x\u2069",
  "next line (C1)": "Ada\u0085x",
};

describe("single-line fields", () => {
  it.each(Object.entries(BREAKERS))("refuses a name holding a %s", (_what, value) => {
    expect(nameProblem(value, "first")).toBeDefined();
    expect(nameProblem(value, "last")).toBeDefined();
    expect(lineProblem(value)).toBeDefined();
    expect(phoneProblem(`020 7946 0321${value.slice(3)}`)).toBeDefined();
  });

  it("refuses a name that poses as an address", () => {
    expect(nameProblem("Accounts <accounts@agency.example>", "first")).toBeDefined();
    expect(nameProblem('"Bank" accounts', "last")).toBeDefined();
  });

  it.each([
    "Zoë",
    "Ó Briain",
    "Mary-Jane",
    "O'Brien",
    "D’Arcy",
    "St. John",
    "José María",
    "Nguyễn",
    "李",
    "محمد",
    "Ἀθηνᾶ",
  ])("accepts the real name %s", (name) => {
    expect(nameProblem(name, "first")).toBeUndefined();
    expect(nameProblem(name, "last")).toBeUndefined();
  });

  it(`caps names at ${FIELD_LIMITS.name} characters, counted as letters, not bytes`, () => {
    expect(nameProblem("é".repeat(FIELD_LIMITS.name), "first")).toBeUndefined();
    expect(nameProblem("é".repeat(FIELD_LIMITS.name + 1), "first")).toBeDefined();
  });

  it("takes phone numbers as people write them, and nothing else", () => {
    for (const phone of ["020 7946 0321", "+44 (0)20 7946 0321", "+1-212-555-0142", "07700 900123 ext. 12", ""]) {
      expect(phoneProblem(phone)).toBeUndefined();
    }
    for (const phone of ["call me", "12345", "+44 20 7946 0321 0000 0000 0000 000", "0".repeat(41), "020=7946"]) {
      expect(phoneProblem(phone)).toBeDefined();
    }
  });

  it("keeps line breaks and tabs in multi-line fields, and refuses other controls", () => {
    expect(textProblem("Two weeks in April.\r\nRyokan nights,\tplease.\n")).toBeUndefined();
    expect(textProblem("Hello\u0000")).toBeDefined();
    expect(textProblem("Hello\u001B[31m")).toBeDefined();
    expect(textProblem("x".repeat(FIELD_LIMITS.text + 1))).toBeDefined();
  });
});

describe("one rule for the enquiry and the booking", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const enquiry = (fields: Record<string, unknown>) =>
    parseEnquiryPayload(
      {
        id: crypto.randomUUID(),
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        message: "Hello",
        ...fields,
      },
      "agency@example.com",
      now,
    );
  const booking = (fields: Record<string, unknown>) =>
    parseConsultationRequest(
      {
        id: crypto.randomUUID(),
        date: "2026-12-07",
        slot: "10:00 AM",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        ...fields,
      },
      now,
      RULES,
    );

  it.each([
    ["firstName", "Ada\r\nBcc: victim@example.org"],
    ["lastName", "x".repeat(101)],
    ["lastName", "Accounts <accounts@agency.example>"],
    ["phone", "020\n7946"],
    ["email", `${"a".repeat(250)}@example.org`],
  ])("refuses %s = %j in both, with the same message", (field, value) => {
    const a = enquiry({ [field]: value });
    const b = booking({ [field]: value });
    expect(a.ok || b.ok).toBe(false);
    if (a.ok || b.ok) return;
    expect(a.kind).toBe("rules");
    expect(b.kind).toBe("rules");
    expect(a.fields[field]).toBeDefined();
    expect(a.fields[field]).toBe(b.fields[field]);
  });

  it("keeps the line breaks of a message and of a booking's notes", () => {
    const a = enquiry({ message: "Line one\nLine two" });
    const b = booking({ notes: "Line one\nLine two" });
    expect(a.ok && a.enquiry.message).toBe("Line one\nLine two");
    expect(b.ok && b.booking.notes).toBe("Line one\nLine two");
  });

  it("accepts Zoë Ó Briain", () => {
    expect(enquiry({ firstName: "Zoë", lastName: "Ó Briain" }).ok).toBe(true);
    expect(booking({ firstName: "Zoë", lastName: "Ó Briain" }).ok).toBe(true);
  });
});

describe("the encoder", () => {
  it.each(Object.entries(BREAKERS))("keeps a header value on one line when it holds a %s", (_what, value) => {
    for (const encoded of [headerText(value), displayName(value)]) {
      expect(encoded).not.toMatch(/[\r\n\u0000\u0085\u2028\u2029\u202E\u2068\u2069]/);
    }
  });

  it("leaves non-ASCII names whole", () => {
    expect(headerText("Zoë Ó Briain")).toBe("Zoë Ó Briain");
    expect(displayName("Zoë Ó Briain")).toBe("Zoë Ó Briain");
    expect(headerText("Zoë".repeat(100), 5)).toBe("ZoëZo");
  });

  it("takes the address-like characters out of a display name", () => {
    expect(displayName('Accounts <accounts@agency.example> "x"')).not.toMatch(/[<>"@]/);
  });

  it("turns every kind of line break in a calendar text into one LF, and drops other controls", () => {
    expect(calendarBlock("a\r\nb\rc\nd\u2028e\u2029f")).toBe("a\nb\nc\nd\ne\nf");
    expect(calendarBlock("x\u0000y\u202Ez")).toBe("xyz");
  });
});
