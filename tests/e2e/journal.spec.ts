import { expect, test, type Page } from "@playwright/test";
import { formatLongDate } from "@/lib/dates";
import {
  getArticleCategories,
  getArticles,
  getFeaturedArticles,
  getFirstArticle,
  getJournalPage,
  type Article,
} from "@/lib/content";
import { SPEC } from "../spec";
import {
  aliasPaths,
  ANY_WIDTH,
  decodeEntities,
  escapeRegExp,
  exportedHtml,
  holdScripts,
  route,
  SITE_URL,
  textOf,
} from "./support";

/*
 * The travel journal: the list and its filters, every article behind its link, the /blog aliases, the
 * first-article fallback for unknown ids and the RSS feed. Counts, categories, titles and dates come from
 * the articles in content/journal/, so adding or editing one changes what is expected with it.
 */

const decode = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, "")).trim();

const journal = getJournalPage();
const { labels } = journal;
const articles = getArticles();
const featured = getFeaturedArticles();
const categories = getArticleCategories();
const first = getFirstArticle();
const inCategory = (slug: string) => articles.filter((article) => article.categorySlug === slug);
/** A category with a featured article: filtered, the list must still show it (its only place then). */
const featuredCategory = categories.find((category) => inCategory(category.slug).some((a) => a.featured))!;
/** An article from the middle of the list, neither the newest nor the first by id. */
const sample: Article = articles[Math.floor(articles.length / 2)]!;

const bar = (page: Page) => page.getByRole("group", { name: labels.filterBy });
const sidebar = (page: Page) => page.getByRole("region", { name: labels.categories });
const featuredBlock = (page: Page) => page.getByRole("region", { name: SPEC.strings.featuredInsights });
const readLinks = (page: Page) => page.getByRole("link", { name: new RegExp(`^${SPEC.named.readArticle}: `) });
const blogPath = `${route("/blog")}`;

/** Opens the journal and waits for the page to settle, so the filters act in place. */
async function openJournal(page: Page, path = "/journal/") {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test.describe("journal list", () => {
  test("the served HTML lists and links every article, for readers and crawlers without JavaScript", async ({
    request,
  }) => {
    const html = await (await request.get("/journal/")).text();
    const links = [
      ...html.matchAll(new RegExp(`<a [^>]*aria-label="${SPEC.named.readArticle}: [^"]+"[^>]*>`, "g")),
    ].map(([tag]) => tag.match(/href="(\/journal\/\d+\/)"/)?.[1]);
    expect(links.sort()).toEqual(articles.map((article) => article.path).sort());
    expect(html).toContain(SPEC.strings.featuredInsights);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  test("with JavaScript off, every article is still listed and linked", ANY_WIDTH, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/journal/?category=${categories[0]!.slug}`);
    await expect(readLinks(page)).toHaveCount(articles.length);
    await context.close();
  });

  test(
    "filter links start at 'All Categories'; featured posts have their own block only there",
    ANY_WIDTH,
    async ({ page }) => {
      // The spec's categories are all offered: each has at least one article.
      expect(categories.map((category) => category.name)).toEqual(
        expect.arrayContaining([...SPEC.named.journalCategories, ...SPEC.named.longFormCategories]),
      );
      await openJournal(page);
      const buttons = bar(page).getByRole("link");
      await expect(buttons.first()).toHaveText(SPEC.strings.allCategories);
      await expect(buttons.first()).toHaveAttribute("aria-current", "true");
      await expect(buttons).toHaveText([SPEC.strings.allCategories, ...categories.map((category) => category.name)]);
      await expect(featuredBlock(page).getByRole("article")).toHaveCount(featured.length);
      await expect(page.getByRole("region", { name: labels.latest }).getByRole("article")).toHaveCount(
        articles.length - featured.length,
      );

      const category = categories.find((option) => !inCategory(option.slug).some((article) => article.featured))!;
      await bar(page).getByRole("link", { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/journal/\\?category=${category.slug}$`));
      await expect(bar(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(featuredBlock(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: category.name, exact: true })).toBeVisible();
      await expect(readLinks(page)).toHaveCount(category.count);
      await expect(page.getByRole("article").getByText(category.name, { exact: true })).toHaveCount(category.count);

      await bar(page).getByRole("link", { name: SPEC.strings.allCategories }).click();
      await expect(page).toHaveURL(/\/journal\/$/);
      await expect(featuredBlock(page)).toBeVisible();
      await expect(readLinks(page)).toHaveCount(articles.length);
    },
  );

  test("a filter tapped before the page is interactive is not lost: it is a link, and the page filters on arrival", async ({
    page,
  }) => {
    const category = categories.at(-1)!;
    // Hold the page's scripts back, so the tap lands on the served HTML.
    const release = await holdScripts(page);
    await page.goto("/journal/", { waitUntil: "domcontentloaded" });
    const link = bar(page).getByRole("link", { name: category.name, exact: true });
    await expect(link).toHaveAttribute("href", `?category=${category.slug}`);
    const arrived = page.waitForURL(new RegExp(`\\?category=${category.slug}$`));
    await link.click({ noWaitAfter: true });
    release();
    await arrived;
    await expect(page.getByRole("heading", { level: 2, name: category.name, exact: true })).toBeVisible();
    await expect(readLinks(page)).toHaveCount(category.count);
  });

  test("a category with a featured article lists it, without the featured block", ANY_WIDTH, async ({ page }) => {
    const expected = inCategory(featuredCategory.slug);
    await openJournal(page);
    await bar(page).getByRole("link", { name: featuredCategory.name, exact: true }).click();
    await expect(featuredBlock(page)).toHaveCount(0);
    await expect(readLinks(page)).toHaveCount(expected.length);
    const hrefs = await readLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expected.map((article) => article.path));
  });

  test("the sidebar category list filters the same way", ANY_WIDTH, async ({ page }) => {
    const category = categories.at(-1)!;
    const sidebarButton = (name: string) =>
      sidebar(page).getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
    await openJournal(page);
    await sidebarButton(category.name).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    await expect(sidebarButton(category.name)).toHaveAttribute("aria-current", "true");
    await expect(bar(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(featuredBlock(page)).toHaveCount(0);
    await expect(readLinks(page)).toHaveCount(category.count);
    await expect(page.locator("#journal-results")).toBeInViewport();
    await sidebarButton(SPEC.strings.allCategories).click();
    await expect(readLinks(page)).toHaveCount(articles.length);
  });

  test("a filtered view survives a reload and can be shared", ANY_WIDTH, async ({ page }) => {
    const category = categories[Math.floor(categories.length / 2)]!;
    const heading = page.getByRole("heading", { level: 2, name: category.name, exact: true });
    await openJournal(page, `/journal/?category=${category.slug}`);
    await expect(heading).toBeVisible();
    await expect(readLinks(page)).toHaveCount(category.count);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(featuredBlock(page)).toHaveCount(0);
    await openJournal(page, "/journal/?category=no-such-thing");
    await expect(featuredBlock(page)).toBeVisible();
    await expect(readLinks(page)).toHaveCount(articles.length);
  });

  test("every list link opens the article its card names", ANY_WIDTH, async ({ page, request }) => {
    await openJournal(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(articles.length);
    const entries = await cards.evaluateAll((articles) =>
      articles.map((card) => ({
        title: card.querySelector("h3")?.textContent ?? "",
        href: card.querySelector("a")?.getAttribute("href") ?? "",
        name: card.querySelector("a")?.getAttribute("aria-label") ?? "",
      })),
    );
    for (const entry of entries) {
      expect(entry.name).toBe(`${SPEC.named.readArticle}: ${entry.title}`);
      const html = await (await request.get(entry.href)).text();
      expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ""), entry.href).toBe(entry.title);
    }
    // And in the browser, following a card's link.
    const { title } = entries[5]!;
    await page.getByRole("link", { name: `${SPEC.named.readArticle}: ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test(
    "the newsletter box signs up through the site's API, and keeps the address when that fails",
    ANY_WIDTH,
    async ({ page }) => {
      await openJournal(page);
      // The API itself (storage, the confirmation e-mail) is the API suite's (tests/api/newsletter.spec.ts);
      // here the box's side of it, whatever server runs the pages.
      const sent: unknown[] = [];
      let answer = 202;
      await page.route("**/api/subscribe", async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({
          status: answer,
          contentType: "application/json",
          body: JSON.stringify({ ok: answer < 300 }),
        });
      });
      const box = page.getByRole("region", { name: SPEC.strings.exclusiveUpdates });
      const email = box.getByLabel(journal.newsletter.emailLabel);
      await expect(box.getByText(journal.newsletter.consent)).toBeVisible();

      answer = 503;
      await email.fill("guest@example.com");
      await box.getByRole("button", { name: SPEC.named.newsletterButton }).click();
      await expect(box.getByRole("alert")).toHaveText(journal.newsletter.errorMessage);
      await expect(email).toHaveValue("guest@example.com");

      answer = 202;
      await box.getByRole("button", { name: SPEC.named.newsletterButton }).click();
      await expect(box.getByRole("status")).toHaveText(journal.newsletter.successMessage);
      await expect(email).toHaveValue("");
      expect(page.url()).not.toContain("guest");
      // Each try carries the visit's note too: this tab's first page was the journal itself.
      const signUp = {
        email: "guest@example.com",
        consent: journal.newsletter.consent,
        page: "/journal/",
        website: "",
        source: expect.objectContaining({ landing: expect.stringMatching(/^\/journal\//), pages: 0, recent: [] }),
      };
      expect(sent).toEqual([signUp, signUp]);
    },
  );
});

test.describe("journal article", () => {
  test(
    "shows image, category, title, British date with ISO, author, body and 'Back to Blog'",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto(sample.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title);
      const hero = page.locator("section").first();
      await expect(hero.locator("img")).toHaveAttribute("alt", sample.image.alt);
      await expect(hero.getByText(sample.category, { exact: true })).toBeVisible();
      await expect(hero.locator(`time[datetime="${sample.date}"]`)).toHaveText(formatLongDate(sample.date));
      await expect(hero.getByText(sample.author, { exact: true })).toBeVisible();
      const body = page.locator("article.prose-luxe");
      await expect(body.getByRole("heading", { level: 2 })).toHaveText(sample.headings.map((heading) => heading.text));
      // The whole body, as the Markdown renders it: an added or edited paragraph shows up here and there alike.
      expect((await body.textContent())!.replace(/\s+/g, " ").trim()).toBe(await textOf(page, sample.html));
      await page.getByRole("link", { name: SPEC.strings.backToBlog }).first().click();
      await expect(page).toHaveURL(new RegExp(`${blogPath}$`));
      await expect(page.getByRole("heading", { level: 1, name: journal.hero.title })).toBeVisible();
    },
  );

  test("carries Article and BreadcrumbList JSON-LD with ISO dates", async ({ request }) => {
    const html = await (await request.get(first.path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const article = blocks.find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({
      headline: first.title,
      datePublished: first.date,
      dateModified: first.lastModified,
      author: { "@type": "Person", name: first.author },
      mainEntityOfPage: { "@id": `${SITE_URL}${first.path}` },
    });
    expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}${route("/journal")}`,
      `${SITE_URL}${first.path}`,
    ]);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
  });

  test("the sitemap lists the journal and each article, dated by the article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE_URL}${route("/journal")}</loc>`);
    for (const article of articles) {
      expect(xml).toMatch(
        new RegExp(`<loc>${SITE_URL}${article.path}</loc>\\s*<lastmod>${article.lastModified}</lastmod>`),
      );
    }
    expect(xml.match(/<loc>[^<]*\/journal\/\d+\/<\/loc>/g)).toHaveLength(articles.length);
    expect(xml).not.toContain("/blog/");
  });
});

test.describe("aliases and fallbacks", () => {
  test(
    "/blog/ and /blog/{id}/ lead to the journal pages by one 301, and their own pages name them as canonical",
    ANY_WIDTH,
    async ({ page }) => {
      const aliases = aliasPaths().filter((alias) => alias.path.startsWith(blogPath));
      expect(aliases).toHaveLength(articles.length + 1);
      for (const alias of aliases) {
        // The Worker applies out/_redirects; a host that cannot redirect serves the alias page itself.
        const response = await page.request.get(alias.path, { maxRedirects: 0 });
        expect(response.status(), alias.path).toBe(301);
        expect(new URL(response.headers()["location"]!, SITE_URL).pathname).toBe(alias.primary);
        expect(exportedHtml(alias.path)).toContain(`<link rel="canonical" href="${SITE_URL}${alias.primary}"/>`);
      }
      const category = categories[1]!;
      await openJournal(page, blogPath);
      await expect(page).toHaveURL(new RegExp(`${route("/journal")}$`));
      await expect(page.getByRole("heading", { level: 1, name: journal.hero.title })).toBeVisible();
      await bar(page).getByRole("link", { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route("/journal")}\\?category=${category.slug}$`));
      await expect(readLinks(page)).toHaveCount(category.count);

      await page.goto(`${blogPath}${sample.id}/`);
      await expect(page).toHaveURL(new RegExp(`${sample.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title);
    },
  );

  test("an unknown or non-numeric id shows the first article, under both paths", ANY_WIDTH, async ({ page }) => {
    const unknown = Math.max(...articles.map((article) => article.id)) + 900;
    for (const path of ["/journal/abc/", `${blogPath}${unknown}/`, "/journal/0/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.waitForURL(new RegExp(`${first.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    }
  });
});

test.describe("RSS feed", () => {
  test(
    "is served as XML at /journal/feed.xml, parses, and lists every article with its full link",
    ANY_WIDTH,
    async ({ page, request }) => {
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
      expect(feed.links.sort()).toEqual(articles.map((article) => `${SITE_URL}${article.path}`).sort());
      expect(feed.titles.sort()).toEqual(articles.map((article) => article.title).sort());
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${SITE_URL}/journal/feed.xml`,
      );
    },
  );
});
