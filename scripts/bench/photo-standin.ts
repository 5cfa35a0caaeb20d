// The photo CDN's stand-in for the benchmark. This machine has no internet, and a benchmark that answers
// photos with a few kilobytes of SVG hides what the real photos cost. So every request gets a photo of the
// width it asked for (?w=), 3:2 like the originals, with the detail of a real photo at every scale. The
// loader asks the CDN for `auto=format`, which answers by the request's Accept header (AVIF if the browser
// takes it, else WebP, else JPEG), so the stand-in does too: Chromium gets AVIF, as visitors' Chrome does. Quality follows the loader's q70 the way Next's own image optimizer maps it
// (scripts/build/photo-encoding.ts); `npm run bench` prints the bytes it served.
import sharp from "sharp";
import { encodePhoto, PHOTO_FORMATS, type PhotoFormat } from "../build/photo-encoding";
import { photoPixels } from "../build/photo-scene";

/** Every width next/image can ask for (its default image and device sizes). */
const PHOTO_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];

type Encoded = Record<PhotoFormat, Buffer>;
export type PhotoSet = Map<number, Encoded>;

/** One width (3:2) in every format the CDN negotiates. */
async function photoAt(width: number): Promise<Encoded> {
  const height = Math.round((width * 2) / 3);
  const raw = sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } });
  const encoded = await Promise.all(PHOTO_FORMATS.map((format) => encodePhoto(raw.clone(), format)));
  return Object.fromEntries(PHOTO_FORMATS.map((format, index) => [format, encoded[index]!])) as Encoded;
}

/** All widths in all formats, made once before measuring so no run pays for making them. */
export async function makePhotoSet(): Promise<PhotoSet> {
  const set: PhotoSet = new Map();
  for (const width of PHOTO_WIDTHS) set.set(width, await photoAt(width));
  return set;
}

/** What `auto=format` sends for an Accept header: AVIF if accepted, else WebP, else JPEG. */
export function negotiate(accept: string | undefined): PhotoFormat {
  if (/\bimage\/avif\b/.test(accept ?? "")) return "avif";
  if (/\bimage\/webp\b/.test(accept ?? "")) return "webp";
  return "jpeg";
}

/** The photo for a requested width: the smallest made one at least that wide, in the given format. */
export function pickPhoto(set: PhotoSet, width: number, format: PhotoFormat): Buffer {
  const fit = PHOTO_WIDTHS.find((candidate) => candidate >= width) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return set.get(fit)![format];
}
