import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/icons/glyphs";
import { SaveButton } from "@/components/shortlist/shortlist-controls";
import { RemoteImage } from "@/components/ui/remote-image";
import { normalisePath } from "@/lib/seo/paths";
import type { ContentImage } from "@/lib/content/schemas";

type ImageCardProps = {
  image: ContentImage;
  /** Self-hosted art shown if the photo fails (fallbackImageFor(region)). */
  fallback: string;
  title: string;
  text: string;
  eyebrow?: string;
  /** `context` is read after the label by assistive technology only ("about Santorini"). */
  action: { href: string; label: string; context?: string };
  headingLevel?: "h3" | "h4";
  sizes?: string;
  /** The slug of the destination guide the card shows, when the visitor may save it to their shortlist. */
  saveSlug?: string;
};

/**
 * A photo card with a title, a short text and one link. Give the link a `context` so that a grid of
 * cards never reads as a row of identical links ("Discover More about Santorini").
 */
export function ImageCard({
  image,
  fallback,
  title,
  text,
  eyebrow,
  action,
  headingLevel: Heading = "h3",
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  saveSlug,
}: ImageCardProps) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line">
      <div className="relative aspect-[4/3] overflow-hidden bg-navy">
        <RemoteImage
          src={image.src}
          fallback={fallback}
          alt={image.alt}
          fill
          sizes={sizes}
          className="object-cover transition-transform duration-700 ease-luxe group-hover:scale-105"
        />
        {saveSlug ? <SaveButton slug={saveSlug} name={title} className="absolute top-3 right-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {eyebrow ? <p className="eyebrow text-bronze">{eyebrow}</p> : null}
        <Heading className="mt-1 text-2xl text-navy">{title}</Heading>
        <p className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-muted">{text}</p>
        <Link
          href={normalisePath(action.href)}
          className="mt-6 inline-flex items-center gap-2 self-start text-sm font-semibold tracking-wide text-navy transition-colors hover:text-bronze"
        >
          {action.label}
          {action.context ? <span className="sr-only"> {action.context}</span> : null}
          <ArrowRight className="size-4 transition-transform duration-300 ease-luxe group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
