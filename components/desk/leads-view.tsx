"use client";

import { useId, type FormEvent } from "react";
import {
  deskGet,
  KIND_LABELS,
  STATUS_LABELS,
  STATUSES,
  type LeadKind,
  type LeadList,
  type LeadStatus,
} from "@/lib/desk-client/api";
import { viewSearch, type ListFilters } from "@/lib/desk-client/view";
import { DeskLink, inputClasses, Panel, Quiet, smallButton } from "./desk-ui";
import { LeadTable, type Go } from "./lead-table";
import { useDeskData } from "./use-desk-data";

type Props = { kind: LeadKind; filters: ListFilters; go: Go };

/** One kind of lead: search by name or e-mail, status, dates, and the server's pages of 25. */
export function LeadsView({ kind, filters, go }: Props) {
  const id = useId();
  const key = `${kind}${viewSearch({ view: "list", kind, ...filters })}`;
  const { data, failed } = useDeskData(key, () =>
    deskGet<LeadList>("/leads", {
      kind,
      q: filters.q,
      status: filters.status,
      from: filters.from,
      to: filters.to,
      page: String(filters.page),
    }),
  );
  const label = KIND_LABELS[kind].many;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    go({
      view: "list",
      kind,
      q: text("q"),
      status: text("status") as LeadStatus | "",
      from: text("from"),
      to: text("to"),
      page: 1,
    });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (page: number, text: string) => {
    const view = { view: "list" as const, kind, ...filters, page };
    return (
      <DeskLink
        href={viewSearch(view)}
        onGo={() => go(view)}
        className={smallButton("outline")}
        rel={text === "Next" ? "next" : "prev"}
      >
        {text}
      </DeskLink>
    );
  };

  return (
    <Panel title={label} id={`${id}-title`}>
      <form
        key={key}
        role="search"
        aria-label={`Find ${label.toLowerCase()}`}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <label className="text-sm font-medium text-navy">
          Name or e-mail
          <input name="q" type="search" defaultValue={filters.q} className={`mt-1 ${inputClasses}`} />
        </label>
        {kind === "subscriber" ? null : (
          <label className="text-sm font-medium text-navy">
            Status
            <select name="status" defaultValue={filters.status} className={`mt-1 ${inputClasses}`}>
              <option value="">Any</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-sm font-medium text-navy">
          From
          <input name="from" type="date" defaultValue={filters.from} className={`mt-1 ${inputClasses}`} />
        </label>
        <label className="text-sm font-medium text-navy">
          To
          <input name="to" type="date" defaultValue={filters.to} className={`mt-1 ${inputClasses}`} />
        </label>
        <button type="submit" className={smallButton("dark")}>
          Show
        </button>
      </form>
      <div className="mt-8" aria-live="polite">
        {failed ? (
          <Quiet>This list could not be loaded. Reload the page to try again.</Quiet>
        ) : !data ? (
          <Quiet>Loading {label.toLowerCase()}…</Quiet>
        ) : data.items.length === 0 ? (
          <Quiet>Nothing matches. Clear a filter to see more.</Quiet>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              {data.total} in all · page {data.page} of {pages}
            </p>
            <LeadTable items={data.items} caption={`${label}, page ${data.page} of ${pages}`} go={go} />
            {pages > 1 ? (
              <nav aria-label={`Pages of ${label.toLowerCase()}`} className="mt-6 flex items-center gap-3">
                {data.page > 1 ? pageLink(data.page - 1, "Previous") : null}
                {data.page < pages ? pageLink(data.page + 1, "Next") : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </Panel>
  );
}
