import type { ReactNode } from "react";
import { ExternalLink as ExternalGlyph } from "@/components/icons/glyphs";

type ExternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link that leaves the site, in a new tab, saying so to screen readers. */
export function ExternalLink({ href, className = "", children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalGlyph className="ml-1 inline size-3.5 align-[-0.1em] opacity-70" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
