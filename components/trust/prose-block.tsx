import type { ReactNode } from "react";
import { CheckList } from "@/components/ui/check-list";
import type { ProseBlock as ProseBlockContent } from "@/lib/content/page-schemas";

type ProseBlockProps = ProseBlockContent & {
  id: string;
  tone?: "light" | "dark";
  /** Whatever follows the text: sources, a list of platforms, an e-mail link. */
  children?: ReactNode;
};

/** A titled passage of plain words: paragraphs, then an optional list of points marked with gold ticks. */
export function ProseBlock({ id, eyebrow, heading, paragraphs, points, tone = "dark", children }: ProseBlockProps) {
  const dark = tone === "dark";
  return (
    <div>
      {eyebrow ? <p className={`mb-4 eyebrow ${dark ? "text-bronze" : "text-gold-light"}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`text-title ${dark ? "text-navy" : "text-white"}`}>
        {heading}
      </h2>
      <div className={`mt-6 max-w-[68ch] space-y-5 leading-relaxed ${dark ? "text-ink/85" : "text-white/80"}`}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {points ? (
        <div className="mt-6 max-w-[68ch]">
          <CheckList items={points} tone={tone} />
        </div>
      ) : null}
      {children}
    </div>
  );
}
