import { parseAttribution, type Attribution } from "@/lib/attribution";

/*
 * The `source` a form sent (lib/attribution.ts), as the src_* columns of its row
 * (migrations/0008_desk.sql), and back. A `source` that is absent or breaks a rule becomes NULLs: the lead
 * is stored as it would have been without it.
 */

export type AttributionColumns = {
  src_landing: string | null;
  src_referrer_host: string | null;
  src_utm_source: string | null;
  src_utm_medium: string | null;
  src_utm_campaign: string | null;
  src_utm_term: string | null;
  src_utm_content: string | null;
  src_pages: number | null;
  src_recent: string | null;
};

export function attributionColumns(body: Record<string, unknown>, what: string): AttributionColumns {
  const source = parseAttribution(body.source);
  if (!source && body.source !== undefined && body.source !== null) {
    console.log(`${what}: its source did not keep the rules and is not stored.`);
  }
  return {
    src_landing: source?.landing ?? null,
    src_referrer_host: source?.referrerHost ?? null,
    src_utm_source: source?.utmSource ?? null,
    src_utm_medium: source?.utmMedium ?? null,
    src_utm_campaign: source?.utmCampaign ?? null,
    src_utm_term: source?.utmTerm ?? null,
    src_utm_content: source?.utmContent ?? null,
    src_pages: source?.pages ?? null,
    src_recent: source?.recent ? JSON.stringify(source.recent) : null,
  };
}

/** A stored row's attribution, or null when it has none. */
export function storedAttribution(row: Partial<AttributionColumns>): Attribution | null {
  if (!row.src_landing) return null;
  const recent = row.src_recent ? (JSON.parse(row.src_recent) as string[]) : undefined;
  const optional = {
    referrerHost: row.src_referrer_host,
    utmSource: row.src_utm_source,
    utmMedium: row.src_utm_medium,
    utmCampaign: row.src_utm_campaign,
    utmTerm: row.src_utm_term,
    utmContent: row.src_utm_content,
  };
  return {
    landing: row.src_landing,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => typeof value === "string")),
    ...(typeof row.src_pages === "number" ? { pages: row.src_pages } : {}),
    ...(recent ? { recent } : {}),
  };
}
