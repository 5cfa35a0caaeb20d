// The parts of structured-data-testing-tool 4.5 (plain JavaScript, no types of its own) that
// scripts/checks/structured-data.ts uses.
declare module "structured-data-testing-tool" {
  export type Preset = { name: string; description?: string };
  export type TestResult = { test: string; description?: string; group?: string; error?: { message?: string } };
  export type Response = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[] };
  /** Resolves when every test passes; otherwise rejects with an Error whose `res` is the same Response. */
  export function structuredDataTest(html: string, options: { presets: Preset[] }): Promise<Response>;
}

declare module "structured-data-testing-tool/presets" {
  import type { Preset } from "structured-data-testing-tool";
  export const Google: Preset;
  export const Twitter: Preset;
  export const Facebook: Preset;
}
