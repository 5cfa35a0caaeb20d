import { WorldMap } from "@/components/destinations/world-map";
import { WorldMapArt } from "@/components/destinations/world-map-art";
import { SectionHeading } from "@/components/ui/section-heading";
import type { MapPin } from "@/lib/map";
import { MAP_HEIGHT, MAP_WIDTH } from "@/lib/map/projection";
import type { DestinationsPage } from "@/lib/content/page-schemas";
import type { Region } from "@/lib/content/schemas";

type AtlasSectionProps = {
  page: Pick<DestinationsPage, "intro" | "map" | "index">;
  pins: readonly MapPin[];
  regions: readonly Region[];
};

/** The world map section: its introduction, then the interactive map over its build-time artwork. */
export function AtlasSection({ page, pins, regions }: AtlasSectionProps) {
  return (
    <section className="py-20 md:py-28">
      <div className="container-luxe">
        <SectionHeading eyebrow={page.intro.eyebrow} title={page.intro.heading} intro={page.intro.intro} />
        <div className="mt-14">
          <WorldMap
            pins={pins}
            regions={regions}
            heading={page.map.heading}
            intro={page.map.intro}
            labels={page.map.labels}
            index={page.index}
            size={{ width: MAP_WIDTH, height: MAP_HEIGHT }}
          >
            <WorldMapArt />
          </WorldMap>
        </div>
      </div>
    </section>
  );
}
