import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { buildArticles, countWords } from "@/lib/content/journal";
import {
  getArticle,
  getArticleCategories,
  getArticles,
  getFeaturedArticles,
  getFirstArticle,
  getJournalPage,
} from "@/lib/content";
import { parseContentFile } from "@/lib/content/loader";
import { renderMarkdown } from "@/lib/content/markdown";
import { aliasRoutes } from "@/lib/seo/routes";
import { articleFrontMatterSchema } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";
import { site } from "@/lib/content/settings";
import { SPEC } from "@/tests/spec";

const frontMatter = (fields: Record<string, string>) => {
  const base: Record<string, string> = {
    id: "13",
    title: '"Lisbon in Winter"',
    excerpt: '"Light, tiles and custard tarts."',
    description: `"${"Winter light on azulejo tiles, custard tarts still warm from the oven and trams climbing to the castle: a short guide to Lisbon in the quiet season."}"`,
    "image:\n  src": "https://images.unsplash.com/photo-1",
    "  alt": '"Trams on a steep Lisbon street"',
    date: "2026-01-15",
    author: "Charlotte Reid",
    category: "Destinations",
    featured: "false",
    ...fields,
  };
  const yaml = Object.entries(base)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n## A city of light\n\nBody with a [link](/contact).\n`;
};

const FILE = "content/journal/13-lisbon-in-winter.md";
const parse = (source: string, file = FILE) => {
  const { data, body } = parseContentFile(source, file, articleFrontMatterSchema);
  return { file, data, body: body ?? "" };
};

describe("article front matter", () => {
  it("accepts a valid file and keeps the date as written", () => {
    const document = parse(frontMatter({}));
    expect(document.data).toMatchObject({ id: 13, date: "2026-01-15", category: "Destinations", featured: false });
    expect(document.body).toContain("## A city of light");
  });

  it("fails on an impossible date, naming the file and the field, although YAML would roll it over", () => {
    expect(() => parse(frontMatter({ date: "2025-02-30" }))).toThrow(ContentError);
    expect(() => parse(frontMatter({ date: "2025-02-30" }))).toThrow(
      /content\/journal\/13-lisbon-in-winter\.md[\s\S]*field "date": must be a real calendar date/,
    );
    expect(() => parse(frontMatter({ updated: "2025-13-01" }))).toThrow(
      /13-lisbon-in-winter\.md[\s\S]*field "updated"/,
    );
  });

  it("fails on a date that is not ISO", () => {
    expect(() => parse(frontMatter({ date: '"15 January 2026"' }))).toThrow(/field "date": must be an ISO date/);
  });

  it("fails on an unknown category, naming the file", () => {
    expect(() => parse(frontMatter({ category: "Gardening" }))).toThrow(
      /content\/journal\/13-lisbon-in-winter\.md[\s\S]*field "category"/,
    );
  });

  it("fails on a missing field and on broken YAML", () => {
    const withoutTitle = frontMatter({}).replace(/^title: .*\n/m, "");
    expect(() => parse(withoutTitle)).toThrow(/field "title"/);
    expect(() => parse("---\ntitle: [unclosed\n---\nBody")).toThrow(/13-lisbon-in-winter\.md[\s\S]*not valid YAML/);
  });
});

describe("the article collection", () => {
  const documentOf = (id: number, file: string) => parse(frontMatter({ id: String(id) }), file);

  it("rejects a file whose name does not start with its id", () => {
    expect(() => buildArticles([documentOf(13, "content/journal/14-lisbon.md")], {})).toThrow(
      /14-lisbon\.md[\s\S]*field "id": 13 does not match the file name, which must start with "13-"/,
    );
  });

  it("rejects two files with the same id", () => {
    expect(() =>
      buildArticles([documentOf(13, "content/journal/13-a.md"), documentOf(13, "content/journal/13-b.md")], {}),
    ).toThrow(/13-b\.md[\s\S]*is also used by content\/journal\/13-a\.md/);
  });

  it("fails on an unknown {{token}} in a body, naming the file", () => {
    const document = { ...documentOf(13, FILE), body: "Ask {{founderFirstNmae}}." };
    expect(() => buildArticles([document], { founderFirstName: "Charlotte" })).toThrow(
      /13-lisbon-in-winter\.md[\s\S]*unknown token/,
    );
  });

  it("escapes raw HTML in a body instead of injecting it", () => {
    const document = {
      ...documentOf(13, FILE),
      body: '## Hello\n\n<script>alert("x")</script>\n\nText <img src=x onerror="alert(1)"> and <a href="javascript:alert(1)">bad</a>.\n',
    };
    const [article] = buildArticles([document], {});
    expect(article!.html).not.toMatch(/<script|<img|<a href="javascript/);
    expect(article!.html).toContain("&lt;script&gt;");
    expect(article!.html).toContain('<h2 id="hello">Hello</h2>');
  });
});

describe("content/journal", () => {
  const articles = getArticles();

  it("holds articles with unique ids, listed newest first", () => {
    const ids = articles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every article its /blog/{id} alias, computed from the collection", () => {
    const aliases = aliasRoutes();
    for (const article of articles) {
      expect(aliases).toContainEqual({ path: `/blog/${article.id}/`, primary: `/journal/${article.id}/` });
    }
  });

  it("has the six journal posts (two featured) and six long-form articles, one per category", () => {
    const journalCategories: string[] = [...SPEC.named.journalCategories];
    const longFormCategories: string[] = [...SPEC.named.longFormCategories];
    const categories = new Set(articles.map((a) => a.category));
    for (const category of [...journalCategories, ...longFormCategories]) expect(categories).toContain(category);
    expect(getFeaturedArticles()).toHaveLength(2);
    for (const featured of getFeaturedArticles()) expect(journalCategories).toContain(featured.category);
    expect(getArticleCategories().map((c) => c.name)).toEqual([...journalCategories, ...longFormCategories]);
  });

  it.each(getArticles().map((a) => [a.file, a] as const))("%s is a complete piece with headings", (_file, article) => {
    expect(article.wordCount).toBeGreaterThanOrEqual(400);
    expect(article.headings.length).toBeGreaterThanOrEqual(3);
    // The reading time is computed from the text, at 200 words a minute.
    expect(article.readTime).toBe(`${Math.ceil(article.wordCount / 200)} min read`);
    expect(article.author).toBe(site.founder.name);
    expect(article.html).not.toMatch(/\{\{|\}\}/);
    expect(article.excerpt.length).toBeGreaterThanOrEqual(50);
    expect(article.image.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-\d+-[0-9a-f]+$/);
  });

  it("links only to pages of the site (with the trailing slash) or opens other sites in a new tab", () => {
    const routes = [
      /^\/$/,
      /^\/(about|contact|destinations|experiences|specialisms|services|concierge-services|luxury-travel|tailor-made|testimonials|journal)\/$/,
      /^\/specialisms\/(disney-holidays|luxury-cruises|honeymoons-celebrations|accessible-travel|all-inclusive-resorts|group-tours)\/$/,
      /^\/journal\/\d+\/$/,
    ];
    for (const article of articles) {
      for (const [, href] of article.html.matchAll(/<a href="([^"]+)"/g)) {
        if (href!.startsWith("/")) expect(routes.some((route) => route.test(href!))).toBe(true);
        else expect(href).toMatch(/^(https:|mailto:|tel:)/);
      }
      expect(article.html).toContain('href="/contact/"');
    }
  });

  it("says the modern grand tour spans 3 to 6 weeks", () => {
    const grandTour = articles.find((a) => a.category === "Travel Trends");
    expect(grandTour?.title).toMatch(/Grand Tour/);
    expect(grandTour?.html).toContain("3 to 6 weeks");
    expect(grandTour?.excerpt).toContain("3 to 6 weeks");
  });

  it("renders an article's Markdown with heading ids, site links and the founder's name filled in", () => {
    const article = getArticle(1)!;
    const [heading] = article.headings;
    expect(article.html).toContain(`<h2 id="${heading!.id}">`);
    expect(article.html).toMatch(/<a href="\/[a-z-/]+\/">/);
    expect(article.html).toContain(site.founder.firstName);
    expect(article.html).not.toMatch(/\{\{/);
    expect(article.html).not.toContain("<script");
  });

  it("finds articles by numeric id only, and falls back to the first", () => {
    expect(getArticle("9")?.id).toBe(9);
    expect(getArticle(9)?.id).toBe(9);
    expect(getArticle("abc")).toBeUndefined();
    expect(getArticle("9abc")).toBeUndefined();
    expect(getArticle("999")).toBeUndefined();
    expect(getFirstArticle().id).toBe(1);
    expect(getFirstArticle().path).toBe("/journal/1/");
  });

  it("counts the words a reader reads", () => {
    expect(countWords(renderMarkdown("## Two words\n\nAnd **three** more, — then.").html)).toBe(6);
  });
});

describe("the newsletter box's consent line", () => {
  it("is written out in full, so the Worker's own copy of the file holds exactly the words the page shows", () => {
    // worker/settings.ts parses content/pages/journal.yml itself, without the build's {{token}} filling.
    const raw = parseYaml(fs.readFileSync("content/pages/journal.yml", "utf8")) as { newsletter: { consent: string } };
    expect(raw.newsletter.consent.trim()).toBe(getJournalPage().newsletter.consent);
    expect(raw.newsletter.consent).not.toMatch(/\{\{/);
  });
});
