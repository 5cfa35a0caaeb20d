import localFont from "next/font/local";

// Display type only (headings, pull quotes, figures): Cormorant Garamond at the one weight the design sets
// it in, Latin subset, self-hosted from @fontsource. It is the only font file the page preloads (about
// 23 kB). next/font adds a Times New Roman fallback adjusted to its metrics, so nothing shifts when it
// swaps in. Body text uses the visitor's own system UI font: no download at all.
export const cormorant = localFont({
  src: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
  style: "normal",
  weight: "500",
  variable: "--font-cormorant",
  display: "swap",
  adjustFontFallback: "Times New Roman",
  fallback: ["Georgia", "Times New Roman", "serif"],
});
