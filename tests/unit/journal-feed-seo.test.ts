import { site } from "@/lib/content/settings";
import { buildRssFeed, escapeXml, rfc822 } from "@/lib/journal/feed";
import { journalMetadata } from "@/lib/journal/metadata";
import { blogJsonLd } from "@/lib/seo/structured-data";

const channel = {
  title: "Journal",
  link: "https://example.co.uk/journal/",
  feedUrl: "https://example.co.uk/journal/feed.xml",
  description: "Stories & guides",
  language: "en-gb",
  copyright: "© Agency",
  items: [
    {
      title: 'Fish & chips: "the" <best>',
      link: "https://example.co.uk/journal/2/",
      description: "Where to eat.",
      date: "2026-09-08",
      author: "Charlotte Reid",
      category: "Culinary Travel",
    },
    {
      title: "Older",
      link: "https://example.co.uk/journal/1/",
      description: "d",
      date: "2025-01-02",
      author: "Charlotte Reid",
      category: "Cruises",
    },
  ],
};

const parseXml = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};

describe("RSS feed", () => {
  it("is well-formed RSS 2.0 with escaped text, absolute links and RFC 822 dates", () => {
    const document = parseXml(buildRssFeed(channel));
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(2);
    expect(items[0]!.getElementsByTagName("title")[0]!.textContent).toBe('Fish & chips: "the" <best>');
    expect(items[0]!.getElementsByTagName("link")[0]!.textContent).toBe("https://example.co.uk/journal/2/");
    expect(items[0]!.getElementsByTagName("pubDate")[0]!.textContent).toBe("Tue, 08 Sep 2026 00:00:00 GMT");
    // Dated by its newest item, so a rebuild of the same content gives the same file.
    expect(document.getElementsByTagName("lastBuildDate")[0]!.textContent).toBe(rfc822("2026-09-08"));
  });

  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});

describe("journal SEO", () => {
  it("announces the feed in the head next to the canonical link", () => {
    const metadata = journalMetadata({ title: "Travel Journal", description: "d", path: "/journal" });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/journal/`);
    expect(metadata.alternates?.types).toEqual({
      "application/rss+xml": [{ url: "/journal/feed.xml", title: `${site.name} Journal` }],
    });
  });

  it("builds a Blog whose posts link to their own pages", () => {
    const data = blogJsonLd({
      name: "Travel Journal",
      description: "d",
      path: "/journal",
      posts: [
        {
          headline: "The Modern Grand Tour",
          path: "/journal/9/",
          datePublished: "2025-10-09",
          author: "Charlotte Reid",
        },
      ],
    });
    expect(data).toMatchObject({
      "@type": "Blog",
      url: `${site.url}/journal/`,
      blogPost: [
        {
          "@type": "BlogPosting",
          headline: "The Modern Grand Tour",
          url: `${site.url}/journal/9/`,
          datePublished: "2025-10-09",
          author: { "@type": "Person", name: "Charlotte Reid" },
        },
      ],
    });
  });
});
