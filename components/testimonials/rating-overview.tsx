import { RatingSources } from "@/components/ui/rating-sources";
import { StarRating } from "@/components/ui/star-rating";
import type { RatingLinks } from "@/lib/content/reviews";

type RatingOverviewProps = {
  id: string;
  heading: string;
  intro: string;
  /** The aggregate figure, also claimed in the page's JSON-LD, so it must be written out here. */
  rating: { value: number; best: number };
  summary: string;
  /** The platforms the figure comes from and the reviews policy. */
  links: RatingLinks;
};

/** The page's opening: a word from the agency beside the overall rating. */
export function RatingOverview({ id, heading, intro, rating, summary, links }: RatingOverviewProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-20">
      <div className="lg:col-span-7">
        <h2 id={id} className="text-title text-navy">
          {heading}
        </h2>
        <span aria-hidden="true" className="mt-8 block h-px w-16 bg-gold" />
        <p className="mt-8 text-lede text-ink/85">{intro}</p>
      </div>
      <div
        data-rating-figure=""
        className="border border-gold/50 bg-white px-8 py-12 text-center shadow-card lg:col-span-5"
      >
        <p aria-hidden="true" className="font-display text-[6.5rem] leading-none font-medium text-navy">
          {rating.value.toFixed(1)}
        </p>
        <StarRating value={rating.value} best={rating.best} decorative className="mt-4" starClassName="size-6" />
        <p className="mt-5 font-medium tracking-wide text-ink">{summary}</p>
        <RatingSources {...links} align="center" className="mt-6 border-t border-line pt-6" />
      </div>
    </div>
  );
}
