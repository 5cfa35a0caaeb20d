// Runs after `next build`. Makes the AVIF and WebP copies of the owner's photos (scripts/build/photos.ts) and
// draws every page's share card (scripts/build/og-cards.ts), then gives every
// exported page a Content-Security-Policy without 'unsafe-inline'
// for scripts: the SHA-256 of each inline script Next wrote into that page goes into a <meta> policy at
// the top of its <head> (so it works on a plain bucket too). Then writes the host header files:
// out/_headers (Cloudflare Pages, Netlify) and deploy/cloudfront-response-headers-policy.json. Last, the
// site search's index (scripts/build/search-index.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { TURNSTILE_ORIGIN } from "../../lib/turnstile";
import {
  ADMIN_OPENER_POLICY,
  DESK_PATH,
  deskPolicy,
  HEADER_ONLY_POLICY,
  pagePolicy,
  SECURITY_HEADERS,
  STATIC_ASSET_CACHE,
} from "../../lib/security-headers";
import { addCard } from "./og-cards";
import { optimisePhotos, writeRasterLogo } from "./photos";
import { buildSearchIndex } from "./search-index";

const OUT = path.resolve("out");

/** Not visitor pages: Next's own files, and the content editor, which carries its own policy (scripts/build/cms.ts). */
const SKIPPED = new Set([path.join(OUT, "_next"), path.join(OUT, "admin")]);

function htmlFiles(dir = OUT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED.has(full)) htmlFiles(full, found);
    else if (entry.name.endsWith(".html")) found.push(full);
  }
  return found;
}

/** Inline, executable scripts: no src, and not a data block such as JSON-LD. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc=/.test(attributes)) continue;
    const type = attributes.match(/\btype="([^"]*)"/)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    hashes.push(crypto.createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

async function main(): Promise<void> {
  await optimisePhotos({ outDir: OUT });
  await writeRasterLogo(OUT);
  // Turnstile's script and frame are allowed only when the build has its site key (lib/turnstile.ts).
  const options = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim() ? { turnstileOrigin: TURNSTILE_ORIGIN } : {};
  let pages = 0;
  /** Alias pages name their primary page in their canonical link; hosts that can redirect are told to. */
  const redirects: { from: string; to: string }[] = [];
  const cards = new Set<string>();
  for (const file of htmlFiles()) {
    const built = fs.readFileSync(file, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
    const brand = built.match(/<meta property="og:site_name" content="([^"]*)"/)?.[1] ?? "";
    const own = `/${path.relative(OUT, path.dirname(file)).split(path.sep).join("/")}/`.replace(/^\/\/$/, "/");
    const served = path.basename(file) === "index.html" ? own : `${own}${path.basename(file, ".html")}/`;
    const html = await addCard(built, {
      outDir: OUT,
      brand,
      eyebrow: "Bespoke luxury travel · London",
      written: cards,
      page: served,
    });
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    if (canonical && path.basename(file) === "index.html" && new URL(canonical).pathname !== own) {
      redirects.push({ from: own, to: new URL(canonical).pathname });
    }
    const hashes = inlineScriptHashes(html);
    const policy = served === DESK_PATH ? deskPolicy(hashes) : pagePolicy(hashes, options);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    // Right after <meta charset>: the policy must come before any script it governs.
    const withPolicy = html.replace(/(<head>(?:<meta charSet="utf-8"\/>)?)/, `$1${meta}`);
    if (withPolicy === html) throw new Error(`No <head> found in ${path.relative(OUT, file)}`);
    fs.writeFileSync(file, withPolicy);
    pages += 1;
  }

  const headerLines = Object.entries({ ...SECURITY_HEADERS, "Content-Security-Policy": HEADER_ONLY_POLICY }).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  fs.writeFileSync(
    path.join(OUT, "_headers"),
    [
      "# Security headers for Cloudflare Pages and Netlify (written by scripts/build/postbuild.ts).",
      "# Each page also carries its own script-hash Content-Security-Policy in a <meta> tag.",
      "/*",
      ...headerLines,
      "",
      "/_next/static/*",
      `  Cache-Control: ${STATIC_ASSET_CACHE}`,
      "",
      // The editor's sign-in pop-up must keep its opener (lib/security-headers.ts, ADMIN_OPENER_POLICY):
      // the site-wide value is detached here, not joined to this one.
      "/admin/*",
      "  ! Cross-Origin-Opener-Policy",
      `  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`,
      "",
      // The owner's desk: never indexed, never kept by a cache (its data comes from /api/desk/*, not the page).
      `${DESK_PATH}*`,
      "  X-Robots-Tag: noindex, nofollow",
      "  Cache-Control: no-store",
      "",
    ].join("\n"),
  );

  const cloudFront = {
    Name: "aurelia-travel-security-headers",
    Comment: "Security headers for the static site (generated by scripts/build/postbuild.ts)",
    SecurityHeadersConfig: {
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: "DENY" },
      ReferrerPolicy: { Override: true, ReferrerPolicy: "strict-origin-when-cross-origin" },
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: HEADER_ONLY_POLICY },
    },
    CustomHeadersConfig: {
      Quantity: 2,
      Items: [
        { Header: "Permissions-Policy", Value: SECURITY_HEADERS["Permissions-Policy"], Override: true },
        { Header: "Cross-Origin-Opener-Policy", Value: SECURITY_HEADERS["Cross-Origin-Opener-Policy"], Override: true },
      ],
    },
  };
  redirects.sort((a, b) => a.from.localeCompare(b.from));
  fs.writeFileSync(
    path.join(OUT, "_redirects"),
    [
      "# Aliases answer 301 where the host can redirect (Cloudflare Pages, Netlify); written by scripts/build/postbuild.ts.",
      "# The pre-rendered alias pages stay in out/ for plain buckets.",
      ...redirects.flatMap(({ from, to }) => [`${from.replace(/\/$/, "")} ${to} 301`, `${from} ${to} 301`]),
      "",
    ].join("\n"),
  );

  const cloudFrontFunction = `// CloudFront Function (viewer request) for the static export, written by scripts/build/postbuild.ts.
// Redirects aliases to their primary page, adds the trailing slash to folder paths and maps folders to
// index.html when CloudFront reads the bucket through its REST endpoint.
var REDIRECTS = ${JSON.stringify(Object.fromEntries(redirects.map(({ from, to }) => [from, to])), null, 2)};

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var withSlash = uri.endsWith("/") ? uri : uri + "/";
  if (REDIRECTS[withSlash]) {
    return { statusCode: 301, statusDescription: "Moved Permanently", headers: { location: { value: REDIRECTS[withSlash] } } };
  }
  var last = uri.split("/").pop();
  if (!uri.endsWith("/") && last.indexOf(".") === -1) {
    return { statusCode: 301, statusDescription: "Moved Permanently", headers: { location: { value: uri + "/" } } };
  }
  if (uri.endsWith("/")) request.uri = uri + "index.html";
  return request;
}
`;
  fs.mkdirSync("deploy", { recursive: true });
  fs.writeFileSync("deploy/cloudfront-viewer-request.js", cloudFrontFunction);
  fs.writeFileSync("deploy/cloudfront-response-headers-policy.json", `${JSON.stringify(cloudFront, null, 2)}\n`);
  console.log(
    `› ${cards.size} share cards; Content-Security-Policy written into ${pages} pages; ${redirects.length} alias redirects; out/_headers, out/_redirects and deploy/ updated.`,
  );
  const search = await buildSearchIndex(OUT);
  console.log(`› Search index: ${search.pages} pages in out/pagefind/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
