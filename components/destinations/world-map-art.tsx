import { MAP_HEIGHT, MAP_WIDTH, mapProjection } from "@/lib/map/projection";
import { worldMapArt } from "@/lib/map/world-map";

/*
 * The map's artwork, rendered on the server at build time: a navy globe, sand-coloured land with fine
 * stone borders, a faint graticule and gold tropics. The widget zooms it through CSS variables
 * (--map-x, --map-y in viewBox units, --map-scale); strokes keep their width at every zoom, and the ocean
 * names fade out (--map-labels) once the map zooms in.
 */
/** Oceans named in the manner of an atlas plate: [name, latitude, longitude]. */
const OCEANS: readonly [string, number, number][] = [
  ["North Atlantic Ocean", 31, -43],
  ["South Atlantic Ocean", -27, -17],
  ["Pacific Ocean", 8, -142],
  ["Indian Ocean", -30, 81],
  ["Southern Ocean", -58, 40],
];

export function WorldMapArt() {
  const art = worldMapArt();
  const project = mapProjection();
  const hairline = { vectorEffect: "non-scaling-stroke" } as const;
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className="absolute inset-0 h-full w-full"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <radialGradient id="map-sea" cx="50%" cy="42%" r="65%">
          <stop offset="0%" className="[stop-color:var(--color-ocean)]" />
          <stop offset="100%" className="[stop-color:var(--color-navy-deep)]" />
        </radialGradient>
        {/* Drawn twice below (shadow and land) from one copy of the path data. */}
        <path id="map-land" d={art.land} vectorEffect="non-scaling-stroke" />
      </defs>
      <g className="origin-top-left [transform:translate(var(--map-x,0px),var(--map-y,0px))_scale(var(--map-scale,1))] transition-transform duration-700 ease-luxe">
        <path d={art.sphere} fill="url(#map-sea)" />
        <path d={art.graticule} fill="none" className="stroke-ivory/10" strokeWidth={0.75} style={hairline} />
        <path
          d={art.parallels}
          fill="none"
          className="stroke-gold/35"
          strokeWidth={0.75}
          strokeDasharray="2 5"
          style={hairline}
        />
        {/* A soft offset shadow lifts the land off the sea, like an embossed atlas plate. */}
        <use href="#map-land" className="[transform:translateY(calc(10px/var(--map-scale,1)))] fill-navy-deep/60" />
        <use href="#map-land" className="fill-sand stroke-gold/60" strokeWidth={0.5} />
        <path d={art.borders} fill="none" className="stroke-stone" strokeWidth={0.6} style={hairline} />
        <g
          className="fill-gold-light/45 font-display text-[40px] tracking-[0.3em] italic [opacity:var(--map-labels,1)] transition-opacity duration-500 max-sm:hidden"
          textAnchor="middle"
        >
          {OCEANS.map(([name, latitude, longitude]) => {
            const [x, y] = project([longitude, latitude]) ?? [0, 0];
            return (
              <text key={name} x={Math.round(x)} y={Math.round(y)}>
                {name}
              </text>
            );
          })}
        </g>
        <path d={art.sphere} fill="none" className="stroke-gold/60" strokeWidth={1} style={hairline} />
      </g>
    </svg>
  );
}
