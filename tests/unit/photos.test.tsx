/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { PageHero } from "@/components/layout/page-hero";
import imageLoader from "@/lib/image-loader";
import { photoPixels } from "@/scripts/build/photo-scene";
import { pickCandidate } from "@/scripts/build/photo-sizes";
import { contentPhotos, optimisePhotos } from "@/scripts/build/photos";

/*
 * The build's photo step on an owner's photo as it comes off a camera, in a throwaway project: the photo
 * (made here, never committed), a content file that names it, and the page as PageHero renders it. The
 * step writes the copies into that project's out/, as the build writes them into the real one.
 */

const PHONE = { viewport: 390, density: 3 };
const LIMIT = 120 * 1024;

let root: string;
/**
 * The build encodes every width the loader asks for (16, in two formats). These tests read two of them, so
 * they encode only those: the copy a phone at 3× takes from the hero's srcset (found in beforeAll), and one
 * wider than the small photo below, to show that no copy is drawn wider than its photo.
 */
let widths: number[];
const out = () => path.join(root, "out");
const cache = () => path.join(root, ".cache/photos");

/**
 * Draws the photo and saves it as a camera would (JPEG, q95). The drawing runs in a plain Node process: its
 * pixel loop runs about fifteen times slower inside Jest's module sandbox (29 s against 2 s for the
 * 4000-px photo, measured).
 */
function addPhoto(name: string, width: number, height: number, grain: number): number {
  const file = path.join(root, "public/images/uploads", name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draw = `
    import sharp from "sharp";
    import { ${photoPixels.name} as draw } from "@/scripts/build/photo-scene";
    const [file, width, height, grain] = ${JSON.stringify([file, width, height, grain])};
    void sharp(draw(width, height, grain), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(file);`;
  execFileSync(process.execPath, [require.resolve("tsx/cli"), "--eval", draw], { stdio: "inherit" });
  return fs.statSync(file).size;
}

/** A destination whose hero is the photo: its content file, and its page as the site renders the hero. */
function addDestination(slug: string, photo: string) {
  const src = `/images/uploads/${photo}`;
  fs.mkdirSync(path.join(root, "content/destinations"), { recursive: true });
  fs.writeFileSync(
    path.join(root, `content/destinations/${slug}.yml`),
    `slug: ${slug}\nimage:\n  src: ${src}\n  alt: The lagoon at dawn\n`,
  );
  const hero = renderToStaticMarkup(<PageHero title={slug} image={{ src, alt: "The lagoon at dawn" }} />);
  fs.mkdirSync(path.join(out(), "destination", slug), { recursive: true });
  fs.writeFileSync(path.join(out(), "destination", slug, "index.html"), `<!DOCTYPE html><body>${hero}</body>`);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The <source> and <img> of the page's hero, each as its srcset and sizes. */
function heroCandidates(slug: string) {
  const html = fs.readFileSync(path.join(out(), "destination", slug, "index.html"), "utf8");
  return [...html.matchAll(/<(source|img)\b[^>]*>/g)].map(([tag, element]) => ({
    element,
    type: attribute(tag, "type"),
    srcSet: attribute(tag, "srcset") ?? "",
    sizes: attribute(tag, "sizes"),
  }));
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "photos-test-"));
  const bytes = addPhoto("lagoon.jpg", 4000, 2667, 28);
  expect(bytes).toBeGreaterThan(4 * 1024 * 1024);
  addDestination("lagoon", "lagoon.jpg");
  const [source] = heroCandidates("lagoon");
  const phone = pickCandidate(source!.srcSet, source!.sizes, PHONE.viewport, PHONE.density);
  widths = [Number(/\.(\d+)\.avif$/.exec(phone)?.[1]), 1920];
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test("a 4000-px, 4 MB hero reaches a 390-px phone at 3× as AVIF or WebP under 120 kB; a second build re-encodes nothing", async () => {
  const first = await optimisePhotos({ root, outDir: out(), cacheDir: cache(), widths });
  expect(first[0]).toMatch(/^› Photos: 1 re-encoded, 0 from cache/);

  const [source, img] = heroCandidates("lagoon");
  expect(source).toMatchObject({ element: "source", type: "image/avif" });
  expect(img!.element).toBe("img");
  // Chrome, Firefox and Safari take the AVIF <source>; a browser without AVIF takes the <img>'s WebP.
  for (const [candidate, extension] of [
    [source!, ".avif"],
    [img!, ".webp"],
  ] as const) {
    for (const entry of candidate.srcSet.split(",")) expect(entry.trim()).toMatch(new RegExp(`\\${extension} \\d+w$`));
    const downloaded = pickCandidate(candidate.srcSet, candidate.sizes, PHONE.viewport, PHONE.density);
    const { size } = fs.statSync(path.join(out(), downloaded));
    expect({ downloaded, under120kB: size < LIMIT }).toEqual({ downloaded, under120kB: true });
  }

  fs.rmSync(path.join(out(), "_photos"), { recursive: true });
  const second = await optimisePhotos({ root, outDir: out(), cacheDir: cache(), widths });
  expect(second[0]).toMatch(/^› Photos: 0 re-encoded, 1 from cache/);
  expect(fs.existsSync(path.join(out(), `_photos/images/uploads/lagoon.${widths[0]}.avif`))).toBe(true);
}, 180_000);

test("a photo narrower than its widest slot on a wide screen at 2× is named in a warning, with its page and content file", async () => {
  addPhoto("small.jpg", 1600, 1067, 10);
  addDestination("small", "small.jpg");
  const lines = await optimisePhotos({ root, outDir: out(), cacheDir: cache(), widths });
  expect(lines[0]).toMatch(/1 re-encoded, 1 from cache/);
  const warnings = lines.filter((line) => line.startsWith("⚠"));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("public/images/uploads/small.jpg is 1600 × 1067 px");
  expect(warnings[0]).toContain("/destination/small/");
  expect(warnings[0]).toContain("content/destinations/small.yml");
  // No copy is wider than the photo itself.
  expect(widths[1]).toBeGreaterThan(1600);
  const widest = await sharp(path.join(out(), `_photos/images/uploads/small.${widths[1]}.webp`)).metadata();
  expect(widest.width).toBe(1600);
}, 120_000);

test("content that names a photo missing from public/ stops the build, naming the file", () => {
  fs.writeFileSync(path.join(root, "content/destinations/gone.yml"), "image:\n  src: /images/uploads/gone.jpg\n");
  expect(() => contentPhotos(root)).toThrow("content/destinations/gone.yml: the photo /images/uploads/gone.jpg");
  fs.rmSync(path.join(root, "content/destinations/gone.yml"));
});

test("the loader serves self-hosted art as it is, CDN photos by width, and self-hosted photos from their copies", () => {
  expect(imageLoader({ src: "/fallbacks/asia.svg", width: 640 })).toBe("/fallbacks/asia.svg");
  expect(imageLoader({ src: "https://images.unsplash.com/photo-1?x=1", width: 640 })).toContain("w=640");
  expect(imageLoader({ src: "/images/uploads/villa.JPG", width: 640 })).toBe("/_photos/images/uploads/villa.640.webp");
});
