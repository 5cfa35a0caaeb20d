import {
  articleCategories,
  articleCount,
  articlePath,
  categoryHref,
  categorySlug,
  findCategory,
  relatedArticles,
  selectArticles,
} from "@/lib/journal";

const article = (id: number, category: string, featured = false) => ({
  id,
  category,
  categorySlug: categorySlug(category),
  featured,
});

// Shaped like the real collection: two categories whose only article is featured.
const articles = [
  article(12, "Travel Tech"),
  article(1, "Family Travel", true),
  article(2, "Inclusive Travel", true),
  article(4, "Cruises"),
  article(13, "Cruises"),
  article(7, "Sustainability"),
];

describe("journal filter", () => {
  it("under 'All Categories' puts the featured articles in their own block and every other one below", () => {
    const { featured, list } = selectArticles(articles);
    expect(featured.map((a) => a.id)).toEqual([1, 2]);
    expect(list.map((a) => a.id)).toEqual([12, 4, 13, 7]);
    expect(featured.length + list.length).toBe(articles.length);
  });

  it("under one category hides the featured block and lists only that category, in order", () => {
    expect(selectArticles(articles, "cruises")).toEqual({ featured: [], list: [articles[3], articles[4]] });
  });

  it("lists a category's featured article too, so no category shows an empty list", () => {
    expect(selectArticles(articles, "family-travel")).toEqual({ featured: [], list: [articles[1]] });
  });

  it("turns category names into URL slugs", () => {
    expect(categorySlug("Family Travel")).toBe("family-travel");
    expect(categorySlug("Travel Tech")).toBe("travel-tech");
    expect(categorySlug("Food & Wine")).toBe("food-and-wine");
  });

  it("offers only the categories that have articles, in the given order, with counts", () => {
    const order = ["Family Travel", "Inclusive Travel", "Resort Travel", "Cruises", "Sustainability", "Travel Tech"];
    expect(articleCategories(articles, order)).toEqual([
      { name: "Family Travel", slug: "family-travel", count: 1 },
      { name: "Inclusive Travel", slug: "inclusive-travel", count: 1 },
      { name: "Cruises", slug: "cruises", count: 2 },
      { name: "Sustainability", slug: "sustainability", count: 1 },
      { name: "Travel Tech", slug: "travel-tech", count: 1 },
    ]);
  });

  it("reads ?category= leniently and treats anything unknown as 'All Categories'", () => {
    const categories = articleCategories(articles, ["Cruises", "Travel Tech"]);
    expect(findCategory(categories, "cruises")?.name).toBe("Cruises");
    expect(findCategory(categories, " Travel-Tech ")?.name).toBe("Travel Tech");
    expect(findCategory(categories, "gardening")).toBeUndefined();
    expect(findCategory(categories, "")).toBeUndefined();
    expect(findCategory(categories, null)).toBeUndefined();
  });

  it("builds the list and article addresses with the export's trailing slash", () => {
    expect(categoryHref("travel-tech")).toBe("/journal/?category=travel-tech");
    expect(categoryHref()).toBe("/journal/");
    expect(articlePath(9)).toBe("/journal/9/");
  });

  it("suggests the same category first, then the most recent, never the article itself", () => {
    const related = relatedArticles(articles, articles[3]!, 3);
    expect(related.map((a) => a.id)).toEqual([13, 12, 1]);
    expect(relatedArticles(articles, articles[0]!, 10)).toHaveLength(articles.length - 1);
  });

  it("counts articles in words", () => {
    expect(articleCount(1)).toBe("1 article");
    expect(articleCount(12)).toBe("12 articles");
  });
});
