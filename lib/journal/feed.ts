import "server-only";
/*
 * An RSS 2.0 document, built as text at build time (app/journal/feed.xml/route.ts writes it to
 * out/journal/feed.xml). Every link is absolute: a feed reader has no page to resolve a path against.
 */

type FeedItem = {
  title: string;
  /** Absolute URL of the article. */
  link: string;
  description: string;
  /** ISO date (2025-04-14). */
  date: string;
  author: string;
  category: string;
};

export type FeedChannel = {
  title: string;
  /** Absolute URL of the list page. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  /** BCP 47, lower case in RSS by convention: en-gb. */
  language: string;
  copyright: string;
  items: readonly FeedItem[];
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** RFC 822 date, as RSS 2.0 requires: "Tue, 08 Sep 2026 00:00:00 GMT". */
export const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

function element(name: string, value: string, indent: string): string {
  return `${indent}<${name}>${escapeXml(value)}</${name}>`;
}

export function buildRssFeed(channel: FeedChannel): string {
  // The newest article dates the feed, so rebuilding unchanged content yields the same bytes.
  const newest = channel.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const items = channel.items.map((item) =>
    [
      "    <item>",
      element("title", item.title, "      "),
      element("link", item.link, "      "),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element("description", item.description, "      "),
      element("pubDate", rfc822(item.date), "      "),
      element("category", item.category, "      "),
      element("dc:creator", item.author, "      "),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", channel.title, "    "),
    element("link", channel.link, "    "),
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    element("description", channel.description, "    "),
    element("language", channel.language, "    "),
    element("copyright", channel.copyright, "    "),
    ...(newest ? [element("lastBuildDate", rfc822(newest), "    ")] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
