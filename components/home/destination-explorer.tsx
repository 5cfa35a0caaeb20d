import Form from "next/form";
import { Link } from "@/components/ui/link";
import { ArrowRight, ChevronRight } from "@/components/icons/glyphs";
import { Icon } from "@/components/icons/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { buttonClasses } from "@/components/ui/button-link";
import { destinationMapHref } from "@/lib/seo/paths";
import type { SectionHeading as Heading } from "@/lib/content/page-schemas";

type Option = { slug: string; name: string };

export type DestinationExplorerProps = Heading & {
  selectLabel: string;
  placeholder: string;
  buttonLabel: string;
  featuredLabel: string;
  regions: readonly { region: string; destinations: readonly Option[] }[];
  featured: readonly Option[];
};

const MAP_PATH = "/destinations/";

/**
 * Pick a destination and open it on the interactive map. A plain GET form to
 * /destinations/?destination={slug}, so it works before (or without) JavaScript; next/form turns it into
 * a client-side navigation once the page has hydrated.
 */
export function DestinationExplorer({
  eyebrow,
  heading,
  intro,
  selectLabel,
  placeholder,
  buttonLabel,
  featuredLabel,
  regions,
  featured,
}: DestinationExplorerProps) {
  return (
    <section aria-labelledby="explorer-heading" className="relative isolate overflow-hidden bg-sand py-24 md:py-32">
      <Icon
        name="compass"
        className="absolute -top-24 -right-24 -z-10 hidden h-[40rem] w-[40rem] [stroke-width:0.4] text-gold/20 lg:block"
      />
      <div className="container-luxe grid gap-16 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-6">
          <SectionHeading id="explorer-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <Form action={MAP_PATH} className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="explorer-destination" className="block eyebrow text-bronze">
                {selectLabel}
              </label>
              <div className="relative mt-3">
                <select
                  id="explorer-destination"
                  name="destination"
                  required
                  defaultValue=""
                  className="h-14 w-full cursor-pointer appearance-none rounded-full border border-navy/25 bg-white pr-12 pl-6 text-base text-ink transition-colors hover:border-navy"
                >
                  <option value="" disabled>
                    {placeholder}
                  </option>
                  {regions.map((group) => (
                    <optgroup key={group.region} label={group.region}>
                      {group.destinations.map((destination) => (
                        <option key={destination.slug} value={destination.slug}>
                          {destination.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <ChevronRight className="pointer-events-none absolute top-1/2 right-5 h-5 w-5 -translate-y-1/2 rotate-90 text-navy" />
              </div>
            </div>
            <button type="submit" className={buttonClasses("dark", "h-14")}>
              {buttonLabel}
              <ArrowRight className="h-4 w-4" />
            </button>
          </Form>
        </div>

        <div className="lg:col-span-5 lg:col-start-8 lg:self-end">
          <h3 className="font-sans eyebrow text-bronze">{featuredLabel}</h3>
          <ul className="mt-5 border-t border-navy/15">
            {featured.map((destination) => (
              <li key={destination.slug} className="border-b border-navy/15">
                <Link
                  href={destinationMapHref(destination.slug)}
                  className="group flex items-center justify-between py-4 font-display text-[1.7rem] leading-tight text-navy transition-colors hover:text-bronze"
                >
                  {destination.name}
                  <ArrowRight className="h-5 w-5 text-bronze transition-transform duration-300 group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
