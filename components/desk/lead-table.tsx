import { formatWhen, type LeadItem } from "@/lib/desk-client/api";
import { viewSearch, type DeskView } from "@/lib/desk-client/view";
import { DeskLink, StatusBadge } from "./desk-ui";

export type Go = (view: DeskView) => void;

/** Where a lead came from, in a few words: the campaign, else the referring site, else the landing page. */
function sourceWords(source: LeadItem["source"]): string {
  if (!source) return "Not recorded";
  if (source.utmSource) return [source.utmSource, source.utmCampaign].filter(Boolean).join(" · ");
  return source.referrerHost ?? `Direct, landed on ${source.landing}`;
}

/**
 * Leads as a table: on a phone each row stacks into a card (the cells carry their column's name), on a
 * desk it reads across. The name opens the lead.
 */
export function LeadTable({
  items,
  caption,
  go,
  extra,
}: {
  items: LeadItem[];
  caption: string;
  go: Go;
  extra?: (item: LeadItem) => React.ReactNode;
}) {
  const consultations = items.some((item) => item.kind === "consultation");
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden text-xs tracking-wide text-muted uppercase md:table-header-group">
          <tr className="border-b border-line">
            <th scope="col" className="py-3 pr-4 font-semibold">
              Name
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Received
            </th>
            {consultations ? (
              <th scope="col" className="py-3 pr-4 font-semibold">
                Call
              </th>
            ) : null}
            <th scope="col" className="py-3 pr-4 font-semibold">
              Status
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              About
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Source
            </th>
            {extra ? (
              <th scope="col" className="py-3 font-semibold">
                Action
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const lead: DeskView = { view: "lead", kind: item.kind, id: item.id };
            return (
              <tr key={`${item.kind}-${item.id}`} className="block border-b border-line py-3 md:table-row md:py-0">
                <th scope="row" className="block pr-4 text-left font-normal md:table-cell md:py-4">
                  <DeskLink href={viewSearch(lead)} onGo={() => go(lead)} className="text-base text-link">
                    {item.name || item.email}
                  </DeskLink>
                  <span className="block text-xs break-all text-muted">{item.email}</span>
                </th>
                <td className="block pr-4 text-muted md:table-cell md:py-4">{formatWhen(item.createdAt)}</td>
                {consultations ? (
                  <td className="block pr-4 md:table-cell md:py-4">
                    {item.date
                      ? `${formatWhen(`${item.date}T12:00:00Z`, false)}${item.slot ? `, ${item.slot}` : ""}`
                      : "—"}
                    {item.cancelledAt ? (
                      <span className="block text-xs text-muted">Cancelled by the visitor</span>
                    ) : null}
                  </td>
                ) : null}
                <td className="block py-1 pr-4 md:table-cell md:py-4">
                  <StatusBadge status={item.status} />
                </td>
                <td className="block max-w-md pr-4 md:table-cell md:py-4">{item.summary}</td>
                <td className="block pr-4 text-muted md:table-cell md:py-4">{sourceWords(item.source)}</td>
                {extra ? <td className="block pt-2 md:table-cell md:py-4">{extra(item)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
