import { HeaderScrim } from "@/components/layout/header-scrim";
import { ButtonLink } from "@/components/ui/button-link";
import { photoImageProps, RemoteImage } from "@/components/ui/remote-image";
import { HERO_ID, HERO_SLIDES_ID } from "@/lib/carousel";
import { fallbackImageFor } from "@/lib/images";
import type { HeroCtas } from "@/lib/content/page-schemas";
import type { HeroSlide } from "@/lib/content/schemas";
import { HeroControls, type LaterPhoto } from "./hero-controls";

type HeroCarouselProps = {
  slides: readonly HeroSlide[];
  ctas: HeroCtas;
  /** Names the carousel for screen readers. */
  label?: string;
};

const PHOTO_SIZES = "100vw";

// Each layer's look follows its data-state, which the controls set. The photo of the incoming slide fades in
// over the outgoing one, which stays put underneath until the fade is over: a true cross-fade, with no dip to
// the background colour halfway through. The fades are motion-safe only: as variants, they would otherwise
// outrank motion-reduce:transition-none.
const IMAGE_LAYER = [
  "absolute inset-0 motion-reduce:transition-none",
  "data-[state=active]:visible data-[state=active]:z-20 data-[state=active]:opacity-100",
  "data-[state=active]:motion-safe:transition-opacity data-[state=active]:motion-safe:duration-[1500ms] data-[state=active]:motion-safe:ease-in-out",
  "data-[state=leaving]:visible data-[state=leaving]:z-10 data-[state=leaving]:opacity-100",
  "data-[state=hidden]:invisible data-[state=hidden]:z-0 data-[state=hidden]:opacity-0",
].join(" ");

// Words must not overlap while they fade: the old ones leave in the first third, the new ones arrive in
// the remaining two, so the change still takes 1.5 s in all.
const TEXT_LAYER = [
  "self-end [grid-area:1/1] motion-reduce:transition-none",
  "data-[state=active]:visible data-[state=active]:opacity-100 data-[state=active]:motion-safe:transition-opacity",
  "data-[state=active]:motion-safe:delay-500 data-[state=active]:motion-safe:duration-1000 data-[state=active]:motion-safe:ease-out",
  "data-[state=leaving]:visible data-[state=leaving]:opacity-0 data-[state=leaving]:motion-safe:transition-opacity",
  "data-[state=leaving]:motion-safe:duration-500 data-[state=leaving]:motion-safe:ease-in",
  "data-[state=hidden]:invisible data-[state=hidden]:opacity-0",
].join(" ");

/** What the controls need to put a later slide's photo in place once the page has loaded. */
function laterPhoto(slide: HeroSlide, fallback: string): LaterPhoto {
  const { img, avifSrcSet } = photoImageProps({
    src: slide.image.src,
    alt: slide.image.alt,
    fill: true,
    sizes: PHOTO_SIZES,
  });
  return {
    src: img.src,
    srcSet: img.srcSet,
    avifSrcSet,
    sizes: img.sizes,
    style: img.style,
    alt: slide.image.alt,
    fallback,
  };
}

/**
 * The home page's full-screen hero: three slides that cross-fade every 8 s. Everything here is rendered on
 * the server, so the first slide and its preloaded photo paint before any JavaScript runs and none of
 * this markup ships as component code. The small client island, <HeroControls />, holds the state: it
 * renders the buttons and moves the slides by their data-state. Hovering, focusing inside or pressing
 * pause holds it still; a visitor who prefers reduced motion gets no auto-advance and no fades, but can
 * still step through or press play.
 */
export function HeroCarousel({ slides, ctas, label = "Featured journeys" }: HeroCarouselProps) {
  const fallback = fallbackImageFor();
  return (
    <section
      id={HERO_ID}
      aria-roledescription="carousel"
      aria-label={label}
      data-hero-carousel=""
      data-playing="true"
      className="relative isolate flex min-h-svh flex-col justify-end overflow-hidden bg-navy-deep text-white"
    >
      {/*
        The photos stop where the consultation banner rests on first paint, and fade into that band. So the
        banner covers nothing of the slide, and the photo, no longer the exact size of the viewport, counts
        as the page's largest paint (Chrome ignores viewport-sized images as likely backgrounds).
      */}
      <div className="absolute inset-x-0 top-0 bottom-24 isolate -z-20 md:bottom-32">
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            data-hero-image=""
            data-state={slideIndex === 0 ? "active" : "hidden"}
            aria-hidden={slideIndex === 0 ? undefined : true}
            className={IMAGE_LAYER}
          >
            {slideIndex === 0 ? (
              <RemoteImage
                src={slide.image.src}
                fallback={fallback}
                alt={slide.image.alt}
                fill
                preload
                sizes={PHOTO_SIZES}
                className="object-cover"
              />
            ) : null}
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 bottom-24 -z-10 bg-linear-to-t from-navy-deep via-navy-deep/45 to-navy-deep/40 md:bottom-32"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-navy-deep/60 via-navy-deep/10 to-transparent"
      />
      <HeaderScrim />

      {/* Bottom padding keeps every control clear of the band where the consultation banner rests. */}
      <div className="container-luxe pt-32 pb-36 md:pb-40">
        <div id={HERO_SLIDES_ID} aria-live="off" className="grid max-w-3xl">
          {slides.map((slide, slideIndex) => {
            // The page's one h1 is the headline on screen; the others are plain text until their turn
            // (the controls swap the element as the slide changes).
            const Title = slideIndex === 0 ? "h1" : "p";
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${slides.length}`}
                aria-hidden={slideIndex === 0 ? undefined : true}
                data-hero-slide=""
                data-state={slideIndex === 0 ? "active" : "hidden"}
                className={TEXT_LAYER}
              >
                <p className="inline-flex items-center gap-3 rounded-full border border-gold/50 bg-navy-deep/35 px-4 py-2 text-gold-light backdrop-blur-sm">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold" />
                  <span className="eyebrow">{slide.accent}</span>
                </p>
                <Title
                  data-hero-title=""
                  className="mt-7 font-display text-display font-medium tracking-tight text-balance text-white"
                >
                  {slide.title}
                </Title>
                <p className="mt-6 max-w-2xl text-lede text-white/85">{slide.subtitle}</p>
              </div>
            );
          })}
        </div>

        <div className="mt-10 flex flex-col gap-10 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-wrap gap-3 sm:gap-4">
            <ButtonLink href={ctas.contact.href}>
              <span className="hidden sm:inline">{ctas.contact.label}</span>
              <span className="sm:hidden">{ctas.contact.shortLabel}</span>
            </ButtonLink>
            <ButtonLink href={ctas.experiences.href} variant="light">
              {ctas.experiences.label}
            </ButtonLink>
          </div>
          <HeroControls
            titles={slides.map((slide) => slide.title)}
            later={slides.map((slide, slideIndex) => (slideIndex === 0 ? null : laterPhoto(slide, fallback)))}
          />
        </div>
      </div>
    </section>
  );
}
