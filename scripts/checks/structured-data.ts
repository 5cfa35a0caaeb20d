// An independent check of what crawlers and share previews read: structured-data-testing-tool (sdtt), with
// its Google, Twitter and Facebook presets, over every exported page, offline (it reads the files; it
// fetches nothing). `npm test` runs it after the build; a page that fails any of its tests fails the step,
// so a new page is held to it the moment it exists. Warnings (for example no twitter:site, since the
// agency has no X account yet) are counted, not failed. Usage: npm run structured-data [-- out/about/index.html ...]
import fs from "node:fs";
import path from "node:path";
import { structuredDataTest, type Response } from "structured-data-testing-tool";
import { Facebook, Google, Twitter } from "structured-data-testing-tool/presets";

const OUT = path.resolve("out");
/** The editor's page is Decap's, noindex and never shared; the rest are the site's pages. */
const SKIP = new Set(["admin"]);

function pages(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith("_")) pages(full, found);
    } else if (entry.name.endsWith(".html")) found.push(full);
  }
  return found;
}

async function check(file: string): Promise<{ failed: string[]; warnings: number; passed: number }> {
  const html = fs.readFileSync(file, "utf8");
  const result = await structuredDataTest(html, { presets: [Google, Twitter, Facebook] }).then(
    (response) => response,
    (error: { res?: Response; message: string }) => {
      if (!error.res) throw error;
      return error.res;
    },
  );
  return {
    failed: result.failed.map(
      (test) => `${test.group ?? ""} ${test.description ?? test.test}: ${test.error?.message ?? ""}`,
    ),
    warnings: result.warnings.length,
    passed: result.passed.length,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(OUT, "index.html"))) {
    console.error("No export in out/: run `npm run build` first.");
    process.exit(1);
  }
  const wanted = process.argv.slice(2).map((file) => path.resolve(file));
  const files = wanted.length > 0 ? wanted : pages(OUT).sort();
  let failures = 0;
  let warnings = 0;
  let passed = 0;
  for (const file of files) {
    const result = await check(file);
    warnings += result.warnings;
    passed += result.passed;
    if (result.failed.length === 0) continue;
    failures += result.failed.length;
    console.error(`✗ ${path.relative(process.cwd(), file)}`);
    for (const line of result.failed) console.error(`    ${line}`);
  }
  console.log(
    `sdtt (Google, Twitter, Facebook): ${files.length} pages, ${passed} tests passed, ${failures} failed, ${warnings} warnings.`,
  );
  if (failures > 0) process.exit(1);
}

void main();
