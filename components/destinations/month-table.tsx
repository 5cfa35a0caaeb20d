import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { fillLabel } from "@/lib/content/labels";
import type { DestinationDetailPage } from "@/lib/content/page-schemas";
import type { Climate } from "@/lib/content/schemas";

type MonthTableProps = {
  name: string;
  /** The trip finder, narrowed to this destination. */
  finderHref: string;
  climate: Climate;
  copy: DestinationDetailPage["whenToGo"];
};

const RATING_STYLE = {
  ideal: "bg-navy text-white",
  good: "bg-sand text-navy ring-1 ring-line",
  avoid: "bg-white text-error ring-1 ring-error/40",
} as const;

const LINK = "font-medium text-ocean underline decoration-gold underline-offset-4 hover:text-bronze";

/**
 * The destination's year as a real table: each month's verdict with its reason, the average high and the
 * rainfall, and the station and published normals the figures come from. Four narrow columns, with the
 * month abbreviated on a phone, so it reads at 390 px without scrolling sideways.
 */
export function MonthTable({ name, finderHref, climate, copy }: MonthTableProps) {
  return (
    <section className="py-20 md:py-28" aria-labelledby="when-to-go">
      <div className="container-luxe">
        <SectionHeading
          id="when-to-go"
          eyebrow={copy.eyebrow}
          title={fillLabel(copy.heading, { name })}
          intro={copy.intro}
        />
        <div className="mt-12 overflow-hidden rounded-2xl ring-1 ring-line">
          <table className="w-full border-collapse text-left text-[0.9375rem]">
            <caption className="sr-only">{fillLabel(copy.caption, { name })}</caption>
            <thead className="bg-sand/60 text-xs tracking-[0.12em] text-ink uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-medium sm:px-6">
                  {copy.columns.month}
                </th>
                <th scope="col" className="px-3 py-3 font-medium sm:px-6">
                  {copy.columns.verdict}
                </th>
                <th scope="col" className="px-2 py-3 text-right font-medium sm:px-6">
                  {copy.columns.high}
                </th>
                <th scope="col" className="px-3 py-3 text-right font-medium sm:px-6">
                  {copy.columns.rain}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-white">
              {climate.months.map((row) => (
                <tr key={row.month} className={row.rating === "ideal" ? "bg-gold/5" : undefined}>
                  <th scope="row" className="px-3 py-4 align-top font-display text-lg font-medium text-navy sm:px-6">
                    <span aria-hidden="true" className="sm:hidden">
                      {row.month.slice(0, 3)}
                    </span>
                    <span className="sr-only sm:not-sr-only">{row.month}</span>
                  </th>
                  <td className="px-3 py-4 align-top sm:px-6">
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ${RATING_STYLE[row.rating]}`}
                    >
                      {copy.ratings[row.rating]}
                    </span>
                    <span className="mt-1.5 block leading-snug text-ink/85 sm:mt-0 sm:ml-3 sm:inline">{row.note}</span>
                  </td>
                  <td className="px-2 py-4 text-right align-top tabular-nums sm:px-6">{row.highC}</td>
                  <td className="px-3 py-4 text-right align-top tabular-nums sm:px-6">{row.rainMm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-6 flex flex-col gap-4 text-sm text-muted sm:flex-row sm:items-baseline sm:justify-between">
          <p>{fillLabel(copy.source, { station: climate.station, source: climate.source })}</p>
          <p className="flex shrink-0 flex-col gap-3 sm:items-end">
            <Link href={finderHref} className={LINK}>
              {fillLabel(copy.finder, { name })}
            </Link>
            <Link href={copy.allMonths.href} className={LINK}>
              {copy.allMonths.label}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
