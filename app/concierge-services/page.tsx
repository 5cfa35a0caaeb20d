import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { getConciergeContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const { page, services, steps } = getConciergeContent();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/concierge-services",
  keywords: ["travel concierge", "VIP travel services", "visa assistance", "chauffeur transfers"],
});

export default function ConciergeServicesPage() {
  return (
    <>
      <ServiceJsonLd
        name={page.hero.title}
        description={page.meta.description}
        path="/concierge-services"
        serviceType="Travel concierge"
        catalogue={services}
      />
      <PageHero {...page.hero} />
      <Section labelledBy="concierge-intro" spacing="roomy">
        <Intro
          id="concierge-intro"
          layout="centred"
          eyebrow={page.intro.eyebrow}
          heading={page.intro.heading}
          body={page.intro.intro ?? ""}
        />
      </Section>
      <Section tone="white" labelledBy="concierge-services">
        <SectionHeading id="concierge-services" title={page.services.heading} intro={page.services.intro} />
        <CardGrid className="mt-14" items={services} />
      </Section>
      <Section tone="sand" labelledBy="how-concierge-works" spacing="roomy">
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <SectionHeading id="how-concierge-works" title={page.steps.heading} intro={page.steps.intro} />
          </div>
          <div className="lg:col-span-7">
            <NumberedSteps steps={steps} layout="timeline" />
          </div>
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
