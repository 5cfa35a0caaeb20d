import { experiences } from "@/content/experiences";
import { specialisms } from "@/content/specialisms";
import { experienceSchema, specialismSchema } from "@/lib/schemas";
import { parseCollection } from "@/lib/validate";

const EXPERIENCE_IDS = ["yacht-charters", "safari", "alpine", "wellness", "cultural", "celebrations"];
const SPECIALISM_SLUGS = [
  "disney-holidays",
  "luxury-cruises",
  "honeymoons-celebrations",
  "accessible-travel",
  "all-inclusive-resorts",
  "group-tours",
];

const parsedExperiences = parseCollection(experienceSchema, experiences, "content/experiences.ts", (e) => e.id);
const parsedSpecialisms = parseCollection(specialismSchema, specialisms, "content/specialisms.ts", (s) => s.slug);

/** Every string in an entry, joined, so claims can be found wherever they are written. */
function textOf(entry: unknown): string {
  return JSON.stringify(entry);
}

describe("content/experiences.ts", () => {
  it("parses against the schema with unique ids", () => {
    expect(parsedExperiences).toHaveLength(6);
  });

  it("lists the six experiences in their fixed order", () => {
    expect(parsedExperiences.map((e) => e.id)).toEqual(EXPERIENCE_IDS);
  });

  it.each(EXPERIENCE_IDS)("%s has 6 features, 4 highlights and a described image", (id) => {
    const experience = parsedExperiences.find((e) => e.id === id);
    expect(experience).toBeDefined();
    expect(experience?.features).toHaveLength(6);
    expect(experience?.highlights).toHaveLength(4);
    expect(experience?.description.length).toBeGreaterThanOrEqual(2);
    expect(experience?.image.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
    expect(experience?.image.alt.length).toBeGreaterThan(10);
  });

  it("states the safari claims: 6 guests per vehicle and a 1:2 guide-to-guest ratio", () => {
    const safari = textOf(parsedExperiences.find((e) => e.id === "safari"));
    expect(safari).toContain("6 guests");
    expect(safari).toContain("1:2");
  });

  it("states the yacht fleet claim of 50+", () => {
    expect(textOf(parsedExperiences.find((e) => e.id === "yacht-charters"))).toContain("50+");
  });

  it("never contradicts the fixed claims elsewhere", () => {
    const all = textOf(parsedExperiences);
    // Any yacht count given is the 50+ fleet; any vehicle capacity is 6; any guide ratio is 1:2.
    for (const match of all.matchAll(/(\d+)\+?\s+(?:crewed\s+)?yachts/g)) expect(match[1]).toBe("50");
    for (const match of all.matchAll(/(\d+) guests per (?:safari )?vehicle/g)) expect(match[1]).toBe("6");
    for (const match of all.matchAll(/ratio of (\d+:\d+)/g)) expect(match[1]).toBe("1:2");
  });
});

describe("content/specialisms.ts", () => {
  it("parses against the schema with unique slugs", () => {
    expect(parsedSpecialisms).toHaveLength(6);
  });

  it("lists the six specialisms in their fixed order", () => {
    expect(parsedSpecialisms.map((s) => s.slug)).toEqual(SPECIALISM_SLUGS);
  });

  it.each(SPECIALISM_SLUGS)("%s has 4 card features and a complete page", (slug) => {
    const specialism = parsedSpecialisms.find((s) => s.slug === slug);
    expect(specialism).toBeDefined();
    expect(specialism?.features).toHaveLength(4);
    expect(specialism?.page.featureGrid.length).toBeGreaterThanOrEqual(4);
    expect(specialism?.page.featureGrid.length).toBeLessThanOrEqual(6);
    expect(specialism?.page.intro.length).toBeGreaterThanOrEqual(2);
    expect(specialism?.page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(specialism?.page.metaTitle.toLowerCase()).not.toContain("aurelia");
    expect(specialism?.page.metaDescription.length).toBeGreaterThanOrEqual(140);
    expect(specialism?.page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(specialism?.image.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
  });

  it("gives group tours the 10 to 50+ group size", () => {
    expect(textOf(parsedSpecialisms.find((s) => s.slug === "group-tours"))).toContain("from 10 to 50+ guests");
  });
});
