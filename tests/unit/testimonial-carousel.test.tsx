import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { TestimonialCarousel } from "@/components/home/testimonial-carousel";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { getHomeContent } from "@/lib/content";

const homeTestimonials = getHomeContent().testimonials.entries;

class TestPointerEvent extends MouseEvent {
  pointerType: string;
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "mouse";
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  if (!("PointerEvent" in window)) Object.defineProperty(window, "PointerEvent", { value: TestPointerEvent });
});

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
}

async function renderCarousel(width: number) {
  setWidth(width);
  const view = render(
    <TestimonialCarousel
      slides={homeTestimonials.map((testimonial) => ({
        key: testimonial.slug,
        content: <TestimonialCard {...testimonial} />,
      }))}
    >
      <a href="/testimonials/">Read More Testimonials</a>
    </TestimonialCarousel>,
  );
  return { ...view, carousel: screen.getByRole("region", { name: "Client testimonials" }) };
}

/** 1-based numbers of the cards on screen (not inert). */
function shownCards(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[aria-roledescription="slide"]')]
    .map((card, index) => (card.hasAttribute("inert") ? null : index + 1))
    .filter((value): value is number => value !== null);
}

describe("TestimonialCarousel", () => {
  it("renders all eight testimonials, each with a star rating screen readers can read", async () => {
    const { container } = await renderCarousel(1280);
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(8);
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5", hidden: true })).toHaveLength(8);
    expect(screen.getByText(homeTestimonials[0]!.author)).toBeInTheDocument();
  });

  it.each([
    [390, [1]],
    [767, [1]],
    [768, [1, 2]],
    [1023, [1, 2]],
    [1024, [1, 2, 3]],
    [1440, [1, 2, 3]],
  ])("at %i px shows cards %j and makes the rest inert", async (width, cards) => {
    const { container } = await renderCarousel(width);
    expect(shownCards(container)).toEqual(cards);
    const hidden = container.querySelector('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).not.toBeNull();
    expect(hidden).toHaveAttribute("inert");
  });

  it("follows the window when it is resized", async () => {
    const { container } = await renderCarousel(390);
    expect(shownCards(container)).toEqual([1]);
    setWidth(1280);
    expect(shownCards(container)).toEqual([1, 2, 3]);
  });

  it("moves by one card with the arrows and wraps at both ends", async () => {
    const { container, carousel } = await renderCarousel(1280);
    const next = within(carousel).getByRole("button", { name: "Next testimonial" });
    const previous = within(carousel).getByRole("button", { name: "Previous testimonial" });
    fireEvent.click(next);
    expect(shownCards(container)).toEqual([2, 3, 4]);
    // The track slides by exactly one card's width (a third of the row).
    expect((container.querySelector("#testimonial-track") as HTMLElement).style.transform).toBe(
      `translateX(${-100 / 3}%)`,
    );
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(shownCards(container)).toEqual([6, 7, 8]);
    fireEvent.click(next);
    expect(shownCards(container)).toEqual([1, 2, 3]);
    expect(screen.getByText("Showing testimonials 1 to 3 of 8")).toBeInTheDocument();
  });

  it("keeps its place valid when more cards fit after a resize", async () => {
    const { container, carousel } = await renderCarousel(390);
    fireEvent.click(within(carousel).getByRole("button", { name: "Show testimonial 8 of 8" }));
    expect(shownCards(container)).toEqual([8]);
    setWidth(1280);
    expect(shownCards(container)).toEqual([6, 7, 8]);
  });

  it("has one dot per position on phones, marking the current one", async () => {
    const { container, carousel } = await renderCarousel(390);
    const dots = within(carousel).getAllByRole("button", { name: /^Show testimonial \d of 8$/ });
    expect(dots).toHaveLength(8);
    fireEvent.click(dots[3]!);
    expect(shownCards(container)).toEqual([4]);
    expect(dots[3]).toHaveAttribute("aria-current", "true");
    expect(dots[0]).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Showing testimonial 4 of 8")).toBeInTheDocument();
  });

  it("puts the arrows on medium screens and up, the dots below", async () => {
    const { carousel } = await renderCarousel(390);
    expect(within(carousel).getByRole("button", { name: "Next testimonial" })).toHaveClass("hidden", "md:inline-flex");
    expect(
      within(carousel)
        .getAllByRole("button", { name: /^Show testimonial/ })[0]!
        .closest("ul"),
    ).toHaveClass("md:hidden");
  });

  it("moves on a horizontal swipe, both ways, wrapping", async () => {
    const { container } = await renderCarousel(390);
    const viewport = container.querySelector("[data-swipe-area]")!;
    const swipe = (from: number, to: number, dy = 0) => {
      fireEvent.pointerDown(viewport, { pointerType: "touch", pointerId: 7, clientX: from, clientY: 300 });
      fireEvent.pointerUp(viewport, { pointerType: "touch", pointerId: 7, clientX: to, clientY: 300 + dy });
    };
    swipe(300, 120);
    expect(shownCards(container)).toEqual([2]);
    swipe(100, 320);
    swipe(100, 320);
    expect(shownCards(container)).toEqual([8]);
    // Scrolling the page vertically, or a short wobble, is not a swipe.
    swipe(300, 240, 220);
    swipe(300, 280);
    expect(shownCards(container)).toEqual([8]);
  });

  it("ignores mouse drags, which select text instead", async () => {
    const { container } = await renderCarousel(1280);
    const viewport = container.querySelector("[data-swipe-area]")!;
    fireEvent.pointerDown(viewport, { pointerType: "mouse", clientX: 600, clientY: 300 });
    fireEvent.pointerUp(viewport, { pointerType: "mouse", clientX: 100, clientY: 300 });
    expect(shownCards(container)).toEqual([1, 2, 3]);
  });

  it("shows what it is given beside the controls", async () => {
    const { carousel } = await renderCarousel(1280);
    expect(within(carousel).getByRole("link", { name: "Read More Testimonials" })).toBeInTheDocument();
  });
});
