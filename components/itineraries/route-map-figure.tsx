import { ROUTE_HEIGHT, ROUTE_WIDTH, routeMap } from "@/lib/map/route-map";

type RouteMapFigureProps = {
  stops: readonly { place: string; latitude: number; longitude: number }[];
  caption: string;
};

/** The journey's route as an atlas plate: drawn at build time, plain SVG in the page. */
export function RouteMapFigure({ stops, caption }: RouteMapFigureProps) {
  const map = routeMap(stops);
  const names = map.points.map((point) => point.place).join(", then ");
  return (
    <figure className="overflow-hidden rounded-2xl bg-navy ring-1 ring-line">
      <svg
        viewBox={`0 0 ${ROUTE_WIDTH} ${ROUTE_HEIGHT}`}
        className="block h-auto w-full"
        role="img"
        aria-label={`${caption}: ${names}`}
      >
        <rect width={ROUTE_WIDTH} height={ROUTE_HEIGHT} className="fill-navy" />
        <path d={map.land} className="fill-sand/90" />
        <path d={map.borders} fill="none" className="stroke-stone/60" strokeWidth={0.8} />
        <path
          d={map.route}
          fill="none"
          className="stroke-gold"
          strokeWidth={2.5}
          strokeDasharray="7 6"
          strokeLinecap="round"
        />
        {map.points.map((point) => (
          <g key={point.place} transform={`translate(${point.x} ${point.y})`}>
            <circle r={16} className="fill-navy stroke-gold" strokeWidth={2.5} />
            <text textAnchor="middle" dy="0.35em" className="fill-white text-[16px] font-semibold">
              {point.number}
            </text>
            <text
              x={point.labelLeft ? -24 : 24}
              y={point.labelDy}
              dy="0.35em"
              textAnchor={point.labelLeft ? "end" : "start"}
              className="fill-navy stroke-white text-[22px] font-semibold [paint-order:stroke]"
              strokeWidth={5}
              strokeLinejoin="round"
            >
              {point.place}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="bg-white px-5 py-3 text-sm text-muted">
        <ol className="flex flex-wrap gap-x-5 gap-y-1">
          {map.points.map((point) => (
            <li key={point.place}>
              <span className="font-semibold text-navy">{point.number}</span> {point.place}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
