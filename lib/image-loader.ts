type LoaderArgs = { src: string; width: number; quality?: number };

/** The photo CDN (every remote photo in content/ is on it). */
export const IMAGE_CDN_ORIGIN = "https://images.unsplash.com";
const IMAGE_CDN = `${IMAGE_CDN_ORIGIN}/`;

/**
 * Photos under public/ (uploaded through the editor into /images/uploads/, or committed): raster files,
 * which the build turns into AVIF and WebP copies at every width the loader asks for (scripts/build/photos.ts).
 * Self-hosted art (SVG) is served as it is.
 */
const SELF_HOSTED_PHOTO = /^\/(?!\/)[^?#]*\.(?:jpe?g|png|webp|avif|tiff?)$/i;

/** Where the build writes the copies, beside the export's own files. */
export const PHOTO_VARIANTS = "/_photos";

export type PhotoVariantFormat = "avif" | "webp";

export function isSelfHostedPhoto(src: string): boolean {
  return SELF_HOSTED_PHOTO.test(src);
}

/** /images/uploads/villa.jpg at 750 px in WebP → /_photos/images/uploads/villa.750.webp */
export function photoVariantPath(src: string, width: number, format: PhotoVariantFormat): string {
  return `${PHOTO_VARIANTS}${src.replace(/\.[^./]+$/, "")}.${width}.${format}`;
}

/**
 * next/image loader for a static export, one URL per srcset width. Remote photos come from an image CDN
 * that resizes on request and picks AVIF or WebP by the browser's Accept header (auto=format). A bucket
 * cannot negotiate, so a self-hosted photo's srcset names its WebP copies, which every browser Next
 * supports can show; RemoteImage puts the AVIF copies in a <source> before it (avifLoader). Anything else
 * (self-hosted fallback art) is served as is.
 */
export default function imageLoader({ src, width, quality }: LoaderArgs): string {
  if (src.startsWith(IMAGE_CDN)) {
    const url = new URL(src);
    url.searchParams.set("w", String(width));
    url.searchParams.set("q", String(quality ?? 70));
    url.searchParams.set("auto", "format");
    url.searchParams.set("fit", "crop");
    return url.toString();
  }
  if (isSelfHostedPhoto(src)) return photoVariantPath(src, width, "webp");
  return src;
}

/** The AVIF copies of a self-hosted photo, for the <source type="image/avif"> in front of its <img>. */
export function avifLoader({ src, width }: LoaderArgs): string {
  return photoVariantPath(src, width, "avif");
}
