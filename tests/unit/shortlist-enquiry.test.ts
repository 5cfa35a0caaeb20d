/** @jest-environment node */
import { getDestinationDetails, getItineraries, getShortlistSources } from "@/lib/content";
import { buildEnquiry, ENQUIRY_DEFAULTS, type Enquiry } from "@/lib/enquiry";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { parseEnquiryPayload, PAYLOAD_MESSAGES } from "@/lib/enquiry/payload";
import { enquirySchema } from "@/lib/enquiry/schema";
import { subjectFrom, type EnquirySubjects } from "@/lib/enquiry/subject";
import { SHORTLIST_MAX } from "@/lib/shortlist";
import { knownSlugs, type ShortlistCatalogue } from "@/lib/shortlist/catalogue";
import { enquiryEmail } from "@/worker/email-text";

// A shortlist on its way to the agency: what the contact form fills in, what the API accepts and the e-mail.

const subjects: EnquirySubjects = {
  destinations: { kyoto: "Kyoto", maldives: "Maldives" },
  itineraries: { "a-journey": { title: "A Journey", places: "Dubai, Maldives" } },
};

describe("what the shortlist can hold", () => {
  it("is every itinerary and destination guide, under slugs they never share", () => {
    const sources = getShortlistSources();
    expect(sources).toHaveLength(getItineraries().length + getDestinationDetails().length);
    expect(new Set(sources.map((source) => source.slug)).size).toBe(sources.length);
  });
});

describe("/contact/?shortlist=", () => {
  it("names each known idea once, in the visitor's order, and carries their slugs", () => {
    const subject = subjectFrom("?shortlist=kyoto,atlantis,a-journey,kyoto,constructor", subjects);
    expect(subject?.shortlist).toEqual({ slugs: ["kyoto", "a-journey"], names: ["Kyoto", "A Journey"] });
    expect(subject?.message).toMatch(/Kyoto[\s\S]*A Journey/);
  });

  it("names nothing when none of it is known", () => {
    expect(subjectFrom("?shortlist=atlantis,toString", subjects)).toBeUndefined();
    expect(subjectFrom("?shortlist=", subjects)).toBeUndefined();
  });
});

const ID = "0b5f4a3e-8c1d-4e7a-9f2b-6d3c5a1e7f90";
const NOW = new Date("2026-11-26T12:00:00Z");
const values = enquirySchema.parse({
  ...ENQUIRY_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  message: "These, please.",
});
const body = (shortlist: unknown) => ({ ...buildEnquiry(values, "x@example.com", NOW), id: ID, shortlist });

describe("the payload's shortlist", () => {
  it("is kept in order, each slug once", () => {
    const result = parseEnquiryPayload(body(["kyoto", "a-journey", "kyoto"]), "agency@example.com", NOW);
    expect(result.ok && result.enquiry.shortlist).toEqual(["kyoto", "a-journey"]);
    const without = parseEnquiryPayload(body(undefined), "agency@example.com", NOW);
    expect(without.ok && "shortlist" in without.enquiry).toBe(false);
  });

  it("refuses, as a shape the form never sends, anything but a short list of slugs", () => {
    const tooMany = Array.from({ length: SHORTLIST_MAX + 1 }, (_, index) => `idea-${index}`);
    for (const shortlist of ["kyoto", { kyoto: true }, [7], ["Kyoto!"], ["../etc"], ["a".repeat(101)], tooMany]) {
      const result = parseEnquiryPayload(body(shortlist), "agency@example.com", NOW);
      expect(result).toMatchObject({ ok: false, kind: "shape" });
      if (!result.ok)
        expect(Object.entries(result.fields)[0]).toEqual([
          expect.stringMatching(/^shortlist/),
          PAYLOAD_MESSAGES.shortlist,
        ]);
    }
  });
});

const catalogue: ShortlistCatalogue = {
  items: Object.fromEntries(
    getShortlistSources()
      .slice(0, 2)
      .map((source) => [
        source.slug,
        {
          ...source,
          url: `https://www.example.co.uk${source.path}`,
          photo: { src: "", width: 1, height: 1, alt: "", fallback: "" },
        },
      ]),
  ),
};

describe("the Worker's shortlist", () => {
  const [first, second] = Object.values(catalogue.items);

  it("keeps only the slugs the site has, or every one when it cannot tell", () => {
    expect(knownSlugs([second!.slug, "gone-since", first!.slug], catalogue)).toEqual([second!.slug, first!.slug]);
    expect(knownSlugs(["gone-since"], undefined)).toEqual(["gone-since"]);
  });

  it("is named in the agency's e-mail by title and page, in the visitor's order; by slug if unknown", () => {
    const enquiry: Enquiry = { ...buildEnquiry(values, "x@example.com", NOW), subject: ENQUIRY_SUBJECT };
    const shortlist = [second!.slug, first!.slug, "gone-since"];
    const { text } = enquiryEmail({ ...enquiry, shortlist }, { id: "id", receivedAt: NOW, catalogue });
    const lines = text.split("\n");
    const at = (needle: string) => lines.findIndex((line) => line.includes(needle));
    expect(at(second!.title)).toBeGreaterThan(-1);
    expect(at(second!.title)).toBeLessThan(at(first!.title));
    expect(lines[at(second!.title) + 1]?.trim()).toBe(second!.url);
    expect(at("gone-since")).toBeGreaterThan(at(first!.title));
    // Without the catalogue, the slugs themselves.
    const bare = enquiryEmail({ ...enquiry, shortlist }, { id: "id", receivedAt: NOW }).text;
    for (const slug of shortlist) expect(bare).toContain(slug);
    expect(enquiryEmail(enquiry, { id: "id", receivedAt: NOW }).text).not.toMatch(/shortlist/i);
  });
});
