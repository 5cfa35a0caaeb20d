"use client";

import { Heart } from "@/components/icons/glyphs";
import { useShortlist } from "@/components/shortlist/use-shortlist";
import { shortlist, SHORTLIST_MAX } from "@/lib/shortlist";

const LOOKS = {
  /** A small pill on a card's photo. */
  photo:
    "min-h-10 gap-1.5 bg-white/95 px-3.5 text-[0.8125rem] text-navy shadow-card ring-1 ring-navy/10 hover:bg-white aria-pressed:bg-navy aria-pressed:text-ivory aria-pressed:ring-navy",
  /** Beside a page hero's call to action, on dark imagery. */
  hero: "min-h-12 gap-2 border border-white/70 px-7 text-sm text-white hover:bg-white hover:text-navy aria-pressed:border-gold aria-pressed:bg-gold aria-pressed:text-navy-deep",
} as const;

type SaveButtonProps = {
  slug: string;
  /** The item's name, for the button's accessible name ("Save Kyoto to your shortlist"). */
  name: string;
  look?: keyof typeof LOOKS;
  className?: string;
};

/**
 * Adds an itinerary or destination guide to the visitor's shortlist, or takes it off: a toggle button whose
 * pressed state, filled heart and "Saved" say whether it is on the list. It needs a script, so without one
 * it steps aside (data-needs-js). A full list saves nothing more until one is removed.
 */
export function SaveButton({ slug, name, look = "photo", className = "" }: SaveButtonProps) {
  const list = useShortlist();
  const saved = list.includes(slug);
  const full = !saved && list.length >= SHORTLIST_MAX;
  return (
    <button
      type="button"
      data-needs-js=""
      data-save={slug}
      aria-pressed={saved}
      aria-disabled={full || undefined}
      aria-label={
        full ? `Save ${name}: your shortlist is full, remove an idea to make room` : `Save ${name} to your shortlist`
      }
      onClick={() => (saved ? shortlist.remove(slug) : shortlist.save(slug))}
      className={`inline-flex items-center justify-center rounded-full font-semibold tracking-wide transition-colors duration-300 ease-luxe aria-disabled:cursor-not-allowed aria-disabled:opacity-70 ${LOOKS[look]} ${className}`}
    >
      <Heart className={`size-4 ${saved ? "fill-current" : ""}`} />
      <span aria-hidden="true">{saved ? "Saved" : full ? "List full" : "Save"}</span>
    </button>
  );
}
