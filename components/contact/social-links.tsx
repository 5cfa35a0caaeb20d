import { SocialLinks } from "@/components/ui/social-links";

type ContactSocialsProps = {
  heading: string;
  text: string;
  links: readonly { id: string; label: string; href: string }[];
};

/** The side panel's social block: a heading and a line of text over the shared list of profiles. */
export function ContactSocials({ heading, text, links }: ContactSocialsProps) {
  return (
    <section aria-labelledby="social-heading" className="px-2">
      <h2 id="social-heading" className="text-2xl text-navy">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
      <div className="mt-5">
        <SocialLinks links={links} />
      </div>
    </section>
  );
}
