import { Star } from "@/components/icons/glyphs";

type StarRatingProps = {
  /** Whole or half-star values are drawn as whole stars; the label states the exact figure. */
  value: number;
  max?: number;
  className?: string;
  /** Colour of the filled stars; the empty ones are a faint version of it. */
  tone?: "gold" | "bronze";
};

/**
 * A visible row of stars that a screen reader announces as one phrase ("Rated 5 out of 5"), instead of
 * five unlabelled images.
 */
export function StarRating({ value, max = 5, className = "", tone = "gold" }: StarRatingProps) {
  const filled = Math.round(value);
  const colour = tone === "gold" ? "text-gold" : "text-bronze";
  return (
    <span role="img" aria-label={`Rated ${value} out of ${max}`} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} className={`h-4 w-4 ${colour} ${index < filled ? "" : "opacity-25"}`} />
      ))}
    </span>
  );
}
