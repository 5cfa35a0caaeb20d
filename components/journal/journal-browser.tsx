"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useRef } from "react";
import { JournalView, type JournalViewProps } from "@/components/journal/journal-view";
import { CATEGORY_PARAM, findCategory } from "@/lib/journal";

type JournalBrowserProps = Omit<JournalViewProps, "active" | "onSelect" | "resultsRef">;

/**
 * The journal filter. The category lives in the URL (?category=cruises), so a filtered view can be
 * shared and survives a reload; choosing one replaces the history entry rather than adding to it, so
 * Back still leaves the journal. Rendered inside a Suspense boundary whose fallback is the full list.
 */
export function JournalBrowser(props: JournalBrowserProps) {
  const searchParams = useSearchParams();
  const active = findCategory(props.categories, searchParams.get(CATEGORY_PARAM));
  const resultsRef = useRef<HTMLDivElement>(null);

  const select = useCallback((slug: string | undefined, from: "bar" | "sidebar") => {
    const url = new URL(window.location.href);
    if (slug) url.searchParams.set(CATEGORY_PARAM, slug);
    else url.searchParams.delete(CATEGORY_PARAM);
    // Next.js keeps useSearchParams in step with the native History API.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    // The sidebar sits beside (or, on phones, below) the results: bring their top into view.
    const results = resultsRef.current;
    if (from === "sidebar" && results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ block: "start" });
    }
  }, []);

  return <JournalView {...props} active={active} onSelect={select} resultsRef={resultsRef} />;
}
