import { ImageFallbacks } from "@/components/ui/image-fallbacks";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WorldMap } from "@/components/destinations/world-map";
import { getDestinationsPage, getMapPins } from "@/lib/content";
import { REGIONS } from "@/lib/content/schemas";
import { viewFraming, visiblePins } from "@/lib/map";
import { mapMarkers, MIN_TARGET } from "@/lib/map/clusters";

// Role queries over a map of 39 pins and a 39-entry index are slow in jsdom on a busy machine.
jest.setTimeout(30_000);

let mockDestination: string | null = null;
/** A visitor arriving at /destinations/?destination=…: the address, and the router reporting it. */
function arriveWith(value: string) {
  window.history.replaceState(null, "", `/destinations/?destination=${encodeURIComponent(value)}`);
  mockDestination = value;
}
jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(mockDestination ? { destination: mockDestination } : {}),
}));

const page = getDestinationsPage();
const pins = getMapPins();
const labels = page.map.labels;

function mapElement() {
  return (
    <WorldMap
      pins={pins}
      regions={REGIONS}
      heading={page.map.heading}
      intro={page.map.intro}
      labels={labels}
      index={page.index}
      size={{ width: 4000, height: 1950 }}
    >
      <svg data-testid="art" />
    </WorldMap>
  );
}

const renderMap = () => render(mapElement());

const map = () => screen.getByRole("group", { name: labels.mapLabel });
const mapPins = () => within(map()).getAllByRole("button");
const pin = (name: string) => within(map()).getByRole("button", { name });
const panel = () => screen.queryByRole("region", { name: /./ });

let scrolled: Element[] = [];

beforeEach(() => {
  mockDestination = null;
  scrolled = [];
  window.history.replaceState(null, "", "/destinations/");
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

describe("WorldMap", () => {
  it("shows the 31 destinations, then the cities, then one region", async () => {
    const user = userEvent.setup();
    renderMap();
    expect(mapPins()).toHaveLength(31);
    expect(screen.getByRole("status")).toHaveTextContent("31 destinations on the map");
    const toggle = screen.getByRole("switch", { name: "Show Cities" });
    expect(toggle).toHaveAttribute("aria-checked", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(mapPins()).toHaveLength(pins.length);

    await user.click(screen.getByRole("radio", { name: "Europe" }));
    expect(mapPins().map((button) => button.textContent)).toEqual([
      "Norway",
      "Italy",
      "Greece",
      "France",
      "Switzerland",
      "Spain",
      "United Kingdom",
      "Venice",
      "Paris",
    ]);
    expect(map()).toHaveAttribute("data-region", "Europe");
    expect(Number(map().getAttribute("data-zoom"))).toBeGreaterThan(1);

    await user.click(toggle);
    expect(mapPins()).toHaveLength(7);
    expect(screen.getByRole("status")).toHaveTextContent("7 destinations on the map");

    await user.click(screen.getByRole("radio", { name: "All Regions" }));
    expect(mapPins()).toHaveLength(31);
    expect(map()).toHaveAttribute("data-zoom", "1.00");
  });

  it("opens a panel with every field of the chosen pin, and Close returns focus to the pin", async () => {
    const user = userEvent.setup();
    renderMap();
    const norway = pins.find((entry) => entry.slug === "norway")!;
    await user.click(pin("Norway"));

    const details = screen.getByRole("region", { name: "Norway" });
    expect(pin("Norway")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { level: 3, name: "Norway" })).toHaveFocus();
    for (const [field, label] of Object.entries(labels.fields)) {
      expect(within(details).getByText(label)).toBeInTheDocument();
      expect(within(details).getByText(norway[field as keyof typeof labels.fields])).toBeInTheDocument();
    }
    expect(within(details).getByText(norway.description)).toBeInTheDocument();
    expect(within(details).getByRole("img", { name: norway.image.alt })).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "Plan a Journey to Norway" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/contact\/?$/),
    );
    expect(window.location.search).toBe("?destination=norway");

    await user.click(within(details).getByRole("button", { name: "Close" }));
    expect(panel()).toBeNull();
    expect(pin("Norway")).toHaveFocus();
    expect(pin("Norway")).toHaveAttribute("aria-expanded", "false");
    expect(window.location.search).toBe("");
  });

  it("works from the keyboard: Enter opens, Escape closes and focus goes back", async () => {
    const user = userEvent.setup();
    renderMap();
    pin("Japan").focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("region", { name: "Japan" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Japan" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(panel()).toBeNull();
    expect(pin("Japan")).toHaveFocus();
  });

  it("highlights a pin on hover and focus, and from its index entry", async () => {
    const user = userEvent.setup();
    renderMap();
    await user.hover(pin("Kenya"));
    expect(pin("Kenya")).toHaveAttribute("data-highlighted", "true");
    await user.unhover(pin("Kenya"));
    expect(pin("Kenya")).not.toHaveAttribute("data-highlighted");
    await user.hover(screen.getByRole("button", { name: "Show Peru on the map" }));
    expect(pin("Peru")).toHaveAttribute("data-highlighted", "true");
    act(() => pin("Fiji").focus());
    expect(pin("Fiji")).toHaveAttribute("data-highlighted", "true");
  });

  it("lists every destination in the index, and choosing a city there shows it in its region", async () => {
    const user = userEvent.setup();
    renderMap();
    const entries = screen.getAllByRole("button", { name: /^Show .+ on the map$/ });
    expect(entries.map((entry) => entry.textContent?.replace(labels.cityTag, "")).sort()).toEqual(
      pins.map((entry) => `Show ${entry.name} on the map`).sort(),
    );
    await user.click(screen.getByRole("button", { name: "Show Queenstown on the map" }));
    expect(screen.getByRole("region", { name: "Queenstown" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Show Cities" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: "Oceania" })).toBeChecked();
    expect(pin("Queenstown")).toHaveAttribute("aria-expanded", "true");
    expect(scrolled).toContain(map());
  });

  it("closes the panel when a filter hides the selected pin", async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(pin("Egypt"));
    await user.click(screen.getByRole("radio", { name: "Asia" }));
    expect(panel()).toBeNull();
    expect(window.location.search).toBe("");
  });

  it.each([
    ["maldives", "Maldives", "Asia"],
    ["10", "Maldives", "Asia"],
    ["bali", "Bali", "Asia"],
    ["NEW-YORK", "New York", "North America"],
  ])("selects ?destination=%s, opens its panel and scrolls to the map", (value, name, region) => {
    arriveWith(value);
    renderMap();
    expect(screen.getByRole("region", { name })).toBeInTheDocument();
    expect(pin(name)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("radio", { name: region })).toBeChecked();
    expect(scrolled).toContain(map());
  });

  it("ignores an unknown ?destination= value", () => {
    arriveWith("atlantis");
    renderMap();
    expect(panel()).toBeNull();
    expect(mapPins()).toHaveLength(31);
    expect(scrolled).toEqual([]);
  });

  it("a panel closed at once stays closed when the router reports the address the map has since replaced", async () => {
    const user = userEvent.setup();
    const { rerender } = renderMap();
    await user.click(pin("Egypt"));
    expect(window.location.search).toBe("?destination=egypt");
    await user.keyboard("{Escape}");
    expect(panel()).toBeNull();
    expect(window.location.search).toBe("");
    // The router catches up late, with the address as it was while the panel was open.
    mockDestination = "egypt";
    rerender(mapElement());
    expect(panel()).toBeNull();
    expect(pin("Egypt")).toHaveAttribute("aria-expanded", "false");
  });

  it("links a destination with its own page to it", async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(pin("Switzerland"));
    expect(screen.getByRole("link", { name: "Read our Switzerland guide" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/destination\/switzerland\/?$/),
    );
  });

  it("shows the region's fallback art when the photo fails, with a warning and no error", async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = jest.spyOn(console, "error");
    // The layout's one listener swaps failed photos for their art.
    render(<ImageFallbacks />);
    renderMap();
    await user.click(pin("Morocco"));
    const image = within(screen.getByRole("region", { name: "Morocco" })).getByRole("img");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/fallbacks/africa.svg");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Image unavailable"));
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe("WorldMap once measured", () => {
  const realRect = Element.prototype.getBoundingClientRect;

  beforeEach(() => {
    // jsdom lays nothing out: the stage reports a phone's width, and the observer reports it once.
    Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
      if (this.getAttribute("role") !== "group") return realRect.call(this);
      return {
        width: 350,
        height: (350 * 1950) / 4000,
        top: 0,
        left: 0,
        right: 350,
        bottom: 170,
        x: 0,
        y: 0,
      } as DOMRect;
    };
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([], this);
      }
      unobserve() {}
      disconnect() {}
    };
  });

  afterEach(() => {
    Element.prototype.getBoundingClientRect = realRect;
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  const clusters = () =>
    within(map())
      .queryAllByRole("button")
      .filter((button) => button.dataset.cluster !== undefined);
  const slugsOf = (button: HTMLElement) => button.dataset.pins!.split(" ");
  const nameOf = (slug: string) => pins.find((entry) => entry.slug === slug)!.name;

  it("merges crowded pins into named clusters; one zooms in until its places stand alone, Zoom out goes back", async () => {
    const user = userEvent.setup();
    renderMap();
    expect(map()).toHaveAttribute("data-measured");
    expect(clusters().length).toBeGreaterThan(0);
    // Every destination is on the map once, alone or in a cluster.
    const places = within(map())
      .getAllByRole("button")
      .flatMap((button) => (button.dataset.cluster === undefined ? [button.dataset.pin!] : slugsOf(button)));
    expect(places.sort()).toEqual(
      pins
        .filter((entry) => !entry.city)
        .map((entry) => entry.slug)
        .sort(),
    );

    const cluster = clusters().at(-1)!;
    const slugs = slugsOf(cluster);
    expect(cluster).toHaveAccessibleName(
      labels.cluster.replace("{count}", String(slugs.length)).replace("{names}", slugs.map(nameOf).join(", ")),
    );
    await user.click(cluster);
    // Any smaller cluster of its places zooms further.
    for (let next = clusters().find((c) => slugsOf(c).some((slug) => slugs.includes(slug))); next;) {
      await user.click(next);
      next = clusters().find((c) => slugsOf(c).some((slug) => slugs.includes(slug)));
    }
    for (const slug of slugs) expect(pin(nameOf(slug))).toHaveAttribute("data-pin", slug);
    expect(Number(map().getAttribute("data-zoom"))).toBeGreaterThan(1);
    expect(pin(nameOf(slugs[0]!))).toHaveFocus();

    // Zoom out goes back a cluster at a time, to the world view.
    for (let back = screen.queryByRole("button", { name: labels.zoomOut }); back;) {
      await user.click(back);
      back = screen.queryByRole("button", { name: labels.zoomOut });
    }
    expect(map()).toHaveAttribute("data-zoom", "1.00");
    expect(screen.queryByRole("button", { name: labels.zoomOut })).toBeNull();
    expect(clusters().find((c) => slugsOf(c).includes(slugs[0]!))).toHaveFocus();
  });

  it("a ?destination= that its region's view would cluster zooms in until its pin stands alone, panel open", () => {
    const frame = { width: 350, height: (350 * 1950) / 4000, target: MIN_TARGET };
    const crowded = pins.find((entry) => {
      const shown = visiblePins(pins, { region: entry.region, showCities: entry.city });
      const view = viewFraming(pins.filter((other) => other.region === entry.region));
      return mapMarkers(shown, view, frame).some(
        (marker) => marker.members.length > 1 && marker.members.includes(entry),
      );
    })!;
    arriveWith(crowded.slug);
    renderMap();
    expect(screen.getByRole("region", { name: crowded.name })).toBeInTheDocument();
    expect(pin(crowded.name)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("radio", { name: crowded.region })).toBeChecked();
    expect(screen.getByRole("button", { name: labels.zoomOut })).toBeVisible();
  });
});
