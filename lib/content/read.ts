import "server-only";
import type { z } from "zod";
import { PAGES, type FileEntry } from "@/lib/content/collections";
import { loadFile, type Loaded } from "@/lib/content/loader";
import { contentTokens } from "@/lib/content/settings";

/* What every collection module behind the door reads with: the tokens filled into text, and the page files. */

export const tokens = contentTokens;
type Pages = typeof PAGES;
export const page = <K extends keyof Pages>(name: K) =>
  loadFile(PAGES[name] as FileEntry, tokens) as z.output<Pages[K]["schema"]>;
export const data = <T>(items: readonly Loaded<T>[]): T[] => items.map((item) => item.data);
