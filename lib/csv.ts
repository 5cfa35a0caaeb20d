/*
 * Spreadsheet files the owner opens (RFC 4180: comma-separated, CRLF line ends, UTF-8 with a byte-order mark
 * so Excel reads accents and £ signs rightly), written so that nothing a visitor typed can run as a formula
 * on the owner's computer (OWASP's "CSV injection"). `npm run leads` uses it, and so will anything else
 * that hands the owner a CSV.
 */

export type Cell = string | number | null;

/**
 * A line that a spreadsheet could read as a formula: one starting (after any spaces) with = + - @, a tab,
 * a carriage return, or their full-width forms ＝ ＋ － ＠, which some spreadsheets fold into the ASCII ones.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Each line of a text that could start a formula gets a leading apostrophe, which spreadsheets hide. */
function neutralise(text: string): string {
  return text
    .split("\n")
    .map((line) => (FORMULA_START.test(line) ? `'${line}` : line))
    .join("\n");
}

/**
 * One field: always quoted (so a ; or a tab inside never splits a cell, whatever separator a spreadsheet
 * guesses), quotes doubled, and every line of a text neutralised. Numbers are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null) return '""';
  const text = typeof value === "string" ? neutralise(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  const lines = [
    columns.map(csvField).join(","),
    ...rows.map((row) => columns.map((column) => csvField(row[column] ?? null)).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
