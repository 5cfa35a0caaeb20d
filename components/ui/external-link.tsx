import type { ReactNode } from "react";
import { ExternalLink as ExternalGlyph } from "@/components/icons/glyphs";

type ExternalLinkProps = {
  href: string;
  className?: string;
  /** The arrow glyph's classes; `false` for a link whose place already says it leaves (the footer's socials). */
  glyph?: string | false;
  children: ReactNode;
};

/** A link that leaves the site, in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  className = "",
  glyph = "ml-1 inline size-3.5 align-[-0.1em] opacity-70",
  children,
}: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {glyph === false ? null : <ExternalGlyph className={glyph} />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
