import * as z from "zod/mini";
import type { EnquiryInput } from "@/lib/enquiry";

/*
 * An unsent enquiry survives a reload in session storage (this tab only, gone when it closes) and is
 * cleared once it is sent. The honeypot is never stored. Storage can be unavailable (privacy modes,
 * quota): the form then works without drafts.
 */

export const DRAFT_KEY = "aurelia:enquiry-draft";

export type Draft = Omit<EnquiryInput, "website">;

const draftSchema = z.partial(
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    destination: z.string(),
    message: z.string(),
    newsletter: z.boolean(),
  }),
);

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readDraft(storage: DraftStorage | undefined): Partial<Draft> | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(storage: DraftStorage | undefined, values: Partial<EnquiryInput>): void {
  const { website: _honeypot, ...draft } = values;
  const typed = Object.values(draft).some((value) =>
    typeof value === "string" ? value.trim() !== "" : value === true,
  );
  try {
    if (typed) storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // No room or no storage: the draft is a convenience, the form carries on.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** The tab's session storage, or nothing where the browser refuses it. */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
