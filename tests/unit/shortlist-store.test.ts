import {
  createShortlistStore,
  parseShortlist,
  SHORTLIST_KEY,
  SHORTLIST_MAX,
  type ShortlistStorage,
} from "@/lib/shortlist";
import { withMoved } from "@/lib/shortlist/order";

// The visitor's shortlist in local storage: its order, its cap, and what it does with storage it cannot trust.

function memoryStorage(initial?: string): ShortlistStorage & { value: string | null } {
  const storage = {
    value: initial ?? null,
    getItem: (key: string) => (key === SHORTLIST_KEY ? storage.value : null),
    setItem: (key: string, value: string) => {
      if (key === SHORTLIST_KEY) storage.value = value;
    },
  };
  return storage;
}

const slugs = (count: number) => Array.from({ length: count }, (_, index) => `idea-${index + 1}`);

describe("the stored shortlist", () => {
  it("keeps the order things were saved in and ignores a second save of the same one", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(() => storage);
    store.save("kyoto");
    store.save("maldives-baa-atoll-barefoot-honeymoon");
    store.save("kyoto");
    store.save("norway");
    expect(store.read()).toEqual(["kyoto", "maldives-baa-atoll-barefoot-honeymoon", "norway"]);
    expect(JSON.parse(storage.value!)).toEqual(store.read());
  });

  it("reads corrupt, foreign or absent storage as an empty list", () => {
    for (const raw of [null, "", "{", "null", '{"items":["kyoto"]}', "42", '"kyoto"']) {
      expect(parseShortlist(raw)).toEqual([]);
    }
    // Entries that could not be ours are dropped, duplicates kept once, the rest kept in order.
    expect(parseShortlist(JSON.stringify(["kyoto", 7, "Not A Slug", "kyoto", "<script>", "peru"]))).toEqual([
      "kyoto",
      "peru",
    ]);
  });

  it(`holds at most ${SHORTLIST_MAX}: a save beyond that changes nothing`, () => {
    const full = slugs(SHORTLIST_MAX);
    expect(parseShortlist(JSON.stringify(slugs(SHORTLIST_MAX + 5)))).toEqual(full);
    const storage = memoryStorage(JSON.stringify(full));
    const store = createShortlistStore(() => storage);
    store.save("one-more");
    expect(store.read()).toEqual(full);
  });

  it("moves an entry up or down one place, and not past either end", () => {
    const list = ["a", "b", "c"];
    expect(withMoved(list, "c", -1)).toEqual(["a", "c", "b"]);
    expect(withMoved(list, "a", 1)).toEqual(["b", "a", "c"]);
    expect(withMoved(list, "a", -1)).toBe(list);
    expect(withMoved(list, "c", 1)).toBe(list);
    expect(withMoved(list, "z", 1)).toBe(list);
  });

  it("removes an entry and tells its listeners of every change", () => {
    const storage = memoryStorage(JSON.stringify(["a", "b"]));
    const store = createShortlistStore(() => storage);
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    store.remove("a");
    store.remove("missing");
    expect(store.read()).toEqual(["b"]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("returns the same list until it changes, as React's external stores require", () => {
    const store = createShortlistStore(() => memoryStorage(JSON.stringify(["a"])));
    expect(store.read()).toBe(store.read());
  });

  it("keeps working for the page's life where the browser refuses storage", () => {
    const refusing: ShortlistStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const store = createShortlistStore(() => refusing);
    expect(store.read()).toEqual([]);
    store.save("kyoto");
    store.save("peru");
    store.set(withMoved(store.read(), "peru", -1));
    expect(store.read()).toEqual(["peru", "kyoto"]);
    const none = createShortlistStore(() => undefined);
    none.save("kyoto");
    expect(none.read()).toEqual(["kyoto"]);
  });

  it("follows another tab's changes through the storage event", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(() => storage);
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    storage.value = JSON.stringify(["santorini"]);
    window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toEqual(["santorini"]);
    stop();
  });
});
