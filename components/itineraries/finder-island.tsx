"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { FinderWords } from "@/lib/content/page-schemas";
import { fillLabel } from "@/lib/content/labels";
import { finderEnquiryHref } from "@/lib/finder/enquiry";
import {
  activeFilters,
  choicesFrom,
  FILTERS,
  FINDER_PATH,
  itemFromData,
  loosenHint,
  matches,
  narrowsGuides,
  searchOf,
  type Choices,
  type Filter,
} from "@/lib/finder";

type FinderIslandProps = {
  words: Pick<FinderWords, "journeys" | "guides" | "matching" | "all" | "and" | "noMatch"> & {
    nouns: Record<Filter, string>;
  };
  totalTrips: number;
  /** Server-rendered words that sit under the count, above the no-match panel. */
  children?: ReactNode;
};

type View = { choices: Choices; trips: number; guides: number; hint?: { filter: Filter; count: number } };

const counted = (words: { one: string; other: string }, count: number) =>
  fillLabel(count === 1 ? words.one : words.other, { count });

/**
 * The finder's script. The page's HTML already holds every journey and guide, each card carrying its
 * facets in data attributes (lib/finder), and the filter form; this reads them, hides what does not match
 * the form, keeps the address in step (replaceState, so Back still leaves the page) and says how many
 * match. It renders only the count and, when nothing matches, which choice to loosen and the enquiry.
 */
export function FinderIsland({ words, totalTrips, children }: FinderIslandProps) {
  const box = useRef<HTMLDivElement>(null);
  const applyRef = useRef<(choices: Choices) => void>(() => {});
  const [view, setView] = useState<View | undefined>();

  useEffect(() => {
    const root = box.current?.closest<HTMLElement>("[data-finder]");
    const form = root?.querySelector<HTMLFormElement>("[data-finder-form]");
    if (!root || !form) return;
    const select = (filter: Filter) => form.elements.namedItem(filter) as HTMLSelectElement;
    const cards = (selector: string) =>
      [...root.querySelectorAll<HTMLElement>(selector)].map((element) => ({
        element,
        item: itemFromData(element.dataset),
      }));
    const trips = cards("[data-finder-trip]");
    const guides = cards("[data-finder-guide]");
    const guideList = root.querySelector<HTMLElement>("[data-finder-guides]");
    const guidePrompt = root.querySelector<HTMLElement>("[data-finder-guides-prompt]");
    const allowed = Object.fromEntries(
      FILTERS.map((filter) => [filter, [...select(filter).options].map((option) => option.value).filter(Boolean)]),
    );
    const fromForm = () => choicesFrom(new URLSearchParams(FILTERS.map((f) => [f, select(f).value])), allowed);

    const apply = (choices: Choices) => {
      for (const filter of FILTERS) select(filter).value = choices[filter] ?? "";
      let shown = 0;
      for (const { element, item } of trips) {
        element.hidden = !matches(item, choices);
        if (!element.hidden) shown += 1;
      }
      let guidesShown = 0;
      for (const { element, item } of guides) {
        element.hidden = !matches(item, choices);
        if (!element.hidden) guidesShown += 1;
      }
      // Until a month, region or destination is chosen, the guides wait behind a prompt.
      if (guideList) guideList.hidden = !narrowsGuides(choices);
      if (guidePrompt) guidePrompt.hidden = narrowsGuides(choices);
      // The chosen month stands out in every guide's strip of months.
      for (const cell of root.querySelectorAll<HTMLElement>("[data-month-cell]")) {
        cell.toggleAttribute("data-chosen", cell.dataset.monthCell === choices.month);
      }
      const url = new URL(window.location.href);
      // Next.js keeps its own record of the page in the entry's state: keep it, so Back returns to this page.
      window.history.replaceState(window.history.state, "", `${url.pathname}${searchOf(choices)}${url.hash}`);
      const items = trips.map((trip) => trip.item);
      setView({
        choices,
        trips: shown,
        guides: guidesShown,
        ...(shown === 0 ? { hint: loosenHint(items, choices) } : {}),
      });
    };
    applyRef.current = apply;

    // The address, with anything chosen in the form before this script ran on top: no choice is lost.
    apply({ ...choicesFrom(window.location.search, allowed), ...fromForm() });

    const onChange = () => apply(fromForm());
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      apply(fromForm());
    };
    const clear = root.querySelector<HTMLAnchorElement>("[data-finder-clear]");
    const onClear = (event: Event) => {
      event.preventDefault();
      apply({});
    };
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    clear?.addEventListener("click", onClear);
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      clear?.removeEventListener("click", onClear);
    };
  }, []);

  const active = view ? activeFilters(view.choices).length > 0 : false;
  const trips = counted(words.journeys, view?.trips ?? totalTrips);
  const list =
    view && narrowsGuides(view.choices) ? `${trips} ${words.and} ${counted(words.guides, view.guides)}` : trips;
  const status = active ? fillLabel(words.matching, { list }) : fillLabel(words.all, { trips });

  const loosen = (event: MouseEvent<HTMLAnchorElement>) => {
    const filter = event.currentTarget.dataset.finderLoosen as Filter;
    if (!view || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    applyRef.current({ ...view.choices, [filter]: undefined });
    // The link goes with the empty list: the loosened filter's own control takes the focus.
    document.getElementById(`finder-${filter}`)?.focus();
  };

  return (
    <div ref={box}>
      <p role="status" aria-live="polite" className="eyebrow text-bronze">
        {status}
      </p>
      {children}
      {view && view.trips === 0 ? (
        <section
          aria-labelledby="finder-none-heading"
          className="mt-8 rounded-3xl bg-navy p-8 text-ivory sm:p-12"
          data-finder-none=""
        >
          <h3 id="finder-none-heading" className="font-display text-3xl leading-tight text-white sm:text-4xl">
            {words.noMatch.heading}
          </h3>
          {view.hint ? (
            <p className="mt-5">
              <a
                href={`${FINDER_PATH}${searchOf({ ...view.choices, [view.hint.filter]: undefined })}`}
                onClick={loosen}
                data-finder-loosen={view.hint.filter}
                className="inline-flex min-h-11 items-center text-lg text-gold-light underline decoration-gold underline-offset-4 hover:text-white"
              >
                {fillLabel(words.noMatch.loosen, {
                  filter: words.nouns[view.hint.filter],
                  trips: counted(words.journeys, view.hint.count),
                })}
              </a>
            </p>
          ) : (
            <p className="mt-5 text-ivory/85">{words.noMatch.clearInstead}</p>
          )}
          <p className="mt-6 max-w-2xl leading-relaxed text-ivory/85">{words.noMatch.enquire}</p>
          <a href={finderEnquiryHref(view.choices)} className={buttonClasses("gold", "mt-8")}>
            {words.noMatch.enquireLabel}
          </a>
        </section>
      ) : null}
    </div>
  );
}
