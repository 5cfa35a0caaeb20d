/*
 * The shortlist's rules, shared by the browser's list (index.ts), the enquiry payload
 * (lib/enquiry/payload.ts) and the Worker: what a saved slug looks like and how many a list may hold.
 */

/** The page that lists the shortlist. */
export const SHORTLIST_PAGE = "/shortlist/";

/** The most a shortlist holds, and the most an enquiry may carry. */
export const SHORTLIST_MAX = 20;

/** A content slug (lib/content/schemas/parts.ts), at most 100 characters. */
export const SHORTLIST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isShortlistSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 100 && SHORTLIST_SLUG.test(value);
