import "server-only";
import type { Metadata } from "next";
import { site } from "@/lib/content/settings";
import { FEED_PATH } from "@/lib/journal";
import { pageMetadata, type PageMetadataInput } from "@/lib/seo";

export const JOURNAL_FEED_TITLE = `${site.name} Journal`;

/** A journal page's metadata: the usual tags, plus the RSS feed announced in the head. */
export function journalMetadata(input: PageMetadataInput): Metadata {
  const metadata = pageMetadata(input);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: JOURNAL_FEED_TITLE }] },
    },
  };
}
