// The owner's photos, optimised at build (run by scripts/build/postbuild.ts after `next build`). Every photo under
// public/ that content names (uploaded through the editor into /images/uploads/, or committed) becomes an
// AVIF and a WebP copy at every width next/image asks the loader for, in out/_photos/ where the loader
// (lib/image-loader.ts) points its srcset. Nothing is generated into public/ and no Next.js setting is
// needed beyond the loader.
//
// Copies are cached in .cache/photos/ by the photo's content hash and the encoding settings, so a build in
// which no photo changed re-encodes none (and says so). The build then reads every exported page and warns
// about a photo narrower than the widest slot its `sizes` gives on a wide screen at 2×, naming the photo,
// the pages and the content files that use it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PHASE_EXPORT } from "next/constants";
import { imageConfigDefault } from "next/dist/shared/lib/image-config";
import sharp from "sharp";
import { parse } from "yaml";
import nextConfig from "../../next.config";
import { isSelfHostedPhoto, PHOTO_VARIANTS, photoVariantPath, type PhotoVariantFormat } from "../../lib/image-loader";
import { RASTER_LOGO, WIDE_SCREEN, WIDE_SCREEN_DENSITY } from "../../lib/images";
import { encodePhoto } from "./photo-encoding";
import { widestSlot } from "./photo-sizes";

/**
 * AVIF for the browsers that read it (a <source>), WebP for the <img>. No JPEG: every browser Next 16
 * supports (Chrome and Edge 111, Firefox 111, Safari 16.4) shows WebP, and no other browser runs the site.
 */
const FORMATS: readonly PhotoVariantFormat[] = ["avif", "webp"];

/** Every width next/image asks the loader for: next.config.ts's images, else Next's defaults. */
function loaderWidths(): number[] {
  const images = { ...imageConfigDefault, ...nextConfig(PHASE_EXPORT).images };
  return [...new Set([...images.imageSizes, ...images.deviceSizes])].sort((a, b) => a - b);
}

export type ContentPhoto = {
  /** As content writes it: /images/uploads/villa.jpg */
  src: string;
  file: string;
  /** The content files that name it. */
  usedIn: string[];
};

function contentFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) contentFiles(full, found);
    else if (/\.(ya?ml|md)$/.test(entry.name)) found.push(full);
  }
  return found;
}

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => stringsIn(item, found));
  return found;
}

/**
 * The self-hosted photos content names, read from the fields of every content file (a Markdown file's front
 * matter: body images are not part of the content model). One that is not in public/ stops the build.
 */
export function contentPhotos(root = process.cwd()): ContentPhoto[] {
  const photos = new Map<string, ContentPhoto>();
  for (const full of contentFiles(path.join(root, "content")).sort()) {
    const text = fs.readFileSync(full, "utf8");
    const fields = full.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text;
    const relative = path.relative(root, full).split(path.sep).join("/");
    // The content loader has already validated every file by now; this only reads what they name.
    for (const src of stringsIn(parse(fields)).filter(isSelfHostedPhoto)) {
      const photo = photos.get(src) ?? { src, file: path.join(root, "public", src), usedIn: [] };
      if (!photo.usedIn.includes(relative)) photo.usedIn.push(relative);
      photos.set(src, photo);
    }
  }
  const missing = [...photos.values()].filter((photo) => !fs.existsSync(photo.file));
  if (missing.length > 0) {
    throw new Error(
      missing.map((photo) => `${photo.usedIn.join(", ")}: the photo ${photo.src} is not in public/`).join("\n"),
    );
  }
  return [...photos.values()];
}

type PhotoSize = { width: number; height: number };

type VariantOptions = { outDir: string; cacheDir: string; widths: readonly number[] };

type VariantRun = {
  /** Photos encoded in this build, and photos whose copies came from the cache. */
  encoded: string[];
  cached: string[];
  /** Copies written into out/. */
  files: number;
  sizes: Map<string, PhotoSize>;
};

/** Changing any of these re-encodes every photo: the widths, the formats and the encoder and its settings. */
function settingsKey(widths: readonly number[]): string {
  const settings = JSON.stringify({ widths, FORMATS, sharp: sharp.versions, encoder: encodePhoto.toString() });
  return crypto.createHash("sha256").update(settings).digest("hex").slice(0, 12);
}

/** Encodes one photo into `dir`: every width (never wider than the photo itself) in every format. */
async function encode(buffer: Buffer, dir: string, widths: readonly number[]): Promise<PhotoSize> {
  const { autoOrient } = await sharp(buffer).metadata();
  const size = { width: autoOrient.width, height: autoOrient.height };
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const made = new Map<string, string>();
  for (const width of widths) {
    // Wider slots than the photo get the photo at its own width: the copies never upscale.
    const target = Math.min(width, size.width);
    for (const format of FORMATS) {
      const file = path.join(partial, `${width}.${format}`);
      const same = made.get(`${target}.${format}`);
      if (same) {
        fs.copyFileSync(same, file);
        continue;
      }
      fs.writeFileSync(file, await encodePhoto(sharp(buffer).autoOrient().resize({ width: target }), format));
      made.set(`${target}.${format}`, file);
    }
  }
  fs.writeFileSync(path.join(partial, "size.json"), JSON.stringify(size));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return size;
}

async function writePhotoVariants(
  photos: readonly ContentPhoto[],
  { outDir, cacheDir, widths }: VariantOptions,
): Promise<VariantRun> {
  const run: VariantRun = { encoded: [], cached: [], files: 0, sizes: new Map() };
  const settings = settingsKey(widths);
  const used = new Set<string>();
  const owners = new Map<string, string>();
  for (const photo of photos) {
    const stem = photoVariantPath(photo.src, 0, "webp");
    const other = owners.get(stem);
    if (other) throw new Error(`${photo.src} and ${other} would share their copies: rename one of them.`);
    owners.set(stem, photo.src);

    const buffer = fs.readFileSync(photo.file);
    const hash = crypto.createHash("sha256").update(buffer).digest("hex").slice(0, 24);
    const entry = `${hash}-${settings}`;
    const dir = path.join(cacheDir, entry);
    used.add(entry);
    let size: PhotoSize;
    if (fs.existsSync(path.join(dir, "size.json"))) {
      size = JSON.parse(fs.readFileSync(path.join(dir, "size.json"), "utf8")) as PhotoSize;
      run.cached.push(photo.src);
    } else {
      size = await encode(buffer, dir, widths);
      run.encoded.push(photo.src);
    }
    run.sizes.set(photo.src, size);
    for (const width of widths) {
      for (const format of FORMATS) {
        const target = path.join(outDir, photoVariantPath(photo.src, width, format));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(dir, `${width}.${format}`), target);
        run.files += 1;
      }
    }
  }
  // Copies of photos no longer used (replaced, or encoded with other settings) leave the cache.
  if (fs.existsSync(cacheDir)) {
    for (const entry of fs.readdirSync(cacheDir)) {
      if (!used.has(entry)) fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  return run;
}

function pagesIn(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !["_next", "_photos", "admin", "pagefind"].includes(entry.name)) pagesIn(full, found);
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

const VARIANT_URL = new RegExp(`^${PHOTO_VARIANTS}(/.+)\\.\\d+\\.(?:avif|webp)$`);

/**
 * A warning for each photo narrower than the widest slot an exported page gives it (its `sizes`, on a screen
 * up to WIDE_SCREEN px wide, at WIDE_SCREEN_DENSITY), naming the photo, the pages and the content files.
 */
function tooSmall(outDir: string, photos: readonly ContentPhoto[], sizes: Map<string, PhotoSize>): string[] {
  const byStem = new Map(photos.map((photo) => [photo.src.replace(/\.[^./]+$/, ""), photo]));
  const needs = new Map<string, { width: number; sizes: string; viewport: number; pages: Set<string> }>();
  for (const file of pagesIn(outDir)) {
    const page = `/${path.relative(outDir, path.dirname(file)).split(path.sep).join("/")}/`.replace(/^\/\/$/, "/");
    const html = fs.readFileSync(file, "utf8");
    for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
      const srcSet = /\ssrcset="([^"]+)"/i.exec(tag)?.[1];
      const first = srcSet?.trim().split(/\s+/)[0] ?? "";
      const photo = byStem.get(VARIANT_URL.exec(first)?.[1] ?? "");
      if (!photo) continue;
      const slotSizes = /\ssizes="([^"]+)"/.exec(tag)?.[1] ?? "100vw";
      const slot = widestSlot(slotSizes, WIDE_SCREEN);
      const width = Math.ceil(slot.width * WIDE_SCREEN_DENSITY);
      const need = needs.get(photo.src);
      if (!need || width > need.width) {
        needs.set(photo.src, { width, sizes: slotSizes, viewport: slot.viewport, pages: need?.pages ?? new Set() });
      }
      needs.get(photo.src)!.pages.add(page);
    }
  }
  const warnings: string[] = [];
  for (const [src, need] of needs) {
    const size = sizes.get(src);
    const photo = byStem.get(src.replace(/\.[^./]+$/, ""))!;
    if (!size || size.width >= need.width) continue;
    const pages = [...need.pages].sort();
    const where = pages.length > 3 ? `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more` : pages.join(", ");
    warnings.push(
      `public${src} is ${size.width} × ${size.height} px, too small for where it is used: ${where} show it up to ` +
        `${need.width} px wide (sizes "${need.sizes}" on a ${need.viewport}-px screen at ${WIDE_SCREEN_DENSITY}×). ` +
        `Named in ${photo.usedIn.join(", ")}. Upload one at least ${need.width} px wide.`,
    );
  }
  return warnings;
}

type OptimiseOptions = { root?: string; outDir: string; cacheDir?: string; widths?: readonly number[] };

/** The build's photo step: copies, the cache's account of them, and warnings. Returns what it printed. */
export async function optimisePhotos({
  root = process.cwd(),
  outDir,
  cacheDir = path.join(root, ".cache/photos"),
  widths = loaderWidths(),
}: OptimiseOptions): Promise<string[]> {
  const photos = contentPhotos(root);
  const run = await writePhotoVariants(photos, { outDir, cacheDir, widths });
  const lines = [
    `› Photos: ${run.encoded.length} re-encoded, ${run.cached.length} from cache (${photos.length} self-hosted ` +
      `photo${photos.length === 1 ? "" : "s"} in content; ${run.files} copies in out${PHOTO_VARIANTS}/).`,
    ...tooSmall(outDir, photos, run.sizes).map((warning) => `⚠ ${warning}`),
  ];
  for (const line of lines) (line.startsWith("⚠") ? console.warn : console.log)(line);
  return lines;
}

/**
 * The brand mark as a PNG (RASTER_LOGO): the logo that JSON-LD names as the
 * publisher's, for the crawlers and validators that read raster logos only. Drawn from app/icon.svg.
 */
export async function writeRasterLogo(outDir: string, root = process.cwd()): Promise<void> {
  const { path: file, size } = RASTER_LOGO;
  await sharp(path.join(root, "app/icon.svg"), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, file.slice(1)));
}
