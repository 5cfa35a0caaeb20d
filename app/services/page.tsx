import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { getServicesContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const { page, tailorMade, specialty, approach } = getServicesContent();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/services",
  keywords: ["tailor-made itineraries", "travel insurance advice", "visa help", "24/7 travel support"],
});

export default function ServicesPage() {
  return (
    <>
      <ServiceJsonLd
        name={page.hero.title}
        description={page.meta.description}
        path="/services"
        serviceType="Travel agency services"
        catalogue={[...tailorMade, ...specialty]}
      />
      <PageHero {...page.hero} />
      <Section labelledBy="services-intro">
        <Intro
          id="services-intro"
          eyebrow={page.intro.eyebrow}
          heading={page.intro.heading}
          body={page.intro.intro ?? ""}
        />
      </Section>
      <Section tone="white" labelledBy="tailor-made-experiences">
        <SectionHeading id="tailor-made-experiences" title={page.tailorMade.heading} intro={page.tailorMade.intro} />
        <CardGrid className="mt-14" columns={4} items={tailorMade} defaults={{ surface: "plain" }} />
      </Section>
      <Section tone="navy" labelledBy="specialty-services">
        <SectionHeading
          id="specialty-services"
          tone="light"
          title={page.specialty.heading}
          intro={page.specialty.intro}
        />
        <CardGrid className="mt-14" items={specialty} defaults={{ tone: "dark" }} />
      </Section>
      <Section tone="sand" labelledBy="our-approach" spacing="roomy">
        <SectionHeading
          id="our-approach"
          align="center"
          eyebrow={page.approach.eyebrow}
          title={page.approach.heading}
          intro={page.approach.intro}
        />
        <div className="mt-16">
          <NumberedSteps steps={approach} />
        </div>
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
