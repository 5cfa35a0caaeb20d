import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { HERO_FADE_MS, HERO_INTERVAL_MS } from "@/lib/carousel";
import { getHomeContent } from "@/lib/content";

const { heroCtas, heroSlides } = getHomeContent();

// next/jest does not apply the export's custom image loader; the photo component is tested end to end.
jest.mock("@/components/ui/remote-image", () => ({
  ...jest.requireActual("@/components/ui/remote-image"),
  RemoteImage: ({ src, alt, preload }: { src: string; alt: string; preload?: boolean }) => (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} data-preload={preload ? "true" : "false"} />
  ),
}));

const [first, second, third] = heroSlides as unknown as [
  (typeof heroSlides)[0],
  (typeof heroSlides)[1],
  (typeof heroSlides)[2],
];

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

function renderHero() {
  const view = render(<HeroCarousel slides={heroSlides} ctas={heroCtas} />);
  const carousel = screen.getByRole("region", { name: "Featured journeys" });
  return { ...view, carousel };
}

const headline = () => screen.getByRole("heading", { level: 1 });
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const slideStates = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-hero-slide]")].map((slide) => slide.getAttribute("data-state"));

// jsdom has no PointerEvent, so the pointer type (mouse or touch) would be lost.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "mouse";
  }
}

beforeAll(() => {
  if (!("PointerEvent" in window)) Object.defineProperty(window, "PointerEvent", { value: TestPointerEvent });
});

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("HeroCarousel", () => {
  it("shows the first slide as the page's only h1, the others hidden from assistive technology", () => {
    const { container } = renderHero();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(headline()).toHaveTextContent(first.title);
    expect(screen.getByText(first.accent)).toBeVisible();
    expect(slideStates(container)).toEqual(["active", "hidden", "hidden"]);
    const slides = container.querySelectorAll("[data-hero-slide]");
    expect(slides[1]).toHaveAttribute("aria-hidden", "true");
    expect(slides[0]).not.toHaveAttribute("aria-hidden");
  });

  it("advances every 8000 ms and wraps from the last slide to the first", () => {
    renderHero();
    advance(HERO_INTERVAL_MS - 1);
    expect(headline()).toHaveTextContent(first.title);
    advance(1);
    expect(headline()).toHaveTextContent(second.title);
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(third.title);
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(first.title);
  });

  it("restarts the 8 s timer whenever the slide changes by hand", () => {
    renderHero();
    advance(5000);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(headline()).toHaveTextContent(second.title);
    // Without a restart the old timer would fire 3 s later.
    advance(HERO_INTERVAL_MS - 1);
    expect(headline()).toHaveTextContent(second.title);
    advance(1);
    expect(headline()).toHaveTextContent(third.title);
  });

  it("preloads the first photo and loads the others only once the page has loaded", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      const { container } = renderHero();
      const images = () => container.querySelectorAll("[data-hero-image] img");
      expect(images()).toHaveLength(1);
      expect(images()[0]).toHaveAttribute("data-preload", "true");
      act(() => {
        window.dispatchEvent(new Event("load"));
      });
      expect(images()).toHaveLength(3);
      expect(images()[1]).toHaveAttribute("fetchpriority", "low");
      expect(images()[1]).toHaveAttribute("loading", "lazy");
      expect(images()[1]).toHaveAttribute("alt", second.image.alt);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
  });

  it("wraps both ways with the previous and next buttons, and jumps with the dots", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(headline()).toHaveTextContent(third.title);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(headline()).toHaveTextContent(first.title);
    const dot = screen.getByRole("button", { name: `Slide 2: ${second.title}` });
    fireEvent.click(dot);
    expect(headline()).toHaveTextContent(second.title);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: `Slide 1: ${first.title}` })).not.toHaveAttribute("aria-current");
  });

  it("cross-fades for 1.5 s: the outgoing slide stays until the fade is over", () => {
    const { container } = renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(slideStates(container)).toEqual(["leaving", "active", "hidden"]);
    advance(HERO_FADE_MS - 1);
    expect(slideStates(container)).toEqual(["leaving", "active", "hidden"]);
    advance(1);
    expect(slideStates(container)).toEqual(["hidden", "active", "hidden"]);
    const images = [...container.querySelectorAll("[data-hero-image]")];
    expect(images[1]!.className).toContain("duration-[1500ms]");
  });

  it("stops with the pause button and starts again with play", () => {
    const { carousel } = renderHero();
    fireEvent.click(within(carousel).getByRole("button", { name: "Pause slideshow" }));
    advance(HERO_INTERVAL_MS * 3);
    expect(headline()).toHaveTextContent(first.title);
    fireEvent.click(within(carousel).getByRole("button", { name: "Play slideshow" }));
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(second.title);
  });

  it("holds still while a mouse is over it, and carries on when it leaves", () => {
    const { carousel } = renderHero();
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    advance(HERO_INTERVAL_MS * 2);
    expect(headline()).toHaveTextContent(first.title);
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(second.title);
  });

  it("is not paused by a finger tap, which leaves no hover behind", () => {
    const { carousel } = renderHero();
    fireEvent.pointerEnter(carousel, { pointerType: "touch" });
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(second.title);
  });

  it("holds still while keyboard focus is inside it", () => {
    const { carousel } = renderHero();
    const next = within(carousel).getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    advance(HERO_INTERVAL_MS * 2);
    expect(headline()).toHaveTextContent(first.title);
    act(() => next.blur());
    advance(HERO_INTERVAL_MS);
    expect(headline()).toHaveTextContent(second.title);
  });

  it("marks the live region polite only while it is not rotating on its own", () => {
    const { container, carousel } = renderHero();
    const live = container.querySelector("#hero-slides")!;
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(within(carousel).getByRole("button", { name: "Pause slideshow" }));
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("with reduced motion: no auto-advance and no fade, but the controls still work", () => {
    mockReducedMotion(true);
    const { container, carousel } = renderHero();
    expect(within(carousel).getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    advance(HERO_INTERVAL_MS * 4);
    expect(headline()).toHaveTextContent(first.title);
    fireEvent.click(within(carousel).getByRole("button", { name: "Next slide" }));
    expect(headline()).toHaveTextContent(second.title);
    expect(slideStates(container)).toEqual(["hidden", "active", "hidden"]);
  });

  it("has the two calls to action, with a long and a short label for /contact", () => {
    const { carousel } = renderHero();
    const contact = within(carousel).getByText(heroCtas.contact.label).closest("a");
    // Outside a build, next/link does not know about trailingSlash, so either form is accepted here.
    expect(contact?.getAttribute("href")).toMatch(/^\/contact\/?$/);
    expect(within(contact!).getByText(heroCtas.contact.shortLabel)).toHaveClass("sm:hidden");
    expect(within(contact!).getByText(heroCtas.contact.label)).toHaveClass("hidden", "sm:inline");
    expect(within(carousel).getByRole("link", { name: heroCtas.experiences.label }).getAttribute("href")).toMatch(
      /^\/experiences\/?$/,
    );
  });
});
