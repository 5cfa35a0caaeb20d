import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { getLegalPage, type LegalPageSlug } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

type LegalRouteOptions = { eyebrow: string; keywords: readonly string[] };

/**
 * The metadata and page component of a statement page, so each route file (and its alias) stays one
 * declaration: the three pages differ only in their Markdown, eyebrow and keywords.
 */
export function legalRoute(slug: LegalPageSlug, { eyebrow, keywords }: LegalRouteOptions) {
  const page = getLegalPage(slug);
  const path = `/${slug}`;
  const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path, keywords });
  function LegalRoutePage() {
    return <LegalDocument page={page} path={path} eyebrow={eyebrow} />;
  }
  return { metadata, Page: LegalRoutePage };
}
