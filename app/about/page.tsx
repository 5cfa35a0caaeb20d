import { FounderProfile } from "@/components/about/founder-profile";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { FactList } from "@/components/ui/fact-list";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { SocialLinks } from "@/components/ui/social-links";
import { getAboutContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { travelAgencyJsonLd } from "@/lib/seo/structured-data";

const { page, socials } = getAboutContent();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/about",
  keywords: ["about us", "travel counsellor", "Disney specialist", "cruise expert", "accessible travel"],
});

export default function AboutPage() {
  const { hero, story, founder, beyond, whyChoose, social, cta } = page;
  return (
    <>
      <JsonLd id="travel-agency-jsonld" data={travelAgencyJsonLd({ path: "/about" })} />
      <PageHero {...hero} />
      <Section labelledBy="our-story" spacing="roomy">
        <Intro id="our-story" heading={story.heading} body={story.paragraphs}>
          {story.facts ? <FactList facts={story.facts} /> : null}
        </Intro>
      </Section>
      <Section tone="white" labelledBy="meet-your-expert" spacing="roomy">
        <FounderProfile id="meet-your-expert" founder={founder} />
      </Section>
      <Section tone="navy" labelledBy="where-we-go-beyond" spacing="roomy">
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:sticky lg:top-32 lg:col-span-5 lg:self-start">
            <SectionHeading id="where-we-go-beyond" tone="light" title={beyond.heading} intro={beyond.intro} />
          </div>
          <CardGrid
            className="lg:col-span-7"
            columns={1}
            items={beyond.pillars}
            defaults={{ tone: "dark", surface: "plain" }}
          />
        </div>
      </Section>
      <Section labelledBy="why-choose">
        <SectionHeading id="why-choose" title={whyChoose.heading} intro={whyChoose.intro} />
        <CardGrid className="mt-14" items={whyChoose.cards} />
      </Section>
      <Section tone="sand" spacing="tight" labelledBy="follow-our-travels">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <SectionHeading id="follow-our-travels" title={social.heading} intro={social.text} />
          <SocialLinks links={socials} />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
