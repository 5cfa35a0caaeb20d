import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { getListingPage, getSpecialisms } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { itemListJsonLd } from "@/lib/structured-data";

const page = getListingPage("specialisms");
const specialisms = getSpecialisms();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/specialisms",
  image: page.hero.image,
  keywords: ["Disney specialist", "luxury cruises", "honeymoons", "accessible travel", "group tours"],
});

export default function SpecialismsPage() {
  const items = specialisms.map((specialism) => ({
    id: specialism.slug,
    title: specialism.title,
    description: specialism.description,
    image: specialism.image,
    region: specialism.region,
    icon: specialism.icon,
    features: specialism.features,
    href: `/specialisms/${specialism.slug}`,
    linkLabel: page.cardLinkLabel,
  }));
  return (
    <>
      <JsonLd
        id="item-list-jsonld"
        data={itemListJsonLd({
          name: page.hero.title,
          path: "/specialisms",
          items: items.map((item) => ({ name: item.title, path: item.href })),
        })}
      />
      <PageHero {...page.hero} />
      <Section labelledBy="specialisms-intro" className="pb-12 md:pb-16">
        <Intro id="specialisms-intro" layout="centred" heading={page.intro.heading} body={page.intro.intro} />
      </Section>
      <Section spacing="tight" className="pt-0 md:pt-0 pb-24 md:pb-32">
        <CardGrid items={items} />
      </Section>
      <CtaBand title={page.cta.heading} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
