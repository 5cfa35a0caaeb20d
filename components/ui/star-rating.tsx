import { Star } from "@/components/icons/glyphs";

type StarRatingProps = {
  value: number;
  best?: number;
  className?: string;
  /** Star size, as a Tailwind size class. */
  starClassName?: string;
  /** Hide the stars from screen readers where the same figure is written out beside them. */
  decorative?: boolean;
};

/**
 * Stars filled in proportion to the rating (4.8 of 5 fills 96% of the row). Screen readers hear the
 * figure itself: "Rated 4.8 out of 5".
 */
export function StarRating({
  value,
  best = 5,
  className = "",
  starClassName = "size-4",
  decorative = false,
}: StarRatingProps) {
  const stars = Array.from({ length: best }, (_, index) => index);
  const filled = `${Math.max(0, Math.min(1, value / best)) * 100}%`;
  return (
    <span
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": `Rated ${value} out of ${best}` })}
      data-star-rating=""
      className={`relative inline-flex ${className}`}
    >
      <span className="flex gap-0.5 text-stone">
        {stars.map((index) => (
          <Star key={index} className={starClassName} />
        ))}
      </span>
      <span className="absolute inset-y-0 left-0 flex gap-0.5 overflow-hidden text-gold" style={{ width: filled }}>
        {stars.map((index) => (
          <Star key={index} className={`${starClassName} shrink-0`} />
        ))}
      </span>
    </span>
  );
}
