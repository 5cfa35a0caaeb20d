import { photoImageProps } from "@/components/ui/remote-image";
import { getShortlistSources } from "@/lib/content";
import type { ShortlistCatalogue, ShortlistItem } from "@/lib/shortlist/catalogue";
import { absoluteUrl } from "@/lib/seo/paths";

// Written once at build time to out/shortlist/items.json (lib/shortlist/catalogue.ts says who reads it).
export const dynamic = "force-static";

/** The photo's box on /shortlist/: 3:2, 12 rem wide at most, so a 1× and a 2× copy serve every screen. */
const PHOTO = { width: 288, height: 192 };

export function GET() {
  const items: Record<string, ShortlistItem> = {};
  for (const { image, fallback, ...source } of getShortlistSources()) {
    const { img, avifSrcSet } = photoImageProps({ src: image.src, alt: image.alt, ...PHOTO });
    items[source.slug] = {
      ...source,
      url: absoluteUrl(source.path),
      photo: {
        src: img.src,
        ...(img.srcSet ? { srcSet: img.srcSet } : {}),
        ...(avifSrcSet ? { avifSrcSet } : {}),
        ...PHOTO,
        alt: image.alt,
        fallback,
      },
    };
  }
  const catalogue: ShortlistCatalogue = { items };
  return Response.json(catalogue);
}
