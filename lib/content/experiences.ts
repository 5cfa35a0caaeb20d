import "server-only";
import { EXPERIENCES } from "@/lib/content/collections";
import { loadFolder } from "@/lib/content/loader";
import type { ExperienceDetailPage } from "@/lib/content/page-schemas";
import { data, page, tokens } from "@/lib/content/read";
import type { Experience } from "@/lib/content/schemas";

/* Experiences: /experiences/ and a page each. Itineraries name the ones they suit. */

// Loaded once: the pages read the items, and the itineraries resolve references against the files.
export const experienceFiles = loadFolder(EXPERIENCES, tokens);
const experiences = data(experienceFiles);

export function getExperiences(): readonly Experience[] {
  return experiences;
}

export function getExperience(id: string): Experience | undefined {
  return experiences.find((entry) => entry.id === id);
}

const experienceDetail = page("experience");

/** The headings and buttons shared by every experience page. */
export function getExperienceDetailPage(): ExperienceDetailPage {
  return experienceDetail;
}
