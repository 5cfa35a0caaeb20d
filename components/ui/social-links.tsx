import { ExternalLink } from "@/components/icons/glyphs";

type SocialLink = { id: string; label: string; href: string };

type SocialLinksProps = { links: readonly SocialLink[]; label: string; tone?: "light" | "dark" };

/** The agency's social profiles, each opening in a new tab. */
export function SocialLinks({ links, label, tone = "dark" }: SocialLinksProps) {
  const colours =
    tone === "dark"
      ? "border-navy/20 text-navy hover:border-navy hover:bg-navy hover:text-ivory"
      : "border-white/30 text-white hover:border-white hover:bg-white hover:text-navy";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-12 items-center gap-2 rounded-full border px-6 text-sm font-medium tracking-wide transition-colors duration-300 ease-luxe ${colours}`}
          >
            {link.label}
            <ExternalLink className="size-4 opacity-70" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
