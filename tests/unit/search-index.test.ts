import { markForIndex, pageTypeOf } from "@/scripts/build/search-index";

describe("the search index", () => {
  it("files each page under the type the search dialog filters by", () => {
    expect(pageTypeOf("/destination/norway/")).toBe("Destination");
    expect(pageTypeOf("/itineraries/some-journey/")).toBe("Itinerary");
    expect(pageTypeOf("/itineraries/")).toBe("Page");
    expect(pageTypeOf("/journal/8/")).toBe("Journal");
    expect(pageTypeOf("/journal/")).toBe("Page");
    expect(pageTypeOf("/specialisms/disney-holidays/")).toBe("Specialism");
    expect(pageTypeOf("/experiences/safari/")).toBe("Specialism");
    expect(pageTypeOf("/about/")).toBe("Page");
  });

  it("indexes only <main>, under its type, with words kept apart across elements", () => {
    const html = '<body><header>Menu</header><main id="main"><h1>Fjords</h1><p>Through the seasons</p></main></body>';
    const marked = markForIndex(html, "/destination/norway/");
    expect(marked).toContain('<main data-pagefind-body="" data-pagefind-filter="type:Destination" id="main">');
    expect(marked).toContain("Fjords</h1> <p>");
  });

  it("refuses a page without <main>, naming it", () => {
    expect(() => markForIndex("<body><p>Hello</p></body>", "/odd/")).toThrow("/odd/");
  });
});
