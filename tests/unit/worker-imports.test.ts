/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// The Worker shares the form's rules from lib/ but must not pull in anything that only works at build
// time (server-only modules, the file system, the content loader): wrangler would bundle it or fail.

const ROOT = process.cwd();
const BUILD_ONLY = [
  /^server-only$/,
  /^node:/,
  /^(fs|path|child_process)$/,
  // The content door and its loader read files at build time; the Worker bundles the YAML it needs as text.
  /^lib\/content\//,
];

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** Every module the Worker's entry reaches, with the packages it names. */
function reach(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, from, bare] of source.matchAll(/(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\s+"([^"]+)"/g)) {
      const specifier = from ?? bare ?? "";
      const local = resolve(file, specifier);
      if (!local) packages.add(specifier);
      else if (/\.tsx?$/.test(local)) queue.push(local);
      else files.add(local);
    }
  }
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages: [...packages] };
}

describe("the Worker's imports", () => {
  const { files, packages } = reach(path.join(ROOT, "worker/index.ts"));

  it("share the form's rules from lib/", () => {
    expect(files).toEqual(
      expect.arrayContaining(["lib/enquiry/schema.ts", "lib/enquiry/payload.ts", "lib/booking/index.ts"]),
    );
  });

  it("include nothing build-only", () => {
    const offending = [...files, ...packages].filter((name) => BUILD_ONLY.some((pattern) => pattern.test(name)));
    expect(offending).toEqual([]);
  });
});
