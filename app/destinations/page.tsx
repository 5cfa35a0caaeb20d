import { PageHero } from "@/components/layout/page-hero";
import { RegionTabs } from "@/components/destinations/region-tabs";
import { WorldMap } from "@/components/destinations/world-map";
import { WorldMapArt } from "@/components/destinations/world-map-art";
import { JsonLd } from "@/components/seo/json-ld";
import { CtaBand } from "@/components/ui/cta-band";
import { SectionHeading } from "@/components/ui/section-heading";
import { getDestinationsPage, getMapPins, getRegionHighlights } from "@/lib/content";
import { MAP_HEIGHT, MAP_WIDTH } from "@/lib/map-projection";
import { REGIONS } from "@/lib/schemas";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/lib/structured-data";

const page = getDestinationsPage();
const pins = getMapPins();

export const metadata = pageMetadata({
  title: page.meta.title,
  description: page.meta.description,
  path: "/destinations",
  keywords: ["luxury destinations", "world map", "best time to visit", "Maldives", "Japan", "Dubai"],
  image: page.hero.image,
});

export default function DestinationsPage() {
  const { map } = page;
  return (
    <>
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: page.meta.title, path: "/destinations" }])} />
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} />
      <section className="py-20 md:py-28">
        <div className="container-luxe">
          <SectionHeading eyebrow={page.intro.eyebrow} title={page.intro.heading} intro={page.intro.intro} />
          <div className="mt-14">
            <WorldMap
              pins={pins}
              regions={REGIONS}
              heading={map.heading}
              intro={map.intro}
              labels={map.labels}
              index={page.index}
              size={{ width: MAP_WIDTH, height: MAP_HEIGHT }}
            >
              <WorldMapArt />
            </WorldMap>
          </div>
        </div>
      </section>
      <section className="bg-sand/50 py-20 md:py-28">
        <div className="container-luxe">
          <SectionHeading eyebrow={page.regions.eyebrow} title={page.regions.heading} intro={page.regions.intro} />
          <div className="mt-12">
            <RegionTabs
              groups={getRegionHighlights()}
              label={page.regionTabsLabel}
              action={{ href: "/contact", label: page.discoverMoreLabel, context: page.discoverMoreContext }}
            />
          </div>
        </div>
      </section>
      <CtaBand title={page.cta.heading} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
