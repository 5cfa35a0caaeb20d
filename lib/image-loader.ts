type LoaderArgs = { src: string; width: number; quality?: number };

/** The photo CDN (every remote photo in content/ is on it). */
export const IMAGE_CDN_ORIGIN = "https://images.unsplash.com";
const IMAGE_CDN = `${IMAGE_CDN_ORIGIN}/`;

/**
 * next/image loader for a static export. Remote photos come from an image CDN that resizes on request,
 * so each srcset entry asks it for exactly the width it needs. Anything else (self-hosted fallback art)
 * is served as is.
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
  return src;
}
