import { z } from "zod";
import { cmsConfig, fieldsOf, humanise, type CmsField } from "@/lib/content/cms-config";
import { COLLECTIONS, DESTINATIONS, PAGES, SETTINGS } from "@/lib/content/collections";

/*
 * The editor's configuration is computed from the zod schemas; these tests hold it to them, so a field
 * added to a schema appears in the editor, with the same required flag and the rules the editor can show.
 */

type Json = {
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  prefixItems?: Json[];
  type?: string;
};

const config = cmsConfig({
  repo: "agency/site",
  branch: "main",
  siteOrigin: "https://www.agency.example",
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
});

/** Walks a JSON schema and the editor's fields side by side, reporting every disagreement. */
function compare(schema: Json, fields: CmsField[], at: string, problems: string[]): void {
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties ?? {});
  const fieldNames = fields.map((field) => field.name);
  for (const name of names)
    if (!fieldNames.includes(name)) problems.push(`${at}.${name}: in the schema, not the editor`);
  for (const name of fieldNames)
    if (!names.includes(name)) problems.push(`${at}.${name}: in the editor, not the schema`);
  for (const field of fields) {
    const property = schema.properties?.[field.name];
    if (!property) continue;
    const editorRequired = field.required !== false;
    if (editorRequired !== required.has(field.name)) {
      problems.push(
        `${at}.${field.name}: required is ${required.has(field.name)} in the schema, ${editorRequired} in the editor`,
      );
    }
    const item = property.items ?? property.prefixItems?.[0];
    if (field.fields && field.widget === "object") compare(property, field.fields, `${at}.${field.name}`, problems);
    if (field.fields && field.widget === "list" && item) compare(item, field.fields, `${at}.${field.name}[]`, problems);
  }
}

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;

describe("the editor's configuration (/admin/config.yml)", () => {
  it("has one editor collection per content collection, at the same folder or file", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(COLLECTIONS.map((c) => c.name));
    for (const collection of COLLECTIONS) {
      const edited = config.collections.find((candidate) => candidate.name === collection.name);
      if (collection.kind === "folder")
        expect(edited).toMatchObject({ folder: collection.folder, extension: collection.format });
      else
        expect(edited).toMatchObject({
          files: collection.files.map((file) => expect.objectContaining({ file: file.file })),
        });
    }
  });

  it.each(
    COLLECTIONS.flatMap((collection) =>
      collection.kind === "folder"
        ? [[collection.folder, collection.schema] as const]
        : collection.files.map((file) => [file.file, file.schema] as const),
    ),
  )("%s: every field of the schema, and only those, with the same required flags", (where, schema) => {
    const problems: string[] = [];
    compare(schemaOf(schema), fieldsOf(schema), where, problems);
    expect(problems).toEqual([]);
  });

  it("shows the rules it can before saving: lengths, patterns, ranges, choices and references", () => {
    const home = fieldsOf(PAGES.home.schema);
    const meta = home.find((field) => field.name === "meta")?.fields?.find((field) => field.name === "description");
    expect(meta?.pattern?.[0]).toBe("^[\\s\\S]{140,160}$");
    const cards = home
      .find((field) => field.name === "exclusiveDestinations")
      ?.fields?.find((f) => f.name === "destinations");
    expect(cards).toMatchObject({ widget: "relation", collection: "destinations", multiple: true, min: 5, max: 5 });

    const destination = fieldsOf(DESTINATIONS.schema);
    expect(destination.find((field) => field.name === "slug")?.pattern?.[0]).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    expect(destination.find((field) => field.name === "latitude")).toMatchObject({
      widget: "number",
      min: -90,
      max: 90,
    });
    expect(destination.find((field) => field.name === "region")).toMatchObject({ widget: "select", required: false });
    const alt = destination.find((field) => field.name === "image")?.fields?.find((field) => field.name === "alt");
    expect(alt).toMatchObject({ widget: "string" });
    expect(alt?.required).toBeUndefined();
    const highlights = destination.find((field) => field.name === "page")?.fields?.find((f) => f.name === "highlights");
    expect(highlights).toMatchObject({ widget: "list", min: 5, max: 5 });

    const settings = fieldsOf(SETTINGS.schema);
    expect(settings.find((field) => field.name === "locale")).toMatchObject({ widget: "hidden", default: "en_GB" });
  });

  it("names every file after its key, so the editor saves where the loader reads", () => {
    const destinations = config.collections.find((collection) => collection.name === "destinations");
    expect(destinations).toMatchObject({ identifier_field: "slug", slug: "{{fields.slug}}", format: "yml" });
    const journal = config.collections.find((collection) => collection.name === "journal");
    expect(journal).toMatchObject({ format: "frontmatter", slug: "{{fields.id}}-{{slug}}" });
  });

  it("signs in to GitHub on the live site and uses the local backend on this machine", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "agency/site", branch: "main" });
    // The site's own Worker is the sign-in relay: Decap opens https://www.agency.example/api/auth.
    expect(config.backend).toMatchObject({ base_url: "https://www.agency.example", auth_endpoint: "api/auth" });
    expect(config.local_backend.url).toBe("http://127.0.0.1:8081/api/v1");
  });

  it("labels fields in words", () => {
    expect(humanise("bestTimeToVisit")).toBe("Best time to visit");
    expect(humanise("longDescription")).toBe("Long description");
  });
});
