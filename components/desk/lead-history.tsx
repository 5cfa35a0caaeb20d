import { formatWhen, STATUS_LABELS, type LeadEvent } from "@/lib/desk-client/api";

/** The lead's history, newest first: each status change and note, who made it and when. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  if (events.length === 0) return <p className="mt-6 text-sm text-muted">No changes yet.</p>;
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="mt-6 space-y-4 border-l-2 border-gold/60 pl-5" aria-label="History, newest first">
      {newestFirst.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <p className="text-sm text-navy">
            {event.type === "status" ? (
              <>
                <strong className="font-semibold">{event.to ? STATUS_LABELS[event.to] : "Status changed"}</strong>
                {event.from ? <span className="text-muted"> (was {STATUS_LABELS[event.from]})</span> : null}
              </>
            ) : (
              <strong className="font-semibold">Note</strong>
            )}
          </p>
          {event.note ? <p className="mt-1 whitespace-pre-line text-ink">{event.note}</p> : null}
          <p className="mt-1 text-xs text-muted">
            {event.by} · <time dateTime={event.at}>{formatWhen(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
