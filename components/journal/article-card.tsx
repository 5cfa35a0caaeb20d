import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/icons/glyphs";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";
import type { ArticleSummary } from "@/lib/journal";

type ArticleCardProps = {
  article: ArticleSummary;
  /** The visible link text ('Read Article'); the article's title completes its accessible name. */
  readLabel: string;
  variant?: "featured" | "standard";
  headingLevel?: "h2" | "h3";
};

const SIZES = {
  featured: "(min-width: 1024px) 34vw, (min-width: 768px) 50vw, 100vw",
  standard: "(min-width: 1024px) 28vw, (min-width: 768px) 45vw, 100vw",
};

/**
 * One article in a list. The whole card is clickable through its single link (stretched over the card),
 * so a keyboard or screen-reader user meets one link per article, named after it.
 */
export function ArticleCard({ article, readLabel, variant = "standard", headingLevel = "h3" }: ArticleCardProps) {
  const Heading = headingLevel;
  const featured = variant === "featured";
  return (
    <article
      data-article-id={article.id}
      className={`group relative flex w-full flex-col overflow-hidden bg-white shadow-card ${featured ? "md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" : ""} transition-shadow duration-500 ease-luxe hover:shadow-header has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-bronze`}
    >
      <div
        className={`relative overflow-hidden bg-navy ${featured ? "aspect-[4/3] md:aspect-auto md:min-h-[24rem]" : "aspect-[3/2]"}`}
      >
        <RemoteImage
          src={article.image.src}
          fallback={fallbackImageFor(article.region)}
          alt={article.image.alt}
          fill
          sizes={SIZES[variant]}
          className="object-cover transition-transform duration-700 ease-luxe group-hover:scale-[1.04]"
        />
        {article.featured && !featured ? (
          // In a filtered list the featured block is hidden, so the card itself says so.
          <p className="absolute top-4 left-4 bg-ivory/95 px-3 py-1.5 eyebrow text-[0.6875rem] text-bronze">Featured</p>
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col ${featured ? "p-7 md:p-10" : "p-6 md:p-7"}`}>
        <p className="eyebrow text-bronze">{article.category}</p>
        <Heading
          className={`mt-3 font-display leading-[1.15] text-navy ${featured ? "text-[1.875rem] md:text-[2.125rem]" : "text-[1.625rem]"}`}
        >
          {article.title}
        </Heading>
        <p className="mt-4 leading-relaxed text-muted">{article.excerpt}</p>
        <div aria-hidden="true" className="mt-7 h-px w-12 bg-gold" />
        <div className="mt-auto flex flex-col items-start gap-3 pt-6 text-sm">
          <p className="flex items-center gap-2 text-muted">
            <time dateTime={article.date}>{article.dateLabel}</time>
            <span aria-hidden="true" className="text-gold">
              ·
            </span>
            <span>{article.readTime}</span>
          </p>
          <Link
            href={article.path}
            // The visible label is the same on every card; the name says which article it opens.
            aria-label={`${readLabel}: ${article.title}`}
            className="inline-flex items-center gap-2 font-semibold tracking-wide text-navy transition-colors group-hover:text-bronze after:absolute after:inset-0 after:content-['']"
          >
            {readLabel}
            <ArrowRight className="size-4 transition-transform duration-300 ease-luxe group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </article>
  );
}
