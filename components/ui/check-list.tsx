import { Check } from "@/components/icons/glyphs";

type CheckListProps = {
  items: readonly string[];
  tone?: "light" | "dark";
  /** Two columns from the medium breakpoint. */
  columns?: 1 | 2;
  size?: "sm" | "base";
};

/** A list of inclusions, each marked with a gold tick. */
export function CheckList({ items, tone = "dark", columns = 1, size = "base" }: CheckListProps) {
  const text = tone === "dark" ? "text-ink/85" : "text-white/85";
  const grid = columns === 2 ? "md:grid-cols-2 md:gap-x-10" : "";
  return (
    <ul className={`grid gap-y-3 ${grid} ${size === "sm" ? "text-sm leading-relaxed" : "leading-relaxed"} ${text}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className={`mt-0.5 size-5 shrink-0 ${tone === "dark" ? "text-bronze" : "text-gold-light"}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
