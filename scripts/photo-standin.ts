// The photo CDN's stand-in for the benchmark. This machine has no internet, and a benchmark that answers
// photos with a few kilobytes of SVG hides what the real photos cost. So every request gets a JPEG of the
// width it asked for (?w=), at the CDN's quality (q70), 3:2 like the originals, with the detail of a real
// photo: sky, land, texture and sensor noise. That weighs what production sends (about 45 kB at 750 px and
// 270 kB at 1920 px); `npm run bench` prints the figures it served.
import sharp from "sharp";

/** Every width next/image can ask for (its default image and device sizes). */
const PHOTO_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];

/** Amplitude of the per-pixel noise: tuned so q70 JPEGs weigh what the photo CDN serves. */
const GRAIN = 36;

function photoPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
  const phase = Array.from({ length: 5 }, () => random() * Math.PI * 2);
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    const sky = v < 0.45;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const base = sky
        ? [110 + 90 * v, 160 + 60 * v, 215]
        : [
            40 + 60 * Math.sin(u * 9 + phase[0]!) ** 2,
            120 + 50 * Math.sin(u * 5 + v * 7 + phase[1]!),
            150 + 40 * Math.cos(v * 11 + phase[2]!),
          ];
      const texture = Math.sin(u * 140 + Math.sin(v * 31 + phase[3]!) * 6) * Math.cos(v * 95 + phase[4]!) * 30;
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = base[channel]! + texture * (sky ? 0.2 : 1) + (random() - 0.5) * GRAIN;
        pixels[at + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return pixels;
}

/** A JPEG `width` pixels wide (3:2), as the photo CDN would send for ?w=width&q=70. */
async function photoJpeg(width: number): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  return sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** All widths, made once before measuring so no run pays for making them. */
export async function makePhotoSet(): Promise<Map<number, Buffer>> {
  const set = new Map<number, Buffer>();
  for (const width of PHOTO_WIDTHS) set.set(width, await photoJpeg(width));
  return set;
}

/** The JPEG for a requested width: the smallest made one at least that wide. */
export function pickPhoto(set: Map<number, Buffer>, width: number): Buffer {
  const fit = PHOTO_WIDTHS.find((candidate) => candidate >= width) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return set.get(fit)!;
}
