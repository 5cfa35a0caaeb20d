import { JsonLdScript } from "next-seo";
import type { Thing, WithContext } from "schema-dts";

type JsonLdProps = { id: string; data: WithContext<Thing> | readonly WithContext<Thing>[] };

/** Renders one JSON-LD block in the served HTML, escaped by next-seo. */
export function JsonLd({ id, data }: JsonLdProps) {
  return <JsonLdScript scriptKey={id} id={id} data={data} />;
}
