import type { ReactNode } from "react";

const TONES = {
  ivory: "bg-ivory text-ink",
  white: "bg-white text-ink",
  sand: "bg-sand text-ink",
  navy: "bg-navy text-white",
} as const;

const SPACING = {
  default: "py-20 md:py-28",
  roomy: "py-24 md:py-36",
  tight: "py-14 md:py-20",
} as const;

type SectionTone = keyof typeof TONES;

type SectionProps = {
  tone?: SectionTone;
  spacing?: keyof typeof SPACING;
  /** The id of the heading that names the section. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
};

/** A band of the page: background tone, vertical rhythm and the site's content width. */
export function Section({ tone = "ivory", spacing = "default", labelledBy, className = "", children }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={`${TONES[tone]} ${SPACING[spacing]} ${className}`}>
      <div className="container-luxe">{children}</div>
    </section>
  );
}
