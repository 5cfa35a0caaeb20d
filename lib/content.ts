import * as home from "@/content/home";
import { contactPage, journalPage } from "@/content/pages";
import { site } from "@/content/site";
import { buildArticles, toSummary, type Article } from "@/lib/articles";
import { listDocuments, readDocument } from "@/lib/documents";
import { articleCategories, relatedArticles } from "@/lib/journal";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import {
  closingCtaSchema,
  contactPageSchema,
  heroCtasSchema,
  homeHeroSlidesSchema,
  journalPageSchema,
  pageMetaSchema,
} from "@/lib/page-schemas";
import {
  ARTICLE_CATEGORIES,
  articleFrontMatterSchema,
  legalPageFrontMatterSchema,
  type LegalPageFrontMatter,
} from "@/lib/schemas";
import { parseEntry } from "@/lib/validate";

/*
 * The one door to the content. Pages ask here; components receive props. Every collection is parsed
 * once, when this module is first imported during the build, so malformed content fails `next build`
 * with the file, the entry and the field.
 */

/** Values the Markdown files may reference as {{token}}. */
export const contentTokens: Record<string, string> = {
  name: site.name,
  founder: site.founder.name,
  email: site.email,
  phone: site.phone.display,
  phoneHref: site.phone.href.replace(/^tel:/, ""),
  address: `${site.address.locality}, ${site.address.countryName}`,
  founderFirstName: site.founder.firstName,
};

export const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "accessibility"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export type LegalPage = LegalPageFrontMatter & { slug: LegalPageSlug } & RenderedMarkdown;

const legalPages = new Map<LegalPageSlug, LegalPage>(
  LEGAL_PAGES.map((slug) => {
    const document = readDocument(`legal/${slug}.md`, legalPageFrontMatterSchema);
    const rendered = renderMarkdown(fillTokens(document.body, contentTokens, document.file));
    return [slug, { ...document.data, slug, ...rendered }];
  }),
);

export function getLegalPage(slug: LegalPageSlug): LegalPage {
  const page = legalPages.get(slug);
  if (!page) throw new Error(`Unknown legal page: ${slug}`);
  return page;
}

const HOME_FILE = "content/home.ts";

const homeContent = {
  meta: parseEntry(pageMetaSchema, home.homeMeta, HOME_FILE, "homeMeta"),
  heroSlides: parseEntry(homeHeroSlidesSchema, home.heroSlides, HOME_FILE, "heroSlides"),
  heroCtas: parseEntry(heroCtasSchema, home.heroCtas, HOME_FILE, "heroCtas"),
  closingCta: parseEntry(closingCtaSchema, home.closingCta, HOME_FILE, "closingCta"),
};

export function getHomeContent() {
  return homeContent;
}

// ---------------------------------------------------------------------------------------------------
// The travel journal: content/journal/NN-*.md, one article per file, newest first.

export type { Article } from "@/lib/articles";

const articles: readonly Article[] = buildArticles(
  listDocuments("journal").map((file) => readDocument(file, articleFrontMatterSchema)),
  contentTokens,
);

const journalPageContent = parseEntry(journalPageSchema, journalPage, "content/pages.ts", "journalPage");

export function getJournalPage() {
  return journalPageContent;
}

/** Every article, newest first. */
export function getArticles(): readonly Article[] {
  return articles;
}

/** The article with this id; undefined for an unknown or non-numeric id (the 404 page then shows the first). */
export function getArticle(id: number | string): Article | undefined {
  const wanted = typeof id === "number" ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return articles.find((article) => article.id === wanted);
}

export function getFeaturedArticles(): readonly Article[] {
  return articles.filter((article) => article.featured);
}

/** The article an unknown id falls back to (spec 2.15): the first of the collection, id 1. */
export function getFirstArticle(): Article {
  const [first] = [...articles].sort((a, b) => a.id - b.id);
  if (!first) throw new Error("content/journal/ holds no articles");
  return first;
}

/** The categories that have articles, in the schema's order, with counts. */
export function getArticleCategories() {
  return articleCategories(articles, ARTICLE_CATEGORIES);
}

/** Card data for the list and for "continue reading": no bodies. */
export function getArticleSummaries() {
  return articles.map(toSummary);
}

export function getRelatedArticles(article: Article, count = 3) {
  return relatedArticles(articles, article, count).map(toSummary);
}

const contactContent = {
  page: parseEntry(contactPageSchema, contactPage, "content/pages.ts", "contactPage"),
  /** The agency facts the contact page shows, from content/site.ts. */
  agency: {
    name: site.name,
    email: site.email,
    phone: site.phone,
    socials: site.socials,
    clientApp: site.clientApp,
    /** The URL's host names the calendar file's event ids. */
    host: new URL(site.url).host,
  },
};

export type ContactContent = typeof contactContent;

export function getContactContent(): ContactContent {
  return contactContent;
}
