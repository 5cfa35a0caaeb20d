// The site search's index (Pagefind), built after the export from the pages themselves: every page the
// sitemap lists, each read from its <main> only (the header, footer and banner would otherwise match every
// query), filed under a page type the search dialog filters by. Written to out/pagefind/, which the
// dialog loads from the same origin only when it is opened (components/search/search-dialog.tsx).
import fs from "node:fs";
import path from "node:path";
import type { SearchType } from "../../lib/search";

/** Each filter's pages, by their path (lib/search.ts names the filters). Anything else is a "Page". */
const PAGE_TYPES: readonly { type: SearchType; test: (pathname: string) => boolean }[] = [
  { type: "Destination", test: (p: string) => p.startsWith("/destination/") },
  { type: "Itinerary", test: (p: string) => /^\/itineraries\/[^/]+\/$/.test(p) },
  { type: "Journal", test: (p: string) => /^\/journal\/[^/]+\/$/.test(p) },
  { type: "Specialism", test: (p: string) => /^\/(specialisms|experiences)\/[^/]+\/$/.test(p) },
];

export function pageTypeOf(pathname: string): SearchType {
  return PAGE_TYPES.find((entry) => entry.test(pathname))?.type ?? "Page";
}

/** The search page itself lists sections, not content: a result pointing at it would be a dead end. */
const NOT_INDEXED = new Set(["/search/"]);

function sitemapPaths(out: string): string[] {
  const xml = fs.readFileSync(path.join(out, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Marks the page's <main> as the part to index and files it under its type. Only the indexed copy changes. */
export function markForIndex(html: string, pathname: string): string {
  const type = pageTypeOf(pathname);
  const marked = html.replace(/<main\b/, `<main data-pagefind-body="" data-pagefind-filter="type:${type}"`);
  if (marked === html) throw new Error(`Search index: no <main> in the page at ${pathname}`);
  // React writes block elements back to back; a space after each keeps "Fjords</h1><p>Through" two words.
  return marked.replace(/<\/(h[1-6]|p|li|div|dt|dd|td|th|caption|figcaption)>/g, "$& ");
}

export async function buildSearchIndex(out: string): Promise<{ pages: number }> {
  // Pagefind ships only as an ES module; these scripts run as CommonJS, which may import() it.
  const pagefind = await import("pagefind");
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: "en",
    // Hidden slides, decorative labels and screen-reader-only repeats would show up as excerpts.
    excludeSelectors: ["[aria-hidden='true']", "[data-pagefind-ignore]", "script", "noscript"],
  });
  if (!index) throw new Error(`Search index: Pagefind could not start: ${errors.join("; ")}`);
  let pages = 0;
  try {
    for (const pathname of sitemapPaths(out)) {
      if (NOT_INDEXED.has(pathname)) continue;
      const file = path.join(out, pathname, "index.html");
      const added = await index.addHTMLFile({
        url: pathname,
        content: markForIndex(fs.readFileSync(file, "utf8"), pathname),
      });
      if (added.errors.length) throw new Error(`Search index: ${pathname}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: path.join(out, "pagefind") });
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  return { pages };
}
