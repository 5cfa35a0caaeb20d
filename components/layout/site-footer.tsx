import { ExternalLink } from "@/components/ui/external-link";
import { Link } from "@/components/ui/link";
import { site } from "@/lib/content/settings";
import { getNavigation } from "@/lib/content";
import { destinationMapHref, normalisePath } from "@/lib/seo/paths";

const linkClass = "text-ivory/75 transition-colors hover:text-gold-light";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { footer: footerNav, popularDestinations } = getNavigation();
  return (
    <footer className="bg-navy-deep text-ivory">
      <div className="container-luxe grid gap-14 py-20 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <p className="font-display text-3xl font-medium tracking-wide">{site.name}</p>
          <p className="mt-4 max-w-sm leading-relaxed text-ivory/75">
            {site.tagline}. {site.founder.name} and {site.network}: {site.yearsOfExperience} years of planning journeys
            that feel effortless.
          </p>
          <address className="mt-8 space-y-2 text-sm not-italic">
            <p>
              <a href={site.phone.href} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p className="text-ivory/60">{site.hours.office}</p>
          </address>
          <h2 className="sr-only">Follow us</h2>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {site.socials.map((social) => (
              <li key={social.id}>
                <ExternalLink href={social.href} glyph={false} className={linkClass}>
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <nav id="site-navigation" aria-label="Footer" className="grid scroll-mt-24 gap-10 sm:grid-cols-3 lg:col-span-5">
          {footerNav.map((group) => (
            <div key={group.heading}>
              <h2 className="font-sans eyebrow text-gold">{group.heading}</h2>
              <ul className="mt-5 space-y-3 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={normalisePath(link.href)} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="lg:col-span-3">
          <h2 className="font-sans eyebrow text-gold">Popular destinations</h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {popularDestinations.map((destination) => (
              <li key={destination.slug}>
                <Link href={destinationMapHref(destination.slug)} className={linkClass}>
                  {destination.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-luxe flex flex-col gap-3 py-8 text-xs leading-relaxed text-ivory/60 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.legalName}. {site.protection.summary.join(" · ")}. 24/7 support while you travel.
          </p>
          <p>Part of {site.network}.</p>
        </div>
      </div>
    </footer>
  );
}
