import { buildEnquiry, ENQUIRY_DEFAULTS, enquiryResolver, isLikelyBot, type EnquiryInput } from "@/lib/enquiry";
import { ENQUIRY_MESSAGES, ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { enquirySchema } from "@/lib/enquiry/schema";

const valid: EnquiryInput = {
  ...ENQUIRY_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: "Two weeks in Japan next April, ryokan nights included.",
};

/** The messages zod reports for one field. */
function messagesFor(input: Partial<EnquiryInput>, field: keyof EnquiryInput): string[] {
  const result = enquirySchema.safeParse({ ...valid, ...input });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("the enquiry schema", () => {
  it("accepts a complete enquiry and trims what was typed", () => {
    const parsed = enquirySchema.parse({
      ...valid,
      firstName: "  Ada ",
      email: " ada@example.com ",
      phone: " 020 7946 0321 ",
    });
    expect(parsed).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      phone: "020 7946 0321",
      newsletter: false,
    });
  });

  it("leaves phone and destination optional", () => {
    expect(enquirySchema.safeParse({ ...valid, phone: "", destination: "" }).success).toBe(true);
  });

  it.each([
    ["firstName", "", ENQUIRY_MESSAGES.firstName],
    ["firstName", "   ", ENQUIRY_MESSAGES.firstName],
    ["lastName", "", ENQUIRY_MESSAGES.lastName],
    ["email", "", ENQUIRY_MESSAGES.emailMissing],
    ["email", "  ", ENQUIRY_MESSAGES.emailMissing],
    ["email", "ada", ENQUIRY_MESSAGES.emailInvalid],
    ["email", "ada@", ENQUIRY_MESSAGES.emailInvalid],
    ["email", "ada@example", ENQUIRY_MESSAGES.emailInvalid],
    ["email", "ada lovelace@example.com", ENQUIRY_MESSAGES.emailInvalid],
    ["message", "", ENQUIRY_MESSAGES.message],
    ["message", "\n\t ", ENQUIRY_MESSAGES.message],
  ] as const)("rejects %s = %j with one message: the right one", (field, value, message) => {
    expect(messagesFor({ [field]: value }, field)).toEqual([message]);
  });

  it("reports every missing required field at once, in form order", () => {
    const result = enquirySchema.safeParse(ENQUIRY_DEFAULTS);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["firstName", "lastName", "email", "message"]);
  });

  it("gives the form each field's first message, or the trimmed values when all is well", async () => {
    const resolve = (input: EnquiryInput) =>
      enquiryResolver(input, undefined, { fields: {}, shouldUseNativeValidation: false });
    const failed = await resolve({ ...ENQUIRY_DEFAULTS, email: "ada" });
    expect(failed.values).toEqual({});
    expect(Object.fromEntries(Object.entries(failed.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      firstName: ENQUIRY_MESSAGES.firstName,
      lastName: ENQUIRY_MESSAGES.lastName,
      email: ENQUIRY_MESSAGES.emailInvalid,
      message: ENQUIRY_MESSAGES.message,
    });
    const passed = await resolve({ ...valid, firstName: "  Ada " });
    expect(passed.errors).toEqual({});
    expect(passed.values).toMatchObject({ firstName: "Ada", email: valid.email });
  });

  it("starts with the newsletter off and every field empty", () => {
    expect(ENQUIRY_DEFAULTS.newsletter).toBe(false);
    expect(Object.entries(ENQUIRY_DEFAULTS).filter(([, value]) => value !== "" && value !== false)).toEqual([]);
  });
});

describe("the enquiry that is sent", () => {
  it("carries the subject, the agency recipient and only the optional fields that were filled", () => {
    const values = enquirySchema.parse({ ...valid, destination: "Japan", newsletter: true });
    const enquiry = buildEnquiry(values, "hello@example.com", new Date("2026-12-03T10:00:00Z"));
    expect(enquiry).toEqual({
      subject: ENQUIRY_SUBJECT,
      recipient: "hello@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      destination: "Japan",
      message: valid.message,
      newsletter: true,
      submittedAt: "2026-12-03T10:00:00.000Z",
    });
    expect(enquiry).not.toHaveProperty("phone");
    expect(enquiry).not.toHaveProperty("website");
    expect(ENQUIRY_SUBJECT).toBe("New Travel Enquiry");
  });

  it("treats a filled honeypot as a bot, an empty one as a person", () => {
    expect(isLikelyBot({ website: "" })).toBe(false);
    expect(isLikelyBot({ website: "   " })).toBe(false);
    expect(isLikelyBot({ website: "https://spam.example" })).toBe(true);
  });
});
