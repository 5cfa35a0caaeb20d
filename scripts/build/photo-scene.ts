// A photo-like scene (sky over land, with detail at every scale), the same at every width: what the
// benchmark's photo CDN stand-in (scripts/bench/photo-standin.ts) encodes at each width it serves, and what the photo
// test (tests/unit/photos.test.tsx) saves as an owner's camera photo. Pixels only; encoding is the caller's.

/**
 * Detail at every scale, as in a photograph (value noise summed over octaves, each finer one weaker), plus a
 * little sensor grain. Pure white noise would not do: WebP and AVIF smooth it away or choke on it, so the
 * formats' weights would not compare as they do for photos. DETAIL and GRAIN are tuned so a plain q70 JPEG
 * at 750 px weighs what the photo CDN sends as JPEG (about 45 kB, the stand-in's figure before it
 * negotiated); the same pixels then give WebP at about 0.6× and AVIF at about 0.35× of that.
 */
const DETAIL = 550;
const GRAIN = 10;

/** Smooth random values on a grid of `cell` pixels, added into `into` with weight `weight`. */
function addValueNoise(into: Float32Array, width: number, height: number, cell: number, weight: number, seed: number) {
  const random = lcg(seed);
  const columns = Math.ceil(width / cell) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () => random() - 0.5);
  const ease = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / cell);
    const fy = ease(y / cell - row);
    for (let x = 0; x < width; x += 1) {
      const column = Math.floor(x / cell);
      const fx = ease(x / cell - column);
      const at = row * columns + column;
      const top = grid[at]! + (grid[at + 1]! - grid[at]!) * fx;
      const bottom = grid[at + columns]! + (grid[at + columns + 1]! - grid[at + columns]!) * fx;
      into[y * width + x]! += (top + (bottom - top) * fy) * weight;
    }
  }
}

function lcg(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
}

/** RGB pixels of a photo-like scene (sky over land), the same scene at every width. */
export function photoPixels(width: number, height: number, grain = GRAIN): Buffer {
  const detail = new Float32Array(width * height);
  [0.25, 0.12, 0.06, 0.03, 0.015, 0.0075, 0.004, 0.002].forEach((fraction, octave) => {
    const cell = Math.max(1, fraction * width);
    addValueNoise(detail, width, height, cell, DETAIL * Math.sqrt(cell / width), 11 + octave * 7);
  });
  const random = lcg(5);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    const sky = v < 0.42;
    const base = sky ? [120 + 80 * v, 165 + 50 * v, 215] : [90 + 40 * v, 120 + 20 * v, 85];
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      const texture = detail[at]! * (sky ? 0.25 : 1);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = base[channel]! + texture * (channel === 2 ? 0.8 : 1) + (random() - 0.5) * grain;
        pixels[at * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return pixels;
}
