import { pickCandidate, slotWidth, widestSlot } from "@/scripts/build/photo-sizes";

const CARD = "(min-width: 1024px) 26rem, (min-width: 768px) 50vw, 100vw";

test("a sizes attribute gives the slot of the first entry whose condition holds", () => {
  expect(slotWidth(CARD, 1280)).toBe(416);
  expect(slotWidth(CARD, 800)).toBe(400);
  expect(slotWidth(CARD, 390)).toBe(390);
  expect(slotWidth(undefined, 390)).toBe(390);
  expect(slotWidth("(max-width: 767px) 67vw, 100vw", 390)).toBeCloseTo(261.3, 1);
});

test("the widest slot up to a wide screen is found at a breakpoint, not only at the widest screen", () => {
  expect(widestSlot(CARD, 1280)).toEqual({ width: 767, viewport: 767 });
  expect(widestSlot("100vw", 1280)).toEqual({ width: 1280, viewport: 1280 });
});

test("a browser takes the narrowest candidate at least slot × density wide, else the widest", () => {
  const srcSet = "/a.640.webp 640w, /a.1080.webp 1080w, /a.1200.webp 1200w, /a.1920.webp 1920w";
  expect(pickCandidate(srcSet, "100vw", 390, 3)).toBe("/a.1200.webp");
  expect(pickCandidate(srcSet, "100vw", 390, 2)).toBe("/a.1080.webp");
  expect(pickCandidate(srcSet, "100vw", 1280, 2)).toBe("/a.1920.webp");
});
