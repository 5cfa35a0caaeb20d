import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from "react";

/*
 * lib/hooks/: the site's React hooks, for client components ("use client" files), which alone may import them.
 * - index.ts (this file): hydration, media queries (reduced motion) and an element's measured size;
 * - use-turnstile.ts: Cloudflare Turnstile for one form (the enquiry form, the booking, the newsletter box);
 * - use-shortlist.ts: the visitor's saved shortlist, in step with local storage and other tabs.
 */

const never = () => () => {};

/**
 * False in the server render and while hydrating, true from the first client render after. For controls
 * that only work once their script runs (a form whose checks and sending need React).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/*
 * Media-query hooks. The server render (and the first client render, so hydration matches) uses the
 * fallback; the real value follows straight after hydration. Layout never depends on them: sizes come from
 * CSS, these only steer behaviour (how far a carousel moves, whether it auto-plays).
 */

function canMatch(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function";
}

function useMediaQuery(query: string, serverFallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? window.matchMedia(query).matches : serverFallback);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverFallback);
}

/** The visitor asked the system for less motion: no auto-advance, no animation. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/**
 * What `measure` reads from an element, read again whenever the element changes size (a ResizeObserver).
 * Null in the server render, while hydrating and where ResizeObserver is missing, so the markup never
 * depends on it; `measure` must be stable (a module-level function).
 */
export function useMeasured<T>(ref: RefObject<HTMLElement | null>, measure: (element: HTMLElement) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setValue(measure(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure]);
  return value;
}
