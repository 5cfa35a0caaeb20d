import { resolveMissingPath } from "@/lib/seo/missing-path";

describe("404 fallbacks on a static host", () => {
  it("sends an unknown or missing destination slug to the destinations page", () => {
    expect(resolveMissingPath("/destination/atlantis/")).toEqual({ kind: "redirect", to: "/destinations/" });
    expect(resolveMissingPath("/destination/atlantis")).toEqual({ kind: "redirect", to: "/destinations/" });
    expect(resolveMissingPath("/destination/")).toEqual({ kind: "redirect", to: "/destinations/" });
  });

  it("shows 'Experience Not Found' for an unknown experience", () => {
    expect(resolveMissingPath("/experiences/moon-landing/")).toEqual({ kind: "experience-not-found" });
  });

  it("shows the first article for an unknown or non-numeric article id, under both paths", () => {
    const options = { firstArticlePath: "/journal/1" };
    expect(resolveMissingPath("/journal/abc/", options)).toEqual({ kind: "redirect", to: "/journal/1/" });
    expect(resolveMissingPath("/journal/999", options)).toEqual({ kind: "redirect", to: "/journal/1/" });
    expect(resolveMissingPath("/blog/abc/", options)).toEqual({ kind: "redirect", to: "/journal/1/" });
  });

  it("treats anything else as a plain 404", () => {
    expect(resolveMissingPath("/nowhere/")).toEqual({ kind: "not-found" });
    expect(resolveMissingPath("/experiences/safari/extra/")).toEqual({ kind: "not-found" });
    expect(resolveMissingPath("/journal/1/2/", { firstArticlePath: "/journal/1" })).toEqual({ kind: "not-found" });
  });
});
