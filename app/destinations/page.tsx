import { PageHero } from "@/components/layout/page-hero";
import { AtlasSection } from "@/components/destinations/atlas-section";
import { RegionHighlightsSection } from "@/components/destinations/region-highlights-section";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaBand } from "@/components/ui/cta-band";
import { getDestinationsPage, getMapPins, getRegionHighlights } from "@/lib/content";
import { REGIONS } from "@/lib/content/schemas";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const page = getDestinationsPage();

export const metadata = pageMetadata({
  title: page.meta.title,
  description: page.meta.description,
  path: "/destinations",
  keywords: ["luxury destinations", "world map", "best time to visit", "Maldives", "Japan", "Dubai"],
});

const crumbs = [
  { name: "Home", path: "/" },
  { name: page.meta.title, path: "/destinations" },
];

export default function DestinationsPage() {
  const { hero, cta } = page;
  return (
    <>
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <AtlasSection page={page} pins={getMapPins()} regions={REGIONS} />
      <RegionHighlightsSection
        heading={page.regions}
        groups={getRegionHighlights()}
        tabsLabel={page.regionTabsLabel}
        action={{ href: "/contact", label: page.discoverMoreLabel, context: page.discoverMoreContext }}
      />
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
