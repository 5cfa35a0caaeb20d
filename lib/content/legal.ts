import "server-only";
import { LEGAL } from "@/lib/content/collections";
import { loadFolder } from "@/lib/content/loader";
import { fillTokens, renderMarkdown, type RenderedMarkdown } from "@/lib/content/markdown";
import { tokens } from "@/lib/content/read";
import type { LegalPageFrontMatter } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";

/* Legal pages: content/legal/{slug}.md */

export const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "accessibility"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export type LegalPage = LegalPageFrontMatter & { slug: LegalPageSlug } & RenderedMarkdown;

const legalFiles = loadFolder(LEGAL, tokens);
const legalPages = new Map<LegalPageSlug, LegalPage>(
  LEGAL_PAGES.map((slug) => {
    const document = legalFiles.find((file) => file.key === slug);
    if (!document) throw new ContentError(`Missing content: ${LEGAL.folder}/${slug}.md is needed for /${slug}/`);
    const rendered = renderMarkdown(fillTokens(document.body ?? "", tokens, document.file));
    return [slug, { ...document.data, slug, ...rendered }];
  }),
);

export function getLegalPage(slug: LegalPageSlug): LegalPage {
  const found = legalPages.get(slug);
  if (!found) throw new Error(`Unknown legal page: ${slug}`);
  return found;
}
