/*
 * lib/shortlist/: the visitor's shortlist of itineraries and destination guides, kept in their browser.
 * - index.ts (this file): the list in local storage, shared by the Save buttons, the header's count and
 *   /shortlist/. The browser's: the Worker never imports it.
 * - rules.ts: the slug pattern, the cap and the page's path, shared with the enquiry payload and the Worker.
 * - order.ts: moving an idea up or down, which only /shortlist/ loads.
 * - catalogue.ts: what /shortlist/items.json holds for each slug (built at build time, read by the page and
 *   by the Worker, which keeps only slugs the site has and names them in the owner's e-mail).
 *
 * No account: the list lives under one versioned key in local storage. A stored value that is not ours
 * (corrupt JSON, another shape, slugs that could not be ours) reads as an empty list, and a browser that
 * refuses storage (private modes, quota) keeps the list for the page's life instead. Other tabs follow by the
 * `storage` event.
 */
import { isShortlistSlug, SHORTLIST_MAX } from "@/lib/shortlist/rules";

export { SHORTLIST_MAX } from "@/lib/shortlist/rules";

/** Bump the version when the stored shape changes; an old value is then simply not read. */
export const SHORTLIST_KEY = "aurelia:shortlist:v1";

export type ShortlistStorage = Pick<Storage, "getItem" | "setItem">;

/** The saved slugs in a stored value, in the order they were saved; anything that is not ours reads as none. */
export function parseShortlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const slugs: string[] = [];
  for (const item of value) {
    if (isShortlistSlug(item) && !slugs.includes(item)) slugs.push(item);
  }
  return slugs.slice(0, SHORTLIST_MAX);
}

const EMPTY: readonly string[] = [];

/**
 * The list in one storage, with listeners. `read()` returns the same array until the list changes, as
 * React's useSyncExternalStore needs.
 */
export function createShortlistStore(storage: () => ShortlistStorage | undefined) {
  const listeners = new Set<() => void>();
  let raw: string | null | undefined;
  let list: readonly string[] = EMPTY;
  // Where storage refuses to write, the list still works until the page goes.
  let memory: readonly string[] | undefined;

  const read = (): readonly string[] => {
    if (memory) return memory;
    let current: string | null = null;
    try {
      current = storage()?.getItem(SHORTLIST_KEY) ?? null;
    } catch {
      current = null;
    }
    if (current !== raw) {
      raw = current;
      const parsed = parseShortlist(current);
      list = parsed.length ? parsed : EMPTY;
    }
    return list;
  };

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const write = (next: readonly string[]) => {
    if (next.join() === read().join()) return;
    try {
      const store = storage();
      if (!store) throw new Error("no storage");
      store.setItem(SHORTLIST_KEY, JSON.stringify(next));
      memory = undefined;
    } catch {
      memory = next;
    }
    emit();
  };

  return {
    read,
    /** Adds `slug` at the end, unless it is there already or the list is full. */
    save(slug: string) {
      const list = read();
      if (!list.includes(slug) && list.length < SHORTLIST_MAX) write([...list, slug]);
    },
    remove: (slug: string) => write(read().filter((entry) => entry !== slug)),
    /** Replaces the list (a new order). */
    set: write,
    /** Calls `listener` on every change, here or (by the storage event) in another tab. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === SHORTLIST_KEY || event.key === null) listener();
      };
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export type ShortlistStore = ReturnType<typeof createShortlistStore>;

function localShortlistStorage(): ShortlistStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The visitor's shortlist in this browser. */
export const shortlist: ShortlistStore = createShortlistStore(localShortlistStorage);
