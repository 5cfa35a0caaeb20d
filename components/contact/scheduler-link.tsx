import { ExternalLink } from "@/components/ui/external-link";

export type Scheduler = { label: string; href: string };

/**
 * The agency's online scheduler, as a plain link: nothing of the scheduler's own page or script loads on
 * ours, and it opens in a new tab so the calendar here stays where it was.
 */
export function SchedulerLink({ scheduler }: { scheduler: Scheduler }) {
  return (
    <div className="border-t border-line pt-5 text-center">
      <p className="text-sm text-muted">Or, if you prefer to book online:</p>
      <ExternalLink
        href={scheduler.href}
        glyph="size-4"
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-navy/30 px-5 py-2 text-sm font-semibold text-navy transition-colors duration-300 ease-luxe hover:border-navy hover:bg-navy hover:text-ivory"
      >
        {scheduler.label}
      </ExternalLink>
    </div>
  );
}
