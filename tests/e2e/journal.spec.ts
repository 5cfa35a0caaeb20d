import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";
import { aliasPaths, SITE_URL } from "./support";

/*
 * The travel journal: the list and its filters, every article behind its link, the /blog aliases, the
 * first-article fallback for unknown ids and the RSS feed.
 */

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .trim();

const bar = (page: Page) => page.getByRole("group", { name: "Filter articles by category" });
const sidebar = (page: Page) => page.getByRole("region", { name: "Categories" });
const featuredBlock = (page: Page) => page.getByRole("region", { name: "Featured Insights" });
const readLinks = (page: Page) => page.getByRole("link", { name: /^Read Article: / });

/** The list has hydrated once the filter buttons answer: the served fallback has no handlers. */
async function openJournal(page: Page, path = "/journal/") {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test.describe("journal list", () => {
  test("the served HTML lists and links all twelve articles, for readers and crawlers without JavaScript", async ({
    request,
  }) => {
    const html = await (await request.get("/journal/")).text();
    const links = [...html.matchAll(/<a [^>]*aria-label="Read Article: [^"]+"[^>]*>/g)].map(
      ([tag]) => tag.match(/href="(\/journal\/\d+\/)"/)?.[1],
    );
    expect(links).toHaveLength(12);
    expect(new Set(links).size).toBe(12);
    expect(links).not.toContain(undefined);
    expect(html).toContain("Featured Insights");
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  test("with JavaScript off, every article is still listed and linked", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/journal/?category=cruises");
    await expect(readLinks(page)).toHaveCount(12);
    await context.close();
  });

  test("filter buttons start at 'All Categories'; featured posts have their own block only there", async ({ page }) => {
    await openJournal(page);
    const buttons = bar(page).getByRole("button");
    await expect(buttons.first()).toHaveText("All Categories");
    await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
    await expect(buttons).toHaveCount(13);
    await expect(featuredBlock(page).getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Latest Articles" }).getByRole("article")).toHaveCount(10);

    await bar(page).getByRole("button", { name: "Cruises" }).click();
    await expect(page).toHaveURL(/\/journal\/\?category=cruises$/);
    await expect(bar(page).getByRole("button", { name: "Cruises" })).toHaveAttribute("aria-pressed", "true");
    await expect(featuredBlock(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Cruises" })).toBeVisible();
    await expect(readLinks(page)).toHaveCount(1);
    await expect(page.getByRole("article").getByText("Cruises", { exact: true })).toHaveCount(1);

    await bar(page).getByRole("button", { name: "All Categories" }).click();
    await expect(page).toHaveURL(/\/journal\/$/);
    await expect(featuredBlock(page)).toBeVisible();
    await expect(readLinks(page)).toHaveCount(12);
  });

  test("a category whose only article is featured lists that article, without the featured block", async ({ page }) => {
    await openJournal(page);
    await bar(page).getByRole("button", { name: "Family Travel" }).click();
    await expect(featuredBlock(page)).toHaveCount(0);
    await expect(readLinks(page)).toHaveCount(1);
    await expect(readLinks(page)).toHaveAttribute("href", "/journal/1/");
  });

  test("the sidebar category list filters the same way", async ({ page }) => {
    await openJournal(page);
    await sidebar(page)
      .getByRole("button", { name: /^Travel Tech/ })
      .click();
    await expect(page).toHaveURL(/\?category=travel-tech$/);
    await expect(sidebar(page).getByRole("button", { name: /^Travel Tech/ })).toHaveAttribute("aria-pressed", "true");
    await expect(bar(page).getByRole("button", { name: "Travel Tech" })).toHaveAttribute("aria-pressed", "true");
    await expect(featuredBlock(page)).toHaveCount(0);
    await expect(readLinks(page)).toHaveCount(1);
    await expect(page.locator("#journal-results")).toBeInViewport();
    await sidebar(page)
      .getByRole("button", { name: /^All Categories/ })
      .click();
    await expect(readLinks(page)).toHaveCount(12);
  });

  test("a filtered view survives a reload and can be shared", async ({ page }) => {
    await openJournal(page, "/journal/?category=sustainability");
    await expect(page.getByRole("heading", { level: 2, name: "Sustainability" })).toBeVisible();
    await expect(readLinks(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Sustainability" })).toBeVisible();
    await expect(featuredBlock(page)).toHaveCount(0);
    await openJournal(page, "/journal/?category=no-such-thing");
    await expect(featuredBlock(page)).toBeVisible();
    await expect(readLinks(page)).toHaveCount(12);
  });

  test("every list link opens the article its card names", async ({ page, request }) => {
    await openJournal(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    const entries = await cards.evaluateAll((articles) =>
      articles.map((card) => ({
        title: card.querySelector("h3")?.textContent ?? "",
        href: card.querySelector("a")?.getAttribute("href") ?? "",
        name: card.querySelector("a")?.getAttribute("aria-label") ?? "",
      })),
    );
    for (const entry of entries) {
      expect(entry.name).toBe(`Read Article: ${entry.title}`);
      const html = await (await request.get(entry.href)).text();
      expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ""), entry.href).toBe(entry.title);
    }
    // And in the browser, following a card's link.
    const { title } = entries[5]!;
    await page.getByRole("link", { name: `Read Article: ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the newsletter box sends nothing and says so", async ({ page }) => {
    await openJournal(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      // Link prefetches are GET or HEAD; a form submission would be anything else.
      if (!["GET", "HEAD"].includes(request.method())) requests.push(`${request.method()} ${request.url()}`);
    });
    const box = page.getByRole("region", { name: "Exclusive Updates" });
    await box.getByLabel("Email address").fill("guest@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("nothing has been sent");
    await expect(box.getByLabel("Email address")).toHaveValue("");
    expect(page.url()).not.toContain("guest");
    expect(requests).toEqual([]);
  });
});

test.describe("journal article", () => {
  test("shows image, category, title, British date with ISO, author, body and 'Back to Blog'", async ({ page }) => {
    await page.goto("/journal/9/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Modern Grand Tour: The Return of the Slow, Multi-Country Journey",
    );
    const hero = page.locator("section").first();
    await expect(hero.locator("img")).toHaveAttribute("alt", /Venice/);
    await expect(hero.getByText("Travel Trends", { exact: true })).toBeVisible();
    await expect(hero.locator('time[datetime="2025-10-09"]')).toHaveText("9 October 2025");
    await expect(hero.getByText("Charlotte Reid")).toBeVisible();
    const body = page.locator("article.prose-luxe");
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(body).toContainText("typically span 3 to 6 weeks");
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Travel Journal" })).toBeVisible();
  });

  test("carries Article and BreadcrumbList JSON-LD with ISO dates", async ({ request }) => {
    const html = await (await request.get("/journal/1/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const article = blocks.find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "Disney with Children: A Considered Guide to Florida and Paris",
      datePublished: "2026-09-08",
      dateModified: "2026-09-08",
      author: { "@type": "Person", name: site.founder.name },
      mainEntityOfPage: { "@id": `${SITE_URL}/journal/1/` },
    });
    expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/journal/`,
      `${SITE_URL}/journal/1/`,
    ]);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
  });

  test("the sitemap lists the journal and each article, dated by the article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE_URL}/journal/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${SITE_URL}/journal/9/</loc>\\s*<lastmod>2025-10-09</lastmod>`));
    expect(xml.match(/<loc>[^<]*\/journal\/\d+\/<\/loc>/g)).toHaveLength(12);
    expect(xml).not.toContain("/blog/");
  });
});

test.describe("aliases and fallbacks", () => {
  test("/blog/ and /blog/{id}/ are the journal pages, with canonical links to /journal/", async ({ page }) => {
    const aliases = aliasPaths().filter((alias) => alias.path.startsWith("/blog/"));
    expect(aliases).toHaveLength(13);
    await openJournal(page, "/blog/");
    await expect(page.getByRole("heading", { level: 1, name: "Travel Journal" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/journal/`);
    await bar(page).getByRole("button", { name: "Honeymoons" }).click();
    await expect(page).toHaveURL(/\/blog\/\?category=honeymoons$/);
    await expect(readLinks(page)).toHaveCount(1);

    await page.goto("/blog/3/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What All-Inclusive Really Means at the Top End");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/journal/3/`);
  });

  test("an unknown or non-numeric id shows the first article, under both paths", async ({ page }) => {
    for (const path of ["/journal/abc/", "/blog/999/", "/journal/0/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.waitForURL(/\/journal\/1\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Disney with Children: A Considered Guide to Florida and Paris",
      );
    }
  });
});

test.describe("RSS feed", () => {
  test("is served as XML at /journal/feed.xml, parses, and lists twelve items with full links", async ({
    page,
    request,
  }) => {
    const response = await request.get("/journal/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/journal/");
    const feed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      return {
        errors: document.getElementsByTagName("parsererror").length,
        version: document.documentElement.getAttribute("version"),
        links: [...document.querySelectorAll("item > link")].map((link) => link.textContent ?? ""),
        titles: [...document.querySelectorAll("item > title")].map((title) => title.textContent ?? ""),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.links).toHaveLength(12);
    for (const link of feed.links)
      expect(link).toMatch(new RegExp(`^${SITE_URL.replace(/\./g, "\\.")}/journal/\\d+/$`));
    expect(feed.titles).toContain("The Modern Grand Tour: The Return of the Slow, Multi-Country Journey");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/journal/feed.xml`,
    );
  });
});
