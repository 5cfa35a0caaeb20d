import { z } from "zod";
import { COLLECTIONS, type FileEntry, type FolderCollection } from "@/lib/content/collections";
import { PHOTO_MIN_WIDTH } from "@/lib/images";

/*
 * The editor's configuration (Decap CMS, /admin/config.yml), computed from the content model: every
 * collection of lib/content/collections.ts, every field of its zod schema, with the rules the editor can show
 * before saving (required, pattern, minimum and maximum, list lengths, choices, references). The
 * build refuses what the editor cannot express (a pin without its facts, a reference to nothing).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  ref?: string;
  anyOf?: JsonSchema[];
  description?: string;
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
  choose_url?: boolean;
  collapsed?: boolean;
  summary?: string;
  default?: string | number;
};

/** Field names whose text runs to sentences get a multi-line box. */
const LONG_TEXT =
  /^(description|quote|summary|intro|text|subtitle|excerpt|paragraphs|longDescription|highlights|features|keyAttraction|cuisine|accommodation|idealFor|bestTimeToVisit|noScriptIntro|heroSubtitle|benefits|points|otherBookings)$/;

/** "bestTimeToVisit" → "Best time to visit". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lengthRule(schema: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max } = schema;
  if (max !== undefined) return [`^[\\s\\S]{${min ?? 0},${max}}$`, `${min ?? 0} to ${max} characters`];
  if (min !== undefined && min > 1) return [`^[\\s\\S]{${min},}$`, `at least ${min} characters`];
  return undefined;
}

/** What to upload: the build makes every smaller copy, so the original should be big and untouched. */
const PHOTO_HINT =
  `A landscape photo at least ${PHOTO_MIN_WIDTH.toLocaleString("en-GB")} px wide (a hero fills a wide screen), as a JPEG ` +
  "straight from the camera or phone: the site makes the small, fast copies itself. Or the address of a photo " +
  "on images.unsplash.com.";

/** How the editor's pickers name an item of each collection that content refers to: its key and what it shows. */
const REF_FIELDS: Record<string, { key: string; shown: string }> = {
  destinations: { key: "slug", shown: "name" },
  testimonials: { key: "slug", shown: "author" },
  specialisms: { key: "slug", shown: "title" },
  experiences: { key: "id", shown: "title" },
};

function stringField(
  name: string,
  schema: JsonSchema,
  base: Pick<CmsField, "name" | "label">,
  parent?: string,
): CmsField {
  if (schema.ref) {
    const { key, shown } = REF_FIELDS[schema.ref] ?? { key: "slug", shown: "slug" };
    return {
      ...base,
      widget: "relation",
      collection: schema.ref,
      value_field: key,
      search_fields: [shown, key],
      display_fields: [shown],
    };
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (name === "src" && parent === "image") {
    return { ...base, widget: "image", choose_url: true, hint: PHOTO_HINT };
  }
  const pattern: [string, string] | undefined = schema.pattern
    ? [schema.pattern, "does not have the required form (see the hint)"]
    : lengthRule(schema);
  return { ...base, widget: LONG_TEXT.test(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
}

/** One editor field for one schema property. */
function toField(name: string, schema: JsonSchema, required: boolean, parent?: string): CmsField {
  const base = {
    name,
    label: humanise(name),
    ...(required ? {} : { required: false as const }),
    // A schema's description (zod's describe()) is the editor's hint under the field.
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.anyOf) {
    const [first] = schema.anyOf.filter((option) => option.type !== "null");
    return toField(name, first ?? {}, required, parent);
  }
  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const };
  switch (type) {
    case "string":
      return stringField(name, schema, base, parent);
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const max = schema.maximum !== undefined && schema.maximum < 1e9 ? schema.maximum : undefined;
      return {
        ...base,
        widget: "number",
        value_type: type === "integer" ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean" };
    case "object":
      return { ...base, widget: "object", collapsed: parent !== undefined, fields: objectFields(schema, name) };
    case "array": {
      const item = schema.items ?? schema.prefixItems?.[0] ?? {};
      const min = schema.minItems ?? schema.prefixItems?.length;
      const max = schema.maxItems ?? schema.prefixItems?.length;
      const limits = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (item.ref) {
        return { ...stringField(name, item, base), multiple: true, ...limits };
      }
      const itemType = Array.isArray(item.type) ? item.type[0] : item.type;
      if (itemType === "object") {
        return { ...base, widget: "list", collapsed: true, fields: objectFields(item, name), ...limits };
      }
      return { ...base, widget: "list", field: toField(singular(name), item, true, name), ...limits };
    }
    default:
      return { ...base, widget: "string" };
  }
}

function singular(name: string): string {
  return name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.replace(/s$/, "");
}

function objectFields(schema: JsonSchema, parent?: string): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    toField(name, property, required.has(name), parent),
  );
}

/** The editor's fields for a schema: what the content files hold, in the schema's order. */
export function fieldsOf(schema: z.ZodType): CmsField[] {
  return objectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

const BODY: CmsField = { name: "body", label: "Text", widget: "markdown" };

function folderCollection(collection: FolderCollection) {
  const fields = fieldsOf(collection.schema);
  const markdown = collection.format === "md";
  const named = collection.keyIn === "file" && fields.some((field) => field.name === collection.key);
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.hint,
    folder: collection.folder,
    extension: collection.format,
    format: markdown ? "frontmatter" : "yml",
    create: collection.name !== "legal",
    delete: collection.name !== "legal",
    identifier_field: named ? collection.key : collection.summary,
    // Files are named after their key (maldives.yml); articles after their number and title (13-title.md).
    slug: named
      ? `{{fields.${collection.key}}}`
      : markdown && collection.keyIn === "field"
        ? `{{fields.${collection.key}}}-{{slug}}`
        : "{{slug}}",
    summary: `{{fields.${collection.summary}}}`,
    sortable_fields: fields.some((field) => field.name === "order")
      ? ["order", collection.summary]
      : [collection.summary],
    fields: markdown ? [...fields, BODY] : fields,
  };
}

function fileEntry(entry: FileEntry) {
  return {
    name: entry.name,
    label: entry.label,
    description: entry.hint,
    file: entry.file,
    fields: fieldsOf(entry.schema),
  };
}

/** The relay's first route, relative to base_url (worker/index.ts serves it). */
const AUTH_ENDPOINT = "api/auth";

export type CmsOptions = {
  /** owner/name of the GitHub repository the live editor commits to. */
  repo: string;
  branch: string;
  /**
   * The site's own origin (NEXT_PUBLIC_SITE_URL): the Worker beside the pages is the GitHub sign-in relay
   * (worker/github-auth.ts), so the live editor needs no other service. Decap opens
   * `{siteOrigin}/api/auth` in a pop-up and accepts the token only from a page on this exact origin.
   */
  siteOrigin: string;
  /** Where `npm run cms` (decap-server) listens. */
  localBackendUrl: string;
};

export function cmsConfig(options: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      base_url: options.siteOrigin,
      auth_endpoint: AUTH_ENDPOINT,
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // Used only when the editor is opened from localhost or 127.0.0.1 (npm run cms).
    local_backend: { url: options.localBackendUrl },
    locale: "en",
    site_url: "/",
    display_url: "/",
    logo_url: "/icon.svg",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    collections: COLLECTIONS.map((collection) =>
      collection.kind === "folder"
        ? folderCollection(collection)
        : {
            name: collection.name,
            label: collection.label,
            description: collection.hint,
            files: collection.files.map(fileEntry),
          },
    ),
  };
}
