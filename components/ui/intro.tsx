import type { ReactNode } from "react";

type IntroProps = {
  eyebrow?: string;
  heading: string;
  id?: string;
  /** One paragraph or several; the first is set larger as the lede. */
  body: string | readonly string[];
  /** "split": heading on the left, text on the right. "centred": one column down the middle. */
  layout?: "split" | "centred";
  tone?: "light" | "dark";
  /** Anything that follows the text: buttons, a signature, a figure. */
  children?: ReactNode;
};

/** The opening words of a page, after its hero. */
export function Intro({ eyebrow, heading, id, body, layout = "split", tone = "dark", children }: IntroProps) {
  const paragraphs = typeof body === "string" ? [body] : body;
  const dark = tone === "dark";
  const centred = layout === "centred";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "grid gap-10 lg:grid-cols-12 lg:gap-16"}>
      <div className={centred ? "" : "lg:sticky lg:top-32 lg:col-span-5 lg:self-start"}>
        {eyebrow ? <p className={`mb-4 eyebrow ${dark ? "text-bronze" : "text-gold-light"}`}>{eyebrow}</p> : null}
        <h2 id={id} className={`text-title ${dark ? "text-navy" : "text-white"}`}>
          {heading}
        </h2>
        <span aria-hidden="true" className={`mt-8 block h-px w-16 bg-gold ${centred ? "mx-auto" : ""}`} />
      </div>
      <div className={centred ? "mt-8 space-y-5" : "space-y-5 lg:col-span-7 lg:pt-2"}>
        {paragraphs.map((paragraph, index) => (
          <p
            key={paragraph}
            className={
              index === 0
                ? `text-lede ${dark ? "text-ink/85" : "text-white/85"}`
                : `leading-relaxed ${dark ? "text-muted" : "text-white/70"}`
            }
          >
            {paragraph}
          </p>
        ))}
        {children ? <div className="pt-4">{children}</div> : null}
      </div>
    </div>
  );
}
