import * as home from "@/content/home";
import { contactPage } from "@/content/pages";
import { site } from "@/content/site";
import { readDocument } from "@/lib/documents";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/markdown";
import {
  closingCtaSchema,
  contactPageSchema,
  heroCtasSchema,
  homeHeroSlidesSchema,
  pageMetaSchema,
} from "@/lib/page-schemas";
import { legalPageFrontMatterSchema, type LegalPageFrontMatter } from "@/lib/schemas";
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
