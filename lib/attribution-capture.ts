/*
 * First-party attribution: how this visit reached the site, kept in the tab's sessionStorage (gone when the
 * tab closes, no cookie, nothing sent anywhere) and handed to the enquiry, booking and newsletter forms as
 * their optional `source`, in the shape lib/attribution.ts checks (the Worker drops a `source` that breaks
 * any of its rules, so what is kept here already keeps them). Loaded on every page by
 * components/layout/visit-recorder.tsx, so it stays tiny: every storage call may throw (private windows,
 * storage turned off) and a failure simply records nothing.
 */

export const VISIT_KEY = "aurelia:visit:v1";

/** The UTM parameters kept: utm_source becomes utmSource, and so on. */
const UTM = ["Source", "Medium", "Campaign", "Term", "Content"];

export type Visit = {
  /** The first page of the visit, path and query. */
  landing: string;
  /** The host of the site that sent the visitor, only when it is another site. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Pages seen in this tab, the current one included. */
  pages: number;
  /** The last paths seen, oldest first: six, so that five remain once a form leaves out its own page. */
  recent: string[];
};

function read(storage: Storage): Visit | undefined {
  const visit = JSON.parse(storage.getItem(VISIT_KEY) ?? "null") as Visit | null;
  return visit && typeof visit.pages === "number" && Array.isArray(visit.recent) ? visit : undefined;
}

/** Counts the page at `url` as seen; the first call of the tab also keeps the landing page and referrer. */
export function recordPage(url: URL, referrer: string, storage: Storage = sessionStorage): void {
  try {
    if (url.pathname.startsWith("/desk/")) return;
    let visit = read(storage);
    if (!visit) {
      visit = { landing: (url.pathname + url.search).slice(0, 200), pages: 0, recent: [] };
      for (const name of UTM) {
        // One line, as the Worker's rule for every one-line field wants.
        const value = url.searchParams.get(`utm_${name.toLowerCase()}`)?.replace(/\s+/g, " ").trim().slice(0, 100);
        if (value) (visit as Record<string, unknown>)[`utm${name}`] = value;
      }
      const from = referrer ? new URL(referrer) : undefined;
      // A host name only: an address such as [::1] is not one the Worker keeps.
      if (from && from.origin !== url.origin && /^[a-z\d.-]{1,253}$/.test(from.hostname)) {
        visit.referrerHost = from.hostname;
      }
    }
    visit.pages += 1;
    visit.recent = [...visit.recent, url.pathname.slice(0, 200)].slice(-6);
    storage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // No storage, full storage or a malformed record: this visit goes unrecorded.
  }
}

/**
 * The `source` a form sends from the current page, or nothing when the visit was never recorded. The last
 * entry of `recent` is the form's own page, so it is left out of both counts.
 */
export function attributionSource(storage?: Storage): { source?: Visit } {
  try {
    const visit = read(storage ?? sessionStorage);
    if (!visit) return {};
    return { source: { ...visit, pages: Math.max(0, visit.pages - 1), recent: visit.recent.slice(0, -1).slice(-5) } };
  } catch {
    return {};
  }
}
