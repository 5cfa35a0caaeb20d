"use client";

import dynamic from "next/dynamic";

// Loaded after hydration: nothing raises a notice before the visitor has done something.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** The fixed header's height (h-20) plus a gap: notices appear just below it. */
const BELOW_HEADER = 80 + 16;

/**
 * The one place notices appear (sonner), in the house style. Mount it once, on the pages whose widgets
 * raise notices, rather than in the root layout: pages without forms then load none of it. Its region is
 * a polite live region, so screen readers announce each notice. Raise notices with notify() (lib/notify.ts).
 *
 * Notices sit at the top, under the header, not at the bottom corner, where they used to cover the
 * controls that appear beside what was just done (the booking confirmation's "Add to calendar").
 * Whatever a widget reveals in response keeps clear of this band (see ConsultationBooking).
 */
export function Notices() {
  return (
    <Toaster
      position="top-right"
      closeButton
      duration={6000}
      containerAriaLabel="Notifications"
      offset={{ top: BELOW_HEADER, right: 24 }}
      mobileOffset={{ top: BELOW_HEADER, left: 16, right: 16 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "group flex w-full items-start gap-3 rounded-2xl border border-white/10 bg-navy p-5 pr-12 text-ivory shadow-card sm:w-[var(--width)]",
          title: "font-display text-xl font-medium leading-snug text-white",
          description: "mt-1 text-sm leading-relaxed text-ivory/85",
          icon: "mt-1 text-gold-light",
          error: "[&_[data-icon]]:text-terracotta",
          closeButton:
            "absolute top-3 right-3 grid size-7 place-items-center rounded-full border border-white/20 bg-navy-deep text-ivory transition-colors hover:bg-ocean",
        },
      }}
    />
  );
}
