"use client";

import { deskGet, type SourceSummary } from "@/lib/desk-client/api";
import { viewSearch } from "@/lib/desk-client/view";
import { DeskLink, Panel, Quiet } from "./desk-ui";
import type { Go } from "./lead-table";
import { useDeskData } from "./use-desk-data";

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { label: string; count: number }[];
}) {
  if (rows.length === 0) return <Quiet>No leads in this period.</Quiet>;
  const most = Math.max(...rows.map((row) => row.count));
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {heading}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Leads
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line/70">
            <th scope="row" className="py-3 pr-4 font-normal break-all text-ink">
              {row.label}
              <span
                aria-hidden="true"
                className="mt-1 block h-1 rounded-full bg-gold/70"
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </th>
            <td className="py-3 text-right font-semibold text-navy tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the leads came from over the last 30 or 90 days: by source, and by the page they landed on. */
export function SourcesView({ days, go }: { days: 30 | 90; go: Go }) {
  const { data, failed } = useDeskData(`sources-${days}`, () =>
    deskGet<SourceSummary>("/summary", { days: String(days) }),
  );
  const periods = (
    <nav aria-label="Period" className="flex gap-2">
      {([30, 90] as const).map((period) => (
        <DeskLink
          key={period}
          href={viewSearch({ view: "sources", days: period })}
          onGo={() => go({ view: "sources", days: period })}
          aria-current={period === days ? "page" : undefined}
          className="rounded-full border border-navy/30 px-4 py-2 text-sm font-semibold text-navy aria-[current=page]:bg-navy aria-[current=page]:text-ivory"
        >
          {period} days
        </DeskLink>
      ))}
    </nav>
  );
  return (
    <Panel title={`Sources, last ${days} days`} id="sources-title" action={periods}>
      {failed ? (
        <Quiet>The summary could not be loaded. Reload the page to try again.</Quiet>
      ) : !data ? (
        <Quiet>Loading the summary…</Quiet>
      ) : (
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-3 font-display text-xl text-navy">By source</h3>
            <CountTable
              caption={`Leads by source, last ${days} days`}
              heading="Source"
              rows={data.bySource.map((row) => ({ label: row.source, count: row.count }))}
            />
          </div>
          <div>
            <h3 className="mb-3 font-display text-xl text-navy">By landing page</h3>
            <CountTable
              caption={`Leads by landing page, last ${days} days`}
              heading="Landing page"
              rows={data.byLanding.map((row) => ({ label: row.landing ?? "Not recorded", count: row.count }))}
            />
          </div>
        </div>
      )}
    </Panel>
  );
}
