import type { ReactNode } from "react";

/*
 * The pieces of a labelled form control: label, optional hint, inline error. The control itself is
 * passed in, with the ids from fieldIds() so its aria-describedby names the hint and the error. The ids
 * start with the form's name ("enquiry", "booking"), so two forms on one page never share one.
 */

export const controlClasses = [
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(15_42_61/0.05)]",
  "placeholder:text-muted/80 transition-colors duration-200",
  "border-stone hover:border-bronze/60 focus:border-bronze",
  "aria-invalid:border-error aria-invalid:bg-error/[0.03]",
].join(" ");

export function fieldIds(name: string, form = "enquiry") {
  return { input: `${form}-${name}`, hint: `${form}-${name}-hint`, error: `${form}-${name}-error` };
}

/** The aria-describedby of a control: its hint, then its error when there is one. */
export function describedBy(
  name: string,
  options: { hint?: boolean; error?: boolean },
  form?: string,
): string | undefined {
  const ids = fieldIds(name, form);
  const list = [options.hint ? ids.hint : null, options.error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

type FieldProps = {
  name: string;
  /** The form's name, which starts every id; "enquiry" unless said. */
  form?: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

export function Field({ name, form, label, optional, hint, error, className, children }: FieldProps) {
  const ids = fieldIds(name, form);
  return (
    <div className={className}>
      <label htmlFor={ids.input} className="flex items-baseline justify-between gap-3 text-sm font-medium text-navy">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-muted">Optional</span> : null}
      </label>
      {hint ? (
        <p id={ids.hint} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">{children}</div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-medium text-error">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-error text-[0.65rem] font-bold text-white"
      >
        !
      </span>
      {message}
    </p>
  );
}
