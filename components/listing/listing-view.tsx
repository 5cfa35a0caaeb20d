import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import type { CardProps } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import type { ListingPage } from "@/lib/content/page-schemas";
import { itemListJsonLd } from "@/lib/seo/structured-data";

type ListingItem = CardProps & { id: string; href: string };

type ListingViewProps = {
  page: ListingPage;
  path: string;
  items: readonly ListingItem[];
  /** "rows": one wide card a row, image and text alternating sides. "grid": three across. */
  layout: "rows" | "grid";
};

/** A listing page (/experiences, /specialisms): hero, introduction, one card per entry, closing band. */
export function ListingView({ page, path, items, layout }: ListingViewProps) {
  const rows = layout === "rows";
  const cards = items.map((item, index) => ({
    linkLabel: page.cardLinkLabel,
    reverse: rows && index % 2 === 1,
    ...item,
  }));
  return (
    <>
      <JsonLd
        id="item-list-jsonld"
        data={itemListJsonLd({
          name: page.hero.title,
          path,
          items: items.map((item) => ({ name: item.title, path: item.href })),
        })}
      />
      <PageHero {...page.hero} />
      <Section labelledBy="listing-intro" spacing={rows ? "roomy" : "default"} className={rows ? "" : "pb-12 md:pb-16"}>
        <Intro
          id="listing-intro"
          layout={rows ? "split" : "centred"}
          heading={page.intro.heading}
          body={page.intro.intro}
        />
      </Section>
      <Section
        tone={rows ? "sand" : "ivory"}
        spacing="tight"
        className={rows ? "pb-24 md:pb-32" : "pt-0 pb-24 md:pt-0 md:pb-32"}
      >
        {rows ? (
          <CardGrid
            items={cards}
            columns={1}
            defaults={{ layout: "split", headingLevel: "h2" }}
            className="gap-10 lg:gap-14"
          />
        ) : (
          <CardGrid items={cards} />
        )}
      </Section>
      <CtaBand
        title={page.cta.heading}
        text={page.cta.text}
        primary={page.cta.primary}
        secondary={page.cta.secondary}
      />
    </>
  );
}
