import { asCatalogue, SHORTLIST_CATALOGUE_PATH, type ShortlistCatalogue } from "@/lib/shortlist/catalogue";
import type { Env } from "./env";

/*
 * The shortlist an enquiry carries, checked against what the site has: /shortlist/items.json, which the build
 * writes into the static assets beside the pages, so the Worker knows the same itineraries and guides as the
 * pages it serves without bundling the content.
 */

/** The assets' catalogue, or undefined when it cannot be read (an export without it, a failed read). */
export async function loadCatalogue(env: Env): Promise<ShortlistCatalogue | undefined> {
  try {
    // The assets binding answers by path; the host is never looked at.
    const response = await env.ASSETS.fetch(new Request(`https://assets.invalid${SHORTLIST_CATALOGUE_PATH}`));
    if (!response.ok) return undefined;
    return asCatalogue(await response.json());
  } catch {
    return undefined;
  }
}
