import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { CtaBand } from "@/components/ui/cta-band";
import { getHomeContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { travelAgencyJsonLd } from "@/lib/structured-data";

const home = getHomeContent();

export const metadata = pageMetadata({
  title: home.meta.title,
  description: home.meta.description,
  path: "/",
  keywords: ["Disney holidays", "luxury cruises", "honeymoons", "accessible travel", "travel counsellor"],
});

export default function HomePage() {
  const [slide] = home.heroSlides;
  const { contact, experiences } = home.heroCtas;
  return (
    <>
      <JsonLd id="travel-agency-jsonld" data={travelAgencyJsonLd({ path: "/" })} />
      <PageHero size="full" eyebrow={slide.accent} title={slide.title} subtitle={slide.subtitle} image={slide.image}>
        <ButtonLink href={contact.href}>
          <span className="hidden sm:inline">{contact.label}</span>
          <span className="sm:hidden">{contact.shortLabel}</span>
        </ButtonLink>
        <ButtonLink href={experiences.href} variant="light">
          {experiences.label}
        </ButtonLink>
      </PageHero>
      <CtaBand
        eyebrow="Begin"
        title={home.closingCta.heading}
        text={home.closingCta.text}
        primary={home.closingCta.primary}
        secondary={home.closingCta.secondary}
      />
    </>
  );
}
