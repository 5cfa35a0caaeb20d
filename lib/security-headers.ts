// Security policy of the site, shared by the post-build step (per-page CSP and host header files) and the
// tests.

import { IMAGE_CDN_ORIGIN as IMAGE_ORIGIN } from "./image-loader";

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
 * hashes of its own inline scripts. The forms post to the site's own Worker ('self'). `turnstileOrigin`,
 * set only when the build has a Turnstile site key, lets Cloudflare's check load its script and frame.
 */
type PolicyOptions = { turnstileOrigin?: string };

function baseDirectives({ turnstileOrigin }: PolicyOptions = {}): string[] {
  const extra = turnstileOrigin ? ` ${turnstileOrigin}` : "";
  return [
    "default-src 'self'",
    `img-src 'self' data: ${IMAGE_ORIGIN}`,
    "font-src 'self'",
    // React and next/font set style attributes and small style blocks; scripts stay hash-locked.
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${extra}`,
    ...(turnstileOrigin ? [`frame-src ${turnstileOrigin}`] : []),
    `form-action 'self'`,
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
  ];
}

/**
 * The per-page policy: base directives plus script-src limited to our files and these inline hashes (and
 * Turnstile's script where the build has its key). 'wasm-unsafe-eval' lets the site search (Pagefind, our
 * own file) compile its WebAssembly; it allows no JavaScript eval.
 */
export function pagePolicy(hashes: readonly string[], options: PolicyOptions): string {
  const scriptSrc = [
    "'self'",
    "'wasm-unsafe-eval'",
    ...(options.turnstileOrigin ? [options.turnstileOrigin] : []),
    ...[...new Set(hashes)].map((hash) => `'sha256-${hash}'`),
  ].join(" ");
  return [...baseDirectives(options), `script-src ${scriptSrc}`].join("; ");
}

/**
 * The owner's desk (/desk/): the page policy without anything a visitor page needs from elsewhere (no image
 * CDN, no Turnstile). It talks only to the site's own /api/desk/*, and its scripts are hash-locked like
 * every page's.
 */
export function deskPolicy(hashes: readonly string[]): string {
  return pagePolicy(hashes, {})
    .split("; ")
    .map((directive) => (directive.startsWith("img-src") ? "img-src 'self' data:" : directive))
    .join("; ");
}

/** Where the desk lives; out of the sitemap, the search index and search engines. */
export const DESK_PATH = "/desk/";

/** What only an HTTP header can say (a <meta> CSP ignores frame-ancestors). */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * The content editor's own policy (/admin/ only). Decap CMS is one script of ours, but it styles itself
 * with inline styles, shows photos from anywhere the owner pastes, talks to GitHub's API (live) or to the
 * local backend on this machine (npm run cms, at `localBackendOrigin`), and signs in through the site's own
 * relay (/api/auth, in a pop-up that messages back; neither needs a directive). It also compiles its
 * configuration schema at run time with ajv (`new Function`), so it cannot start without 'unsafe-eval'
 * (decaporg/decap-cms#2138, still open). The editor loads only our own script, so that allowance is
 * confined to it. Visitor pages never get any of this.
 */
export function adminPolicy({ localBackendOrigin }: { localBackendOrigin: string }): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${IMAGE_ORIGIN} https://avatars.githubusercontent.com https://raw.githubusercontent.com`,
    "font-src 'self' data:",
    `connect-src 'self' https://api.github.com ${localBackendOrigin}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The editor opens its sign-in pop-up and waits for the token to be posted back by window.opener. The
 * site-wide `same-origin` opener policy would cut that link the moment the pop-up leaves for GitHub, so
 * /admin/ relaxes it to `same-origin-allow-popups`: pop-ups it opens keep their opener, while no other
 * page can hold a handle on the editor.
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups";
