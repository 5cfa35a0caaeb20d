import "server-only";
import { Marked, type Tokens } from "marked";
import { ContentError } from "@/lib/content/validate";
import { normalisePath } from "@/lib/seo/paths";

/*
 * Markdown from content/ rendered to HTML at build time. Content is trusted to be prose, not markup:
 * raw HTML in a file is escaped rather than passed through, links to this site get the export's
 * trailing slash, and links elsewhere open in a new tab with rel="noopener noreferrer".
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:|\/|#)/i.test(href);
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading(token: Tokens.Heading) {
      const text = this.parser.parseInline(token.tokens);
      const id = token.depth <= 3 ? ` id="${slugify(token.text)}"` : "";
      return `<h${token.depth}${id}>${text}</h${token.depth}>\n`;
    },
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!isSafeHref(token.href)) return text;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      if (/^https?:/i.test(token.href)) {
        return `<a href="${escapeHtml(token.href)}"${title} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
      }
      const href = token.href.startsWith("/") ? normalisePath(token.href) : token.href;
      return `<a href="${escapeHtml(href)}"${title}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      // Body images are not part of the content model: keep the words, drop the picture.
      return escapeHtml(token.text);
    },
  },
});

/**
 * Replaces {{token}} placeholders with the agency's details. An unknown token fails the build: a typo
 * must never reach a visitor as "{{emial}}".
 */
export function fillTokens(source: string, tokens: Record<string, string>, file: string): string {
  return source.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new ContentError(`Invalid content in ${file}:\n  unknown token "{{${name}}}"`);
    }
    return value;
  });
}

export type MarkdownHeading = { id: string; text: string };

export type RenderedMarkdown = { html: string; headings: MarkdownHeading[] };

/** Renders a body and lists its level-2 headings (with the ids the HTML carries) for a contents list. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings = marked
    .lexer(source)
    .filter((token): token is Tokens.Heading => token.type === "heading" && token.depth === 2)
    .map((token) => ({ id: slugify(token.text), text: token.text.replace(/[*_`]/g, "") }));
  return { html: marked.parse(source) as string, headings };
}
