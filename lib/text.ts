/** Keeps a phone number on one line (and satisfies html-validate's tel-non-breaking rule). */
export function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0");
}
