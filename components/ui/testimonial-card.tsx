import { StarRating } from "@/components/ui/star-rating";

export type TestimonialCardProps = {
  quote: string;
  author: string;
  location: string;
  rating: number;
  className?: string;
};

/** One client's words: rating, quote, name and trip. Used by the home carousel and the testimonials page. */
export function TestimonialCard({ quote, author, location, rating, className = "" }: TestimonialCardProps) {
  return (
    <figure
      className={`relative flex h-full flex-col rounded-sm border border-line bg-white p-8 shadow-card md:p-10 ${className}`}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-4 right-7 font-display text-8xl leading-none text-gold/25 select-none"
      >
        &rdquo;
      </span>
      <StarRating value={rating} />
      <blockquote className="mt-6 flex-1">
        <p className="font-display text-[1.2rem] leading-[1.5] text-navy italic md:text-[1.25rem]">{quote}</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-line pt-5">
        <span className="block text-sm font-semibold tracking-wide text-ink">{author}</span>
        <span className="mt-1 block text-sm text-muted">{location}</span>
      </figcaption>
    </figure>
  );
}
