import { ExternalLink } from "@/components/ui/external-link";
import { FactValue } from "@/components/ui/fact-value";
import { formatLongDate } from "@/lib/dates";
import { fillLabel, splitLabel } from "@/lib/content/labels";

type ReviewPlatformsProps = {
  label: string;
  /** "Read every review on {platform}". */
  readAll: string;
  /** "Figures last updated: {date}". */
  updatedLabel: string;
  platforms: readonly { id: string; name: string; href: string }[];
  /** When the figures were last copied from the platforms; a marked placeholder until the agency says. */
  updated?: string;
};

/** The independent platforms, each linked to the agency's profile, and the date the figures were copied. */
export function ReviewPlatforms({ label, readAll, updatedLabel, platforms, updated }: ReviewPlatformsProps) {
  const [before, after] = splitLabel(updatedLabel, "date");
  return (
    <div className="mt-8 max-w-[68ch] border border-gold/50 bg-white p-7 md:p-8">
      <p className="eyebrow text-bronze">{label}</p>
      <ul className="mt-4 space-y-2.5">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <ExternalLink href={platform.href} className="text-link">
              {fillLabel(readAll, { platform: platform.name })}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-line pt-5 text-sm text-muted">
        {before}
        {updated ? (
          <time dateTime={updated} className="font-medium text-ink">
            {formatLongDate(updated)}
          </time>
        ) : (
          <FactValue value="[date to be confirmed]" />
        )}
        {after}
      </p>
    </div>
  );
}
