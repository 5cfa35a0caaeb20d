/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/*
 * The documents stay true: every relative link and every repository path they name in backticks exists,
 * every `npm run` name they mention is a script, and none keeps a lab notebook (dated run tables, commit
 * hashes, issue numbers: the history is in git). Paths in backticks are named from the repository's root
 * (`lib/enquiry/schema.ts`), whichever folder the document is in; links are relative to the document.
 */

const ROOT = process.cwd();

/** Every file git tracks or would track (untracked files that are not ignored count: new documents). */
const FILES = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  .toString()
  .split("\0")
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)));

/** The files and every folder above them, as repository paths without a trailing slash. */
const PATHS = new Set(
  FILES.flatMap((file) => file.split("/").map((_, index, parts) => parts.slice(0, index + 1).join("/"))),
);
/** What a path in backticks must start with to count as one: the repository's own top-level names. */
const TOP_LEVEL = new Set(FILES.map((file) => file.split("/")[0]!));

/**
 * The documents: every Markdown file but the site's own pages (journal articles and legal pages under
 * content/'s folders), whose links are site addresses that the content and export tests check.
 */
const DOCS = FILES.filter(
  (file) => file.endsWith(".md") && !file.split("/").includes("node_modules") && !/^content\/[^/]+\//.test(file),
);
const SCRIPTS = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
);

type Doc = { file: string; text: string; prose: string };

/** A document, with its fenced code blocks blanked out of the prose (commands, not references). */
function readDoc(file: string): Doc {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
  return { file, text, prose };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsIn(doc: Doc): Set<string> {
  const headings = [...doc.prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map(([, heading]) => anchorOf(heading!));
  return new Set(headings);
}

/** Relative links, inline and reference-style, that are neither web addresses nor e-mail. */
function linksIn(doc: Doc): string[] {
  const inline = [...doc.prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target!);
  const reference = [...doc.prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map(
    ([, target]) => target!,
  );
  return [...inline, ...reference].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * The repository paths a document names in backticks. A code span counts as a path when it has no spaces,
 * starts with one of the repository's top-level names (after an optional `@/`), and has a slash or a file
 * extension: `lib/seo/paths.ts`, `package.json`, `@/lib/content`; not `env.ASSETS.fetch` or `/contact/`.
 */
function backtickPaths(prose: string, topLevel: ReadonlySet<string>): string[] {
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map(([, span]) => span!.trim().replace(/^@\//, ""))
    .filter((span) => !/\s/.test(span) && !span.includes("://"))
    .filter((span) => topLevel.has(span.split("/")[0]!) && (span.includes("/") || /\.[a-z]+$/i.test(span)));
}

/** A path with placeholders (`{slug}`, `<name>`, `*`, `…`) as a pattern over repository paths. */
function patternOf(name: string): RegExp | undefined {
  if (!/[{<*…]/.test(name)) return undefined;
  const source = name
    .split(/(\{[^}]*\}|<[^>]*>|\*|…)/)
    .map((part, index) => (index % 2 === 1 ? "[^/]+" : part.replace(/[.+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/** Paths that exist, or that git ignores (generated: public/admin/, out/ …), or that match a tracked one. */
function missing(names: string[]): string[] {
  const absent = names.filter((name) => {
    const clean = name.replace(/\/$/, "");
    const pattern = patternOf(clean);
    return pattern ? ![...PATHS].some((known) => pattern.test(known)) : !PATHS.has(clean);
  });
  if (absent.length === 0) return [];
  let ignored: string[] = [];
  try {
    ignored = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: ROOT, input: absent.join("\n") })
      .toString()
      .split("\n");
  } catch {
    // check-ignore exits 1 when none of them is ignored.
  }
  return absent.filter((name) => !ignored.includes(name));
}

const docs = DOCS.map(readDoc);

describe("the documents", () => {
  it("are found", () => {
    expect(DOCS).toEqual(expect.arrayContaining(["README.md", "worker/README.md", "tests/README.md"]));
  });

  it.each(DOCS)("%s: every relative link leads to a file, and every #anchor to a heading", (file) => {
    const doc = docs.find((candidate) => candidate.file === file)!;
    const broken = linksIn(doc).filter((link) => {
      const [target = "", anchor] = link.split("#");
      const resolved = target
        ? path.posix.normalize(
            target.startsWith("/") ? target.slice(1) : path.posix.join(path.posix.dirname(file), target),
          )
        : file;
      if (!PATHS.has(resolved.replace(/\/$/, ""))) return true;
      if (!anchor || !resolved.endsWith(".md")) return false;
      const linked = docs.find((candidate) => candidate.file === resolved);
      return !linked || !anchorsIn(linked).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it.each(DOCS)("%s: every repository path in backticks exists", (file) => {
    const doc = docs.find((candidate) => candidate.file === file)!;
    expect(missing(backtickPaths(doc.prose, TOP_LEVEL))).toEqual([]);
  });

  it.each(DOCS)("%s: every `npm run` name is a script in package.json", (file) => {
    const doc = docs.find((candidate) => candidate.file === file)!;
    const named = [...doc.text.matchAll(/\bnpm (?:run(?:-script)? (?:--silent )?([a-z][\w:.-]*)|(start|test)\b)/g)].map(
      ([, run, builtIn]) => (run ?? builtIn)!,
    );
    expect(named.filter((name) => !SCRIPTS.includes(name))).toEqual([]);
  });

  it.each(DOCS)("%s: keeps no lab notebook (dated runs, commit hashes, issue numbers)", (file) => {
    const doc = docs.find((candidate) => candidate.file === file)!;
    expect(notebookLines(doc.text)).toEqual([]);
  });
});

/** The lines that read like a lab notebook rather than a manual. */
function notebookLines(text: string): string[] {
  const date = /\b20\d\d-[01]\d-[0-3]\d\b/;
  const rules: [string, (line: string) => boolean][] = [
    [
      "a dated table row",
      (line) =>
        /^\s*\|/.test(line) &&
        line
          .split("|")
          .map((cell) => cell.trim().replace(/`/g, ""))
          .some(
            (cell) => new RegExp(`^${date.source}(?:[ T][\\d:]+)?$`).test(cell) || /^(date|run|commit)$/i.test(cell),
          ),
    ],
    [
      "a dated measurement",
      (line) =>
        new RegExp(`\\b(measured|benchmarked|run on|runs on|run of)\\b[^\\n]{0,60}?${date.source}`, "i").test(line),
    ],
    ["a commit hash", (line) => /(?<![\w-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\w-])/.test(line)],
    [
      "an issue number",
      (line) => /(?<![\w&/])#\d+\b/.test(line) || /\b(issues?|pull requests?|PR)[\s/]+#?\d+\b/i.test(line),
    ],
  ];
  return text
    .split("\n")
    .flatMap((line) => rules.filter(([, test]) => test(line)).map(([rule]) => `${rule}: ${line.trim()}`));
}

describe("the documents' own rules", () => {
  const top = new Set(["lib", "tests", "package.json"]);

  it("take paths from backticks, and leave code and site addresses alone", () => {
    const prose = "`lib/seo/paths.ts`, `@/lib/content`, `package.json`, `env.ASSETS.fetch`, `/contact/`, `npm test`";
    expect(backtickPaths(prose, top)).toEqual(["lib/seo/paths.ts", "lib/content", "package.json"]);
  });

  it("find dated run tables, commit hashes and issue numbers, and pass a plain manual", () => {
    expect(notebookLines("| 2026-11-26 | 14.2 min |")).toHaveLength(1);
    expect(notebookLines("| run | commit | time |")).toHaveLength(1);
    expect(notebookLines("Measured on 2026-11-26 with Lighthouse 12.")).toHaveLength(1);
    expect(notebookLines("Before: commit `7e8b7a6`.")).toHaveLength(1);
    expect(notebookLines("The shortlist (issue 28) saves ideas; see #27.")).toHaveLength(1);
    expect(notebookLines("| `trip.departDate` | ISO dates (`2027-05-08`) |")).toEqual([]);
    expect(notebookLines("Run `npm run bench`; see [Tests](#tests). 200 rows, 0 lost.")).toEqual([]);
    expect(notebookLines("`npm run leads` writes `leads/enquiries-2026-11-26.csv`.")).toEqual([]);
  });

  it("make GitHub's anchors", () => {
    expect(anchorOf("E-mail: Cloudflare's `send_email` binding")).toBe("e-mail-cloudflares-send_email-binding");
  });
});
