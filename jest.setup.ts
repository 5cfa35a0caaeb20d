import "@testing-library/jest-dom";

/*
 * jsdom has no IntersectionObserver. Where a component waits for something to near the screen (the
 * consultation calendar), this stand-in says at once that it has, as a browser does for an element already in
 * view; a test of the waiting itself installs its own (tests/unit/consultation-panel.test.tsx).
 */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window !== "undefined" && !("IntersectionObserver" in window)) {
  Object.defineProperty(window, "IntersectionObserver", { value: InViewObserver, configurable: true, writable: true });
}
