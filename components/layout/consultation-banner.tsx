"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useState } from "react";
import { Close } from "@/components/icons/glyphs";
import { normalisePath } from "@/lib/paths";

type ConsultationBannerProps = {
  heading: string;
  text: string;
  button: { label: string; href: string };
  closeLabel: string;
};

// Closing the banner lasts for the rest of the page's life: a module variable survives client-side
// navigation (the banner stays closed on returning to the page) but not a reload.
let closedThisPageLife = false;

/** Room the banner needs at the bottom of the viewport, kept clear when the browser scrolls to focus. */
const SCROLL_PADDING = "7rem";

/**
 * A floating invitation pinned to the bottom of the viewport. It is in the served HTML (no layout shift
 * when scripts run) and takes no room in the flow: the wrapper pulls itself up by its own height, so it
 * comes to rest over the bottom padding of the section above it (the closing call to action), never over
 * the footer, and closing it moves nothing. While it floats, the page keeps focused elements clear of it.
 */
export function ConsultationBanner({ heading, text, button, closeLabel }: ConsultationBannerProps) {
  const [open, setOpen] = useState(() => !closedThisPageLife);
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = SCROLL_PADDING;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [open]);

  if (!open) return null;

  const close = () => {
    closedThisPageLife = true;
    setOpen(false);
    // The focused close button disappears: carry on from the main content rather than the top of the page.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div
      data-consultation-banner=""
      className="pointer-events-none sticky bottom-0 z-40 -mt-24 flex h-24 items-end px-3 pb-2 md:-mt-32 md:h-32 md:px-6 md:pb-5"
    >
      <section
        aria-labelledby={headingId}
        className="pointer-events-auto relative mx-auto flex w-full max-w-4xl items-center gap-3 rounded-2xl bg-navy-deep/95 py-3 pr-3 pl-5 text-white shadow-card ring-1 ring-gold/35 backdrop-blur-md md:gap-6 md:rounded-full md:py-3 md:pl-8"
      >
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="font-display text-[1.1rem] leading-[1.15] text-white sm:text-[1.25rem] md:text-2xl"
          >
            {heading}
          </h2>
          <p className="mt-0.5 hidden text-sm text-white/70 lg:block">{text}</p>
        </div>
        <Link
          href={normalisePath(button.href)}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-gold px-4 text-[0.8125rem] font-semibold tracking-wide text-navy-deep transition-colors duration-300 hover:bg-gold-light md:px-6 md:text-sm"
        >
          {button.label}
        </Link>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={close}
          className="group absolute -top-3 -right-2 flex h-11 w-11 items-center justify-center md:static md:shrink-0"
        >
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-navy-deep text-white ring-1 ring-gold/50 transition-colors group-hover:bg-white group-hover:text-navy md:h-10 md:w-10 md:bg-transparent md:ring-white/30">
            <Close className="h-4 w-4" />
          </span>
        </button>
      </section>
    </div>
  );
}
