import { fillTokens, renderMarkdown } from "@/lib/content/markdown";

describe("Markdown rendering", () => {
  it("renders headings with ids and lists level-2 headings for a contents list", () => {
    const { html, headings } = renderMarkdown("## 1. Important information\n\nText.\n\n### Who we are\n");
    expect(html).toContain('<h2 id="1-important-information">1. Important information</h2>');
    expect(html).toContain('<h3 id="who-we-are">Who we are</h3>');
    expect(headings).toEqual([{ id: "1-important-information", text: "1. Important information" }]);
  });

  it("escapes raw HTML instead of passing it through", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> <img src=x onerror=alert(1)>\n\n<div>block</div>',
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<div>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops javascript: links but keeps their text", () => {
    const { html } = renderMarkdown("[click me](javascript:alert(1))");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click me");
  });

  it("adds the trailing slash to site links and opens other sites in a new tab", () => {
    const { html } = renderMarkdown(
      "[contact](/contact) and [ICO](https://ico.org.uk) and [mail](mailto:a@example.com)",
    );
    expect(html).toContain('<a href="/contact/">contact</a>');
    expect(html).toContain('<a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">ICO');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it("fills known tokens and fails on an unknown one, naming the file", () => {
    expect(fillTokens("Write to {{email}}.", { email: "hello@example.com" }, "content/x.md")).toBe(
      "Write to hello@example.com.",
    );
    expect(() => fillTokens("Call {{phnoe}}", { phone: "1" }, "content/legal/terms.md")).toThrow(
      /content\/legal\/terms\.md[\s\S]*unknown token "\{\{phnoe\}\}"/,
    );
  });
});
