import { JsonLd } from "@/components/seo/json-ld";
import imageLoader from "@/lib/image-loader";
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
          image: imageLoader({ src: detail.image.src, width: 1200 }),
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
