/*
 * The one encoder for whatever reaches an e-mail header or a calendar line. The field rules
 * (lib/forms/fields.ts) already refuse line breaks and controls in single-line fields; this is the second
 * wall, applied where the text is written, so that a value that slipped past a rule (an old row, a setting,
 * a new field someone forgets to check) still cannot start a header or a calendar property of its own.
 */

/**
 * Every way text can break a line or hide its direction: CR, LF, CRLF, NEL, VT, FF, U+2028, U+2029, and
 * the bidi controls; then the remaining control characters.
 */
const LINE_BREAKS = /\r\n|[\r\n\u000B\u000C\u0085\u2028\u2029]/g;
const CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A header value (a subject, a display name): one line, every break and control a space, runs of spaces
 * one, at most `max` characters (whole code points, so "Zoë Ó Briain" is never cut mid-letter).
 */
export function headerText(value: string, max = 200): string {
  const flat = value.replace(LINE_BREAKS, " ").replace(CONTROLS, " ").replace(/\s+/g, " ").trim();
  return [...flat].slice(0, max).join("");
}

/**
 * A display name beside an address: header text without the characters that carry meaning there (angle
 * brackets, quotes, backslash, @), so a name can never read as, or hide, another address.
 */
export const displayName = (value: string): string => headerText(value.replace(/[<>"\\@]/g, " "), 100);

/**
 * A calendar text of several lines (a description), for ical-generator, which escapes it: every kind of line
 * break becomes one LF (a lone CR or a U+2028 cannot end the property), and other controls go.
 */
export const calendarBlock = (value: string): string =>
  value
    .split(LINE_BREAKS)
    .map((line) => line.replace(CONTROLS, ""))
    .join("\n");
