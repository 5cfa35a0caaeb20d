import { ExternalLink } from "@/components/ui/external-link";
import type { SourceLink } from "@/lib/content/page-schemas";

type SourceLinksProps = { label: string; links: readonly SourceLink[]; className?: string };

/** The outside sources a passage relies on (the CAA, legislation.gov.uk), named and linked beneath it. */
export function SourceLinks({ label, links, className = "" }: SourceLinksProps) {
  return (
    <div className={`text-sm leading-relaxed ${className}`}>
      <p className="eyebrow text-bronze">{label}</p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href} className="text-link">
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
