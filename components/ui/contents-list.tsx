import type { MarkdownHeading } from "@/lib/content/markdown";

/**
 * The in-page contents of a Markdown document (an article, a legal page): its headings as links, beside the
 * text on wide screens. Nothing when the document has no headings.
 */
export function ContentsList({ headings, label }: { headings: readonly MarkdownHeading[]; label: string }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-8 hidden border-t border-line pt-6 lg:block">
      <p className="eyebrow text-bronze">{label}</p>
      <ol className="mt-4 space-y-2.5 text-sm leading-snug">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-muted transition-colors hover:text-navy">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
