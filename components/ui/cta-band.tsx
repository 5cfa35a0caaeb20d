import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";

type Action = { href: string; label: string };

type CtaBandProps = {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  primary: Action;
  secondary?: Action;
  /** The heading level follows the page outline; a closing band is usually a section (h2). */
  headingLevel?: "h2" | "h3";
};

/** The closing call to action every page ends on: one component, no per-page copies. */
export function CtaBand({ eyebrow, title, text, primary, secondary, headingLevel = "h2" }: CtaBandProps) {
  const Heading = headingLevel;
  return (
    <section className="relative isolate overflow-hidden bg-navy py-24 text-white md:py-32">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(194_163_107/0.22),transparent_60%)]"
      />
      <div className="container-luxe text-center">
        {eyebrow ? <p className="eyebrow text-gold-light">{eyebrow}</p> : null}
        <Heading className="mx-auto mt-4 max-w-3xl text-title text-white">{title}</Heading>
        {text ? <p className="mx-auto mt-6 max-w-2xl text-lede text-white/80">{text}</p> : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="light">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
