import { LEAD_KINDS, STATUSES, type LeadKind, type LeadStatus } from "./api";

/*
 * Which view of the desk is open, held in the address's query (?view=enquiry&q=ada&page=2), so a reload,
 * the back button or a bookmark brings the same view back. Anything unknown falls back to the first view.
 */

export type ListFilters = { q: string; status: LeadStatus | ""; from: string; to: string; page: number };

export type DeskView =
  | { view: "attention" }
  | ({ view: "list"; kind: LeadKind } & ListFilters)
  | { view: "lead"; kind: LeadKind; id: string }
  | { view: "sources"; days: 30 | 90 }
  | { view: "tools" };

const isKind = (value: string | null): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseView(search: string): DeskView {
  const params = new URLSearchParams(search);
  const view = params.get("view");
  const kind = params.get("kind");
  if (isKind(view)) {
    const status = params.get("status") ?? "";
    const page = Number(params.get("page"));
    const day = (name: string) => (DAY.test(params.get(name) ?? "") ? params.get(name)! : "");
    return {
      view: "list",
      kind: view,
      q: params.get("q") ?? "",
      status: STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : "",
      from: day("from"),
      to: day("to"),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }
  if (view === "lead" && isKind(kind) && params.get("id")) return { view, kind, id: params.get("id")! };
  if (view === "sources") return { view, days: params.get("days") === "90" ? 90 : 30 };
  if (view === "tools") return { view };
  return { view: "attention" };
}

/** The query string of a view, empty values left out. */
export function viewSearch(state: DeskView): string {
  const params = new URLSearchParams();
  switch (state.view) {
    case "attention":
      return "";
    case "list": {
      params.set("view", state.kind);
      for (const name of ["q", "status", "from", "to"] as const) if (state[name]) params.set(name, state[name]);
      if (state.page > 1) params.set("page", String(state.page));
      break;
    }
    case "lead":
      params.set("view", "lead");
      params.set("kind", state.kind);
      params.set("id", state.id);
      break;
    case "sources":
      params.set("view", "sources");
      if (state.days === 90) params.set("days", "90");
      break;
    case "tools":
      params.set("view", "tools");
  }
  return `?${params}`;
}

export const listView = (kind: LeadKind): DeskView => ({
  view: "list",
  kind,
  q: "",
  status: "",
  from: "",
  to: "",
  page: 1,
});
