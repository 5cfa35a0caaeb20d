"use client";

import { Heart } from "@/components/icons/glyphs";
import { useShortlist } from "@/components/shortlist/use-shortlist";
import { Link } from "@/components/ui/link";
import { SHORTLIST_PAGE } from "@/lib/shortlist/rules";

/**
 * The header's way to the shortlist, with its count, shown once something is saved. Its place is kept from
 * the first paint on wide screens (invisible while the list is empty), so the navigation beside it never
 * moves; on phones it takes space only when it shows, at the left of the right-aligned controls, which
 * stay where they are.
 */
export function ShortlistLink({ current }: { current: boolean }) {
  const count = useShortlist().length;
  return (
    <Link
      href={SHORTLIST_PAGE}
      data-needs-js=""
      data-shortlist-link={count}
      aria-current={current ? "page" : undefined}
      className={`relative size-11 items-center justify-center rounded-full transition-colors hover:bg-current/10 ${
        count > 0 ? "inline-flex" : "hidden lg:invisible lg:inline-flex"
      }`}
    >
      <Heart className="size-5" />
      <span
        aria-hidden="true"
        className="absolute top-1 right-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-gold px-1 text-[0.6875rem] leading-none font-bold text-navy-deep"
      >
        {count}
      </span>
      <span className="sr-only">{`Your shortlist, ${count} saved`}</span>
    </Link>
  );
}
