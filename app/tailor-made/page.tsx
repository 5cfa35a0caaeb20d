import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { getTailorMadePage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getTailorMadePage();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/tailor-made",
  keywords: ["tailor-made holidays", "bespoke itineraries", "personal travel specialist"],
});

export default function TailorMadePage() {
  const { hero, intro, process, benefits, testimonial, cta } = page;
  return (
    <>
      <ServiceJsonLd
        name={hero.title}
        description={page.meta.description}
        path="/tailor-made"
        serviceType="Tailor-made holiday planning"
        catalogue={process.steps}
      />
      <PageHero {...hero} />
      <Section labelledBy="tailor-made-intro">
        <Intro id="tailor-made-intro" heading={intro.heading} body={intro.intro ?? ""} />
      </Section>
      <Section tone="white" labelledBy="tailor-made-process" spacing="roomy">
        <SectionHeading id="tailor-made-process" align="center" title={process.heading} intro={process.intro} />
        <div className="mt-16">
          <NumberedSteps steps={process.steps} />
        </div>
      </Section>
      <Section labelledBy="tailor-made-benefits">
        <SectionHeading id="tailor-made-benefits" align="center" title={benefits.heading} intro={benefits.intro} />
        <CardGrid className="mt-16" items={benefits.blocks} defaults={{ surface: "plain" }} />
      </Section>
      <Section tone="sand" spacing="roomy">
        <TestimonialCard variant="feature" {...testimonial} />
      </Section>
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
