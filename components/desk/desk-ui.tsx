import type { ComponentProps, ReactNode } from "react";
import { controlClasses } from "@/components/contact/form-field";
import { buttonClasses } from "@/components/ui/button-link";
import { STATUS_LABELS, type LeadItem } from "@/lib/desk-client/api";

/* The desk's small shared pieces, in the site's own style. */

export const inputClasses = controlClasses.replace("px-4 py-3", "px-3 py-2.5");
export const smallButton = (variant: "dark" | "outline" | "gold" = "dark") =>
  buttonClasses(variant, "min-h-11 px-5 py-2 disabled:cursor-not-allowed disabled:opacity-60");

export function Panel({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-2xl text-navy sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function StatusBadge({ status, onDark = false }: { status: LeadItem["status"]; onDark?: boolean }) {
  const tone = onDark
    ? "bg-ivory text-navy"
    : status === "new"
      ? "bg-gold/25 text-bronze"
      : status === "closed_lost"
        ? "bg-stone/50 text-ink"
        : status === "closed_won" || status === "booked"
          ? "bg-ocean text-white"
          : "bg-sand text-navy";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** A polite line for loading and empty states. */
export function Quiet({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted">
      {children}
    </p>
  );
}

/** A link inside the desk: a real address (it can be opened in a new tab), followed in place on a plain click. */
export function DeskLink({ onGo, ...props }: ComponentProps<"a"> & { onGo: () => void }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onGo();
      }}
    />
  );
}

export function Definitions({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-navy">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
