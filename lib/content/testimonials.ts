import "server-only";
import { PAGES, TESTIMONIALS } from "@/lib/content/collections";
import { loadFolder, resolveRefs } from "@/lib/content/loader";
import { page, tokens } from "@/lib/content/read";
import { checkReviewSources, withProvenance, type RatingLinks, type TestimonialView } from "@/lib/content/reviews";
import { site } from "@/lib/content/settings";

/*
 * Testimonials: one file each; pages name the ones they show. Rating figures: each one links to the
 * platforms it comes from and to the reviews policy.
 */

const testimonialFiles = loadFolder(TESTIMONIALS, tokens);
// A testimonial's platform must be one of the settings' review platforms.
checkReviewSources(testimonialFiles, site.ratings.platforms);

export function testimonialsFor(slugs: readonly string[], file: string, field: string): TestimonialView[] {
  return resolveRefs(testimonialFiles, slugs, { file, field, collection: TESTIMONIALS }).map((testimonial) =>
    withProvenance(testimonial, site.ratings.platforms),
  );
}

const reviewsPolicyPage = page("reviews-policy");

/** The links beside a figure drawn from these platforms (ids the settings schema has checked). */
export function ratingLinks(sources: readonly string[]): RatingLinks {
  return {
    label: reviewsPolicyPage.figureLinks.sources,
    platforms: site.ratings.platforms
      .filter((platform) => sources.includes(platform.id))
      .map((platform) => ({ name: platform.platform, href: platform.href })),
    policy: { label: reviewsPolicyPage.figureLinks.policy, href: "/reviews-policy" },
  };
}

const reviewsPolicyContent = {
  page: reviewsPolicyPage,
  platforms: site.ratings.platforms.map((platform) => ({
    id: platform.id,
    name: platform.platform,
    href: platform.href,
  })),
  /** The day the figures were last copied from the platforms; none until the agency says. */
  updated: site.ratings.updated,
  email: site.email,
};

export function getReviewsPolicyContent() {
  return reviewsPolicyContent;
}

const testimonialsPage = page("testimonials");
const testimonialsContent = {
  page: testimonialsPage,
  testimonials: testimonialsFor(testimonialsPage.testimonials, PAGES.testimonials.file, "testimonials"),
  platforms: site.ratings.platforms.map((platform) => ({ ...platform, links: ratingLinks([platform.id]) })),
  aggregate: site.ratings.aggregate,
  aggregateLinks: ratingLinks(site.ratings.aggregate.sources),
};

export function getTestimonialsContent() {
  return testimonialsContent;
}
