import { aliasesOf, normalisePath } from "@/lib/seo/paths";

describe("aliasesOf", () => {
  it("gives the fixed aliases their primary page and mirrors the journal's articles under /blog/", () => {
    expect(aliasesOf(["/", "/privacy-policy/", "/terms-of-service", "/journal/", "/journal/7/", "/about/"])).toEqual([
      { path: "/privacy/", primary: "/privacy-policy/" },
      { path: "/terms/", primary: "/terms-of-service/" },
      { path: "/blog/", primary: "/journal/" },
      { path: "/blog/7/", primary: "/journal/7/" },
    ]);
  });

  it("mirrors only pages one level under the journal", () => {
    expect(aliasesOf(["/journal/7/notes/", "/journalism/"])).toEqual([]);
  });
});

describe("normalisePath", () => {
  it("adds the leading and trailing slash and keeps the query", () => {
    expect(normalisePath("about")).toBe("/about/");
    expect(normalisePath("/destinations?destination=bali")).toBe("/destinations/?destination=bali");
  });
});
