import { render, screen, within } from "@testing-library/react";
import { Card } from "@/components/ui/card";
import { SocialLinks } from "@/components/ui/social-links";
import { StarRating } from "@/components/ui/star-rating";
import { TestimonialCard } from "@/components/ui/testimonial-card";

describe("StarRating", () => {
  it("announces the figure and fills the stars in proportion", () => {
    const { container } = render(<StarRating value={4.8} />);
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    const filled = container.querySelector<HTMLElement>("[style]");
    expect(filled?.style.width).toBe("96%");
  });

  it("can stay silent where the figure is written out beside it", () => {
    render(<StarRating value={5} decorative />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("TestimonialCard", () => {
  it("shows the quote, author, trip and an announced rating", () => {
    render(
      <TestimonialCard
        quote="Perfect from start to finish."
        author="Oliver & Sophie B."
        location="London · Honeymoon"
        rating={5}
      />,
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText("Perfect from start to finish.").closest("blockquote")).not.toBeNull();
    expect(within(figure).getByText("Oliver & Sophie B.")).toBeInTheDocument();
    expect(within(figure).getByText("London · Honeymoon")).toBeInTheDocument();
    expect(within(figure).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  });
});

describe("Card", () => {
  it("links by its title and hides the visual link cue from screen readers", () => {
    render(
      <Card
        title="Private Safari Adventures"
        description="Intimate safaris."
        href="/experiences/safari"
        linkLabel="Discover"
      />,
    );
    const link = screen.getByRole("link", { name: "Private Safari Adventures" });
    // next/link drops the trailing slash outside a build (no trailingSlash config); the E2E tests check it.
    expect(link.getAttribute("href")).toMatch(/^\/experiences\/safari\/?$/);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText("Discover").closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("renders its heading at the level asked for, with its features listed", () => {
    render(<Card title="Visa Help" features={["Entry checks", "Reminders"]} headingLevel="h2" icon="passport" />);
    expect(screen.getByRole("heading", { level: 2, name: "Visa Help" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Entry checks", "Reminders"]);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("SocialLinks", () => {
  it("opens each profile in a new tab, safely, and says so", () => {
    render(<SocialLinks links={[{ id: "instagram", label: "Instagram", href: "https://www.instagram.com/" }]} />);
    const link = screen.getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
