// How photos are encoded, shared by the build's variant step (scripts/build/photos.ts) and the benchmark's photo
// CDN stand-in (scripts/bench/photo-standin.ts), so the bench's photos and the owner's weigh the same for the same
// pixels. The settings are Next's own image optimizer's (next/dist/server/image-optimizer/transform.js):
// WebP at the asked quality, AVIF at quality × 50/80 (the ratio Next derived from sharp's defaults and checked
// with dssim and ssimulacra2) and effort 3, JPEG through mozjpeg.
import type { Sharp } from "sharp";

/** The loader's quality (lib/image-loader.ts asks the photo CDN for q70 too). */
const PHOTO_QUALITY = 70;

export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export function encodePhoto(image: Sharp, format: PhotoFormat, quality = PHOTO_QUALITY): Promise<Buffer> {
  switch (format) {
    case "avif":
      return image.avif({ quality: Math.max(Math.round(quality * (50 / 80)), 1), effort: 3 }).toBuffer();
    case "webp":
      return image.webp({ quality }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}
