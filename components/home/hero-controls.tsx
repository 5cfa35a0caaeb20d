"use client";

import { useEffect, useLayoutEffect, useState, type CSSProperties } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/icons/glyphs";
import {
  HERO_FADE_MS,
  HERO_ID,
  HERO_INTERVAL_MS,
  HERO_SLIDES_ID,
  nextIndex,
  prevIndex,
  shouldAutoAdvance,
  wrapIndex,
} from "@/lib/carousel";
import { usePrefersReducedMotion } from "@/lib/hooks";
import styles from "./hero-carousel.module.css";

/** A later slide's photo, put in place once the page has loaded (the first one is in the HTML). */
export type LaterPhoto = {
  src: string;
  srcSet?: string;
  /** A self-hosted photo's AVIF copies, for a <source> in front of the <img>. */
  avifSrcSet?: string;
  sizes?: string;
  /** next/image's fill style. */
  style?: CSSProperties;
  alt: string;
  fallback: string;
};

type HeroControlsProps = {
  titles: readonly string[];
  /** One entry per slide: null for the first, whose photo is already in the HTML. */
  later: readonly (LaterPhoto | null)[];
};

type LayerState = "active" | "leaving" | "hidden";

const CONTROL =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-white/45 text-white backdrop-blur-sm transition-colors duration-300 hover:border-white hover:bg-white hover:text-navy";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** Sets a layer's state and hides it from assistive technology unless it is the slide on screen. */
function setLayer(layer: Element, state: LayerState) {
  layer.setAttribute("data-state", state);
  if (state === "active") layer.removeAttribute("aria-hidden");
  else layer.setAttribute("aria-hidden", "true");
}

/** The page's one h1 is the headline on screen: the element is swapped, words and attributes kept. */
function setTitleLevel(title: Element, tag: "h1" | "p") {
  if (title.tagName.toLowerCase() === tag) return;
  const swapped = document.createElement(tag);
  for (const { name, value } of title.attributes) swapped.setAttribute(name, value);
  swapped.append(...title.childNodes);
  title.replaceWith(swapped);
}

function photoElement(photo: LaterPhoto): HTMLElement {
  const img = document.createElement("img");
  img.alt = photo.alt;
  img.setAttribute("loading", "lazy");
  img.setAttribute("decoding", "async");
  img.setAttribute("fetchpriority", "low");
  img.dataset.fallback = photo.fallback;
  img.className = "object-cover";
  Object.assign(img.style, photo.style);
  if (photo.sizes) img.sizes = photo.sizes;
  if (photo.srcSet) img.srcset = photo.srcSet;
  img.src = photo.src;
  if (!photo.avifSrcSet) return img;
  const picture = document.createElement("picture");
  const source = document.createElement("source");
  source.type = "image/avif";
  source.srcset = photo.avifSrcSet;
  if (photo.sizes) source.sizes = photo.sizes;
  picture.append(source, img);
  return picture;
}

/**
 * The hero's client island: the counter, the arrows, the dots and play/pause, and the state behind them.
 * The slides themselves are server-rendered; this moves them by setting each layer's data-state (CSS does
 * the fading) and swaps which title is the h1.
 */
export function HeroControls({ titles, later }: HeroControlsProps) {
  const count = titles.length;
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = playChoice ?? !reduced;
  const autoPlaying = shouldAutoAdvance({ playing, hovered, focused });

  const show = (target: number) => {
    const next = wrapIndex(target, count);
    if (next === index) return;
    setPrevious(reduced ? null : index);
    setIndex(next);
  };

  // A mouse over the hero or keyboard focus inside it holds the slideshow still. A finger's tap leaves
  // no hover behind, so touch is ignored.
  useEffect(() => {
    const root = document.getElementById(HERO_ID);
    if (!root) return;
    const enter = (event: PointerEvent) => event.pointerType === "mouse" && setHovered(true);
    const leave = (event: PointerEvent) => event.pointerType === "mouse" && setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener("pointerenter", enter);
    root.addEventListener("pointerleave", leave);
    root.addEventListener("focusin", focusIn);
    root.addEventListener("focusout", focusOut);
    return () => {
      root.removeEventListener("pointerenter", enter);
      root.removeEventListener("pointerleave", leave);
      root.removeEventListener("focusin", focusIn);
      root.removeEventListener("focusout", focusOut);
    };
  }, []);

  // The slides follow the state before the browser paints, so the buttons and the slide never disagree.
  useLayoutEffect(() => {
    const root = document.getElementById(HERO_ID);
    if (!root) return;
    const stateOf = (slide: number): LayerState =>
      slide === index ? "active" : slide === previous ? "leaving" : "hidden";
    root.querySelectorAll("[data-hero-image]").forEach((layer, slide) => setLayer(layer, stateOf(slide)));
    root.querySelectorAll("[data-hero-slide]").forEach((layer, slide) => {
      setLayer(layer, stateOf(slide));
      const title = layer.querySelector("[data-hero-title]");
      if (title) setTitleLevel(title, slide === index ? "h1" : "p");
    });
  }, [index, previous]);

  useLayoutEffect(() => {
    const root = document.getElementById(HERO_ID);
    root?.setAttribute("data-playing", autoPlaying ? "true" : "false");
    document.getElementById(HERO_SLIDES_ID)?.setAttribute("aria-live", autoPlaying ? "off" : "polite");
  }, [autoPlaying]);

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
    const place = () => {
      const layers = document.getElementById(HERO_ID)?.querySelectorAll("[data-hero-image]") ?? [];
      layers.forEach((layer, slide) => {
        const photo = later[slide];
        if (photo && !layer.querySelector("img")) layer.append(photoElement(photo));
      });
    };
    if (document.readyState === "complete") place();
    else window.addEventListener("load", place, { once: true });
    return () => window.removeEventListener("load", place);
  }, [later]);

  return (
    <div className="flex items-center gap-3">
      <p aria-hidden="true" className="mr-2 hidden font-display text-xl tabular-nums lg:block">
        {twoDigits(index + 1)}
        <span className="text-white/50"> / {twoDigits(count)}</span>
      </p>
      <button
        type="button"
        aria-controls={HERO_SLIDES_ID}
        aria-label="Previous slide"
        onClick={() => show(prevIndex(index, count))}
        className={CONTROL}
      >
        <ChevronLeft className="h-5 w-5" />
      </button>
      <ul className="flex items-center">
        {titles.map((title, slide) => (
          <li key={slide}>
            <button
              type="button"
              aria-controls={HERO_SLIDES_ID}
              aria-label={`Slide ${slide + 1}: ${title}`}
              aria-current={slide === index ? "true" : undefined}
              onClick={() => show(slide)}
              className="group flex h-11 w-10 items-center px-1.5 sm:w-12"
            >
              <span className="relative block h-0.5 w-full overflow-hidden rounded-full bg-white/35 transition-colors group-hover:bg-white/70">
                {slide === index ? (
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
        aria-controls={HERO_SLIDES_ID}
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
  );
}
