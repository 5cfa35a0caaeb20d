import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import type { FileEntry, FolderCollection } from "@/lib/content/collections";
import { fillTokens } from "@/lib/content/markdown";
import { ContentError, parseEntry } from "@/lib/content/validate";

/*
 * Reads the files of the content model (lib/content/collections.ts) and validates each against its schema.
 * Every error names the file, the item and the field, so the build log says exactly what to fix.
 * YAML 1.2 keeps 2025-04-14 as the text written (no Date), and a repeated key is an error.
 */

/** The folder that holds content/: the project, or (in the editor's browser test) a copy of it. */
const ROOT = process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : process.cwd();

export type Tokens = Record<string, string>;

export type Loaded<T> = { file: string; key: string; data: T; body?: string };

function readYaml(source: string, file: string): unknown {
  try {
    return parse(source, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw new ContentError(`Invalid content in ${file}:\n  not valid YAML: ${(error as Error).message}`);
  }
}

/**
 * Fills {{token}} in every string of a parsed file (the agency's name, founder, hours…), and drops
 * fields left empty (the editor writes "" or null for an optional field that was cleared), so an empty
 * optional field is absent and an empty required one is reported as missing.
 */
function fillDeep(value: unknown, tokens: Tokens | undefined, file: string): unknown {
  if (typeof value === "string") return tokens ? fillTokens(value, tokens, file) : value;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, tokens, file));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null && item !== "")
        .map(([key, item]) => [key, fillDeep(item, tokens, file)]),
    );
  }
  return value;
}

/** Splits "---\nfront matter\n---\nbody" (Markdown files). */
function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`Invalid content in ${file}:\n  must start with front matter between --- lines`);
  return { data: readYaml(match[1] ?? "", file) ?? {}, body: match[2] ?? "" };
}

/** Parses one file's text: YAML, or Markdown with front matter. Exported for the tests. */
export function parseContentFile<S extends z.ZodType>(
  source: string,
  file: string,
  schema: S,
  options: { tokens?: Tokens; item?: string } = {},
): { data: z.infer<S>; body?: string } {
  const markdown = file.endsWith(".md");
  const { data, body } = markdown ? splitFrontMatter(source, file) : { data: readYaml(source, file), body: undefined };
  const raw = fillDeep(data, options.tokens, file);
  const item = options.item ? `"${options.item}"` : "(file)";
  return { data: parseEntry(schema, raw, file, item) as z.infer<S>, body };
}

/** Reads one single-file entry (settings, navigation, a page). */
export function loadFile<S extends z.ZodType>(entry: FileEntry<S>, tokens?: Tokens): z.infer<S> {
  const source = fs.readFileSync(path.join(ROOT, entry.file), "utf8");
  return parseContentFile(source, entry.file, entry.schema, { tokens, item: entry.name }).data;
}

/**
 * Reads every item of a folder collection. Keys must be unique, and where the file is named after its
 * key the two must agree. Items come back by `order` (where the collection has one), then by key.
 */
export function loadFolder<S extends z.ZodType>(
  collection: FolderCollection<S>,
  tokens?: Tokens,
): Loaded<z.infer<S>>[] {
  const extension = `.${collection.format}`;
  const names = fs
    .readdirSync(path.join(ROOT, collection.folder))
    .filter((name) => name.endsWith(extension))
    .sort();
  const items = names.map((name): Loaded<z.infer<S>> => {
    const file = path.posix.join(collection.folder, name);
    const stem = name.slice(0, -extension.length);
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    const { data, body } = parseContentFile(source, file, collection.schema, { tokens, item: stem });
    // A legal page's slug is only its file name; a destination's is written in the file as well.
    const written = (data as Record<string, unknown>)[collection.key];
    const key = written === undefined && collection.keyIn === "file" ? stem : String(written);
    if (collection.keyIn === "file" && key !== stem) {
      throw new ContentError(
        `Invalid content in ${file}, item "${stem}":\n  field "${collection.key}": is "${key}" but the file is named ${name}; rename one so they agree`,
      );
    }
    return { file, key, data, body };
  });
  const seen = new Map<string, string>();
  for (const item of items) {
    const other = seen.get(item.key);
    if (other) {
      throw new ContentError(
        `Invalid content in ${item.file}, item "${item.key}":\n  field "${collection.key}": duplicate, also used by ${other}`,
      );
    }
    seen.set(item.key, item.file);
  }
  const orderOf = (item: Loaded<z.infer<S>>) => (item.data as { order?: number }).order ?? 0;
  return items.sort((a, b) => orderOf(a) - orderOf(b) || a.key.localeCompare(b.key, "en-GB", { numeric: true }));
}

/**
 * Looks up the items a file names by key, failing the build on one that does not exist:
 * `Invalid content in content/pages/home.yml: field "exclusiveDestinations.destinations.2": no destination "maldivs"`.
 */
export function resolveRefs<T>(
  items: readonly Loaded<T>[],
  keys: readonly string[],
  where: { file: string; field: string; collection: FolderCollection },
): T[] {
  return keys.map((key, index) => {
    const found = items.find((item) => item.key === key);
    if (!found) {
      throw new ContentError(
        `Invalid content in ${where.file}:\n  field "${where.field}.${index}": no ${where.collection.labelSingular.toLowerCase()} "${key}" in ${where.collection.folder}/`,
      );
    }
    return found.data;
  });
}
