import { ChevronRight } from "@/components/icons/glyphs";
import { buttonClasses } from "@/components/ui/button-link";
import type { FinderWords } from "@/lib/content/page-schemas";
import { FILTERS, FINDER_PATH, type Filter } from "@/lib/finder";

type Option = { value: string; label: string };

type FinderFormProps = {
  words: FinderWords;
  options: Record<Filter, readonly Option[]>;
};

/**
 * The finder's filters: a plain GET form of native selects, so a choice made before the script runs is
 * kept (the script reads the form when it starts) and, without JavaScript, Apply reloads the page with
 * the choices in its address. With the script, every change applies at once and Apply is not needed.
 */
export function FinderForm({ words, options }: FinderFormProps) {
  return (
    <form
      method="get"
      action={FINDER_PATH}
      aria-labelledby="finder-heading"
      data-finder-form=""
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10"
    >
      <h2 id="finder-heading" className="text-title text-navy">
        {words.heading}
      </h2>
      <p className="mt-4 max-w-3xl leading-relaxed text-muted">{words.intro}</p>
      <div className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {FILTERS.map((filter) => (
          <div key={filter}>
            <label htmlFor={`finder-${filter}`} className="block eyebrow text-bronze">
              {words.filters[filter].label}
            </label>
            <div className="relative mt-2">
              <select
                id={`finder-${filter}`}
                name={filter}
                className="h-12 w-full cursor-pointer appearance-none rounded-full border border-navy/25 bg-white pr-11 pl-5 text-base text-ink transition-colors hover:border-navy focus-visible:border-navy"
              >
                <option value="">{words.filters[filter].any}</option>
                {options[filter].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronRight className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 rotate-90 text-navy" />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 border-t border-line pt-6">
        {/* With the script the list follows every change, so Apply is only for a page without one. */}
        <noscript>
          <button type="submit" className={buttonClasses("dark")}>
            {words.apply}
          </button>
        </noscript>
        <a
          href={FINDER_PATH}
          data-finder-clear=""
          className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean underline decoration-gold underline-offset-4 hover:text-bronze"
        >
          {words.clear}
        </a>
      </div>
      <noscript>
        <p className="mt-5 rounded-xl bg-sand/70 p-4 text-sm leading-relaxed text-ink">{words.noScript}</p>
      </noscript>
    </form>
  );
}
