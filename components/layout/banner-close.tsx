"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { Close } from "@/components/icons/glyphs";

// Closing the banner lasts for the rest of the page's life: a module variable survives client-side
// navigation (the banner stays closed on returning to the page) but not a reload.
let closedThisPageLife = false;

/** Room the banner needs at the bottom of the viewport, kept clear when the browser scrolls to focus. */
const SCROLL_PADDING = "7rem";

/**
 * The consultation banner's client island: its close button. While the banner floats, the page keeps
 * focused elements clear of it; closing hides the server-rendered banner for the rest of the page's life.
 */
export function BannerClose({ label }: { label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(() => !closedThisPageLife);

  // Before paint, so a banner closed earlier never flashes on returning to the page.
  useLayoutEffect(() => {
    const banner = ref.current?.closest<HTMLElement>("[data-consultation-banner]");
    if (!banner) return;
    banner.hidden = !open;
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = SCROLL_PADDING;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [open]);

  const close = () => {
    closedThisPageLife = true;
    setOpen(false);
    // The focused close button disappears: carry on from the main content rather than the top of the page.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={close}
      className="group absolute -top-3 -right-2 flex h-11 w-11 items-center justify-center md:static md:shrink-0"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-navy-deep text-white ring-1 ring-gold/50 transition-colors group-hover:bg-white group-hover:text-navy md:h-10 md:w-10 md:bg-transparent md:ring-white/30">
        <Close className="h-4 w-4" />
      </span>
    </button>
  );
}
