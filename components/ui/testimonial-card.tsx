import { StarRating } from "@/components/ui/star-rating";

type TestimonialCardProps = {
  quote: string;
  author: string;
  location: string;
  rating: number;
  /** "card" for grids; "feature" for a single quote given a section of its own. */
  variant?: "card" | "feature";
};

/** A client's words with their name, trip and star rating. */
export function TestimonialCard({ quote, author, location, rating, variant = "card" }: TestimonialCardProps) {
  if (variant === "feature") {
    return (
      <figure className="mx-auto max-w-4xl text-center">
        <StarRating value={rating} starClassName="size-5" />
        <blockquote className="mt-8 font-display text-[clamp(1.6rem,1.2rem+1.6vw,2.6rem)] leading-snug text-balance text-navy italic">
          <p>&ldquo;{quote}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold tracking-wide text-ink">{author}</span>
          <span className="mt-1 block text-sm text-muted">{location}</span>
        </figcaption>
      </figure>
    );
  }

  return (
    <figure className="flex h-full flex-col rounded-sm bg-white p-8 shadow-card ring-1 ring-line/70 md:p-10">
      <div className="flex items-start justify-between">
        <StarRating value={rating} />
        <span aria-hidden="true" className="font-display text-7xl leading-[0.5] text-gold/70">
          &rdquo;
        </span>
      </div>
      <blockquote className="mt-6 flex-1 leading-relaxed text-ink/85">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-line pt-6">
        <span className="block font-display text-xl text-navy">{author}</span>
        <span className="mt-1 block text-sm text-muted">{location}</span>
      </figcaption>
    </figure>
  );
}
