import { ENQUIRY_DEFAULTS } from "@/lib/enquiry";
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from "@/lib/enquiry/draft";

describe("the enquiry draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("round-trips what was typed, without the honeypot", () => {
    writeDraft(sessionStorage, { ...ENQUIRY_DEFAULTS, firstName: "Ada", newsletter: true, website: "bot text" });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).not.toHaveProperty("website");
    expect(readDraft(sessionStorage)).toMatchObject({ firstName: "Ada", newsletter: true });
  });

  it("stores nothing for an untouched form, and forgets a draft emptied again", () => {
    writeDraft(sessionStorage, ENQUIRY_DEFAULTS);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    writeDraft(sessionStorage, { ...ENQUIRY_DEFAULTS, message: "Kyoto" });
    writeDraft(sessionStorage, { ...ENQUIRY_DEFAULTS, message: "  " });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is cleared after sending", () => {
    writeDraft(sessionStorage, { ...ENQUIRY_DEFAULTS, email: "ada@example.com" });
    clearDraft(sessionStorage);
    expect(readDraft(sessionStorage)).toBeUndefined();
  });

  it("ignores a corrupt or foreign value instead of breaking the form", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    expect(readDraft(sessionStorage)).toBeUndefined();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: 42 }));
    expect(readDraft(sessionStorage)).toBeUndefined();
  });

  it("carries on when storage refuses to work", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readDraft(broken)).toBeUndefined();
    expect(() => writeDraft(broken, { ...ENQUIRY_DEFAULTS, firstName: "Ada" })).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(readDraft(undefined)).toBeUndefined();
  });
});
