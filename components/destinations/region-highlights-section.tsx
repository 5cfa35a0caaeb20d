import { RegionTabs } from "@/components/destinations/region-tabs";
import { SectionHeading } from "@/components/ui/section-heading";
import type { SectionHeading as SectionHeadingCopy } from "@/lib/content/page-schemas";
import type { RegionHighlightGroup } from "@/lib/content/schemas";

type RegionHighlightsSectionProps = {
  heading: SectionHeadingCopy;
  groups: readonly RegionHighlightGroup[];
  tabsLabel: string;
  /** Each card's link: to /contact, with {name} completing its accessible name. */
  action: { href: string; label: string; context: string };
};

/** Regional highlights: the region tabs and their cards, on a sand band. */
export function RegionHighlightsSection({ heading, groups, tabsLabel, action }: RegionHighlightsSectionProps) {
  return (
    <section className="bg-sand/50 py-20 md:py-28">
      <div className="container-luxe">
        <SectionHeading eyebrow={heading.eyebrow} title={heading.heading} intro={heading.intro} />
        <div className="mt-12">
          <RegionTabs groups={groups} label={tabsLabel} action={action} />
        </div>
      </div>
    </section>
  );
}
