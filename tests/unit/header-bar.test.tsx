import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HeaderBar, SCROLL_THRESHOLD } from "@/components/layout/header-bar";

let mockPathname = "/about/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const props = {
  brand: "Aurelia Travel",
  links: [
    { href: "/about", label: "About", mobileLabel: "Charlotte" },
    { href: "/destinations", label: "Destinations" },
    { href: "/experiences", label: "Specialisms" },
    { href: "/concierge-services", label: "Concierge" },
    { href: "/journal", label: "Journal" },
  ],
  cta: { href: "/contact", desktopLabel: "Consultation", mobileLabel: "Book Consultation" },
  contact: { phone: { display: "020 7946 0321", href: "tel:+442079460321" }, email: "hello@example.com" },
};

function setScroll(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("HeaderBar", () => {
  beforeEach(() => {
    mockPathname = "/about/";
    setScroll(0);
  });

  it("labels the home link with the brand followed by Home", () => {
    render(<HeaderBar {...props} />);
    expect(screen.getByRole("link", { name: "Aurelia Travel Home" })).toHaveAttribute("href", "/");
  });

  it("highlights the link whose path is the current path", () => {
    render(<HeaderBar {...props} />);
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(main.querySelector('[aria-current="page"]')).toHaveTextContent("About");
    expect(screen.getByRole("link", { name: "Destinations" })).not.toHaveAttribute("aria-current");
  });

  it("is transparent at the top and solid once scrolled past the threshold", () => {
    const { container } = render(<HeaderBar {...props} />);
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-scrolled", "false");
    setScroll(SCROLL_THRESHOLD);
    expect(header).toHaveAttribute("data-scrolled", "false");
    setScroll(SCROLL_THRESHOLD + 1);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header.className).toContain("shadow-header");
  });

  it("opens and closes the mobile menu with the toggle, which names its action", async () => {
    const user = userEvent.setup();
    render(<HeaderBar {...props} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(menu).toBeVisible();
    expect(screen.getByRole("link", { name: "Charlotte" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Consultation" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(<HeaderBar {...props} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveFocus();
  });

  it("closes when the route changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<HeaderBar {...props} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
    mockPathname = "/journal/";
    rerender(<HeaderBar {...props} />);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("makes everything outside the header inert while the menu is open", () => {
    const main = document.body.appendChild(document.createElement("main"));
    render(<HeaderBar {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(main.inert).toBe(true);
    expect(document.querySelector("header")!.closest("[inert]")).toBeNull();
    fireEvent.keyDown(document.querySelector("header")!, { key: "Escape" });
    expect(main.inert).toBe(false);
    main.remove();
  });
});
