/*
 * A value the agency or its network has yet to supply (the ATOL holder and number, the dispute-resolution
 * scheme) is written in the settings in square brackets: "[ATOL number — to be confirmed]". The site shows
 * it as it is, marked as a placeholder, so an unconfirmed fact can never pass for a real one.
 */

/** The words every placeholder carries on the page. */
export const PLACEHOLDER_NOTE = "to be confirmed";

/** True for a value still in square brackets: "[Network name — to be confirmed]". */
export function isPlaceholder(value: string): boolean {
  return /^\[[^\]]+\]$/.test(value.trim());
}
