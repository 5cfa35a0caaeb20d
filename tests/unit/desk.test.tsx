import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeskApp } from "@/components/desk/desk-app";
import { replyHref, replySubject, STATUSES, type LeadItem, type LeadPage } from "@/lib/desk-client/api";
import { ENQUIRY_SUBJECT } from "@/lib/enquiry/messages";
import { parseView, viewSearch, type DeskView } from "@/lib/desk-client/view";
import { notify } from "@/lib/notify";

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
jest.mock("@/components/ui/notices", () => ({ Notices: () => null }));

/** The desk API played by a table of answers; every call is kept to be checked. */
type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer | ((init?: RequestInit) => Answer)> = {};
const calls: { url: string; init?: RequestInit }[] = [];

beforeAll(() => {
  // jsdom has no modal dialogs yet.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  calls.length = 0;
  jest.mocked(notify).mockClear();
  window.history.replaceState(null, "", "/desk/");
  answers = { "/api/desk/me": { body: { email: "owner@example.co.uk" } } };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(answers).find((path) => url === path || url.startsWith(`${path}?`));
    const found = key ? answers[key]! : { status: 404, body: { error: "not_found" } };
    const { status = 200, body } = typeof found === "function" ? found(init) : found;
    // jsdom has no Response: the desk reads only these three.
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
});

const item = (overrides: Partial<LeadItem> = {}): LeadItem => ({
  kind: "enquiry",
  id: "e1",
  createdAt: "2026-11-20T10:00:00Z",
  name: "Ada Lovelace",
  email: "ada@example.com",
  status: "new",
  summary: "Japan in spring, two adults",
  source: { landing: "/?utm_source=newsletter", utmSource: "newsletter", utmCampaign: "spring" },
  emailStatus: "sent",
  emailError: null,
  ...overrides,
});

const leadPage = (overrides: Partial<LeadPage["lead"]> = {}, events: LeadPage["events"] = []): LeadPage => ({
  lead: {
    ...item(),
    destination: "Japan & Kyoto? 100% yes",
    message: "We would love cherry blossom.",
    trip: { adults: 2, budget: "£8,000–£12,000", occasion: "Anniversary" },
    shortlist: [{ slug: "japan", title: "Japan", path: "/destination/japan/" }],
    attribution: {
      landing: "/?utm_source=newsletter&utm_campaign=spring",
      referrerHost: "mail.example.net",
      utmSource: "newsletter",
      utmCampaign: "spring",
      pages: 4,
      recent: ["/", "/destination/japan/"],
    },
    emailStatus: "sent",
    emailAttempts: 1,
    emailedAt: "2026-11-20T10:00:05Z",
    ...overrides,
  },
  events,
});

const posted = (path: string) =>
  calls
    .filter((call) => call.url === path && call.init?.method === "POST")
    .map((call) => JSON.parse(String(call.init!.body)));

describe("the desk's address", () => {
  it("round-trips every view through the query, and falls back to 'What needs you' on anything unknown", () => {
    const views: DeskView[] = [
      { view: "attention" },
      {
        view: "list",
        kind: "consultation",
        q: "ada",
        status: "replied",
        from: "2026-01-01",
        to: "2026-02-01",
        page: 3,
      },
      { view: "lead", kind: "subscriber", id: "42" },
      { view: "sources", days: 90 },
      { view: "tools" },
    ];
    for (const view of views) expect(parseView(viewSearch(view))).toEqual(view);
    expect(parseView("?view=admin")).toEqual({ view: "attention" });
    expect(parseView("?view=enquiry&status=lost&from=yesterday&page=-2")).toMatchObject({
      status: "",
      from: "",
      page: 1,
    });
  });

  it("writes a reply link whose subject, the enquiry's own, cannot add headers or recipients", () => {
    const subject = replySubject({ kind: "enquiry", destination: "Japan & Kyoto?\r\nBcc: x@evil.test" });
    expect(subject.startsWith(`Re: ${ENQUIRY_SUBJECT}`)).toBe(true);
    const href = replyHref("ada+trips@example.com", subject);
    expect(href.startsWith("mailto:ada%2Btrips@example.com?subject=")).toBe(true);
    expect(href).not.toMatch(/[\r\n&]Bcc|[\r\n ]/);
    expect(decodeURIComponent(href.split("subject=")[1]!)).toBe(subject);
  });
});

describe("DeskApp against a stand-in API", () => {
  it("says kindly when the visitor is not signed in, and when the address is not allowed", async () => {
    answers["/api/desk/me"] = { status: 401, body: { error: "unauthenticated" } };
    const { unmount } = render(<DeskApp />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/not signed in/i);
    unmount();
    answers["/api/desk/me"] = { status: 403, body: { error: "forbidden" } };
    render(<DeskApp />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/not on the desk's list/i);
    expect(calls.every((call) => call.url === "/api/desk/me")).toBe(true);
  });

  it("opens on what needs the owner: failed e-mails with their error and a Retry that posts the lead", async () => {
    let retried = false;
    answers["/api/desk/attention"] = () => ({
      body: {
        failed: retried ? [] : [item({ emailStatus: "failed", emailError: "Mail service answered 503" })],
        waiting: [item({ id: "e2", name: "Grace Hopper", email: "grace@example.com" })],
      },
    });
    answers["/api/desk/retry"] = () => ((retried = true), { body: { ok: true } });
    render(<DeskApp />);
    const failed = await screen.findByRole("region", { name: "E-mails that did not arrive" });
    expect(within(failed).getByText("Mail service answered 503")).toBeInTheDocument();
    const waiting = screen.getByRole("region", { name: "Still new after 24 hours" });
    expect(within(waiting).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "?view=lead&kind=enquiry&id=e2",
    );
    await userEvent.click(within(failed).getByRole("button", { name: "Retry the e-mail about Ada Lovelace" }));
    await waitFor(() => expect(posted("/api/desk/retry")).toEqual([{ kind: "enquiry", id: "e1" }]));
    expect(await within(failed).findByText("Every lead reached your inbox.")).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith("success", expect.any(String), expect.any(Object));
  });

  it("filters a list by the server, keeps the filters in the address and pages through it", async () => {
    window.history.replaceState(null, "", "/desk/?view=enquiry");
    answers["/api/desk/leads"] = { body: { items: [item()], page: 1, pageSize: 25, total: 60 } };
    render(<DeskApp />);
    const list = await screen.findByRole("region", { name: "Enquiries" });
    await within(list).findByText("Japan in spring, two adults");
    expect(within(list).getByText(/60 in all · page 1 of 3/)).toBeInTheDocument();
    await userEvent.type(within(list).getByRole("searchbox", { name: "Name or e-mail" }), "ada");
    await userEvent.selectOptions(within(list).getByRole("combobox", { name: "Status" }), "replied");
    await userEvent.click(within(list).getByRole("button", { name: "Show" }));
    expect(window.location.search).toBe("?view=enquiry&q=ada&status=replied");
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/api/desk/leads?kind=enquiry&q=ada&status=replied&page=1"));
    await userEvent.click(await within(list).findByRole("link", { name: "Next" }));
    expect(window.location.search).toBe("?view=enquiry&q=ada&status=replied&page=2");
    await waitFor(() => expect(calls.at(-1)!.url).toContain("&page=2"));
  });

  it("shows a lead in full: what was sent, Tell us more, the shortlist, where they came from and the reply link", async () => {
    window.history.replaceState(null, "", "/desk/?view=lead&kind=enquiry&id=e1");
    answers["/api/desk/lead"] = { body: leadPage() };
    render(<DeskApp />);
    const sent = await screen.findByRole("region", { name: "What they sent" });
    expect(within(sent).getByText("We would love cherry blossom.")).toBeInTheDocument();
    expect(within(sent).getByRole("heading", { name: "Tell us more" })).toBeInTheDocument();
    expect(within(sent).getByText("Anniversary")).toBeInTheDocument();
    expect(within(sent).getByRole("link", { name: "Japan" })).toHaveAttribute("href", "/destination/japan/");
    const source = screen.getByRole("region", { name: "Where they came from" });
    for (const text of [
      "/?utm_source=newsletter&utm_campaign=spring",
      "mail.example.net",
      "source: newsletter · campaign: spring",
      "4",
    ]) {
      expect(within(source).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(source)
        .getAllByRole("listitem")
        .map((entry) => entry.textContent),
    ).toEqual(["/", "/destination/japan/"]);
    expect(screen.getByRole("link", { name: "Reply to Ada Lovelace" })).toHaveAttribute(
      "href",
      replyHref("ada@example.com", `Re: ${ENQUIRY_SUBJECT}: Japan & Kyoto? 100% yes`),
    );
    expect(calls[1]!.url).toBe("/api/desk/lead?kind=enquiry&id=e1");
  });

  it("moves a lead on with a note and shows the history the API answers with", async () => {
    window.history.replaceState(null, "", "/desk/?view=lead&kind=enquiry&id=e1");
    answers["/api/desk/lead"] = { body: leadPage() };
    answers["/api/desk/lead/status"] = {
      body: leadPage({ status: "replied" }, [
        {
          at: "2026-11-27T09:00:00Z",
          by: "owner@example.co.uk",
          type: "status",
          from: "new",
          to: "replied",
          note: "Called her back",
        },
      ]),
    };
    render(<DeskApp />);
    const status = await screen.findByRole("region", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual([...STATUSES]);
    await userEvent.selectOptions(within(status).getByRole("combobox", { name: "Move to" }), "replied");
    await userEvent.type(within(status).getByRole("textbox", { name: /Note/ }), "Called her back");
    await userEvent.click(within(status).getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(posted("/api/desk/lead/status")).toEqual([
        { kind: "enquiry", id: "e1", status: "replied", note: "Called her back" },
      ]),
    );
    const history = screen.getByRole("list", { name: "History, newest first" });
    expect(history).toHaveTextContent("Replied");
    expect(history).toHaveTextContent("Called her back");
    expect(history).toHaveTextContent("owner@example.co.uk");
    expect(
      calls
        .filter((call) => call.init?.method === "POST")
        .every((call) => (call.init!.headers as Record<string, string>)["Content-Type"] === "application/json"),
    ).toBe(true);
  });

  it("shows a subscriber without a status, notes or an e-mail to the owner, which subscribers do not have", async () => {
    window.history.replaceState(null, "", "/desk/?view=lead&kind=subscriber&id=s1");
    answers["/api/desk/lead"] = {
      body: leadPage({ kind: "subscriber", id: "s1", status: "confirmed", trip: undefined, shortlist: [] }),
    };
    render(<DeskApp />);
    expect(await screen.findByRole("region", { name: "What they sent" })).toBeInTheDocument();
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Status" })).toBeNull();
    expect(screen.queryByRole("region", { name: "E-mail to you" })).toBeNull();
    expect(screen.getByRole("region", { name: "Where they came from" })).toBeInTheDocument();
  });

  it("erases a person only after the dialog's confirmation, and says what went", async () => {
    window.history.replaceState(null, "", "/desk/?view=tools");
    answers["/api/desk/erase"] = { body: { deleted: { enquiries: 2, consultations: 1, subscribers: 0 } } };
    render(<DeskApp />);
    expect(await screen.findByRole("link", { name: "Enquiries (CSV)" })).toHaveAttribute(
      "href",
      "/api/desk/export.csv?kind=enquiry",
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Their e-mail address" }), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Erase…" }));
    const dialog = screen.getByRole("dialog", { name: "Erase ada@example.com?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(posted("/api/desk/erase")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Erase…" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase for good" }));
    expect(
      await screen.findByText(/Erased for ada@example.com: 2 enquiries, 1 consultation and 0 newsletter sign-ups/),
    ).toBeInTheDocument();
    expect(posted("/api/desk/erase")).toEqual([{ email: "ada@example.com" }]);
  });

  it("follows the back button to the view the address names", async () => {
    answers["/api/desk/attention"] = { body: { failed: [], waiting: [] } };
    answers["/api/desk/summary"] = {
      body: { days: 30, bySource: [{ source: "newsletter", count: 3 }], byLanding: [{ landing: "/", count: 3 }] },
    };
    render(<DeskApp />);
    await userEvent.click(await screen.findByRole("link", { name: "Sources" }));
    expect(await screen.findByRole("region", { name: "Sources, last 30 days" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sources" })).toHaveAttribute("aria-current", "page");
    window.history.back();
    expect(await screen.findByRole("region", { name: "E-mails that did not arrive" })).toBeInTheDocument();
  });
});
