import * as z from "zod/mini";

/**
 * A zod check that runs one of the shared field rules (lib/forms/fields.ts) and reports its message, so the
 * enquiry's schema and the booking's rules hold the same rules as the booking form's plain checks.
 */
export const fieldRule = (problem: (value: string) => string | undefined) =>
  z.superRefine<string>((value, context) => {
    const message = problem(value);
    if (message) context.issues.push({ code: "custom", message, input: value });
  });
