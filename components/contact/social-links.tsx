type SocialLinksProps = {
  heading: string;
  text: string;
  links: readonly { id: string; label: string; href: string }[];
};

export function SocialLinks({ heading, text, links }: SocialLinksProps) {
  return (
    <section aria-labelledby="social-heading" className="px-2">
      <h2 id="social-heading" className="text-2xl text-navy">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
      <ul className="mt-5 flex flex-wrap gap-2.5">
        {links.map((social) => (
          <li key={social.id}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-full border border-navy/20 px-5 text-sm font-medium text-navy transition-colors duration-300 hover:border-navy hover:bg-navy hover:text-ivory"
            >
              {social.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
