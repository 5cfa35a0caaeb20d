// Reordering, which only /shortlist/ does: kept apart from index.ts, which every page loads.

/** The list with `slug` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function withMoved(list: readonly string[], slug: string, by: -1 | 1): readonly string[] {
  const from = list.indexOf(slug);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, slug);
  return next;
}
