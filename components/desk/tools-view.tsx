"use client";

import { useRef, useState, type FormEvent } from "react";
import { DESK_API, deskPost, KIND_LABELS, LEAD_KINDS } from "@/lib/desk-client/api";
import { notify } from "@/lib/notify";
import { inputClasses, Panel, smallButton } from "./desk-ui";

type Deleted = { enquiries: number; consultations: number; subscribers: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The leads as CSV files, and erasing everything held about one person (after a confirmation). */
export function ToolsView() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ email: string; deleted: Deleted }>();

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmail(String(new FormData(event.currentTarget).get("email") ?? "").trim());
    dialog.current?.showModal();
  };
  const erase = async () => {
    setBusy(true);
    try {
      const { deleted } = await deskPost<{ deleted: Deleted }>("/erase", { email });
      setResult({ email, deleted });
      void notify("success", "Erased", { description: `Nothing is left on the website's database for ${email}.` });
    } catch {
      void notify("error", "Nothing was erased", { description: "Check the address and try again." });
    } finally {
      setBusy(false);
      dialog.current?.close();
    }
  };

  return (
    <div className="space-y-8">
      <Panel title="Download CSV" id="tools-csv">
        <p className="max-w-2xl text-ink">
          Every lead of one kind as a spreadsheet file, with its status and where it came from.
        </p>
        <ul className="mt-5 flex flex-wrap gap-3">
          {LEAD_KINDS.map((kind) => (
            <li key={kind}>
              <a href={`${DESK_API}/export.csv?kind=${kind}`} download className={smallButton("outline")}>
                {KIND_LABELS[kind].many} (CSV)
              </a>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Erase a person" id="tools-erase">
        <p className="max-w-2xl text-ink">
          When someone asks to be forgotten: every enquiry, consultation and newsletter sign-up from their address is
          deleted from the website&apos;s database. E-mails already in your inbox stay there.
        </p>
        <form onSubmit={ask} className="mt-5 flex flex-wrap items-end gap-4">
          <label className="grow text-sm font-medium text-navy sm:max-w-md">
            Their e-mail address
            <input name="email" type="email" required autoComplete="off" className={`mt-1 ${inputClasses}`} />
          </label>
          <button type="submit" className={smallButton("dark")}>
            Erase…
          </button>
        </form>
        {result ? (
          <p role="status" className="mt-6 rounded-xl bg-sand/70 p-4 text-ink">
            Erased for {result.email}: {plural(result.deleted.enquiries, "enquiry", "enquiries")},{" "}
            {plural(result.deleted.consultations, "consultation", "consultations")} and{" "}
            {plural(result.deleted.subscribers, "newsletter sign-up", "newsletter sign-ups")}.
          </p>
        ) : null}
      </Panel>
      <dialog
        ref={dialog}
        aria-labelledby="erase-title"
        className="m-auto max-w-md rounded-2xl bg-white p-6 text-ink shadow-card backdrop:bg-navy-deep/60 sm:p-8"
      >
        <h2 id="erase-title" className="font-display text-2xl text-navy">
          Erase {email}?
        </h2>
        <p className="mt-3">Everything the website holds for this address goes for good. This cannot be undone.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={smallButton("dark")} disabled={busy} onClick={() => void erase()}>
            {busy ? "Erasing…" : "Erase for good"}
          </button>
          <button type="button" className={smallButton("outline")} onClick={() => dialog.current?.close()} autoFocus>
            Keep it
          </button>
        </div>
      </dialog>
    </div>
  );
}
