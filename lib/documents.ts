import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { ContentError, parseEntry } from "@/lib/validate";

const CONTENT_ROOT = path.join(process.cwd(), "content");

/**
 * YAML turns 2025-04-14 into a Date; the schemas want the ISO string the author wrote. Hand them that
 * text rather than the Date's own, because YAML rolls an impossible date over without a word
 * (2025-02-30 becomes 2 March), and the schema must see the mistake to reject it.
 */
function normaliseDates(data: Record<string, unknown>, frontMatter: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (!(value instanceof Date)) return [key, value];
      const written = frontMatter.match(new RegExp(`^${key}:[ \\t]*["']?([^"'\\s#]+)`, "m"))?.[1];
      return [key, written ?? value.toISOString().slice(0, 10)];
    }),
  );
}

export type MarkdownDocument<T> = { file: string; data: T; body: string };

/** Splits a Markdown source into validated front matter and body; errors name the file. */
export function parseDocument<T>(source: string, file: string, schema: z.ZodType<T>): MarkdownDocument<T> {
  let parsedSource: { data: Record<string, unknown>; content: string; matter: string };
  try {
    // Any options object skips gray-matter's cache, whose copies lack the raw `matter` text used below.
    parsedSource = matter(source, {});
  } catch (error) {
    throw new ContentError(
      `Invalid content in ${file}:\n  front matter is not valid YAML: ${(error as Error).message}`,
    );
  }
  const { data, content, matter: frontMatter } = parsedSource;
  const parsed = parseEntry(schema, normaliseDates(data, frontMatter), file, "front matter");
  return { file, data: parsed, body: content };
}

/** Reads one Markdown file under content/ and validates its front matter, naming the file on error. */
export function readDocument<T>(relativePath: string, schema: z.ZodType<T>): MarkdownDocument<T> {
  const file = path.posix.join("content", relativePath);
  return parseDocument(fs.readFileSync(path.join(CONTENT_ROOT, relativePath), "utf8"), file, schema);
}

/** Lists Markdown files in a folder under content/, sorted by name. */
export function listDocuments(folder: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT_ROOT, folder))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.posix.join(folder, name));
}
