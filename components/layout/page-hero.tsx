import type { ReactNode } from "react";
import { HeaderScrim } from "@/components/layout/header-scrim";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";
import type { ContentImage } from "@/lib/content/schemas";

const SIZES = {
  full: "min-h-svh pt-32 pb-24 md:pb-28",
  large: "min-h-[78svh] pt-36 pb-20 md:pb-24",
  compact: "pt-40 pb-16 md:pt-48 md:pb-20",
} as const;

export type PageHeroProps = {
  title: ReactNode;
  eyebrow?: string;
  subtitle?: ReactNode;
  /** A content photo; without one the hero shows the project's own art. */
  image?: ContentImage;
  /** Picks the fallback art for the photo. */
  region?: string;
  size?: keyof typeof SIZES;
  /** Calls to action under the subtitle. */
  children?: ReactNode;
};

/**
 * The one hero every page uses: dark imagery under white type, so the transparent header reads on it.
 * Its navy ground is there from the first paint, before the photo or without it. Its image is the page's
 * largest paint, so it is preloaded.
 */
export function PageHero({ title, eyebrow, subtitle, image, region, size = "large", children }: PageHeroProps) {
  const fallback = fallbackImageFor(region);
  return (
    <section className={`relative isolate flex items-end overflow-hidden bg-navy text-white ${SIZES[size]}`}>
      <RemoteImage
        src={image?.src ?? fallback}
        fallback={fallback}
        alt={image?.alt ?? ""}
        fill
        preload
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-navy-deep/90 via-navy-deep/45 to-navy-deep/35"
      />
      <HeaderScrim />
      <div className="container-luxe">
        <div className="max-w-3xl">
          {eyebrow ? <p className="mb-5 eyebrow text-gold-light">{eyebrow}</p> : null}
          <h1 className="text-display text-white">{title}</h1>
          {subtitle ? <p className="mt-6 max-w-2xl text-lede text-white/85">{subtitle}</p> : null}
          {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
