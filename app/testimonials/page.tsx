import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { PlatformRatings } from "@/components/testimonials/platform-ratings";
import { RatingOverview } from "@/components/testimonials/rating-overview";
import { CtaBand } from "@/components/ui/cta-band";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { getTestimonialsContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { travelAgencyJsonLd } from "@/lib/seo/structured-data";

const { page, testimonials, platforms, aggregate, aggregateLinks } = getTestimonialsContent();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/testimonials",
  keywords: ["client reviews", "travel agent reviews", "testimonials"],
});

export default function TestimonialsPage() {
  const { hero, intro, aggregateSummary, grid, featured, cta } = page;
  return (
    <>
      <JsonLd
        id="travel-agency-jsonld"
        data={travelAgencyJsonLd({ path: "/testimonials", includeRating: true, reviews: testimonials })}
      />
      <PageHero {...hero} />
      <Section spacing="roomy" labelledBy="testimonials-grid">
        <RatingOverview
          id="testimonials-grid"
          heading={grid.heading}
          intro={intro}
          rating={aggregate}
          summary={aggregateSummary}
          links={aggregateLinks}
        />
        <ul className="mt-20 gap-6 md:columns-2 lg:columns-3 lg:gap-8">
          {testimonials.map((testimonial) => (
            <li key={testimonial.slug} className="mb-6 break-inside-avoid lg:mb-8">
              <TestimonialCard {...testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" labelledBy="featured-reviews">
        <SectionHeading id="featured-reviews" align="center" title={featured.heading} intro={featured.intro} />
        <div className="mt-14">
          <PlatformRatings platforms={platforms} best={aggregate.best} />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
