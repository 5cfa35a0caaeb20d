import { ContentError } from "@/lib/content/validate";

/** The message of the ContentError that `run` throws; fails the test if it throws nothing or something else. */
export function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}
