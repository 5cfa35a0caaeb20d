import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { ContentError, parseEntry } from "@/lib/validate";

const CONTENT_ROOT = path.join(process.cwd(), "content");

/** YAML turns 2025-04-14 into a Date; the schemas want the ISO string the author wrote. */
function normaliseDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
}

export type MarkdownDocument<T> = { file: string; data: T; body: string };

/** Reads one Markdown file under content/ and validates its front matter, naming the file on error. */
export function readDocument<T>(relativePath: string, schema: z.ZodType<T>): MarkdownDocument<T> {
  const file = path.posix.join("content", relativePath);
  const source = fs.readFileSync(path.join(CONTENT_ROOT, relativePath), "utf8");
  let parsedSource: { data: Record<string, unknown>; content: string };
  try {
    parsedSource = matter(source);
  } catch (error) {
    throw new ContentError(`Invalid content in ${file}:\n  front matter is not valid YAML: ${(error as Error).message}`);
  }
  const { data, content } = parsedSource;
  const parsed = parseEntry(schema, normaliseDates(data), file, "front matter");
  return { file, data: parsed, body: content };
}

/** Lists Markdown files in a folder under content/, sorted by name. */
export function listDocuments(folder: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT_ROOT, folder))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.posix.join(folder, name));
}
