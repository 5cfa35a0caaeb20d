"use client";

import { Heart } from "@/components/icons/glyphs";
import { useShortlist } from "@/lib/hooks/use-shortlist";
import { Link } from "@/components/ui/link";
import { shortlist, SHORTLIST_MAX } from "@/lib/shortlist";
import { SHORTLIST_PAGE } from "@/lib/shortlist/rules";

/*
 * The shortlist's two controls on every page: the Save button and the header's link. They share one module,
 * so a page with cards loads no chunk of its own for them; their looks are CSS (app/globals.css,
 * .save-button and .shortlist-link), so the script stays a few hundred bytes. Both need a script, so
 * without one they step aside (data-needs-js).
 */

type SaveButtonProps = {
  slug: string;
  /** The item's name, for the button's accessible name ("Save Kyoto to your shortlist"). */
  name: string;
  /** "photo": a small pill on a card's photo; "hero": beside a page hero's call to action. */
  look?: "photo" | "hero";
  className?: string;
};

/**
 * Puts an itinerary or destination guide on the visitor's shortlist, or takes it off: a toggle button whose
 * pressed state, filled heart and "Saved" say whether it is there. A full list saves nothing more until
 * one is removed, and the button says so.
 */
export function SaveButton({ slug, name, look = "photo", className = "" }: SaveButtonProps) {
  const list = useShortlist();
  const saved = list.includes(slug);
  const full = !saved && list.length >= SHORTLIST_MAX;
  return (
    <button
      type="button"
      data-needs-js=""
      data-look={look}
      aria-pressed={saved}
      aria-disabled={full || undefined}
      aria-label={`Save ${name} ${full ? "(your shortlist is full: remove an idea first)" : "to your shortlist"}`}
      onClick={() => (saved ? shortlist.remove(slug) : shortlist.save(slug))}
      className={`save-button ${className}`}
    >
      <Heart />
      <span aria-hidden="true">{saved ? "Saved" : "Save"}</span>
    </button>
  );
}

/**
 * The header's way to the shortlist, with its count, shown once something is saved. On wide screens its
 * place is kept from the first paint (invisible while the list is empty), so the navigation beside it never
 * moves; on phones it takes room only when it shows, at the left of the right-aligned controls, which stay
 * where they are.
 */
export function ShortlistLink({ current }: { current: boolean }) {
  const count = useShortlist().length;
  return (
    <Link
      href={SHORTLIST_PAGE}
      data-needs-js=""
      data-shortlist-link={count}
      aria-current={current ? "page" : undefined}
      className="shortlist-link"
    >
      <Heart />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`Your shortlist, ${count} saved`}</span>
    </Link>
  );
}
