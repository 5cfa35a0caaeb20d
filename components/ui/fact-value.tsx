import { isPlaceholder, PLACEHOLDER_NOTE } from "@/lib/content/placeholders";

/**
 * A fact from the settings. One still "[in square brackets]" is shown as it is, in a dashed box marked
 * "to be confirmed", so a placeholder can never be mistaken for a real licence number or name.
 */
export function FactValue({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  const saysSo = value.toLowerCase().includes(PLACEHOLDER_NOTE);
  return (
    <span
      data-placeholder=""
      className="inline-flex flex-wrap items-baseline gap-x-2 rounded-sm border border-dashed border-error/80 bg-white px-2 py-0.5 font-sans text-[0.9375rem] leading-snug text-error"
    >
      <span>{value}</span>
      {saysSo ? null : <span className="text-xs font-semibold tracking-wide uppercase">{PLACEHOLDER_NOTE}</span>}
    </span>
  );
}
