"use client";

import { useRef, useState, useSyncExternalStore, type PointerEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "@/components/icons/glyphs";
import {
  TESTIMONIAL_MIN_VISIBLE,
  clampIndex,
  isItemVisible,
  nextIndex,
  positionCount,
  prevIndex,
  swipeDirection,
  visibleCountForWidth,
} from "@/lib/carousel";

/** One slide: a card rendered on the server, passed in as it is (its code never ships to the browser). */
type CarouselSlide = { key: string; content: ReactNode };

type TestimonialCarouselProps = {
  slides: readonly CarouselSlide[];
  label?: string;
  /** Shown beside the arrows (a link to every testimonial, say). */
  children?: ReactNode;
};

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** Cards on screen at the current width. CSS sizes the cards; this only decides how far a step goes. */
function useVisibleCount(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => visibleCountForWidth(window.innerWidth),
    () => TESTIMONIAL_MIN_VISIBLE,
  );
}

const ARROW =
  "h-12 w-12 items-center justify-center rounded-full border border-navy/25 text-navy transition-colors duration-300 hover:border-navy hover:bg-navy hover:text-ivory";

/**
 * Client testimonials, one card on phones, two from 768 px and three from 1024 px. It moves one card at a
 * time and wraps at both ends; arrows from the medium breakpoint, dots and swipe on phones. Cards off
 * screen are inert, so keyboard and screen-reader users only meet what is shown. The cards come in
 * server-rendered; this island only moves the track.
 */
export function TestimonialCarousel({ slides, label = "Client testimonials", children }: TestimonialCarouselProps) {
  const count = slides.length;
  const visible = useVisibleCount();
  const [requested, setRequested] = useState(0);
  const start = clampIndex(requested, count, visible);
  const positions = positionCount(count, visible);
  const touch = useRef<{ id: number; x: number; y: number } | null>(null);

  const go = (direction: "next" | "prev") =>
    setRequested(direction === "next" ? nextIndex(start, count, visible) : prevIndex(start, count, visible));

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return;
    touch.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const begun = touch.current;
    touch.current = null;
    if (!begun || begun.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - begun.x, event.clientY - begun.y);
    if (direction) go(direction);
  };

  const last = Math.min(start + visible, count);
  const status =
    visible === 1
      ? `Showing testimonial ${start + 1} of ${count}`
      : `Showing testimonials ${start + 1} to ${last} of ${count}`;

  return (
    <section aria-roledescription="carousel" aria-label={label} data-testimonial-carousel="">
      <div
        data-swipe-area=""
        className="-mx-3 touch-pan-y overflow-x-clip [clip-path:inset(-4rem_0.25rem)]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          touch.current = null;
        }}
      >
        {/* A CSS transform transition: composited, interruptible, and off under reduced motion. */}
        <div
          id="testimonial-track"
          className="flex transition-transform duration-700 ease-luxe motion-reduce:transition-none"
          style={{ transform: `translateX(${(-start * 100) / visible}%)` }}
        >
          {slides.map((slide, itemIndex) => {
            const shown = isItemVisible(itemIndex, start, visible);
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${count}`}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                data-visible={shown ? "true" : "false"}
                className="shrink-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {status}
      </p>

      <div className="mt-10 flex flex-col-reverse items-center gap-8 md:flex-row md:justify-between">
        <div>{children}</div>
        <div className="flex items-center gap-4">
          <button
            type="button"
            aria-controls="testimonial-track"
            aria-label="Previous testimonial"
            onClick={() => go("prev")}
            className={`${ARROW} hidden md:inline-flex`}
          >
            <ChevronLeft className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-controls="testimonial-track"
            aria-label="Next testimonial"
            onClick={() => go("next")}
            className={`${ARROW} hidden md:inline-flex`}
          >
            <ChevronRight className="h-5 w-5" />
          </button>
          <ul className="flex flex-wrap justify-center md:hidden">
            {Array.from({ length: positions }, (_, position) => (
              <li key={position}>
                <button
                  type="button"
                  aria-controls="testimonial-track"
                  aria-label={`Show testimonial ${position + 1} of ${positions}`}
                  aria-current={position === start ? "true" : undefined}
                  onClick={() => setRequested(position)}
                  className="flex h-11 w-9 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all duration-300 ${
                      position === start ? "w-6 bg-bronze" : "w-2 bg-navy/25"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
