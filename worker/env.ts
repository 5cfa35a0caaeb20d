/** The Worker's bindings and settings (wrangler.jsonc; secrets in .dev.vars locally). */
export interface Env {
  /** The static export in out/. */
  ASSETS: Fetcher;
  DB: D1Database;
  /** Per-minute limits per client (wrangler.jsonc, ratelimits; worker/limits.ts). */
  FORM_LIMIT: RateLimit;
  LINK_LIMIT: RateLimit;
  READ_LIMIT: RateLimit;
  /** Daily allowances per client, counted in D1 (worker/limits.ts). Numbers, as text. */
  DAILY_FORM_LIMIT?: string;
  DAILY_LINK_LIMIT?: string;
  EMAIL: SendEmail;
  /** The sender of the agency's e-mails: an address on the domain onboarded to Email Service. */
  MAIL_FROM: string;
  TURNSTILE_VERIFY_URL: string;
  /** How long to wait for siteverify before answering 503, in milliseconds. */
  TURNSTILE_TIMEOUT_MS?: string;
  /** A secret. Without it the Turnstile check is skipped, and the log says so. */
  TURNSTILE_SECRET_KEY?: string;
  /** The content editor's GitHub App (secrets; worker/github-auth.ts). Without them sign-in answers 503. */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's sign-in endpoints (settings, so the tests can point them at fakes on loopback). */
  GITHUB_AUTHORIZE_URL: string;
  GITHUB_TOKEN_URL: string;
  /**
   * A secret: the owner's private calendar address (Google's "secret address in iCal format", Outlook's
   * published ICS link, iCloud's public calendar link). Without it no busy times are read
   * (worker/owner-calendar.ts, docs/owner-calendar.md).
   */
  OWNER_CALENDAR_ICS_URL?: string;
  /**
   * A secret: the token of the owner's private feed of upcoming consultations, GET /api/calendar.ics?token=…
   * (worker/owner-feed.ts). Without it the feed answers 404, as any address that does not exist.
   */
  CALENDAR_FEED_TOKEN?: string;
  /**
   * At most this many newsletter sign-ups a day (London time), site-wide, so at most this many confirmation
   * e-mails (worker/newsletter-caps.ts). A whole number as text; anything else means 100.
   */
  NEWSLETTER_DAILY_CONFIRMATIONS?: string;
  /**
   * Cloudflare Access in front of /desk/ and /api/desk/* (worker/access.ts, docs/going-live.md): the team's
   * domain ("<team>.cloudflareaccess.com", the tokens' issuer) and the application's Audience (AUD) tag.
   * Without both, every desk request answers 503.
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /**
   * Tests only, honoured only with ALLOW_TEST_SWITCHES=1: a fake issuer on loopback ("http://127.0.0.1:<port>",
   * tests/api/fake-access.ts) whose tokens the desk accepts instead of the team's.
   */
  ACCESS_TEST_ISSUER?: string;
  /** "1" only in local tests: honours X-Test-Email and X-Test-Client (worker/guards.ts). */
  ALLOW_TEST_SWITCHES?: string;
}
