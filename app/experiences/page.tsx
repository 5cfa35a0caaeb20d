import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { getExperiences, getListingPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { itemListJsonLd } from "@/lib/structured-data";

const page = getListingPage("experiences");
const experiences = getExperiences();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/experiences",
  image: page.hero.image,
  keywords: ["luxury yacht charter", "private safari", "alpine chalets", "wellness retreats", "cultural tours"],
});

export default function ExperiencesPage() {
  const items = experiences.map((experience, index) => ({
    id: experience.id,
    eyebrow: `${String(index + 1).padStart(2, "0")} / ${String(experiences.length).padStart(2, "0")}`,
    title: experience.title,
    subtitle: experience.subtitle,
    description: experience.summary,
    image: experience.image,
    region: experience.region,
    href: `/experiences/${experience.id}`,
    linkLabel: page.cardLinkLabel,
    reverse: index % 2 === 1,
  }));
  return (
    <>
      <JsonLd
        id="item-list-jsonld"
        data={itemListJsonLd({
          name: page.hero.title,
          path: "/experiences",
          items: items.map((item) => ({ name: item.title, path: item.href })),
        })}
      />
      <PageHero {...page.hero} />
      <Section labelledBy="experiences-intro" spacing="roomy">
        <Intro id="experiences-intro" heading={page.intro.heading} body={page.intro.intro} />
      </Section>
      <Section tone="sand" spacing="tight" className="pb-24 md:pb-32">
        <CardGrid items={items} columns={1} defaults={{ layout: "split", headingLevel: "h2" }} className="gap-10 lg:gap-14" />
      </Section>
      <CtaBand title={page.cta.heading} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
