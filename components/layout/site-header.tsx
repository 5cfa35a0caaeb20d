import { site } from "@/lib/content/settings";
import { getNavigation } from "@/lib/content";
import { HeaderBar } from "@/components/layout/header-bar";
import { SearchLink } from "@/components/search/search-link";

/** Server wrapper: hands the navigation content to the client header as plain props. */
export function SiteHeader() {
  const { primary: primaryNav, consultation: consultationCta } = getNavigation();
  return (
    <HeaderBar
      brand={site.name}
      links={primaryNav.map((link) =>
        link.href === "/about" ? { ...link, mobileLabel: site.founder.firstName } : link,
      )}
      cta={consultationCta}
      contact={{ phone: site.phone, email: site.email }}
      search={<SearchLink />}
    />
  );
}
