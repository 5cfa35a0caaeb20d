/*
 * The public origin of the site, from NEXT_PUBLIC_SITE_URL at build time (next.config.ts refuses a
 * production build without it). Safe in the browser: Next inlines the variable.
 */
const DEFAULT_SITE_URL = "https://www.aurelia-travel.example";

export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
