/** @jest-environment node */
import { csvField, toCsv } from "@/lib/csv";

/*
 * The owner's spreadsheets (lib/csv.ts): every field quoted, so a ; or a tab never splits a cell whatever
 * separator a spreadsheet guesses, and every line of a text that a spreadsheet could run as a formula
 * neutralised with an apostrophe.
 */

describe("a CSV field", () => {
  it("is always quoted, with quotes doubled", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("a\tb")).toBe('"a\tb"');
    expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvField(null)).toBe('""');
    expect(csvField(3)).toBe('"3"');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["  =1", "'  =1"],
    ["＝1+1", "'＝1+1"],
    ["＋1", "'＋1"],
    ["－1", "'－1"],
    ["＠A1", "'＠A1"],
  ])("neutralises a cell that starts %j", (value, shown) => {
    expect(csvField(value)).toBe(`"${shown}"`);
  });

  it("neutralises every line of a cell, not only its first", () => {
    expect(csvField('Hello\n=HYPERLINK("https://evil.example")\nBye\n@x')).toBe(
      '"Hello\n\'=HYPERLINK(""https://evil.example"")\nBye\n\'@x"',
    );
  });

  it("leaves text that only contains such characters alone", () => {
    expect(csvField("Ada = Lovelace, a+b@example.org")).toBe('"Ada = Lovelace, a+b@example.org"');
  });
});

describe("a CSV file", () => {
  it("starts with a byte-order mark, quotes its header and ends each line with CRLF", () => {
    expect(toCsv(["a", "b"], [{ a: "x", b: null }])).toBe('\uFEFF"a","b"\r\n"x",""\r\n');
  });
});
