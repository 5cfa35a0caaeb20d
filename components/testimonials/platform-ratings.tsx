import { RatingSources } from "@/components/ui/rating-sources";
import { StarRating } from "@/components/ui/star-rating";
import type { RatingLinks } from "@/lib/content/reviews";
import type { ReviewPlatform } from "@/lib/content/schemas";

type PlatformRatingsProps = { platforms: readonly (ReviewPlatform & { links: RatingLinks })[]; best: number };

/** The independent review platforms' summaries, side by side, each linked to the platform and the policy. */
export function PlatformRatings({ platforms, best }: PlatformRatingsProps) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
      {platforms.map((platform) => (
        <li
          key={platform.id}
          data-rating-figure=""
          className="bg-white px-8 py-12 text-center shadow-card ring-1 ring-line/70 md:px-12"
        >
          <h3 className="font-sans eyebrow text-bronze">{platform.platform}</h3>
          <p aria-hidden="true" className="mt-6 font-display text-7xl leading-none font-medium text-navy">
            {platform.rating.toFixed(1)}
          </p>
          <p className="mt-4 flex flex-col items-center gap-3 text-sm text-muted">
            <StarRating value={platform.rating} best={best} starClassName="size-5" />
            <span>from {platform.reviewCount} reviews</span>
          </p>
          <p className="mx-auto mt-6 max-w-xs border-t border-line pt-6 font-display text-xl leading-snug text-navy italic">
            {platform.highlight}
          </p>
          <RatingSources {...platform.links} align="center" className="mt-6" />
        </li>
      ))}
    </ul>
  );
}
