import { ExternalLink } from "@/components/ui/external-link";
import { StarRating } from "@/components/ui/star-rating";
import type { Provenance } from "@/lib/content/reviews";

type TestimonialCardProps = {
  quote: string;
  author: string;
  location: string;
  rating: number;
  /** Where and when the review was published, when the agency knows: "Google Reviews, March 2026". */
  provenance?: Provenance;
  /** "card" for grids; "feature" for a single quote given a section of its own. */
  variant?: "card" | "feature";
};

/** A client's words with their name, trip and star rating. */
export function TestimonialCard({
  quote,
  author,
  location,
  rating,
  provenance,
  variant = "card",
}: TestimonialCardProps) {
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
          <Source provenance={provenance} />
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
        <Source provenance={provenance} />
      </figcaption>
    </figure>
  );
}

/** The platform and month, linked to the platform where the review can be read; nothing when unknown. */
function Source({ provenance }: { provenance: Provenance | undefined }) {
  if (!provenance) return null;
  return (
    <span data-review-source="" className="mt-2 block text-xs tracking-wide text-muted">
      {provenance.href ? (
        <ExternalLink
          href={provenance.href}
          className="underline decoration-gold decoration-1 underline-offset-4 hover:text-bronze"
        >
          {provenance.label}
        </ExternalLink>
      ) : (
        provenance.label
      )}
    </span>
  );
}
