/**
 * @jest-environment node
 */
// The route handler builds a Web Response, which the jsdom environment does not provide.
import { GET } from "@/app/journal/feed.xml/route";
import { getArticles } from "@/lib/content";
import { site } from "@/lib/content/settings";

describe("/journal/feed.xml", () => {
  it("is served as RSS and lists every article with its full address", async () => {
    const response = GET();
    expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toHaveLength(getArticles().length);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(link!.startsWith(`${site.url}/journal/`)).toBe(true);
    expect(xml).toContain(`<atom:link href="${site.url}/journal/feed.xml" rel="self" type="application/rss+xml"/>`);
  });
});
