"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** An internal page link this listener may take over: same origin, a page (not a file), not the editor. */
function internalLink(target: EventTarget | null): URL | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/admin")) return undefined;
  return url;
}

/**
 * Client navigation and intent prefetching for every plain internal link, from one set of document
 * listeners instead of a client component per link. Hover, focus or touch prefetches the page once; an
 * unmodified left click navigates with the router (a click another handler has already taken, a link to
 * a place on the same page, or a modified click is left alone).
 */
export function IntentNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const url = internalLink(event.target);
      if (!url || url.pathname === window.location.pathname) return;
      const key = url.pathname + url.search;
      if (prefetched.has(key)) return;
      prefetched.add(key);
      router.prefetch(key);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = internalLink(event.target);
      if (!url) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    const passive = { passive: true } as const;
    document.addEventListener("mouseover", onIntent, passive);
    document.addEventListener("focusin", onIntent, passive);
    document.addEventListener("touchstart", onIntent, passive);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("mouseover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [router]);
  return null;
}
