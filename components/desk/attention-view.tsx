"use client";

import { useState } from "react";
import { deskGet, deskPost, type Attention, type LeadItem } from "@/lib/desk-client/api";
import { notify } from "@/lib/notify";
import { Panel, Quiet, smallButton } from "./desk-ui";
import { LeadTable, type Go } from "./lead-table";
import { useDeskData } from "./use-desk-data";

/** What needs the owner first: e-mails that failed to reach the agency, then leads still new after a day. */
export function AttentionView({ go }: { go: Go }) {
  const { data, failed, reload } = useDeskData("attention", () => deskGet<Attention>("/attention"));
  const [retrying, setRetrying] = useState("");

  const retry = async (item: LeadItem) => {
    setRetrying(item.id);
    try {
      await deskPost("/retry", { kind: item.kind, id: item.id });
      void notify("success", "Sent again", {
        description: `The e-mail about ${item.name || item.email} is on its way.`,
      });
      reload();
    } catch {
      void notify("error", "It did not go this time", {
        description: "The e-mail service still refuses it; try again later.",
      });
    } finally {
      setRetrying("");
    }
  };

  if (failed) return <Quiet>This view could not be loaded. Reload the page to try again.</Quiet>;
  if (!data) return <Quiet>Loading what needs you…</Quiet>;
  return (
    <div className="space-y-8">
      <Panel title="E-mails that did not arrive" id="attention-failed">
        {data.failed.length === 0 ? (
          <Quiet>Every lead reached your inbox.</Quiet>
        ) : (
          <LeadTable
            items={data.failed}
            caption="Leads whose e-mail failed, with the error"
            go={go}
            extra={(item) => (
              <div className="space-y-2">
                <p className="text-xs text-error">{item.emailError}</p>
                <button
                  type="button"
                  className={smallButton("dark")}
                  disabled={retrying === item.id}
                  onClick={() => void retry(item)}
                  aria-label={`Retry the e-mail about ${item.name || item.email}`}
                >
                  {retrying === item.id ? "Retrying…" : "Retry"}
                </button>
              </div>
            )}
          />
        )}
      </Panel>
      <Panel title="Still new after 24 hours" id="attention-waiting">
        {data.waiting.length === 0 ? (
          <Quiet>Nobody is waiting for an answer.</Quiet>
        ) : (
          <LeadTable items={data.waiting} caption="Leads still new after 24 hours, oldest first" go={go} />
        )}
      </Panel>
    </div>
  );
}
