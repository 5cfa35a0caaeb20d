import { HeroCarousel } from "@/components/home/hero-carousel";
import { DestinationExplorer } from "@/components/home/destination-explorer";
import { ExclusiveDestinations } from "@/components/home/exclusive-destinations";
import { JourneySteps } from "@/components/home/journey-steps";
import { PhilosophySection } from "@/components/home/philosophy-section";
import { SpecialismIndex, SpecialismShowcase } from "@/components/home/specialism-grids";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { TrustStrip } from "@/components/home/trust-strip";
import { ConsultationBanner } from "@/components/layout/consultation-banner";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaBand } from "@/components/ui/cta-band";
import { getHomeContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { travelAgencyJsonLd } from "@/lib/seo/structured-data";

const home = getHomeContent();

export const metadata = pageMetadata({
  title: home.meta.title,
  description: home.meta.description,
  path: "/",
  keywords: ["Disney holidays", "luxury cruises", "honeymoons", "accessible travel", "travel counsellor"],
});

export default function HomePage() {
  const { specialisms, destinations, testimonials, closingCta } = home;
  return (
    <>
      <JsonLd id="travel-agency-jsonld" data={travelAgencyJsonLd({ path: "/" })} />
      <HeroCarousel slides={home.heroSlides} ctas={home.heroCtas} />
      <TrustStrip items={home.trustStrip} />
      <PhilosophySection {...home.philosophy} />
      <SpecialismShowcase heading={specialisms.showcase} cards={specialisms.cards} />
      <SpecialismIndex heading={specialisms.compact} cards={specialisms.cards} button={specialisms.button} />
      <ExclusiveDestinations heading={destinations} cards={destinations.cards} button={destinations.button} />
      <TestimonialsSection {...testimonials} />
      <JourneySteps heading={home.journey} steps={home.journey.steps} />
      <DestinationExplorer {...home.explorer} />
      <CtaBand
        eyebrow={closingCta.eyebrow}
        title={closingCta.heading}
        text={closingCta.text}
        primary={closingCta.primary}
        secondary={closingCta.secondary}
      />
      {/* Last in main: it comes to rest over the closing band's bottom padding, never over the footer. */}
      <ConsultationBanner {...home.banner} />
    </>
  );
}
