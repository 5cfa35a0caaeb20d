// Share cards (1200 × 630 PNG) for every exported page, drawn after the build from the page's own
// og:title and og:description with the brand's fonts, then linked from its head (og:image, twitter:image).
//
// Why not Next's opengraph-image convention: under `output: "export"` it writes the image without a file
// extension (next.js#82177), so S3, GCS and GitHub Pages serve it as application/octet-stream.
import fs from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { createElement as h } from "react";

const CARD = { width: 1200, height: 630 };

const font = (pkg: string, file: string) =>
  fs.readFileSync(path.join("node_modules", "@fontsource", pkg, "files", file));
const FONTS = [
  {
    name: "Cormorant",
    data: font("cormorant-garamond", "cormorant-garamond-latin-500-normal.woff"),
    weight: 500 as const,
  },
  { name: "Inter", data: font("inter", "inter-latin-400-normal.woff"), weight: 400 as const },
  { name: "Inter", data: font("inter", "inter-latin-600-normal.woff"), weight: 600 as const },
];

const COLOURS = { navy: "#0f2a3d", navyDeep: "#0a1d2b", ivory: "#f8f5ef", gold: "#c2a36b", goldLight: "#dcc48f" };

/** The file a page's card is written to, relative to out/: /journal/3/ → og/journal-3.png. */
function cardFileFor(route: string): string {
  const key = route.split("/").filter(Boolean).join("-") || "home";
  return `og/${key}.png`;
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Draws one card: brand, eyebrow, the page title (without the brand suffix) and a line of reassurance. */
async function renderCard({
  title,
  brand,
  eyebrow,
  host,
}: {
  title: string;
  brand: string;
  eyebrow: string;
  host: string;
}): Promise<Buffer> {
  const separator = "\\s*[|·–:-]\\s*";
  const heading = title
    .replace(new RegExp(`${separator}${brand}$`), "")
    .replace(new RegExp(`^${brand}${separator}`), "");
  const card = h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundImage: `linear-gradient(160deg, ${COLOURS.navy} 0%, ${COLOURS.navyDeep} 75%)`,
        color: COLOURS.ivory,
        fontFamily: "Inter",
        border: `2px solid ${COLOURS.gold}`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 18 } },
      h("div", { style: { width: 14, height: 14, borderRadius: 7, background: COLOURS.gold } }),
      h("div", { style: { fontFamily: "Cormorant", fontSize: 42, letterSpacing: 1 } }, brand),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 24 } },
      h(
        "div",
        {
          style: {
            fontSize: 22,
            fontWeight: 600,
            letterSpacing: 6,
            textTransform: "uppercase",
            color: COLOURS.goldLight,
          },
        },
        eyebrow,
      ),
      h(
        "div",
        {
          style: { fontFamily: "Cormorant", fontSize: heading.length > 44 ? 66 : 84, lineHeight: 1.05, maxWidth: 1020 },
        },
        heading,
      ),
    ),
    h(
      "div",
      { style: { display: "flex", justifyContent: "space-between", fontSize: 22, color: "rgba(248,245,239,0.75)" } },
      h("div", null, "ATOL protected · 24/7 support · Free consultation"),
      h("div", { style: { color: COLOURS.goldLight } }, host),
    ),
  );
  const response = new ImageResponse(card, { ...CARD, fonts: FONTS });
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Writes the card of a page and returns its HTML with og:image and twitter:image pointing at it.
 * Alias pages share their primary page's card (same canonical, same file). `page` is where the file is
 * served (/404/ for 404.html).
 */
export async function addCard(
  html: string,
  {
    outDir,
    brand,
    eyebrow,
    written,
    page,
  }: { outDir: string; brand: string; eyebrow: string; written: Set<string>; page: string },
): Promise<string> {
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const title = html.match(/<meta property="og:title" content="([^"]*)"/)?.[1];
  // A page without a canonical address (the 404 page) has a card of its own, found by where it is served.
  const address = canonical ?? html.match(/<meta property="og:url" content="([^"]+)"/)?.[1];
  if (!address || !title) return html;
  const url = new URL(address);
  const file = cardFileFor(canonical ? url.pathname : page);
  if (!written.has(file)) {
    const png = await renderCard({ title: decode(title), brand, eyebrow, host: url.host.replace(/^www\./, "") });
    fs.mkdirSync(path.join(outDir, "og"), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), png);
    written.add(file);
  }
  const image = `${url.origin}/${file}`;
  const alt = `${decode(title)}: share card`.replace(/"/g, "&quot;");
  const tags =
    `<meta property="og:image" content="${image}"/><meta property="og:image:type" content="image/png"/>` +
    `<meta property="og:image:width" content="${CARD.width}"/><meta property="og:image:height" content="${CARD.height}"/>` +
    `<meta property="og:image:alt" content="${alt}"/><meta name="twitter:image" content="${image}"/>` +
    `<meta name="twitter:image:alt" content="${alt}"/>`;
  return html
    .replace(/<meta (property="og:image[^"]*"|name="twitter:image[^"]*") content="[^"]*"\/>/g, "")
    .replace(
      /<meta name="twitter:card" content="[^"]*"\/>/,
      `<meta name="twitter:card" content="summary_large_image"/>`,
    )
    .replace(/(<meta property="og:title" content="[^"]*"\/>)/, `$1${tags}`);
}
