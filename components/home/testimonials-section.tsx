import { Check } from "@/components/icons/glyphs";
import { ButtonLink } from "@/components/ui/button-link";
import { SectionHeading } from "@/components/ui/section-heading";
import { RatingSources } from "@/components/ui/rating-sources";
import { StarRating } from "@/components/ui/star-rating";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import type { TestimonialsSection as Section } from "@/lib/content/page-schemas";
import type { RatingLinks, TestimonialView } from "@/lib/content/reviews";
import { TestimonialCarousel } from "./testimonial-carousel";

type TestimonialsSectionProps = Omit<Section, "testimonials"> & {
  entries: readonly TestimonialView[];
  ratingValue: number;
  ratingSummary: string;
  /** The platforms the summary comes from and the reviews policy, linked beside it. */
  ratingLinks: RatingLinks;
  badges: readonly string[];
};

/** Clients' words in a carousel, with the rating summary (linked to its sources) and the three review badges. */
export function TestimonialsSection({
  eyebrow,
  heading,
  intro,
  ratingSummary,
  ratingValue,
  ratingLinks,
  badges,
  button,
  entries,
}: TestimonialsSectionProps) {
  return (
    <section aria-labelledby="testimonials-heading" className="overflow-hidden bg-ivory py-24 md:py-32">
      <div className="container-luxe">
        <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="testimonials-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <div className="shrink-0 lg:text-right" data-rating-summary="" data-rating-figure="">
            <div className="flex items-center gap-3 lg:justify-end">
              <StarRating value={ratingValue} className="[&_svg]:h-5 [&_svg]:w-5" />
              <p className="font-display text-2xl text-navy">{ratingSummary}</p>
            </div>
            <RatingSources {...ratingLinks} align="end" className="mt-2" />
            <ul className="mt-4 flex flex-wrap gap-2 lg:justify-end">
              {badges.map((badge) => (
                <li
                  key={badge}
                  className="inline-flex items-center gap-1.5 rounded-full border border-stone bg-white px-3.5 py-1.5 text-xs font-semibold tracking-wide text-navy"
                >
                  <Check className="h-3.5 w-3.5 text-bronze" />
                  {badge}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-14 md:mt-16">
          <TestimonialCarousel
            slides={entries.map((testimonial) => ({
              key: testimonial.slug,
              content: (
                <TestimonialCard
                  quote={testimonial.quote}
                  author={testimonial.author}
                  location={testimonial.location}
                  rating={testimonial.rating}
                  provenance={testimonial.provenance}
                />
              ),
            }))}
          >
            <ButtonLink href={button.href} variant="outline">
              {button.label}
            </ButtonLink>
          </TestimonialCarousel>
        </div>
      </div>
    </section>
  );
}
