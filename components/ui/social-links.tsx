import { ExternalLink } from "@/components/ui/external-link";

type SocialLink = { id: string; label: string; href: string };

/**
 * The agency's social profiles, each opening in a new tab. Place it in a section whose heading names it
 * ("Follow Our Travels"); a name on the list itself would only repeat that heading.
 */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.id}>
          <ExternalLink
            href={link.href}
            glyph="size-4 opacity-70"
            className="inline-flex min-h-12 items-center gap-2 rounded-full border border-navy/20 px-6 text-sm font-medium tracking-wide text-navy transition-colors duration-300 ease-luxe hover:border-navy hover:bg-navy hover:text-ivory"
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
