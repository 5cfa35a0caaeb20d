import { z } from "zod";
import { ContentError, parseCollection, parseEntry } from "@/lib/validate";
import { destinationDetailSchema, articleFrontMatterSchema, mapDestinationSchema } from "@/lib/schemas";

const validDetail = {
  slug: "dubai",
  name: "Dubai",
  country: "United Arab Emirates",
  image: { src: "https://images.unsplash.com/photo-1", alt: "Dubai skyline" },
  description: "Desert glamour.",
  longDescription: ["Paragraph."],
  highlights: ["a", "b", "c", "d", "e"],
  bestTimeToVisit: "November to March",
  duration: "5–7 nights",
  region: "Middle East",
  latitude: 25.2,
  longitude: 55.27,
};

describe("content validation", () => {
  it("accepts a valid entry", () => {
    expect(parseEntry(destinationDetailSchema, validDetail, "content/destinations.ts", '"dubai"').slug).toBe("dubai");
  });

  it("names the file, the entry and the field of a broken entry", () => {
    const broken = { ...validDetail, highlights: ["only one"] };
    expect(() => parseCollection(destinationDetailSchema, [broken], "content/destinations.ts", (d) => d.slug)).toThrow(
      ContentError,
    );
    try {
      parseCollection(destinationDetailSchema, [broken], "content/destinations.ts");
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("content/destinations.ts");
      expect(message).toContain('entry "dubai" (index 0)');
      expect(message).toContain('field "highlights"');
    }
  });

  it("names nested fields by their path", () => {
    const broken = { ...validDetail, image: { src: "http://elsewhere.example/p.jpg", alt: "" } };
    expect(() => parseEntry(destinationDetailSchema, broken, "content/destinations.ts", '"dubai"')).toThrow(
      /field "image\.src": must be an https:\/\/images\.unsplash\.com\/ photo[\s\S]*field "image\.alt": must not be empty/,
    );
  });

  it("rejects duplicate keys in a collection", () => {
    expect(() =>
      parseCollection(destinationDetailSchema, [validDetail, validDetail], "content/destinations.ts", (d) => d.slug),
    ).toThrow(/duplicate key "dubai" \(also used by index 0\)/);
  });

  it("rejects an unknown region and a bad slug", () => {
    const map = {
      id: 1,
      slug: "Not A Slug",
      name: "Atlantis",
      region: "Atlantic",
      latitude: 0,
      longitude: 0,
      image: { src: "/fallbacks/generic.svg", alt: "Art" },
      description: "d",
      bestTimeToVisit: "b",
      keyAttraction: "k",
      cuisine: "c",
      accommodation: "a",
      idealFor: "i",
    };
    expect(() => parseEntry(mapDestinationSchema, map, "content/map-destinations.ts", "1")).toThrow(
      /field "slug"[\s\S]*field "region"/,
    );
  });

  it("rejects impossible dates and unknown categories in article front matter", () => {
    const article = {
      id: 1,
      title: "T",
      excerpt: "E",
      image: { src: "/fallbacks/generic.svg", alt: "Art" },
      date: "2025-02-30",
      author: "Charlotte Reid",
      category: "Gardening",
      readTime: "6 min read",
      featured: false,
    };
    const result = articleFrontMatterSchema.safeParse(article);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["date", "category"]));
  });

  it("parses a schema-less value through any zod type", () => {
    expect(parseEntry(z.number(), 3, "x", "y")).toBe(3);
  });
});
