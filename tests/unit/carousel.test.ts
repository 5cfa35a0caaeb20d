import {
  HERO_FADE_MS,
  HERO_INTERVAL_MS,
  clampIndex,
  isItemVisible,
  nextIndex,
  positionCount,
  prevIndex,
  shouldAutoAdvance,
  swipeDirection,
  visibleCountForWidth,
  wrapIndex,
} from "@/lib/carousel";

describe("carousel timings", () => {
  it("matches the spec: 8000 ms between slides, a 1.5 s fade", () => {
    expect(HERO_INTERVAL_MS).toBe(8000);
    expect(HERO_FADE_MS).toBe(1500);
  });
});

describe("wrapIndex", () => {
  it("folds any index into range, both ways", () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it("is 0 for an empty carousel instead of NaN", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("next and previous with one item visible (the hero)", () => {
  it("steps forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("steps back and wraps from the first slide to the last", () => {
    expect(prevIndex(2, 3)).toBe(1);
    expect(prevIndex(0, 3)).toBe(2);
  });
});

describe("next and previous with several visible (the testimonials)", () => {
  it("has one stopping position per possible first card", () => {
    expect(positionCount(8, 1)).toBe(8);
    expect(positionCount(8, 2)).toBe(7);
    expect(positionCount(8, 3)).toBe(6);
    expect(positionCount(2, 3)).toBe(1);
  });

  it("moves by one and wraps at either end", () => {
    expect(nextIndex(0, 8, 3)).toBe(1);
    expect(nextIndex(4, 8, 3)).toBe(5);
    expect(nextIndex(5, 8, 3)).toBe(0);
    expect(prevIndex(0, 8, 3)).toBe(5);
    expect(nextIndex(6, 8, 2)).toBe(0);
    expect(prevIndex(0, 8, 2)).toBe(6);
    expect(nextIndex(7, 8, 1)).toBe(0);
    expect(prevIndex(0, 8, 1)).toBe(7);
  });

  it("clamps a position that no longer exists when more cards fit", () => {
    expect(clampIndex(7, 8, 1)).toBe(7);
    expect(clampIndex(7, 8, 3)).toBe(5);
    expect(clampIndex(-2, 8, 3)).toBe(0);
  });

  it("knows which cards are on screen", () => {
    expect([0, 1, 2, 3, 4].map((item) => isItemVisible(item, 2, 3))).toEqual([false, false, true, true, true]);
  });
});

describe("visibleCountForWidth", () => {
  it.each([
    [320, 1],
    [390, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])("shows the right number of cards at %i px", (width, visible) => {
    expect(visibleCountForWidth(width)).toBe(visible);
  });
});

describe("swipeDirection", () => {
  it("reads a leftward swipe as next and a rightward one as previous", () => {
    expect(swipeDirection(-120, 10)).toBe("next");
    expect(swipeDirection(90, -5)).toBe("prev");
  });

  it("ignores taps, short wobbles and vertical scrolling", () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-60, 200)).toBeNull();
  });
});

describe("shouldAutoAdvance", () => {
  it("runs only while playing and neither hovered nor focused", () => {
    expect(shouldAutoAdvance({ playing: true, hovered: false, focused: false })).toBe(true);
    expect(shouldAutoAdvance({ playing: false, hovered: false, focused: false })).toBe(false);
    expect(shouldAutoAdvance({ playing: true, hovered: true, focused: false })).toBe(false);
    expect(shouldAutoAdvance({ playing: true, hovered: false, focused: true })).toBe(false);
  });
});
