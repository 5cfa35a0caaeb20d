import { Search } from "@/components/icons/glyphs";

/** Where search lives without JavaScript: a page listing the main sections. */
export const SEARCH_PAGE = "/search/";

/**
 * The header's search control, rendered on the server. It is a link to the search page, so it works
 * without JavaScript; with it, the launcher (search-launcher.tsx) takes the click and opens the dialog.
 */
export function SearchLink({ className = "" }: { className?: string }) {
  return (
    <a
      href={SEARCH_PAGE}
      data-search-open=""
      aria-keyshortcuts="/ Control+K Meta+K"
      className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-current/10 ${className}`}
    >
      <Search className="h-5 w-5" />
      <span className="sr-only">Search the site</span>
    </a>
  );
}
