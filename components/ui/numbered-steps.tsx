type Step = { title: string; description: string };

type NumberedStepsProps = {
  steps: readonly Step[];
  /** "row": side by side on wide screens, joined by a gold rule. "timeline": down a vertical rule. */
  layout?: "row" | "timeline";
  tone?: "light" | "dark";
};

const COLUMNS: Record<number, string> = { 3: "lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

/** An ordered process, numbered in the display serif. */
export function NumberedSteps({ steps, layout = "row", tone = "dark" }: NumberedStepsProps) {
  const dark = tone === "dark";
  const heading = dark ? "text-navy" : "text-white";
  const body = dark ? "text-muted" : "text-white/75";
  const numeral = dark ? "text-bronze" : "text-gold-light";

  if (layout === "timeline") {
    return (
      <ol className={`relative max-w-3xl border-l ${dark ? "border-gold/50" : "border-gold/40"}`}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative pb-14 pl-10 last:pb-0 md:pl-14">
            <span
              aria-hidden="true"
              className={`absolute top-2 -left-[5px] size-2.5 rounded-full ${dark ? "bg-gold" : "bg-gold-light"}`}
            />
            <p className={`font-display text-lg italic ${numeral}`}>Step {index + 1}</p>
            <h3 className={`mt-1 text-3xl ${heading}`}>{step.title}</h3>
            <p className={`mt-3 max-w-xl leading-relaxed ${body}`}>{step.description}</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <ol className={`grid gap-12 md:gap-10 ${COLUMNS[steps.length] ?? "lg:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <div className="flex items-center gap-5">
            <span aria-hidden="true" className={`font-display text-6xl leading-none font-medium ${numeral}`}>
              {String(index + 1).padStart(2, "0")}
            </span>
            <span aria-hidden="true" className={`h-px flex-1 ${dark ? "bg-gold/50" : "bg-gold/40"}`} />
          </div>
          <h3 className={`mt-6 text-[1.75rem] leading-tight ${heading}`}>{step.title}</h3>
          <p className={`mt-3 leading-relaxed ${body}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
