import type { z } from "zod";

/** A content error names the file, the item and the field, so the build log says exactly what to fix. */
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

/** Parses one value, throwing a ContentError that names the file and the entry. */
export function parseEntry<T>(schema: z.ZodType<T>, value: unknown, file: string, entry: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ContentError(`Invalid content in ${file}, item ${entry}:\n${describeIssues(result.error)}`);
  }
  return result.data;
}
