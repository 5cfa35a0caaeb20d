import { useSyncExternalStore } from "react";

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
