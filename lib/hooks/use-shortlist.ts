import { useSyncExternalStore } from "react";
import { shortlist } from "@/lib/shortlist";

const NONE: readonly string[] = [];
const serverSnapshot = () => NONE;

/**
 * The saved slugs, in order. Empty in the server render and while hydrating (the HTML cannot know what this
 * browser saved), then the stored list, kept in step with every change here and in other tabs.
 */
export function useShortlist(): readonly string[] {
  return useSyncExternalStore(shortlist.subscribe, shortlist.read, serverSnapshot);
}
