import { site } from "@/lib/content/settings";
import { getArticles, getJournalPage } from "@/lib/content";
import { buildRssFeed } from "@/lib/journal/feed";
import { FEED_PATH, JOURNAL_PATH } from "@/lib/journal";
import { JOURNAL_FEED_TITLE } from "@/lib/journal/metadata";
import { absoluteUrl } from "@/lib/seo/paths";

// Written once at build time to out/journal/feed.xml.
export const dynamic = "force-static";

export function GET() {
  const xml = buildRssFeed({
    title: JOURNAL_FEED_TITLE,
    link: absoluteUrl(JOURNAL_PATH),
    feedUrl: `${site.url}${FEED_PATH}`,
    description: getJournalPage().meta.description,
    language: site.language.toLowerCase(),
    copyright: `© ${site.legalName}`,
    items: getArticles().map((article) => ({
      title: article.title,
      link: absoluteUrl(article.path),
      description: article.excerpt,
      date: article.date,
      author: article.author,
      category: article.category,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
