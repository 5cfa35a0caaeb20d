"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { normalisePath } from "@/lib/seo/paths";
import { usePrefersReducedMotion } from "@/lib/hooks";

let motion: Promise<typeof import("framer-motion/dom/mini")> | undefined;
/** framer-motion's mini `animate` (Web Animations, a few kB), fetched once and shared. */
const loadMotion = () => (motion ??= import("framer-motion/dom/mini"));

const ENTER = { duration: 0.32, ease: "easeOut" } as const;
const LEAVE = { duration: 0.24, ease: "easeIn" } as const;

export type MenuLink = { href: string; label: string; mobileLabel?: string };

type MobileMenuProps = {
  id: string;
  open: boolean;
  pathname: string;
  links: readonly MenuLink[];
  cta: { href: string; label: string };
  contact: { phone: { display: string; href: string }; email: string };
};

/**
 * The menu below the large breakpoint. It slides in when opened and out when closed (Web Animations through
 * framer-motion's mini `animate`, loaded after hydration), and is simply shown and hidden under reduced motion. It stays
 * `hidden` until it opens, so it is neither seen nor read before then, nor without JavaScript, and is inert
 * while it slides away. Escape, and keeping the rest of the page out of reach, live in the header around it.
 */
export function MobileMenu({ id, open, pathname, links, cta, contact }: MobileMenuProps) {
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  // The animation code arrives once the page is idle after hydration, so it is not first-load JavaScript.
  useEffect(() => {
    const load = () => void loadMotion().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const idle = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open) {
      panel.hidden = false;
      firstLinkRef.current?.focus();
    }
    // Browsers without Web Animations, and visitors who asked for less motion, get the menu at once.
    if (reducedMotion || typeof panel.animate !== "function") {
      panel.hidden = !open;
      return;
    }
    if (open) {
      // Transparent until the entrance takes over (at once, unless the code is still on its way).
      panel.style.opacity = "0";
      void loadMotion()
        .then(({ animate }) => {
          animate(panel, { opacity: [0, 1], transform: ["translateY(-0.75rem)", "none"] }, ENTER);
        })
        .catch(() => undefined)
        .finally(() => panel.style.removeProperty("opacity"));
    } else if (!panel.hidden) {
      // Hidden once it has slid away, unless it was opened again meanwhile (then it is no longer inert).
      void loadMotion()
        .then(({ animate }) => animate(panel, { opacity: 0, transform: "translateY(-0.75rem)" }, LEAVE))
        .catch(() => undefined)
        .finally(() => {
          if (panel.inert) panel.hidden = true;
        });
    }
  }, [open, reducedMotion]);

  const items = [{ href: "/", label: "Home" }, ...links];

  return (
    <div
      ref={panelRef}
      id={id}
      hidden
      inert={!open}
      className="fixed inset-x-0 top-20 bottom-0 overflow-y-auto border-t border-line bg-ivory text-navy lg:hidden"
    >
      <nav aria-label="Mobile" className="container-luxe flex min-h-full flex-col py-8">
        <ul className="divide-y divide-line">
          {items.map((link, index) => {
            const current = normalisePath(link.href) === pathname;
            return (
              <li key={link.href}>
                <Link
                  ref={index === 0 ? firstLinkRef : undefined}
                  href={normalisePath(link.href)}
                  aria-current={current ? "page" : undefined}
                  className={[
                    "flex items-center justify-between py-4 font-display text-[1.75rem] leading-tight transition-colors",
                    current ? "text-bronze" : "text-navy hover:text-bronze",
                  ].join(" ")}
                >
                  {"mobileLabel" in link && link.mobileLabel ? link.mobileLabel : link.label}
                  {current ? <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-bronze" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <Link
          href={normalisePath(cta.href)}
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-navy px-7 py-3 text-sm font-semibold tracking-wide text-ivory transition-colors hover:bg-ocean"
        >
          {cta.label}
        </Link>
        <div className="mt-auto pt-10 text-sm text-muted">
          <p className="eyebrow text-bronze">Speak to us</p>
          <p className="mt-3">
            <a href={contact.phone.href} className="text-navy underline-offset-4 hover:underline">
              {contact.phone.display}
            </a>
          </p>
          <p className="mt-1">
            <a href={`mailto:${contact.email}`} className="text-navy underline-offset-4 hover:underline">
              {contact.email}
            </a>
          </p>
        </div>
      </nav>
    </div>
  );
}
