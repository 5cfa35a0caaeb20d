import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { CtaBand } from "@/components/ui/cta-band";
import { Link } from "@/components/ui/link";
import { OpenAtMonth } from "@/components/when-to-go/open-at-month";
import { getMonthGuide, getWhenToGoPage } from "@/lib/content";
import { fillLabel } from "@/lib/content/labels";
import { finderHref, monthCode } from "@/lib/finder";
import { normalisePath } from "@/lib/seo/paths";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const copy = getWhenToGoPage();

export const metadata = pageMetadata({
  title: copy.meta.title,
  description: copy.meta.description,
  path: "/when-to-go",
  keywords: ["where to go when", "best time to travel", "where to go in winter sun", "holiday month by month"],
});

export default function WhenToGoPage() {
  const months = getMonthGuide();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: copy.hero.eyebrow ?? copy.meta.title, path: "/when-to-go" },
  ];
  return (
    <>
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={copy.hero.image}
        region={copy.hero.region}
      />
      <div className="py-16 md:py-24">
        <div className="container-luxe">
          <Breadcrumbs items={crumbs} />
          <p className="mt-10 max-w-3xl text-lede text-muted">{copy.intro}</p>
          <nav aria-label={copy.monthNav} className="mt-10">
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-12">
              {months.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="block rounded-full py-2 text-center text-sm font-medium text-navy ring-1 ring-line transition-colors hover:bg-sand aria-[current=date]:bg-navy aria-[current=date]:text-white"
                  >
                    {entry.month.slice(0, 3)}
                    <span className="sr-only">{entry.month.slice(3)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-16 space-y-20">
            {months.map((entry) => (
              <section
                key={entry.id}
                id={entry.id}
                aria-labelledby={`${entry.id}-heading`}
                className="group scroll-mt-28 border-t border-gold/50 pt-10"
              >
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
                  <h2 id={`${entry.id}-heading`} className="text-title text-navy">
                    {fillLabel(copy.monthHeading, { month: entry.month })}
                  </h2>
                  <span className="hidden rounded-full bg-gold/20 px-3 py-1 text-xs font-semibold tracking-wide text-bronze uppercase group-data-[current=true]:inline-block">
                    {copy.thisMonth}
                  </span>
                  <Link
                    href={finderHref({ month: monthCode(entry.month) })}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-ocean underline decoration-gold underline-offset-4 hover:text-bronze sm:ml-auto"
                  >
                    {fillLabel(copy.finder, { month: entry.month })}
                  </Link>
                </div>
                <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
                  {entry.destinations.map((place) => (
                    <li key={place.slug} className="border-l-2 border-gold/60 pl-5">
                      <p className="text-xs tracking-[0.14em] text-muted uppercase">
                        {place.country} · {place.highC}°C
                      </p>
                      <h3 className="mt-1 font-display text-2xl text-navy">{place.name}</h3>
                      <p className="mt-2 leading-relaxed text-ink/85">{place.note}</p>
                      <Link
                        href={normalisePath(place.path)}
                        className="mt-3 inline-block text-sm font-medium text-ocean underline decoration-gold underline-offset-4 hover:text-bronze"
                      >
                        {fillLabel(copy.readGuide, { name: place.name })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>
      <OpenAtMonth ids={months.map((entry) => entry.id)} />
      <CtaBand title={copy.cta.heading} text={copy.cta.text} primary={copy.cta.primary} />
    </>
  );
}
