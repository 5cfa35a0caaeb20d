import { Check } from "@/components/icons/glyphs";
import { ExternalLink } from "@/components/ui/external-link";
import { buttonClasses } from "@/components/ui/button-link";

type ClientAppBoxProps = {
  heading: string;
  intro: string;
  benefits: readonly string[];
  link: { label: string; href: string };
};

/** The companion app, where booked clients pay and keep their documents: an external login. */
export function ClientAppBox({ heading, intro, benefits, link }: ClientAppBoxProps) {
  return (
    <section aria-labelledby="client-app-heading" className="rounded-2xl border border-line bg-sand p-8 md:p-10">
      <p className="eyebrow text-bronze">Already travelling with us?</p>
      <h2 id="client-app-heading" className="mt-3 text-3xl text-navy">
        {heading}
      </h2>
      <p className="mt-4 text-sm leading-relaxed text-muted">{intro}</p>
      <ul className="mt-5 space-y-3 text-sm text-ink">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-bronze" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <ExternalLink href={link.href} glyph="size-4" className={buttonClasses("dark", "mt-8")}>
        {link.label}
      </ExternalLink>
    </section>
  );
}
