/*
 * The rules every form on the site shares for the fields a person types, as plain functions (no zod), so
 * the enquiry's schema, the booking's rules, the booking form in the browser and the Worker all call the
 * same code and refuse the same input with the same words.
 *
 * Single-line fields (names, phone, destination) can reach an e-mail's subject, a Reply-To display name or
 * a calendar line, so they refuse what could break one: control characters (Unicode Cc: NUL, tab, CR, LF,
 * DEL and the C1 set), the line and paragraph separators U+2028 and U+2029, and the bidirectional controls
 * that can make text read differently from what it holds. Names go further and take only letters, marks,
 * spaces and the punctuation real names use, so "Accounts <accounts@agency>" cannot pose as a sender.
 * Multi-line fields (the message, notes, needs) keep their line breaks and tabs but refuse every other
 * control character.
 */

export const FIELD_LIMITS = {
  name: 100,
  phone: 40,
  email: 254,
  /** Destination and other one-line answers. */
  line: 200,
  /** The enquiry's message, the booking's notes, "Tell us more"'s needs. */
  text: 5000,
} as const;

/** Control characters (Cc), U+2028/U+2029 and the bidi controls: never in a single-line field. */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** In a multi-line field, every control character but tab, line feed and carriage return. */
const NOT_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/**
 * A letter first, then letters, combining marks, spaces and the name punctuation: ' ’ . , - ‐, plus the
 * zero-width (non-)joiners that Persian and Indic names are written with.
 */
const NAME = /^\p{L}[\p{L}\p{M}\p{Zs}'’.,\-\u2010\u200C\u200D]*$/u;
/** Digits, spaces and + ( ) - . only, with an optional extension ("ext. 12", "x12"). */
const PHONE = /^\+?[\d\p{Zs}().\-]+(?:\p{Zs}*(?:ext\.?|x)\p{Zs}*\d{1,6})?$/iu;
const PHONE_DIGITS = { min: 6, max: 20 };

const FIELD_MESSAGES = {
  firstNameLength: `Please keep your first name to ${FIELD_LIMITS.name} characters.`,
  lastNameLength: `Please keep your last name to ${FIELD_LIMITS.name} characters.`,
  firstNameCharacters: "Please use letters in your first name (spaces, hyphens and apostrophes are fine).",
  lastNameCharacters: "Please use letters in your last name (spaces, hyphens and apostrophes are fine).",
  phone: `Please enter a phone number of digits, spaces and + ( ) - only, at most ${FIELD_LIMITS.phone} characters.`,
  emailLength: `Please enter an e-mail address of at most ${FIELD_LIMITS.email} characters.`,
  line: `Please keep this to one line of at most ${FIELD_LIMITS.line} characters.`,
  text: `Please keep this to ${FIELD_LIMITS.text.toLocaleString("en-GB")} characters, without unusual control characters.`,
} as const;

/** Does a single-line value hold a character that could break a header or a calendar line? */
export const breaksALine = (value: string): boolean => NOT_IN_A_LINE.test(value);

/** What is wrong with a name, or undefined. Empty is the required rule's business, not this one's. */
export function nameProblem(value: string, which: "first" | "last"): string | undefined {
  const name = value.trim();
  if (name === "") return undefined;
  if ([...name].length > FIELD_LIMITS.name) {
    return which === "first" ? FIELD_MESSAGES.firstNameLength : FIELD_MESSAGES.lastNameLength;
  }
  if (!NAME.test(name)) {
    return which === "first" ? FIELD_MESSAGES.firstNameCharacters : FIELD_MESSAGES.lastNameCharacters;
  }
  return undefined;
}

/** An optional phone number: empty, or phone-like and short. */
export function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  if (phone === "") return undefined;
  const digits = phone.replace(/\D/g, "").length;
  const fits =
    phone.length <= FIELD_LIMITS.phone &&
    !breaksALine(phone) &&
    PHONE.test(phone) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max;
  return fits ? undefined : FIELD_MESSAGES.phone;
}

/** The e-mail address's length (its form is zod's or the browser's check). */
export const emailProblem = (value: string): string | undefined =>
  value.trim().length > FIELD_LIMITS.email || breaksALine(value.trim()) ? FIELD_MESSAGES.emailLength : undefined;

/** Any other single-line answer: one line, at most FIELD_LIMITS.line characters. */
export const lineProblem = (value: string): string | undefined =>
  [...value.trim()].length > FIELD_LIMITS.line || breaksALine(value.trim()) ? FIELD_MESSAGES.line : undefined;

/** A multi-line answer: line breaks and tabs kept, nothing else that controls, at most FIELD_LIMITS.text. */
export const textProblem = (value: string): string | undefined =>
  [...value].length > FIELD_LIMITS.text || NOT_IN_TEXT.test(value) ? FIELD_MESSAGES.text : undefined;
