import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

const nextConfig: NextConfig = {
  // The whole site is written to out/ and served from object storage: no Node server in production.
  output: "export",
  // The build checks the code it ships; `npm run typecheck` checks tests and scripts too.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Emit about/index.html rather than about.html, the layout object storage serves for /about/.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // The default loader emits /_next/image URLs that 404 on a static host.
    loader: "custom",
    loaderFile: "./lib/image-loader.ts",
  },
  // marked and d3-geo (with d3-array) are ESM-only; listing them lets next/jest transform them for unit tests
  // too. topojson-client is listed for the same reason (its package "module" field points at ESM source).
  transpilePackages: ["marked", "d3-geo", "d3-array", "topojson-client"],
};

/**
 * Every canonical link, share card, sitemap entry and JSON-LD URL is written from NEXT_PUBLIC_SITE_URL at
 * build time. A production build without it would publish a placeholder domain on every page, so it stops.
 */
function requireSiteUrl(): void {
  const value = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  const how =
    "Set it to the site's public address when you build, for example:\n" +
    "  NEXT_PUBLIC_SITE_URL=https://www.example.co.uk npm run build\n" +
    "(or put it in .env.local; .env.example lists every setting).";
  if (!value) throw new Error(`NEXT_PUBLIC_SITE_URL is not set.\n${how}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not a URL: "${value}".\n${how}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, "") !== "" || url.search || url.hash) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) origin with no path: "${value}".\n${how}`);
  }
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) requireSiteUrl();
  return nextConfig;
}
