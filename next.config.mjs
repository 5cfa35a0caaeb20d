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
  // marked is ESM-only; listing it lets next/jest transform it for unit tests too.
  transpilePackages: ["marked"],
};

export default nextConfig;
