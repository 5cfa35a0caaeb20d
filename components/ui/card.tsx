import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/icons/glyphs";
import { Icon } from "@/components/icons/icon";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";
import { normalisePath } from "@/lib/seo/paths";
import type { ContentImage, IconName } from "@/lib/content/schemas";

const SURFACES = {
  /** A white panel lifted off ivory or sand; on navy, a translucent pane. */
  elevated: { light: "bg-white shadow-card ring-1 ring-line/70", dark: "bg-white/[0.04] ring-1 ring-white/12" },
  /** No panel: type on the section's own background, under a hairline gold rule. */
  plain: { light: "border-t border-gold/70", dark: "border-t border-gold/60" },
} as const;

type CardSurface = keyof typeof SURFACES;

export type CardProps = {
  title: string;
  /** A line in italic serif under the title. */
  subtitle?: string;
  description?: string;
  eyebrow?: string;
  icon?: IconName;
  image?: ContentImage;
  /** Picks the fallback art for the image. */
  region?: string;
  features?: readonly string[];
  /** The whole card links here; the title is the link's name. */
  href?: string;
  /** A visual cue under a linked card ("Discover the Experience"). */
  linkLabel?: string;
  surface?: CardSurface;
  /** "dark" for cards on a navy section. */
  tone?: "light" | "dark";
  /** "split" puts the image beside the text from the large breakpoint (editorial listings). */
  layout?: "stacked" | "split";
  /** With the split layout: the image on the right. */
  reverse?: boolean;
  headingLevel?: "h2" | "h3";
};

/**
 * The one card of the site: icon cards, image cards, feature cards and linked cards are all this
 * component with different props. A linked card is clickable anywhere; its link is named by the title.
 */
export function Card({
  title,
  subtitle,
  description,
  eyebrow,
  icon,
  image,
  region,
  features,
  href,
  linkLabel,
  surface = "elevated",
  tone = "light",
  layout = "stacked",
  reverse = false,
  headingLevel: Heading = "h3",
}: CardProps) {
  const dark = tone === "dark";
  const split = layout === "split" && image;
  const padded = surface !== "plain";
  const fallback = fallbackImageFor(region);

  return (
    <div
      className={`group relative flex h-full overflow-hidden rounded-sm ${SURFACES[surface][tone]} ${
        split ? "flex-col lg:grid lg:grid-cols-2" : "flex-col"
      }`}
    >
      {image ? (
        <div
          className={`relative overflow-hidden bg-navy ${
            split ? `aspect-[4/3] lg:aspect-auto lg:min-h-[26rem] ${reverse ? "lg:order-2" : ""}` : "aspect-[4/3]"
          }`}
        >
          <RemoteImage
            src={image.src}
            fallback={fallback}
            alt={image.alt}
            fill
            sizes={
              split ? "(min-width: 1024px) 40rem, 100vw" : "(min-width: 1024px) 26rem, (min-width: 768px) 50vw, 100vw"
            }
            className={`object-cover ${href ? "transition-transform duration-[1.2s] ease-luxe group-hover:scale-[1.04]" : ""}`}
          />
        </div>
      ) : null}

      <div
        className={`flex flex-1 flex-col ${padded ? "p-7 md:p-9" : "pt-7"} ${
          split ? "justify-center lg:p-14 xl:p-16" : ""
        }`}
      >
        {icon ? (
          <span
            className={`mb-6 inline-flex size-12 items-center justify-center rounded-full ring-1 ${
              dark ? "text-gold-light ring-gold/40" : "text-bronze ring-gold/50"
            } ${image && padded && !split ? `relative -mt-[3.25rem] md:-mt-[3.75rem] ${dark ? "bg-navy" : "bg-white"}` : ""}`}
          >
            <Icon name={icon} className="size-6" />
          </span>
        ) : null}
        {eyebrow ? <p className={`mb-3 eyebrow ${dark ? "text-gold-light" : "text-bronze"}`}>{eyebrow}</p> : null}
        <Heading
          className={`font-display text-[1.75rem] leading-tight ${split ? "md:text-4xl" : ""} ${
            dark ? "text-white" : "text-navy"
          }`}
        >
          {href ? (
            <Link
              href={normalisePath(href)}
              className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-[-4px] focus-visible:after:outline-bronze"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {subtitle ? (
          <p className={`mt-3 font-display text-xl leading-snug italic ${dark ? "text-gold-light" : "text-bronze"}`}>
            {subtitle}
          </p>
        ) : null}
        {description ? (
          <p className={`mt-4 leading-relaxed ${split ? "text-lede" : ""} ${dark ? "text-white/75" : "text-muted"}`}>
            {description}
          </p>
        ) : null}
        {features && features.length > 0 ? (
          <ul
            className={`mt-6 space-y-2.5 border-t pt-6 text-sm leading-relaxed ${
              dark ? "border-white/12 text-white/80" : "border-line text-ink/80"
            }`}
          >
            {features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <span aria-hidden="true" className="mt-[0.7em] h-px w-3 shrink-0 bg-gold" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {href && linkLabel ? (
          <p
            aria-hidden="true"
            className={`mt-auto inline-flex items-center gap-2 pt-8 text-sm font-semibold tracking-wide ${
              dark ? "text-gold-light" : "text-bronze"
            }`}
          >
            {linkLabel}
            <ArrowRight className="size-4 transition-transform duration-300 ease-luxe group-hover:translate-x-1" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
