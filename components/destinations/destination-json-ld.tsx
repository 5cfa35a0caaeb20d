import { JsonLd } from "@/components/seo/json-ld";
import { photoUrl } from "@/lib/seo/paths";
import type { DestinationDetail } from "@/lib/content/schemas";
import { breadcrumbJsonLd, type Crumb } from "@/lib/seo/structured-data";
import { touristDestinationJsonLd } from "@/lib/seo/structured-data-travel";

type DestinationJsonLdProps = { detail: DestinationDetail; path: string; crumbs: readonly Crumb[] };

/** TouristDestination and BreadcrumbList for a destination page. */
export function DestinationJsonLd({ detail, path, crumbs }: DestinationJsonLdProps) {
  return (
    <>
      <JsonLd
        id="destination-jsonld"
        data={touristDestinationJsonLd({
          name: detail.name,
          description: detail.description,
          path,
          image: photoUrl(detail.image.src),
          latitude: detail.latitude,
          longitude: detail.longitude,
          containedIn: detail.country,
          attractions: detail.highlights,
        })}
      />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
