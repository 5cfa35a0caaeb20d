import type { EnquiryInput } from "@/lib/enquiry";
import { BUDGETS, HEARD_FROM, isChoice, monthValue, OCCASIONS } from "@/lib/enquiry/trip";

/*
 * An unsent enquiry survives a reload in session storage (this tab only, gone when it closes) and is
 * cleared once it is sent, with the id its sends carry. The honeypot is never stored. Storage can be unavailable (privacy modes,
 * quota): the form then works without drafts.
 */

export const DRAFT_KEY = "aurelia:enquiry-draft";

export type Draft = Omit<EnquiryInput, "website">;

/** The fields a draft may hold, with their types: anything else in storage is ignored. */
const DRAFT_FIELDS = {
  firstName: "string",
  lastName: "string",
  email: "string",
  phone: "string",
  destination: "string",
  message: "string",
  departDate: "string",
  returnDate: "string",
  month: "string",
  flexible: "boolean",
  nights: "string",
  adults: "string",
  children: "string",
  childAges: "string",
  budget: "string",
  occasion: "string",
  needs: "string",
  heardFrom: "string",
  newsletter: "boolean",
} as const satisfies Record<keyof Draft, "string" | "boolean">;

const isoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const digits = (value: string) => /^\d{1,4}$/.test(value);

/**
 * "Tell us more" fields whose controls can only hold certain values (a date, a number, a choice). A stored
 * value they could not show, such as a month that has passed or a budget band no longer offered, is left
 * out, and the rest of the draft comes back.
 */
const DRAFT_FORMATS: Partial<Record<keyof typeof DRAFT_FIELDS, (value: string, now: Date) => boolean>> = {
  departDate: isoDate,
  returnDate: isoDate,
  month: (value, now) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= monthValue(now),
  nights: digits,
  adults: digits,
  children: digits,
  budget: (value) => isChoice(BUDGETS, value),
  occasion: (value) => isChoice(OCCASIONS, value),
  heardFrom: (value) => isChoice(HEARD_FROM, value),
};

/**
 * The draft in a stored value, or undefined if it is not one of ours (not an object, or a field of the
 * wrong type). Unknown fields, and values their control could not hold (DRAFT_FORMATS), are dropped.
 * Written by hand rather than with zod, so the contact page's first load does not carry a schema library.
 */
function toDraft(value: unknown, now: Date): Partial<Draft> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const draft: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(DRAFT_FIELDS)) {
    const item = (value as Record<string, unknown>)[field];
    if (item === undefined) continue;
    if (typeof item !== type) return undefined;
    const format = DRAFT_FORMATS[field as keyof typeof DRAFT_FIELDS];
    if (typeof item === "string" && item !== "" && format && !format(item, now)) continue;
    draft[field] = item;
  }
  return draft as Partial<Draft>;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The stored draft; `now` decides which months are still ahead. */
export function readDraft(storage: DraftStorage | undefined, now = new Date()): Partial<Draft> | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    return toDraft(JSON.parse(raw), now);
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
    storage?.removeItem(PENDING_ID_KEY);
  } catch {
    // As above.
  }
}

/** The id of the enquiry being sent, kept with the draft until the Worker has it. */
export const PENDING_ID_KEY = "aurelia:enquiry-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The id of this enquiry: made on the first send and reused by every retry, even after a reload, so an
 * enquiry the Worker stored but whose answer never arrived is not stored twice. clearDraft forgets it once
 * the enquiry is sent. Without storage, a fresh id each time (a retry may then be stored again).
 */
export function pendingEnquiryId(storage: DraftStorage | undefined, makeId = () => crypto.randomUUID()): string {
  try {
    const kept = storage?.getItem(PENDING_ID_KEY);
    if (kept && UUID.test(kept)) return kept;
    const id = makeId();
    storage?.setItem(PENDING_ID_KEY, id);
    return id;
  } catch {
    // No storage: this send's own id (a retry after a reload may then be stored again).
    return makeId();
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
