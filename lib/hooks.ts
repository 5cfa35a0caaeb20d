import { useCallback, useSyncExternalStore } from "react";

/* React hooks shared by client components ("use client" files), which alone may import this module. */

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
