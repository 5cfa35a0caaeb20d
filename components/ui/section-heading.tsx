import type { ReactNode } from "react";

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  /** On dark sections the type turns light. */
  tone?: "light" | "dark";
  as?: "h2" | "h3";
  id?: string;
};

/** The heading block that opens a section: small-caps eyebrow, serif title, a line of introduction. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "left",
  tone = "dark",
  as: Heading = "h2",
  id,
}: SectionHeadingProps) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <p className={`eyebrow ${tone === "dark" ? "text-bronze" : "text-gold-light"}`}>{eyebrow}</p> : null}
      <Heading id={id} className={`mt-4 text-title ${tone === "dark" ? "text-navy" : "text-white"}`}>
        {title}
      </Heading>
      {intro ? (
        <p
          className={`mt-6 text-lede ${centred ? "mx-auto max-w-2xl" : ""} ${tone === "dark" ? "text-muted" : "text-white/80"}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
