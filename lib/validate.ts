import type { z } from "zod";

/** A content error names the file, the entry and the field, so the build log says exactly what to fix. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join(".") : "(entry)";
      return `  field "${field}": ${issue.message}`;
    })
    .join("\n");
}

function labelOf(entry: unknown, index: number): string {
  if (entry && typeof entry === "object") {
    const record = entry as Record<string, unknown>;
    for (const key of ["slug", "id", "title", "name"]) {
      const value = record[key];
      if (typeof value === "string" || typeof value === "number") return `"${value}" (index ${index})`;
    }
  }
  return `index ${index}`;
}

/** Parses one value, throwing a ContentError that names the file and the entry. */
export function parseEntry<T>(schema: z.ZodType<T>, value: unknown, file: string, entry: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ContentError(`Invalid content in ${file}, entry ${entry}:\n${describeIssues(result.error)}`);
  }
  return result.data;
}

/**
 * Parses a collection: every entry must match the schema, and `key` (if given) must be unique, so two
 * destinations can never share a slug or two articles an id.
 */
export function parseCollection<T>(
  schema: z.ZodType<T>,
  values: readonly unknown[],
  file: string,
  key?: (entry: T) => string | number,
): T[] {
  const parsed = values.map((value, index) => parseEntry(schema, value, file, labelOf(value, index)));
  if (key) {
    const seen = new Map<string | number, number>();
    parsed.forEach((entry, index) => {
      const value = key(entry);
      const first = seen.get(value);
      if (first !== undefined) {
        throw new ContentError(
          `Invalid content in ${file}, entry ${labelOf(values[index], index)}:\n  duplicate key "${value}" (also used by index ${first})`,
        );
      }
      seen.set(value, index);
    });
  }
  return parsed;
}
