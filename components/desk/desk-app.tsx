"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Notices } from "@/components/ui/notices";
import { DeskError, deskGet, LEAD_KINDS, KIND_LABELS } from "@/lib/desk-client/api";
import { listView, parseView, viewSearch, type DeskView } from "@/lib/desk-client/view";
import { AttentionView } from "./attention-view";
import { DeskLink, Quiet } from "./desk-ui";
import { LeadView } from "./lead-view";
import { LeadsView } from "./leads-view";
import { SourcesView } from "./sources-view";
import { ToolsView } from "./tools-view";

type SignIn = { state: "checking" } | { state: "in"; email: string } | { state: "out" | "refused" | "failed" };

const TABS: { label: string; view: DeskView; matches: (view: DeskView) => boolean }[] = [
  { label: "What needs you", view: { view: "attention" }, matches: (view) => view.view === "attention" },
  ...LEAD_KINDS.map((kind) => ({
    label: KIND_LABELS[kind].many,
    view: listView(kind),
    matches: (view: DeskView) => (view.view === "list" || view.view === "lead") && view.kind === kind,
  })),
  { label: "Sources", view: { view: "sources", days: 30 }, matches: (view) => view.view === "sources" },
  { label: "CSV and erasing", view: { view: "tools" }, matches: (view) => view.view === "tools" },
];

const SIGNED_OUT: Record<"out" | "refused" | "failed", string> = {
  out: "You are not signed in, or your sign-in has run out. Reload the page to sign in again with your work e-mail.",
  refused:
    "You are signed in, but this address is not on the desk's list. Sign in with the address the desk was set up for, or ask whoever set it up to add yours.",
  failed: "The desk could not reach the website just now. Check the connection, then reload the page.",
};

/** The owner's desk: checks the sign-in, then shows the view the address names, kept in step with back and forward. */
export function DeskApp() {
  const [signIn, setSignIn] = useState<SignIn>({ state: "checking" });
  const [view, setView] = useState<DeskView>();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const follow = () => setView(parseView(window.location.search));
    follow();
    window.addEventListener("popstate", follow);
    deskGet<{ email: string }>("/me").then(
      ({ email }) => setSignIn({ state: "in", email }),
      (error: unknown) =>
        setSignIn({
          state:
            error instanceof DeskError
              ? error.status === 403
                ? "refused"
                : error.status === 401
                  ? "out"
                  : "failed"
              : "failed",
        }),
    );
    return () => window.removeEventListener("popstate", follow);
  }, []);

  const go = useCallback((next: DeskView) => {
    window.history.pushState(null, "", viewSearch(next) || window.location.pathname);
    setView(next);
    // The new view's place takes focus (and comes into view), so a keyboard or screen reader starts there.
    region.current?.focus();
  }, []);

  if (signIn.state === "checking" || !view) return <Quiet>Checking your sign-in…</Quiet>;
  if (signIn.state !== "in") {
    return (
      <p role="alert" className="max-w-2xl rounded-2xl bg-sand/70 p-6 text-lede text-ink ring-1 ring-line">
        {SIGNED_OUT[signIn.state]}
      </p>
    );
  }
  return (
    <>
      <Notices />
      <p className="text-sm text-muted">
        Signed in as <strong className="font-semibold text-navy">{signIn.email}</strong>
      </p>
      <nav aria-label="Desk" className="-mx-5 mt-4 overflow-x-auto px-5 md:mx-0 md:px-0">
        <ul className="flex gap-2 pb-2 md:flex-wrap">
          {TABS.map((tab) => (
            <li key={tab.label} className="shrink-0">
              <DeskLink
                href={viewSearch(tab.view) || "?"}
                onGo={() => go(tab.view)}
                aria-current={tab.matches(view) ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-navy/25 px-5 text-sm font-semibold text-navy transition-colors hover:border-navy aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-ivory"
              >
                {tab.label}
              </DeskLink>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={region} tabIndex={-1} className="mt-8 scroll-mt-28 outline-none">
        {view.view === "attention" ? <AttentionView go={go} /> : null}
        {view.view === "list" ? <LeadsView key={view.kind} kind={view.kind} filters={view} go={go} /> : null}
        {view.view === "lead" ? <LeadView kind={view.kind} id={view.id} /> : null}
        {view.view === "sources" ? <SourcesView days={view.days} go={go} /> : null}
        {view.view === "tools" ? <ToolsView /> : null}
      </div>
    </>
  );
}
