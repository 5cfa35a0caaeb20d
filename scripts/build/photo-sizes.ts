// What a page's `sizes` attribute asks of a photo, evaluated the way a browser does: the slot width at a
// given viewport, and the srcset candidate a browser picks for it at a given pixel density. Used by the
// build's too-small warning (scripts/build/photos.ts) and by the tests that check what a phone downloads.

const REM = 16;

function pixels(length: string, viewport: number): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(px|vw|rem|em)$/.exec(length.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  if (match[2] === "vw") return (value / 100) * viewport;
  return match[2] === "px" ? value : value * REM;
}

function matches(condition: string, viewport: number): boolean {
  return condition.split(/\s+and\s+/).every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/.exec(part.trim());
    if (!match) return false;
    const limit = pixels(match[2]!, viewport);
    if (limit === undefined) return false;
    return match[1] === "min" ? viewport >= limit : viewport <= limit;
  });
}

type Slot = { condition?: string; length: string };

function slots(sizes: string): Slot[] {
  return sizes.split(",").map((entry) => {
    const trimmed = entry.trim();
    const split = /^(.*\))\s+(\S+)$/.exec(trimmed);
    return split ? { condition: split[1], length: split[2]! } : { length: trimmed };
  });
}

/** The slot width (CSS px) `sizes` gives at a viewport width; 100vw when nothing matches or it is absent. */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  for (const { condition, length } of slots(sizes ?? "100vw")) {
    if (condition !== undefined && !matches(condition, viewport)) continue;
    const width = pixels(length, viewport);
    if (width !== undefined) return width;
  }
  return viewport;
}

/** The widest slot `sizes` gives on any screen up to `widest` CSS px: at each breakpoint and at both ends. */
export function widestSlot(sizes: string | undefined, widest: number): { width: number; viewport: number } {
  const breakpoints = [...(sizes ?? "").matchAll(/-width\s*:\s*([^)]+)\)/g)]
    .map((match) => pixels(match[1]!, widest))
    .filter((value): value is number => value !== undefined && value <= widest)
    .flatMap((value) => [value - 1, value]);
  let best = { width: 0, viewport: widest };
  for (const viewport of [320, ...breakpoints, widest]) {
    const width = slotWidth(sizes, viewport);
    if (width > best.width) best = { width, viewport };
  }
  return best;
}

/** The candidate a browser takes from a `w`-descriptor srcset: the narrowest at least slot × density wide. */
export function pickCandidate(srcSet: string, sizes: string | undefined, viewport: number, density: number): string {
  const wanted = slotWidth(sizes, viewport) * density;
  const candidates = srcSet
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number(descriptor?.replace(/w$/, "")) }))
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((candidate) => candidate.width >= wanted) ?? candidates[candidates.length - 1];
  if (!chosen) throw new Error(`Empty srcset: "${srcSet}"`);
  return chosen.url;
}
