import { Link } from "@/components/ui/link";
import type { FinderGuide } from "@/lib/content";
import { MONTHS } from "@/lib/content/months";
import { itemData, monthCode } from "@/lib/finder";

const CELL = {
  ideal: "bg-navy text-ivory",
  good: "bg-gold/35 text-navy",
  avoid: "text-muted",
} as const;

type GuideTileProps = { guide: FinderGuide; words: { ideal: string; good: string } };

/**
 * A destination guide in the finder: its name, where it is, and its year at a glance (a strip of twelve
 * months shaded ideal, good or neither), which a screen reader hears as the two lists of months.
 */
export function GuideTile({ guide, words }: GuideTileProps) {
  const named = (rating: "ideal" | "good") => MONTHS.filter((_, index) => guide.ratings[index] === rating).join(", ");
  const good = named("good");
  return (
    <li data-finder-guide="" {...itemData(guide.item)}>
      <article className="relative h-full rounded-2xl bg-white p-5 ring-1 ring-line transition-shadow duration-500 hover:shadow-card has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-bronze">
        <p className="text-xs tracking-[0.14em] text-muted uppercase">{guide.country}</p>
        <h3 className="mt-1 font-display text-2xl leading-tight text-navy">
          <Link href={guide.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {guide.name}
          </Link>
        </h3>
        <p className="sr-only">
          {words.ideal}: {named("ideal")}.{good ? ` ${words.good}: ${good}.` : ""}
        </p>
        <ol aria-hidden="true" className="mt-4 grid grid-cols-12 gap-0.5 text-center text-[0.6875rem] font-semibold">
          {guide.ratings.map((rating, index) => (
            <li
              key={MONTHS[index]}
              data-month-cell={monthCode(MONTHS[index]!)}
              className={`rounded-sm py-1 data-chosen:ring-2 data-chosen:ring-bronze data-chosen:ring-offset-1 ${CELL[rating]}`}
            >
              {MONTHS[index]!.charAt(0)}
            </li>
          ))}
        </ol>
      </article>
    </li>
  );
}
