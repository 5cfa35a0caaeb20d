// Security policy of the site, shared by the post-build step (per-page CSP and host header files) and the
// tests.

/** Where content photos come from (the image CDN the custom next/image loader targets). */
const IMAGE_ORIGIN = "https://images.unsplash.com";

/** Caching for Next's content-hashed files under /_next/static/: they never change under the same name. */
export const STATIC_ASSET_CACHE = "public, max-age=31536000, immutable";

/** Headers every response should carry, whatever the host. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * The directives of the page's Content-Security-Policy, except script-src which each page gets with the
 * hashes of its own inline scripts. `connectOrigins` adds the enquiry endpoint when one is configured.
 */
type PolicyOptions = { connectOrigins?: readonly string[] };

function baseDirectives({ connectOrigins = [] }: PolicyOptions = {}): string[] {
  const connect = ["'self'", ...connectOrigins].join(" ");
  return [
    "default-src 'self'",
    `img-src 'self' data: ${IMAGE_ORIGIN}`,
    "font-src 'self'",
    // React and next/font set style attributes and small style blocks; scripts stay hash-locked.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${connect}`,
    `form-action 'self'`,
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
  ];
}

/** The per-page policy: base directives plus script-src limited to our files and these inline hashes. */
export function pagePolicy(hashes: readonly string[], options: PolicyOptions): string {
  const scriptSrc = ["'self'", ...[...new Set(hashes)].map((hash) => `'sha256-${hash}'`)].join(" ");
  return [...baseDirectives(options), `script-src ${scriptSrc}`].join("; ");
}

/** What only an HTTP header can say (a <meta> CSP ignores frame-ancestors). */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
