import { PageHero } from "@/components/layout/page-hero";
import { JournalList } from "@/components/journal/journal-list";
import { JsonLd } from "@/components/seo/json-ld";
import { getArticleCategories, getArticleSummaries, getJournalPage } from "@/lib/content";
import { JOURNAL_PATH } from "@/lib/journal";
import { journalMetadata } from "@/lib/journal/metadata";
import { blogJsonLd, breadcrumbJsonLd } from "@/lib/seo/structured-data";

const page = getJournalPage();
const articles = getArticleSummaries();

export const metadata = journalMetadata({
  title: page.meta.title,
  description: page.meta.description,
  path: JOURNAL_PATH,
  keywords: ["travel journal", "travel blog", "travel guides", ...getArticleCategories().map((c) => c.name)],
});

export default function JournalPage() {
  return (
    <>
      <JsonLd
        id="blog-jsonld"
        data={blogJsonLd({
          name: page.meta.title,
          description: page.meta.description,
          path: JOURNAL_PATH,
          posts: articles.map((a) => ({ headline: a.title, path: a.path, datePublished: a.date, author: a.author })),
        })}
      />
      <JsonLd
        id="breadcrumb-jsonld"
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: page.meta.title, path: JOURNAL_PATH },
        ])}
      />
      <PageHero
        size="compact"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
        region="Europe"
      />
      <JournalList articles={articles} categories={getArticleCategories()} page={page} />
    </>
  );
}
