"use client";

import { Suspense, useCallback, useRef, useState } from "react";
import { JournalView, type JournalViewProps } from "@/components/journal/journal-view";
import { QueryParam } from "@/components/ui/query-param";
import { CATEGORY_PARAM, findCategory } from "@/lib/journal";

type JournalBrowserProps = Omit<JournalViewProps, "active" | "onSelect" | "resultsRef">;

/**
 * The journal filter. The category lives in the URL (?category=cruises), so a filtered view can be
 * shared and survives a reload; choosing one replaces the history entry rather than adding to it, so
 * Back still leaves the journal.
 *
 * A static export only knows the URL in the browser. The list is served as HTML under 'All Categories' and
 * hydrated as it stands; only QueryParam, which reads the URL, renders in the browser alone, and the
 * category it reports then filters the list in place. (Reading the URL here would hand the whole list,
 * its photos and the sidebar to the browser to build again on every visit, rather than hydrate.)
 */
export function JournalBrowser(props: JournalBrowserProps) {
  const [param, setParam] = useState<string | null>(null);
  const active = findCategory(props.categories, param);
  const resultsRef = useRef<HTMLDivElement>(null);

  const select = useCallback((slug: string | undefined, from: "bar" | "sidebar") => {
    const url = new URL(window.location.href);
    if (slug) url.searchParams.set(CATEGORY_PARAM, slug);
    else url.searchParams.delete(CATEGORY_PARAM);
    // Next.js keeps useSearchParams in step with the native History API, so QueryParam reports this too.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    setParam(slug ?? null);
    // The sidebar sits beside (or, on phones, below) the results: bring their top into view.
    const results = resultsRef.current;
    if (from === "sidebar" && results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ block: "start" });
    }
  }, []);

  return (
    <>
      <Suspense fallback={null}>
        <QueryParam name={CATEGORY_PARAM} onChange={setParam} />
      </Suspense>
      <JournalView {...props} active={active} onSelect={select} resultsRef={resultsRef} />
    </>
  );
}
