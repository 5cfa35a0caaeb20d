import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegionTabs } from "@/components/destinations/region-tabs";
import { getRegionHighlights } from "@/lib/content";

jest.setTimeout(20_000);

const groups = getRegionHighlights();

function renderTabs() {
  render(
    <RegionTabs
      groups={groups}
      label="Choose a region"
      action={{ href: "/contact", label: "Discover More", context: "about {name}" }}
    />,
  );
}

const visiblePanel = () => screen.getByRole("tabpanel");
const cardTitles = () =>
  within(visiblePanel())
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("RegionTabs", () => {
  it("starts on Europe, with Europe's cards", () => {
    renderTabs();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Europe", "Asia", "North America"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("tabindex", "0");
    expect(tabs[1]).toHaveAttribute("tabindex", "-1");
    expect(visiblePanel()).toHaveAccessibleName("Europe");
    expect(cardTitles()).toEqual(groups[0]!.destinations.map((destination) => destination.name));
  });

  it("switches the highlights when a tab is clicked", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Asia" }));
    expect(screen.getByRole("tab", { name: "Asia" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Europe" })).toHaveAttribute("aria-selected", "false");
    expect(visiblePanel()).toHaveAccessibleName("Asia");
    expect(cardTitles()).toEqual(groups[1]!.destinations.map((destination) => destination.name));
  });

  it("moves with the arrow keys, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Europe" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Asia" })).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName("Asia");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "North America" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Europe" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(visiblePanel()).toHaveAccessibleName("North America");
    await user.keyboard("{Home}");
    expect(visiblePanel()).toHaveAccessibleName("Europe");
  });

  it("keeps every panel in the markup and sends each Discover More to the contact page", () => {
    renderTabs();
    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels).toHaveLength(3);
    const links = within(visiblePanel()).getAllByRole("link", { name: /^Discover More/ });
    expect(links).toHaveLength(groups[0]!.destinations.length);
    for (const link of links) expect(link).toHaveAttribute("href", expect.stringMatching(/^\/contact\/?$/));
    expect(links[0]).toHaveAccessibleName(`Discover More about ${groups[0]!.destinations[0]!.name}`);
  });
});
