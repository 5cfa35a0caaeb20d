"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ArrowRight, Close, Search } from "@/components/icons/glyphs";
import { SEARCH_FILTERS } from "@/lib/search";

/** The part of Pagefind's browser API this dialog uses (pagefind.js, written by scripts/build/search-index.ts). */
type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> };
type PagefindApi = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindData> }[] } | null>;
};

/** "Everything", then one filter per page type (lib/search.ts). */
const FILTERS = [
  { value: "", label: "Everything" },
  ...SEARCH_FILTERS.map((filter) => ({ value: filter.type, label: filter.label })),
];

/** At most this many results are shown; the rest are counted. */
const SHOWN = 12;

let pagefind: Promise<PagefindApi> | undefined;

/** Loads Pagefind from the export (same origin) once, on first use. */
function loadPagefind(): Promise<PagefindApi> {
  const url = "/pagefind/pagefind.js";
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<PagefindApi>).then(
    async (api) => {
      await api.options({ excerptLength: 22 });
      await api.init();
      return api;
    },
  );
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** Pagefind's excerpt is escaped text with <mark> around the matches: shown as text, marks kept. */
function Excerpt({ html }: { html: string }): ReactNode {
  const decode = (text: string) => new DOMParser().parseFromString(text, "text/html").body.textContent ?? "";
  return html.split(/<mark>(.*?)<\/mark>/g).map((part, index) =>
    index % 2 ? (
      <mark key={index} className="bg-gold-light/60 text-ink">
        {decode(part)}
      </mark>
    ) : (
      decode(part)
    ),
  );
}

type Result = { url: string; title: string; excerpt: string; type: string };
type State =
  | { status: "idle" }
  | { status: "done"; results: Result[]; total: number; query: string; filter: string }
  | { status: "failed" };

function statusText(state: State, query: string, filter: string): string {
  if (state.status === "failed") return "Search could not load. Please try again, or browse the sections below.";
  if (!query.trim()) return "";
  if (state.status !== "done" || state.query !== query.trim() || state.filter !== filter) return "Searching…";
  if (state.total === 0) return `No pages match “${state.query}”.`;
  const shown = state.total > SHOWN ? `, showing the first ${SHOWN}` : "";
  return `${state.total} ${state.total === 1 ? "page matches" : "pages match"} “${state.query}”${shown}.`;
}

/**
 * The site search, in a modal <dialog>: the browser keeps focus inside it, Escape closes it and focus
 * returns to where it was. Type to search (results announced in a live region), narrow by page type, Tab
 * or the arrow keys through the results, Enter to open one.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first control (the close button); the search box is where typing goes.
    document.getElementById(`${id}-input`)?.focus();
    void loadPagefind().catch(() => setState({ status: "failed" }));
  }, [id]);

  useEffect(() => {
    const term = query.trim();
    if (!term) return;
    let current = true;
    // A short pause while typing, so each key does not start a search.
    const timer = window.setTimeout(async () => {
      try {
        const api = await loadPagefind();
        const found = await api.search(term, filter ? { filters: { type: filter } } : {});
        if (!found || !current) return;
        const results = await Promise.all(
          found.results.slice(0, SHOWN).map(async (result) => {
            const data = await result.data();
            return {
              url: data.url,
              title: data.meta.title ?? data.url,
              excerpt: data.excerpt,
              type: data.filters.type?.[0] ?? "Page",
            };
          }),
        );
        if (current) setState({ status: "done", results, total: found.results.length, query: term, filter });
      } catch {
        if (current) setState({ status: "failed" });
      }
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, filter]);

  const close = () => dialogRef.current?.close();

  const moveFocus = (from: Element | null, step: 1 | -1) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    if (!links.length) return false;
    const at = links.indexOf(from as HTMLAnchorElement);
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
    if (next < 0) {
      document.getElementById(`${id}-input`)?.focus();
      return true;
    }
    links[Math.min(next, links.length - 1)]?.focus();
    return true;
  };

  // The last results stay on screen while the next search runs; an empty box shows none.
  const results = state.status === "done" && query.trim() ? state.results : [];

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // A click on the backdrop (the dialog box itself, outside its panel) closes it.
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        if (moveFocus(document.activeElement, event.key === "ArrowDown" ? 1 : -1)) event.preventDefault();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-navy-deep/75 backdrop:backdrop-blur-sm sm:mx-auto sm:mt-[8vh] sm:h-auto sm:max-h-[84vh] sm:max-w-2xl"
    >
      <div className="flex h-full flex-col bg-ivory text-ink shadow-2xl sm:max-h-[84vh] sm:rounded-2xl">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 pt-5 pb-4 sm:px-8">
          <h2 id={`${id}-title`} className="font-display text-2xl font-medium text-navy">
            Search the site
          </h2>
          <button
            type="button"
            onClick={close}
            className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-navy hover:bg-navy/5"
          >
            <Close className="h-5 w-5" />
            <span className="sr-only">Close search</span>
          </button>
        </div>

        <div role="search" className="px-5 pt-5 sm:px-8">
          <label htmlFor={`${id}-input`} className="text-sm font-semibold text-navy">
            Destinations, journeys, ideas
          </label>
          <div className="relative mt-2">
            <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-muted" />
            <input
              id={`${id}-input`}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              // One Escape closes the dialog, as its hint says (a search box's own Escape would only empty
              // it first); emptying the box is the Clear button's job.
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                event.preventDefault();
                close();
              }}
              aria-describedby={`${id}-status`}
              aria-controls={`${id}-results`}
              placeholder="Try “Disney with a toddler” or “fjord”"
              className="w-full rounded-full border border-stone bg-white py-3.5 pr-14 pl-12 text-base text-ink placeholder:text-muted focus:border-bronze focus:outline-none focus-visible:ring-2 focus-visible:ring-bronze/40 [&::-webkit-search-cancel-button]:appearance-none"
            />
            {query ? (
              <button
                type="button"
                onClick={() => {
                  setQuery("");
                  document.getElementById(`${id}-input`)?.focus();
                }}
                className="absolute top-1/2 right-1.5 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-navy/5 hover:text-navy"
              >
                <Close className="h-4 w-4" />
                <span className="sr-only">Clear the search</span>
              </button>
            ) : null}
          </div>
          <fieldset className="mt-4">
            <legend className="sr-only">Show</legend>
            <div className="flex flex-wrap gap-2">
              {FILTERS.map((option) => (
                <label key={option.value} className="cursor-pointer">
                  <input
                    type="radio"
                    name={`${id}-filter`}
                    value={option.value}
                    checked={filter === option.value}
                    onChange={() => setFilter(option.value)}
                    className="peer sr-only"
                  />
                  <span className="inline-flex min-h-11 items-center rounded-full border border-stone px-4 text-sm text-navy transition-colors peer-checked:border-navy peer-checked:bg-navy peer-checked:text-ivory peer-focus-visible:ring-2 peer-focus-visible:ring-bronze peer-focus-visible:ring-offset-2 hover:border-navy">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <p id={`${id}-status`} role="status" className="px-5 pt-4 text-sm text-muted sm:px-8">
          {statusText(state, query, filter)}
        </p>

        <ul id={`${id}-results`} ref={listRef} className="mt-2 flex-1 overflow-y-auto px-3 pb-6 sm:px-5">
          {results.map((result) => (
            <li key={result.url}>
              <a
                href={result.url}
                onClick={close}
                className="group block rounded-xl px-3 py-4 transition-colors hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-bronze"
              >
                <span className="eyebrow text-bronze">{result.type}</span>
                <span className="mt-1 flex items-center gap-2 font-display text-xl text-navy">
                  {result.title}
                  <ArrowRight className="h-4 w-4 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
                </span>
                <span className="mt-1 block text-sm leading-relaxed text-muted">
                  <Excerpt html={result.excerpt} />
                </span>
              </a>
            </li>
          ))}
        </ul>

        <p className="hidden border-t border-line px-8 py-3 text-xs text-muted sm:block">
          <kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to move
          through results, <kbd className="font-sans font-semibold">Enter</kbd> to open,{" "}
          <kbd className="font-sans font-semibold">Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
