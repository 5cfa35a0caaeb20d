import { getExperiences, getSpecialisms } from "@/lib/content";
import { subjectFrom, type EnquirySubjects } from "@/lib/enquiry/subject";
import { enquiryHref } from "@/lib/seo/paths";

/*
 * /contact/?specialism= names a specialism or an experience (the menu calls both "specialisms"), the way
 * ?itinerary= names a trip: the form shows its title and starts the message with it.
 */

const subjects: EnquirySubjects = {
  destinations: { maldives: "Maldives" },
  itineraries: { "a-journey": { title: "A Journey", places: "Dubai, Maldives" } },
  specialisms: { "luxury-cruises": "Luxury Cruises", safari: "Private Safari Adventures" },
};

describe("the enquiry's subject from ?specialism=", () => {
  it("names the specialism and opens the message with it, leaving where to go empty", () => {
    expect(subjectFrom("?specialism=luxury-cruises", subjects)).toEqual({
      specialism: "Luxury Cruises",
      message: "I would love to hear more about “Luxury Cruises”. ",
    });
    expect(subjectFrom("?specialism=safari", subjects)?.specialism).toBe("Private Safari Adventures");
  });

  it("goes with a destination named beside it", () => {
    expect(subjectFrom("?specialism=luxury-cruises&destination=maldives", subjects)).toMatchObject({
      destination: "Maldives",
      specialism: "Luxury Cruises",
    });
  });

  it("ignores an unknown slug, and names inherited from objects", () => {
    expect(subjectFrom("?specialism=space-tourism", subjects)).toBeUndefined();
    expect(subjectFrom("?specialism=constructor", subjects)).toBeUndefined();
    expect(subjectFrom("?itinerary=toString", subjects)).toBeUndefined();
    expect(subjectFrom("?specialism=safari", { destinations: {}, itineraries: {} })).toBeUndefined();
  });

  it("is what a specialism's or an experience's buttons link to", () => {
    expect(enquiryHref("/contact", "luxury-cruises", "specialism")).toBe("/contact/?specialism=luxury-cruises");
    expect(enquiryHref("/about", "luxury-cruises", "specialism")).toBe("/about");
  });
});

describe("specialism slugs and experience ids", () => {
  it("never share a key, so ?specialism= names exactly one thing", () => {
    const specialisms = getSpecialisms().map((specialism) => specialism.slug);
    const experiences = getExperiences().map((experience) => experience.id);
    expect(specialisms.filter((slug) => experiences.includes(slug))).toEqual([]);
  });
});
