import { PageHero } from "@/components/layout/page-hero";
import { StatementPageJsonLd } from "@/components/seo/statement-page-json-ld";
import { AtolProtection } from "@/components/trust/atol-protection";
import { BookingJourney } from "@/components/trust/booking-journey";
import { ComplaintSteps } from "@/components/trust/complaint-steps";
import { ProseBlock } from "@/components/trust/prose-block";
import { SourceLinks } from "@/components/trust/source-links";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { getBookingConfidenceContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const { page, agency } = getBookingConfidenceContent();
const path = "/booking-with-confidence";

export const metadata = pageMetadata({
  ...page.meta,
  path,
  keywords: ["ATOL protection", "Package Travel Regulations 2018", "financial protection", "travel complaints"],
});

export default function BookingWithConfidencePage() {
  const { hero, intro, booking, atol, packageTravel, support, complaints, cta, sourcesLabel } = page;
  return (
    <>
      <StatementPageJsonLd name={hero.title} description={page.meta.description} path={path} />
      <PageHero {...hero} />
      <Section labelledBy="confidence-intro">
        <Intro id="confidence-intro" heading={intro.heading} body={intro.paragraphs} />
      </Section>
      <Section tone="white" spacing="roomy" labelledBy="how-booking-works">
        <BookingJourney
          id="how-booking-works"
          eyebrow={booking.eyebrow}
          heading={booking.heading}
          intro={booking.intro}
          steps={booking.steps}
          app={{ label: booking.appLink, href: agency.clientApp.href }}
        />
      </Section>
      <Section spacing="roomy" labelledBy="financial-protection">
        <AtolProtection id="financial-protection" content={atol} sourcesLabel={sourcesLabel} atol={agency.atol} />
      </Section>
      <Section tone="sand" labelledBy="package-travel">
        <SectionHeading
          id="package-travel"
          eyebrow={packageTravel.eyebrow}
          title={packageTravel.heading}
          intro={packageTravel.intro}
        />
        <CardGrid className="mt-14" items={packageTravel.rights} />
        <p className="mt-12 max-w-3xl text-sm leading-relaxed text-muted">{packageTravel.note}</p>
        <SourceLinks label={sourcesLabel} links={packageTravel.sources} className="mt-6" />
      </Section>
      <Section tone="navy" labelledBy="while-you-travel">
        <ProseBlock id="while-you-travel" tone="light" {...support} />
      </Section>
      <Section labelledBy="complaints">
        <SectionHeading
          id="complaints"
          eyebrow={complaints.eyebrow}
          title={complaints.heading}
          intro={complaints.intro}
        />
        <div className="mt-14">
          <ComplaintSteps
            steps={complaints.steps}
            labels={complaints.labels}
            email={agency.email}
            phone={agency.phone}
            network={agency.complaints.network}
            adr={agency.complaints.adr}
          />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
