import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, type Crumb } from "@/lib/seo/structured-data";
import { serviceJsonLd, type ServiceJsonLdInput } from "@/lib/seo/structured-data-travel";

type ServiceJsonLdProps = ServiceJsonLdInput & {
  /** Detail pages name their place in the site; top-level pages leave this out. */
  breadcrumbs?: readonly Crumb[];
};

/** The structured data of a page that describes one of the agency's services. */
export function ServiceJsonLd({ breadcrumbs, ...service }: ServiceJsonLdProps) {
  return (
    <>
      <JsonLd id="service-jsonld" data={serviceJsonLd(service)} />
      {breadcrumbs ? <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(breadcrumbs)} /> : null}
    </>
  );
}
