import { JsonLdScript } from "next-seo";

type JsonLdProps = { id: string; data: Record<string, unknown> | readonly Record<string, unknown>[] };

/** Renders one JSON-LD block in the served HTML, escaped by next-seo. */
export function JsonLd({ id, data }: JsonLdProps) {
  return <JsonLdScript scriptKey={id} id={id} data={data} />;
}
