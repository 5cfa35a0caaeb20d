import { getExperiences, getSpecialisms } from "@/lib/content";
import { SPEC } from "@/tests/spec";

const EXPERIENCE_IDS = [...SPEC.named.experiences];
const SPECIALISM_SLUGS = [...SPEC.named.specialisms];

const parsedExperiences = getExperiences();
const parsedSpecialisms = getSpecialisms();

/** Every string in an entry, joined, so claims can be found wherever they are written. */
function textOf(entry: unknown): string {
  return JSON.stringify(entry);
}

describe("content/experiences/", () => {
  it("has the spec's six experiences", () => {
    expect(parsedExperiences.map((e) => e.id).sort()).toEqual([...EXPERIENCE_IDS].sort());
  });

  it.each(EXPERIENCE_IDS)("%s has 6 features, 4 highlights and a described image", (id) => {
    const experience = parsedExperiences.find((e) => e.id === id);
    expect(experience).toBeDefined();
    expect(experience?.features).toHaveLength(6);
    expect(experience?.highlights).toHaveLength(SPEC.constants.experienceHighlights);
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

describe("content/specialisms/", () => {
  it("has the spec's six specialisms", () => {
    expect(parsedSpecialisms).toHaveLength(SPEC.constants.specialisms);
    expect(parsedSpecialisms.map((s) => s.slug).sort()).toEqual([...SPECIALISM_SLUGS].sort());
  });

  it.each(SPECIALISM_SLUGS)("%s has 4 card features and a complete page", (slug) => {
    const specialism = parsedSpecialisms.find((s) => s.slug === slug);
    expect(specialism).toBeDefined();
    expect(specialism?.features).toHaveLength(SPEC.constants.specialismListingFeatures);
    expect(specialism?.page.featureGrid.length).toBeGreaterThanOrEqual(4);
    expect(specialism?.page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(specialism?.page.metaTitle.toLowerCase()).not.toContain("aurelia");
    expect(specialism?.page.metaDescription.length).toBeGreaterThanOrEqual(140);
    expect(specialism?.page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(specialism?.image.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
  });

  it("gives group tours the 10 to 50+ group size", () => {
    expect(textOf(parsedSpecialisms.find((s) => s.slug === "group-tours"))).toMatch(/10 to 50\+/);
  });
});
