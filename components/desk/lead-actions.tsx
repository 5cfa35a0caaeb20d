"use client";

import type { FormEvent } from "react";
import { NOTE_MAX, STATUS_LABELS, STATUSES, type LeadEvent, type LeadItem } from "@/lib/desk-client/api";
import { inputClasses, Panel, smallButton } from "./desk-ui";
import { LeadHistory } from "./lead-history";

type Props = {
  status: LeadItem["status"];
  events: LeadEvent[];
  busy: boolean;
  onStatus: (event: FormEvent<HTMLFormElement>) => void;
  onNote: (event: FormEvent<HTMLFormElement>) => void;
};

/** The owner's side of an enquiry or consultation: its status (with an optional note), notes, and the history. */
export function LeadActions({ status: current, events, busy, onStatus, onNote }: Props) {
  return (
    <div className="space-y-8">
      <Panel title="Status" id="lead-status">
        <form onSubmit={onStatus} className="space-y-4">
          <label className="block text-sm font-medium text-navy">
            Move to
            <select name="status" defaultValue={current} className={`mt-1 ${inputClasses}`} key={current}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-navy">
            Note <span className="font-normal text-muted">(optional)</span>
            <textarea name="note" rows={2} maxLength={NOTE_MAX} className={`mt-1 ${inputClasses}`} />
          </label>
          <button type="submit" className={smallButton("dark")} disabled={busy}>
            Save status
          </button>
        </form>
      </Panel>
      <Panel title="Notes and history" id="lead-history">
        <form onSubmit={onNote} className="space-y-3">
          <label className="block text-sm font-medium text-navy">
            Add a note
            <textarea name="note" rows={3} required maxLength={NOTE_MAX} className={`mt-1 ${inputClasses}`} />
          </label>
          <button type="submit" className={smallButton("outline")} disabled={busy}>
            Add note
          </button>
        </form>
        <LeadHistory events={events} />
      </Panel>
    </div>
  );
}
