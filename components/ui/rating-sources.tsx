import { ExternalLink } from "@/components/ui/external-link";
import { Link } from "@/components/ui/link";
import type { RatingLinks } from "@/lib/content/reviews";

type RatingSourcesProps = RatingLinks & { align?: "start" | "center" | "end"; className?: string };

const ALIGN = { start: "", center: "justify-center max-sm:items-center", end: "lg:justify-end" } as const;

/**
 * What stands beside every rating figure: the platforms it comes from, where each review can be read, and
 * the reviews policy that says how they are collected and the figure worked out (docs/requirements.md).
 */
export function RatingSources({ label, platforms, policy, align = "start", className = "" }: RatingSourcesProps) {
  return (
    <p
      data-rating-sources=""
      className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm leading-relaxed text-muted max-sm:flex-col ${ALIGN[align]} ${className}`}
    >
      <span>
        {label}{" "}
        {platforms.map((platform, index) => (
          <span key={platform.href}>
            {index > 0 ? (index === platforms.length - 1 ? " and " : ", ") : null}
            <ExternalLink href={platform.href} className="text-link">
              {platform.name}
            </ExternalLink>
          </span>
        ))}
      </span>
      {/* On a phone the policy link takes its own line, so no separator is left dangling at a line's start. */}
      <span aria-hidden="true" className="text-muted max-sm:hidden">
        ·
      </span>
      <Link href={policy.href} className="text-link">
        {policy.label}
      </Link>
    </p>
  );
}
