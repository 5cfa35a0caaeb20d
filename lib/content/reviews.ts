import { formatMonth } from "@/lib/dates";
import type { Loaded } from "@/lib/content/loader";
import type { ReviewPlatform, Testimonial } from "@/lib/content/schemas";
import { ContentError } from "@/lib/content/validate";

/*
 * Where a review came from. A testimonial names its platform by id (content/settings.yml, ratings.platforms)
 * and the month it was written, only when the agency knows them; the card then says "Google Reviews,
 * March 2026" and links to the platform. Nothing is shown, and nothing guessed, when they are absent.
 */

/** What a card says about where a review was published ("Google Reviews, March 2026"), and where to read it. */
export type Provenance = { label: string; href?: string };

export type TestimonialView = Testimonial & { provenance?: Provenance };

/**
 * The links beside a rating figure: the platforms it comes from, and the reviews policy that says how the
 * reviews are collected and the figure worked out. Every figure the site shows carries them.
 */
export type RatingLinks = {
  /** Leads into the platform links: "Read the reviews on". */
  label: string;
  platforms: readonly { name: string; href: string }[];
  policy: { label: string; href: string };
};

/** The settings file the platform ids live in, for error messages. */
const PLATFORMS_FILE = "content/settings.yml";

/**
 * Fails the build on a testimonial whose `source` is not a platform of the settings, naming the file, the
 * item and the field: `Invalid content in content/testimonials/anna-b.yml, item "anna-b": field "source": …`.
 */
export function checkReviewSources(
  items: readonly Loaded<Testimonial>[],
  platforms: readonly Pick<ReviewPlatform, "id">[],
): void {
  const ids = platforms.map((platform) => platform.id);
  for (const { file, key, data } of items) {
    if (data.source !== undefined && !ids.includes(data.source)) {
      throw new ContentError(
        `Invalid content in ${file}, item "${key}":\n  field "source": no review platform "${data.source}" in ${PLATFORMS_FILE} (ratings.platforms: ${ids.join(", ")})`,
      );
    }
  }
}

/** "Google Reviews, March 2026", "Trustpilot" or "March 2026"; none when the testimonial says neither. */
export function provenanceOf(
  testimonial: Pick<Testimonial, "source" | "month">,
  platforms: readonly Pick<ReviewPlatform, "id" | "platform" | "href">[],
): Provenance | undefined {
  const platform = platforms.find((entry) => entry.id === testimonial.source);
  const month = testimonial.month ? formatMonth(testimonial.month) : undefined;
  const parts = [platform?.platform, month].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return undefined;
  return {
    label: parts.join(", "),
    ...(platform ? { href: platform.href } : {}),
  };
}

/** A testimonial with what its card says about where it came from. */
export function withProvenance(
  testimonial: Testimonial,
  platforms: readonly Pick<ReviewPlatform, "id" | "platform" | "href">[],
): TestimonialView {
  const provenance = provenanceOf(testimonial, platforms);
  return provenance ? { ...testimonial, provenance } : testimonial;
}
