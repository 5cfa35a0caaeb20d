import localFont from "next/font/local";

// Self-hosted from @fontsource packages: the build and the site never fetch fonts from a third party.
export const cormorant = localFont({
  // Upright only: the design sets no display italics, so no second file is preloaded for them.
  src: "../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  style: "normal",
  weight: "300 700",
  variable: "--font-cormorant",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"],
});
