import fs from "node:fs";
import { parse } from "yaml";
import { DESTINATIONS, COLLECTIONS, TESTIMONIALS, type FolderCollection } from "@/lib/content/collections";
import { loadFile, loadFolder, parseContentFile, resolveRefs } from "@/lib/content/loader";
import { getDestinationDetail, getMapPins, getNavigation, getRegionHighlights } from "@/lib/content";
import { articleFrontMatterSchema, destinationSchema, testimonialSchema } from "@/lib/content/schemas";
import { contentTokens } from "@/lib/content/settings";
import { errorOf } from "./content-error";

/*
 * Bad content never ships: the loader names the file, the item and the field of every mistake, and a
 * reference to something that does not exist fails too.
 */

const maldivesSource = fs.readFileSync("content/destinations/maldives.yml", "utf8");
const FILE = "content/destinations/maldives.yml";

const withChange = (change: (data: Record<string, unknown>) => void) => {
  const data = parse(maldivesSource) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data); // JSON is YAML
};

/** Loads the Maldives file with one change made to it. */
const loadChanged = (change: (data: Record<string, unknown>) => void) =>
  parseContentFile(withChange(change), FILE, destinationSchema, { item: "maldives" });

describe("the content loader", () => {
  it("reads a valid destination file", () => {
    const { data } = parseContentFile(maldivesSource, FILE, destinationSchema, { item: "maldives" });
    expect(data.slug).toBe("maldives");
  });

  it("names the file, the item and the field of a missing field", () => {
    const message = errorOf(() => loadChanged((d) => delete d.summary));
    expect(message).toContain(FILE);
    expect(message).toContain('item "maldives"');
    expect(message).toContain('field "summary"');
  });

  it("names a field of the wrong type", () => {
    const message = errorOf(() => loadChanged((d) => (d.latitude = "north")));
    expect(message).toContain('field "latitude"');
  });

  it("refuses an image without alt text", () => {
    const message = errorOf(() => loadChanged((d) => ((d.image as { alt: string }).alt = " ")));
    expect(message).toContain('field "image.alt"');
  });

  it("refuses a map pin without the facts its panel shows", () => {
    const message = errorOf(() => loadChanged((d) => delete d.cuisine));
    expect(message).toMatch(/field "cuisine": required for a place on the map/);
  });

  it("treats a field the editor left empty as absent", () => {
    const message = errorOf(() => loadChanged((d) => (d.summary = "")));
    expect(message).toContain('field "summary"');
    const { data } = loadChanged((d) => {
      const practical = d.practical as Record<string, unknown>;
      practical.travelAdvice = null;
      practical.noTravelAdvice = "The reason there is none, named on the page.";
    });
    expect(data.practical?.travelAdvice).toBeUndefined();
  });

  it("refuses text that is not YAML, naming the file", () => {
    expect(errorOf(() => parseContentFile("slug: [unclosed", FILE, destinationSchema))).toContain(FILE);
  });

  it("fills {{tokens}} and refuses an unknown one", () => {
    const source =
      "slug: anna-b\nquote: Planned by {{founderFirstName}}.\nauthor: Anna B.\nlocation: May 2026\nrating: 5\n";
    const tokens = { founderFirstName: "Charlotte" };
    expect(parseContentFile(source, "content/testimonials/anna-b.yml", testimonialSchema, { tokens }).data.quote).toBe(
      "Planned by Charlotte.",
    );
    const message = errorOf(() =>
      parseContentFile(
        source.replace("founderFirstName", "nobody"),
        "content/testimonials/anna-b.yml",
        testimonialSchema,
        {
          tokens,
        },
      ),
    );
    expect(message).toContain("content/testimonials/anna-b.yml");
    expect(message).toContain("{{nobody}}");
  });

  it("keeps a date as written and refuses an impossible one", () => {
    const article = fs.readFileSync("content/journal/01-disney-with-children.md", "utf8");
    const { data } = parseContentFile(article, "content/journal/01.md", articleFrontMatterSchema);
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const broken = article.replace(/^date: .*$/m, "date: 2025-02-30");
    expect(errorOf(() => parseContentFile(broken, "content/journal/01.md", articleFrontMatterSchema))).toContain(
      'field "date"',
    );
  });

  it("names a reference to an item that does not exist", () => {
    const items = loadFolder(DESTINATIONS);
    const message = errorOf(() =>
      resolveRefs(items, ["maldives", "maldivs"], {
        file: "content/pages/home.yml",
        field: "exclusiveDestinations.destinations",
        collection: DESTINATIONS,
      }),
    );
    expect(message).toContain("content/pages/home.yml");
    expect(message).toContain('field "exclusiveDestinations.destinations.1"');
    expect(message).toContain('no destination "maldivs" in content/destinations/');
  });

  describe("folders", () => {
    const dir = "tests/unit/.tmp-content";
    const collection: FolderCollection = { ...TESTIMONIALS, folder: dir };
    const write = (name: string, slug: string) =>
      fs.writeFileSync(
        `${dir}/${name}`,
        `slug: ${slug}\nquote: Wonderful.\nauthor: A. B.\nlocation: May 2026\nrating: 5\n`,
      );
    beforeEach(() => fs.mkdirSync(dir, { recursive: true }));
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("refuses a file whose name and slug disagree", () => {
      write("anna.yml", "hannah");
      expect(errorOf(() => loadFolder(collection))).toMatch(/anna\.yml.*field "slug": is "hannah"/s);
    });

    it("orders items by their key when the collection has no order", () => {
      write("b.yml", "b");
      write("a.yml", "a");
      expect(loadFolder(collection).map((item) => item.key)).toEqual(["a", "b"]);
    });
  });

  it("loads every collection of the content model, with unique keys", () => {
    for (const entry of COLLECTIONS) {
      if (entry.kind === "folder") {
        const keys = loadFolder(entry, contentTokens).map((item) => item.key);
        expect(new Set(keys).size).toBe(keys.length);
      } else {
        for (const file of entry.files) expect(() => loadFile(file, contentTokens)).not.toThrow();
      }
    }
  });
});

describe("one record per place", () => {
  it("holds the Maldives' facts in one file, which the map, the page, the region tab and the footer all show", () => {
    const file = parse(maldivesSource) as {
      name: string;
      region: string;
      latitude: number;
      longitude: number;
      summary: string;
      description: string;
      image: { src: string; alt: string };
    };
    const pin = getMapPins().find((candidate) => candidate.slug === "maldives")!;
    expect(pin).toMatchObject({
      name: file.name,
      region: file.region,
      latitude: file.latitude,
      longitude: file.longitude,
      description: file.description,
      image: file.image,
    });
    expect(getDestinationDetail("maldives")).toMatchObject({ description: file.summary, image: file.image });
    const highlight = getRegionHighlights()
      .flatMap((group) => group.destinations)
      .find((destination) => destination.id === "maldives");
    expect(highlight).toEqual({
      id: "maldives",
      name: file.name,
      image: file.image,
      description: file.summary,
      guide: true,
    });
    expect(getNavigation().popularDestinations).toContainEqual({ slug: "maldives", label: file.name });
  });
});
