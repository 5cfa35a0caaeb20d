/*
 * Pure carousel logic, shared by the hero and the testimonial carousels and unit-tested on its own.
 * The React widgets only hold state and call these.
 */

/** Hero: auto-advance interval and cross-fade length (docs/requirements.md, "Carousels"). */
export const HERO_INTERVAL_MS = 8000;
export const HERO_FADE_MS = 1500;

/** The hero section's id and its slides' id: the server markup sets them, the client controls find them. */
export const HERO_ID = "hero";
export const HERO_SLIDES_ID = "hero-slides";

/** Testimonials: cards visible from each minimum width, widest first. */
const TESTIMONIAL_BREAKPOINTS = [
  { minWidth: 1024, visible: 3 },
  { minWidth: 768, visible: 2 },
] as const;

/** Below every breakpoint (phones) one card is shown. */
export const TESTIMONIAL_MIN_VISIBLE = 1;

/** A horizontal swipe shorter than this (px) is a tap or a wobble, not a swipe. */
const SWIPE_THRESHOLD_PX = 40;

/** Any integer index folded into 0 … count - 1, in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The number of distinct positions a carousel can stop at when it shows `visible` items at once and moves
 * by one: 8 testimonials, 3 visible → 6 positions (starting at 1–3 … 6–8).
 */
export function positionCount(count: number, visible = 1): number {
  return Math.max(1, count - Math.max(1, visible) + 1);
}

/** The next stopping position, wrapping from the last back to the first. */
export function nextIndex(index: number, count: number, visible = 1): number {
  return wrapIndex(index + 1, positionCount(count, visible));
}

/** The previous stopping position, wrapping from the first to the last. */
export function prevIndex(index: number, count: number, visible = 1): number {
  return wrapIndex(index - 1, positionCount(count, visible));
}

/** Keeps a position valid when the number of visible items grows (a phone turned to landscape). */
export function clampIndex(index: number, count: number, visible = 1): number {
  return Math.min(Math.max(0, index), positionCount(count, visible) - 1);
}

/** Cards visible at a viewport width: 1 below 768 px, 2 from 768 px, 3 from 1024 px. */
export function visibleCountForWidth(width: number): number {
  const match = TESTIMONIAL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth);
  return match ? match.visible : TESTIMONIAL_MIN_VISIBLE;
}

/** Whether the item at `itemIndex` is on screen when the carousel starts at `start`. */
export function isItemVisible(itemIndex: number, start: number, visible: number): boolean {
  return itemIndex >= start && itemIndex < start + visible;
}

/**
 * Reads a finished touch gesture: a mostly horizontal movement past the threshold is a swipe. Swiping
 * left (finger moving towards the left edge) shows the next item, as on every phone.
 */
export function swipeDirection(deltaX: number, deltaY: number, threshold = SWIPE_THRESHOLD_PX): "next" | "prev" | null {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? "next" : "prev";
}

/** The hero's auto-advance runs only while nothing asks it to hold still. */
export function shouldAutoAdvance(state: { playing: boolean; hovered: boolean; focused: boolean }): boolean {
  return state.playing && !state.hovered && !state.focused;
}
