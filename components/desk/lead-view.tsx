"use client";

import { useState, type FormEvent } from "react";
import {
  deskGet,
  deskPost,
  formatWhen,
  KIND_LABELS,
  replyHref,
  replySubject,
  STATUS_LABELS,
  type LeadDetail,
  type LeadKind,
  type LeadPage,
  type LeadStatus,
} from "@/lib/desk-client/api";
import { notify } from "@/lib/notify";
import { Definitions, Panel, Quiet, smallButton, StatusBadge } from "./desk-ui";
import { LeadActions } from "./lead-actions";
import { useDeskData } from "./use-desk-data";

/** Fields the page shows in their own place, not in the list of what the visitor sent. */
const SHOWN_ELSEWHERE = new Set([
  "kind",
  "id",
  "name",
  "email",
  "status",
  "summary",
  "source",
  "subject",
  "shortlist",
  "attribution",
  "emailStatus",
  "emailError",
  "emailAttempts",
  "createdAt",
  "emailedAt",
]);

/** "firstName" → "First name"; the enquiry's trip details are the form's "Tell us more". */
const labelOf = (key: string) =>
  key === "trip"
    ? "Tell us more"
    : key
        .replace(/([A-Z])/g, " $1")
        .replace(/^./, (first) => first.toUpperCase())
        .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatWhen(value);
  if (Array.isArray(value)) return value.length ? value.map(valueWords).join(", ") : "—";
  return String(value);
}

function Fields({ lead }: { lead: LeadDetail }) {
  const entries = Object.entries(lead).filter(([key]) => !SHOWN_ELSEWHERE.has(key));
  const plain = entries.filter(([, value]) => !value || typeof value !== "object" || Array.isArray(value));
  const groups = entries.filter(([, value]) => value && typeof value === "object" && !Array.isArray(value));
  return (
    <>
      <Definitions
        rows={[
          ["Name", lead.name || "—"],
          ["E-mail", lead.email],
          ["Received", formatWhen(lead.createdAt)],
          ...plain.map(([key, value]): [string, string] => [labelOf(key), valueWords(value)]),
        ]}
      />
      {groups.map(([key, value]) => (
        <div key={key} className="mt-8">
          <h3 className="mb-4 font-display text-xl text-navy">{labelOf(key)}</h3>
          <Definitions
            rows={Object.entries(value as Record<string, unknown>).map(([name, item]): [string, string] => [
              labelOf(name),
              valueWords(item),
            ])}
          />
        </div>
      ))}
    </>
  );
}

const UTM_NAMES = [
  ["utmSource", "source"],
  ["utmMedium", "medium"],
  ["utmCampaign", "campaign"],
  ["utmTerm", "term"],
  ["utmContent", "content"],
] as const;

function Attribution({ lead }: { lead: LeadDetail }) {
  const found = lead.attribution;
  if (!found) return <Quiet>Not recorded: the visitor&apos;s browser kept no record of the visit.</Quiet>;
  const utm = UTM_NAMES.filter(([key]) => found[key]).map(([key, name]) => `${name}: ${found[key]}`);
  const recent = found.recent ?? [];
  return (
    <Definitions
      rows={[
        ["Landing page", found.landing],
        ["Referred by", found.referrerHost ?? "No other site (typed, bookmarked or an app)"],
        ["Campaign (UTM)", utm.length ? utm.join(" · ") : "None"],
        ["Pages seen before", found.pages ?? "—"],
        [
          "Last pages",
          recent.length ? (
            <ol className="list-decimal pl-5">
              {recent.map((path, index) => (
                <li key={`${index}-${path}`}>{path}</li>
              ))}
            </ol>
          ) : (
            "—"
          ),
        ],
      ]}
    />
  );
}

/** One lead: everything sent, delivery, where the visitor came from, its status, notes and history. */
export function LeadView({ kind, id }: { kind: LeadKind; id: string }) {
  const { data, failed, set } = useDeskData(`${kind}:${id}`, () => deskGet<LeadPage>("/lead", { kind, id }));
  const [busy, setBusy] = useState(false);

  const send = async (path: string, body: object, done: string, form: HTMLFormElement) => {
    setBusy(true);
    try {
      set(await deskPost<LeadPage>(path, { kind, id, ...body }));
      form.reset();
      void notify("success", done, { description: "Saved to the lead's history." });
    } catch {
      void notify("error", "Not saved", { description: "Nothing was changed. Try again in a moment." });
    } finally {
      setBusy(false);
    }
  };
  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get("note") ?? "").trim();
    const status = String(form.get("status")) as LeadStatus;
    void send(
      "/lead/status",
      { status, ...(note ? { note } : {}) },
      `Marked ${STATUS_LABELS[status].toLowerCase()}`,
      event.currentTarget,
    );
  };
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "").trim();
    if (note) void send("/lead/note", { note }, "Note added", event.currentTarget);
  };

  if (failed) return <Quiet>This lead could not be loaded. It may have been erased; reload to try again.</Quiet>;
  if (!data) return <Quiet>Loading the lead…</Quiet>;
  const { lead, events } = data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="lead-title" className="rounded-2xl bg-navy p-6 text-ivory shadow-card sm:p-8">
        <p className="eyebrow text-gold-light">{KIND_LABELS[lead.kind].one}</p>
        <h2 id="lead-title" className="mt-2 font-display text-3xl break-words text-white sm:text-4xl">
          {lead.name || lead.email}
        </h2>
        <p className="mt-2 text-ivory/85">{lead.summary}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <StatusBadge status={lead.status} onDark />
          <a href={replyHref(lead.email, replySubject(lead))} className={smallButton("gold")}>
            Reply to {lead.name || lead.email}
          </a>
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <Panel title="What they sent" id="lead-fields">
            <Fields lead={lead} />
            {lead.shortlist?.length ? (
              <div className="mt-8">
                <h3 className="mb-3 font-display text-xl text-navy">Their shortlist</h3>
                <ul className="space-y-2">
                  {lead.shortlist.map((item) => (
                    <li key={item.slug}>
                      {item.path ? (
                        <a href={item.path} className="text-link" target="_blank" rel="noopener">
                          {item.title ?? item.slug}
                        </a>
                      ) : (
                        <span>{item.slug} (no longer on the site)</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Panel>
          <Panel title="Where they came from" id="lead-source">
            <Attribution lead={lead} />
          </Panel>
          {lead.kind === "subscriber" ? null : (
            <Panel title="E-mail to you" id="lead-email">
              <Definitions
                rows={[
                  ["Delivery", lead.emailStatus],
                  ["Attempts", lead.emailAttempts ?? "—"],
                  ["Delivered", typeof lead.emailedAt === "string" ? formatWhen(lead.emailedAt) : "—"],
                  ...(lead.emailError
                    ? [
                        [
                          "Last error",
                          <span key="error" className="text-error">
                            {lead.emailError}
                          </span>,
                        ] as [string, React.ReactNode],
                      ]
                    : []),
                ]}
              />
            </Panel>
          )}
        </div>
        {lead.kind === "subscriber" ? null : (
          <LeadActions status={lead.status} events={events} busy={busy} onStatus={onStatus} onNote={onNote} />
        )}
      </div>
    </div>
  );
}
