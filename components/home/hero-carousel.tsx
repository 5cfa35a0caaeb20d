"use client";

import { useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/icons/glyphs";
import { ButtonLink } from "@/components/ui/button-link";
import { RemoteImage } from "@/components/ui/remote-image";
import { HERO_FADE_MS, HERO_INTERVAL_MS, nextIndex, prevIndex, shouldAutoAdvance, wrapIndex } from "@/lib/carousel";
import { fallbackImageFor } from "@/lib/images";
import type { HeroCtas } from "@/lib/page-schemas";
import type { HeroSlide } from "@/lib/schemas";
import { usePrefersReducedMotion } from "@/lib/use-media-query";
import styles from "./hero-carousel.module.css";

type HeroCarouselProps = {
  slides: readonly HeroSlide[];
  ctas: HeroCtas;
  /** Names the carousel for screen readers. */
  label?: string;
};

type LayerState = "active" | "leaving" | "hidden";

// The photo of the incoming slide fades in over the outgoing one, which stays put underneath until the
// fade is over: a true cross-fade, with no dip to the background colour halfway through.
const IMAGE_LAYER: Record<LayerState, string> = {
  active: "z-20 opacity-100 visible transition-opacity duration-[1500ms] ease-in-out",
  leaving: "z-10 opacity-100 visible",
  hidden: "z-0 opacity-0 invisible",
};

// Words must not overlap while they fade: the old ones leave in the first third, the new ones arrive
// in the remaining two, so the change still takes 1.5 s in all.
const TEXT_LAYER: Record<LayerState, string> = {
  active: "opacity-100 visible transition-opacity duration-1000 delay-500 ease-out",
  leaving: "opacity-0 visible transition-opacity duration-500 ease-in",
  hidden: "opacity-0 invisible",
};

const CONTROL =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-white/45 text-white backdrop-blur-sm transition-colors duration-300 hover:border-white hover:bg-white hover:text-navy";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * The home page's full-screen hero: three slides that cross-fade every 8 s. The first slide is in the
 * served HTML with its photo preloaded, so it paints before any JavaScript runs; this component then
 * takes over. Hovering, focusing inside or pressing pause holds it still; a visitor who prefers reduced
 * motion gets no auto-advance and no fades, but can still step through or press play.
 */
export function HeroCarousel({ slides, ctas, label = "Featured journeys" }: HeroCarouselProps) {
  const count = slides.length;
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const playing = playChoice ?? !reduced;
  const autoPlaying = shouldAutoAdvance({ playing, hovered, focused });

  const show = (target: number) => {
    const next = wrapIndex(target, count);
    if (next === index) return;
    setPrevious(reduced ? null : index);
    setIndex(next);
  };

  // One timer per slide: any change of slide, by hand or by the timer, starts the 8 s again.
  useEffect(() => {
    if (!autoPlaying || count < 2) return;
    const timer = window.setTimeout(() => {
      setPrevious(reduced ? null : index);
      setIndex(nextIndex(index, count));
    }, HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, autoPlaying, count, reduced]);

  // The outgoing slide is hidden once the cross-fade is over.
  useEffect(() => {
    if (previous === null) return;
    const timer = window.setTimeout(() => setPrevious(null), HERO_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [previous, index]);

  // The other photos wait until the page has loaded, so they never compete with the first one.
  useEffect(() => {
    const arm = () => setLoaded(true);
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
    return () => window.removeEventListener("load", arm);
  }, []);

  const stateOf = (slide: number): LayerState =>
    slide === index ? "active" : slide === previous ? "leaving" : "hidden";

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const fallback = fallbackImageFor();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-hero-carousel=""
      data-playing={autoPlaying ? "true" : "false"}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
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
            data-state={stateOf(slideIndex)}
            aria-hidden={slideIndex === index ? undefined : true}
            className={`absolute inset-0 motion-reduce:transition-none ${IMAGE_LAYER[stateOf(slideIndex)]}`}
          >
            {slideIndex === 0 || loaded ? (
              <RemoteImage
                src={slide.image.src}
                fallback={fallback}
                alt={slide.image.alt}
                fill
                preload={slideIndex === 0}
                fetchPriority={slideIndex === 0 ? "high" : "low"}
                sizes="100vw"
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

      {/* Bottom padding keeps every control clear of the band where the consultation banner rests. */}
      <div className="container-luxe pt-32 pb-36 md:pb-40">
        <div id="hero-slides" aria-live={autoPlaying ? "off" : "polite"} className="grid max-w-3xl">
          {slides.map((slide, slideIndex) => {
            const state = stateOf(slideIndex);
            // The page's one h1 is the headline on screen; the others are plain text until their turn.
            const Title = slideIndex === index ? "h1" : "p";
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}`}
                aria-hidden={slideIndex === index ? undefined : true}
                data-hero-slide=""
                data-state={state}
                className={`self-end [grid-area:1/1] motion-reduce:transition-none ${TEXT_LAYER[state]}`}
              >
                <p className="inline-flex items-center gap-3 rounded-full border border-gold/50 bg-navy-deep/35 px-4 py-2 text-gold-light backdrop-blur-sm">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold" />
                  <span className="eyebrow">{slide.accent}</span>
                </p>
                <Title className="mt-7 font-display text-display font-medium tracking-tight text-balance text-white">
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

          <div className="flex items-center gap-3">
            <p aria-hidden="true" className="mr-2 hidden font-display text-xl tabular-nums lg:block">
              {twoDigits(index + 1)}
              <span className="text-white/50"> / {twoDigits(count)}</span>
            </p>
            <button
              type="button"
              aria-controls="hero-slides"
              aria-label="Previous slide"
              onClick={() => show(prevIndex(index, count))}
              className={CONTROL}
            >
              <ChevronLeft className="h-5 w-5" />
            </button>
            <ul className="flex items-center">
              {slides.map((slide, slideIndex) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    aria-controls="hero-slides"
                    aria-label={`Slide ${slideIndex + 1}: ${slide.title}`}
                    aria-current={slideIndex === index ? "true" : undefined}
                    onClick={() => show(slideIndex)}
                    className="group flex h-11 w-10 items-center px-1.5 sm:w-12"
                  >
                    <span className="relative block h-0.5 w-full overflow-hidden rounded-full bg-white/35 transition-colors group-hover:bg-white/70">
                      {slideIndex === index ? (
                        autoPlaying ? (
                          <span
                            key={index}
                            data-hero-progress=""
                            className={`absolute inset-0 bg-gold ${styles.progress}`}
                            style={{ animationDuration: `${HERO_INTERVAL_MS}ms` }}
                          />
                        ) : (
                          <span className="absolute inset-0 bg-gold" />
                        )
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              aria-controls="hero-slides"
              aria-label="Next slide"
              onClick={() => show(nextIndex(index, count))}
              className={CONTROL}
            >
              <ChevronRight className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={playing ? "Pause slideshow" : "Play slideshow"}
              onClick={() => setPlayChoice(!playing)}
              className={`${CONTROL} ml-1`}
            >
              {playing ? <Pause className="h-4 w-4" /> : <Play className="h-4 w-4" />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
