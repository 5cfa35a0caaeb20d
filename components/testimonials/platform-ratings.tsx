import { StarRating } from "@/components/ui/star-rating";
import type { ReviewPlatform } from "@/lib/schemas";

type PlatformRatingsProps = { platforms: readonly ReviewPlatform[]; best: number };

/** The independent review platforms' summaries, side by side. */
export function PlatformRatings({ platforms, best }: PlatformRatingsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
      {platforms.map((platform) => (
        <li key={platform.id} className="flex flex-col items-start gap-6 bg-white/[0.04] p-8 ring-1 ring-white/12 sm:flex-row sm:items-center md:p-10">
          <p aria-hidden="true" className="font-display text-7xl leading-none font-light text-gold-light">
            {platform.rating.toFixed(1)}
          </p>
          <div>
            <h3 className="text-3xl text-white">{platform.platform}</h3>
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-white/75">
              <StarRating value={platform.rating} best={best} />
              <span>from {platform.reviewCount} reviews</span>
            </p>
            <p className="mt-4 leading-relaxed text-white/75">{platform.highlight}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
