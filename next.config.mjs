/** @type {import('next').NextConfig} */
const nextConfig = {
  // The whole site is written to out/ and served from object storage: no Node server in production.
  output: "export",
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

export default nextConfig;
