import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { getLuxuryTravelPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getLuxuryTravelPage();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/luxury-travel",
  keywords: ["luxury holidays", "private aviation", "overwater villas", "luxury travel concierge"],
});

export default function LuxuryTravelPage() {
  const { hero, intro, services, portfolio, cta } = page;
  return (
    <>
      <ServiceJsonLd
        name={hero.title}
        description={page.meta.description}
        path="/luxury-travel"
        serviceType="Luxury travel planning"
        catalogue={services.cards}
      />
      <PageHero size="full" {...hero}>
        <ButtonLink href={hero.button.href}>{hero.button.label}</ButtonLink>
      </PageHero>
      <Section labelledBy="luxury-intro" spacing="roomy">
        <Intro id="luxury-intro" layout="centred" heading={intro.heading} body={intro.intro ?? ""} />
      </Section>
      <Section tone="navy" labelledBy="luxury-services" spacing="roomy">
        <SectionHeading
          id="luxury-services"
          tone="light"
          align="center"
          title={services.heading}
          intro={services.intro}
        />
        <CardGrid className="mt-16" items={services.cards} defaults={{ tone: "dark", surface: "plain" }} />
      </Section>
      <Section labelledBy="luxury-portfolio" spacing="roomy">
        <SectionHeading
          id="luxury-portfolio"
          eyebrow={portfolio.eyebrow}
          title={portfolio.heading}
          intro={portfolio.intro}
        />
        <CardGrid
          className="mt-14"
          items={portfolio.items.map((item) => ({ ...item, eyebrow: item.name }))}
          defaults={{ surface: "plain" }}
        />
      </Section>
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
