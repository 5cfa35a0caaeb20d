import type { ReactNode } from "react";
import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import type { NewsletterPage } from "@/lib/content/page-schemas";

type NewsletterLayoutProps = Pick<NewsletterPage, "hero" | "heading" | "paragraphs" | "secondary"> & {
  /** The page's main button, centred under the text; `secondary`, a way back into the site, follows it. */
  children: ReactNode;
};

/** Every page a newsletter e-mail's link opens or ends on: the hero, what it means, then the buttons. */
export function NewsletterLayout({ hero, heading, paragraphs, secondary, children }: NewsletterLayoutProps) {
  return (
    <>
      <PageHero {...hero} size="compact" />
      <section className="bg-ivory py-20 md:py-28">
        <div className="container-luxe">
          <div className="mx-auto max-w-2xl text-center">
            <span aria-hidden="true" className="mx-auto block h-px w-16 bg-gold" />
            <h2 className="mt-8 font-display text-3xl text-navy md:text-4xl">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lede text-muted">
                {paragraph}
              </p>
            ))}
            <div className="mt-12 flex flex-wrap justify-center gap-4">
              {children}
              {secondary ? (
                <ButtonLink href={secondary.href} variant="outline">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
