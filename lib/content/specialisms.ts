import "server-only";
import { DESTINATIONS, SPECIALISMS } from "@/lib/content/collections";
import { destinationFiles } from "@/lib/content/destinations";
import { loadFolder, resolveRefs } from "@/lib/content/loader";
import type { SpecialismDetailPage } from "@/lib/content/page-schemas";
import { data, page, tokens } from "@/lib/content/read";
import type { Specialism } from "@/lib/content/schemas";

/* Specialisms: the home page's grids, /specialisms/ and a page each. Itineraries name the ones they suit. */

// Loaded once: the pages read the items, and the itineraries resolve references against the files.
export const specialismFiles = loadFolder(SPECIALISMS, tokens);
const specialisms = data(specialismFiles);

// A specialism names the destinations it features; each name must be a destination.
specialismFiles.forEach(({ file, data: entry }) =>
  resolveRefs(destinationFiles, entry.destinations ?? [], { file, field: "destinations", collection: DESTINATIONS }),
);

export function getSpecialisms(): readonly Specialism[] {
  return specialisms;
}

export function getSpecialism(slug: string): Specialism | undefined {
  return specialisms.find((entry) => entry.slug === slug);
}

const specialismDetail = page("specialism");

/** The headings and buttons shared by every specialism page. */
export function getSpecialismDetailPage(): SpecialismDetailPage {
  return specialismDetail;
}
