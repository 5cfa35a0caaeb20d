"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Close, Menu } from "@/components/icons/glyphs";
import { normalisePath } from "@/lib/seo/paths";
import { MobileMenu, type MenuLink } from "@/components/layout/mobile-menu";
import { ShortlistLink } from "@/components/shortlist/shortlist-controls";
import { SHORTLIST_PAGE } from "@/lib/shortlist/rules";

/** The bar turns solid once the page has scrolled past this many pixels. */
export const SCROLL_THRESHOLD = 20;

type HeaderBarProps = {
  brand: string;
  links: readonly MenuLink[];
  cta: { href: string; desktopLabel: string; mobileLabel: string };
  contact: { phone: { display: string; href: string }; email: string };
  /** The search control, rendered on the server (components/search/search-link.tsx). */
  search?: ReactNode;
};

export function HeaderBar({ brand, links, cta, contact, search }: HeaderBarProps) {
  const pathname = normalisePath(usePathname() ?? "/");
  const [scrolled, setScrolled] = useState(false);
  // The menu is open only on the path it was opened on, so any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpenedOn(null);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // While the menu is open, everything but the header is inert: nothing behind the menu can be focused,
  // clicked or read, which the browser enforces. Escape closes it.
  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    const outside = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.contains(header) && !element.inert,
    );
    for (const element of outside) element.inert = true;
    return () => {
      for (const element of outside) element.inert = false;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (open && event.key === "Escape") {
      event.preventDefault();
      close(true);
    }
  };

  const solid = scrolled || open;

  return (
    <header
      ref={headerRef}
      onKeyDown={onKeyDown}
      data-site-header=""
      data-scrolled={scrolled ? "true" : "false"}
      className={[
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-500 ease-luxe",
        // No backdrop-filter while the menu is open: it would make the header the containing block of
        // the menu's fixed panel and clip it to the bar's height.
        open
          ? "bg-white text-navy shadow-header"
          : scrolled
            ? "bg-white/90 text-navy shadow-header backdrop-blur-md"
            : "bg-transparent text-white",
      ].join(" ")}
    >
      <div className="container-luxe flex h-20 items-center justify-between gap-6">
        <Link
          href="/"
          aria-current={pathname === "/" ? "page" : undefined}
          className="group flex items-baseline gap-2 font-display text-2xl leading-none font-medium tracking-wide md:text-[1.7rem]"
        >
          <span>{brand}</span>
          <span className="sr-only">Home</span>
          <span
            aria-hidden="true"
            className={`h-1.5 w-1.5 rounded-full transition-colors ${solid ? "bg-bronze" : "bg-gold"}`}
          />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-9">
            {links.map((link) => {
              const current = normalisePath(link.href) === pathname;
              return (
                <li key={link.href}>
                  <Link
                    href={normalisePath(link.href)}
                    aria-current={current ? "page" : undefined}
                    className={[
                      "relative py-2 text-[0.8125rem] font-medium tracking-[0.12em] uppercase transition-colors",
                      "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:transition-transform after:duration-500",
                      solid ? "after:bg-bronze" : "after:bg-gold",
                      current
                        ? `after:scale-x-100 ${solid ? "text-bronze" : "text-gold-light"}`
                        : "after:scale-x-0 hover:after:scale-x-100",
                    ].join(" ")}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {/* On phones the controls fill the row from the right, so the shortlist link can appear at their left
            without moving them or their box (a layout shift); on wide screens its place is kept instead. */}
        <div className="flex flex-1 items-center justify-end gap-1 lg:flex-none lg:gap-3">
          <ShortlistLink current={pathname === SHORTLIST_PAGE} />
          {search}
          <Link
            href={normalisePath(cta.href)}
            aria-current={normalisePath(cta.href) === pathname ? "page" : undefined}
            className={[
              "hidden rounded-full px-6 py-2.5 text-sm font-semibold tracking-wide transition-colors duration-300 lg:inline-flex",
              solid ? "bg-navy text-ivory hover:bg-ocean" : "bg-gold text-navy-deep hover:bg-gold-light",
            ].join(" ")}
          >
            {cta.desktopLabel}
          </Link>
          {/* Without JavaScript the toggle cannot open anything: offer the footer's full navigation. */}
          <noscript>
            <a
              href="#site-navigation"
              className="-mr-2 inline-flex h-11 items-center px-2 text-sm font-semibold tracking-[0.12em] uppercase lg:hidden"
            >
              Menu
            </a>
          </noscript>
          <button
            ref={toggleRef}
            data-menu-toggle=""
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => (open ? close(false) : setOpenedOn(pathname))}
            className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-current/10 lg:hidden"
          >
            {open ? <Close className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
          </button>
        </div>
      </div>

      <MobileMenu
        id="mobile-menu"
        open={open}
        pathname={pathname}
        links={links}
        cta={{ href: cta.href, label: cta.mobileLabel }}
        contact={contact}
      />
    </header>
  );
}
