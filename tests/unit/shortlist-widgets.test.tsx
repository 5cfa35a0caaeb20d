import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SaveButton, ShortlistLink } from "@/components/shortlist/shortlist-controls";
import { shortlistEnquiryHref, ShortlistView } from "@/components/shortlist/shortlist-view";
import { getShortlistPage } from "@/lib/content/pages";
import { fillLabel } from "@/lib/content/labels";
import { shortlist, SHORTLIST_KEY, SHORTLIST_MAX } from "@/lib/shortlist";
import type { ShortlistItem } from "@/lib/shortlist/catalogue";

// The Save button, the header's count and /shortlist/'s list, against the browser's real local storage.

const copy = getShortlistPage();

const item = (slug: string, title: string, kind: ShortlistItem["kind"]): ShortlistItem => ({
  slug,
  kind,
  title,
  path: kind === "itinerary" ? `/itineraries/${slug}/` : `/destination/${slug}/`,
  url: `https://example.com/${slug}/`,
  eyebrow: "Somewhere",
  summary: "A summary.",
  photo: { src: "/fallbacks/generic.svg", width: 288, height: 192, alt: "", fallback: "/fallbacks/generic.svg" },
  ...(kind === "itinerary" ? { nights: 10, priceFrom: 6950 } : {}),
});

const ITEMS = [
  item("step-free-mauritius", "Step-Free Mauritius", "itinerary"),
  item("kyoto", "Kyoto", "destination"),
  item("norway-by-rail", "Norway by Rail", "itinerary"),
];

function saved(...slugs: string[]) {
  act(() => {
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify(slugs));
    window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
  });
}

beforeEach(() => {
  saved();
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ items: Object.fromEntries(ITEMS.map((entry) => [entry.slug, entry])) }),
  })) as unknown as typeof fetch;
});

describe("the Save button", () => {
  it("names the item, says whether it is saved, and saves or removes it", async () => {
    const user = userEvent.setup();
    render(<SaveButton slug="kyoto" name="Kyoto" />);
    const button = screen.getByRole("button", { name: "Save Kyoto to your shortlist" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("data-needs-js");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveTextContent("Saved");
    expect(shortlist.read()).toEqual(["kyoto"]);
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(shortlist.read()).toEqual([]);
  });

  it("saves nothing more once the list is full, and says so", async () => {
    const user = userEvent.setup();
    saved(...Array.from({ length: SHORTLIST_MAX }, (_, index) => `idea-${index}`));
    render(<SaveButton slug="kyoto" name="Kyoto" />);
    const button = screen.getByRole("button", { name: /^Save Kyoto/ });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleName(/full/);
    expect(button).toHaveTextContent("Save");
    await user.click(button);
    expect(shortlist.read()).not.toContain("kyoto");
  });
});

describe("the header's shortlist link", () => {
  it("shows only once something is saved, with the count", () => {
    const { container } = render(<ShortlistLink current={false} />);
    // jsdom applies no stylesheet: that an empty link takes no room (data-shortlist-link="0") is e2e's to see.
    const link = container.querySelector("[data-shortlist-link]")!;
    expect(link).toHaveAttribute("data-shortlist-link", "0");
    saved("kyoto", "peru");
    expect(screen.getByRole("link", { name: "Your shortlist, 2 saved" })).toHaveAttribute("href", "/shortlist/");
    expect(link).toHaveAttribute("data-shortlist-link", "2");
  });
});

describe("/shortlist/", () => {
  it("lists the saved ideas in order and sends them to the contact form", async () => {
    saved("kyoto", "step-free-mauritius");
    render(<ShortlistView copy={copy} />);
    const titles = await screen.findAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["Kyoto", "Step-Free Mauritius"]);
    expect(screen.getByRole("link", { name: new RegExp(copy.enquire.label) })).toHaveAttribute(
      "href",
      shortlistEnquiryHref(["kyoto", "step-free-mauritius"]),
    );
  });

  it("moves an idea, keeps focus on the control that moved it and announces where it went", async () => {
    const user = userEvent.setup();
    saved("kyoto", "step-free-mauritius", "norway-by-rail");
    render(<ShortlistView copy={copy} />);
    const down = await screen.findByRole("button", { name: fillLabel(copy.labels.moveDown, { name: "Kyoto" }) });
    await user.click(down);
    expect(shortlist.read()).toEqual(["step-free-mauritius", "kyoto", "norway-by-rail"]);
    await waitFor(() => expect(down).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent(
      fillLabel(copy.labels.moved, { name: "Kyoto", position: 2, count: 3 }),
    );
    // The first idea cannot go higher: its control says so and does nothing.
    const up = screen.getByRole("button", { name: fillLabel(copy.labels.moveUp, { name: "Step-Free Mauritius" }) });
    expect(up).toHaveAttribute("aria-disabled", "true");
    await user.click(up);
    expect(shortlist.read()[0]).toBe("step-free-mauritius");
  });

  it("removes an idea, moves focus to the next and shows the empty state after the last", async () => {
    const user = userEvent.setup();
    saved("kyoto", "norway-by-rail");
    render(<ShortlistView copy={copy} />);
    await user.click(await screen.findByRole("button", { name: fillLabel(copy.labels.remove, { name: "Kyoto" }) }));
    const next = screen.getByRole("button", { name: fillLabel(copy.labels.remove, { name: "Norway by Rail" }) });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent(fillLabel(copy.labels.removed, { name: "Kyoto" }));
    await user.click(next);
    const heading = screen.getByRole("heading", { level: 2, name: copy.emptyHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    for (const link of copy.browse) expect(screen.getByRole("link", { name: link.label })).toBeInTheDocument();
  });
});
