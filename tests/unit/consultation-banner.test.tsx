import { fireEvent, render, screen } from "@testing-library/react";
import { ConsultationBanner } from "@/components/layout/consultation-banner";
import { getHomeContent } from "@/lib/content";

const consultationBanner = getHomeContent().banner;

/*
 * Closing the banner lasts for the page's life (module state), so the tests that need it open run
 * first, and the close test runs last.
 */

function renderInPage() {
  return render(
    <main id="main" tabIndex={-1}>
      <p>Page content</p>
      <ConsultationBanner {...consultationBanner} />
    </main>,
  );
}

describe("ConsultationBanner", () => {
  it("is open by default, with its heading and the consultation link", () => {
    renderInPage();
    const banner = screen.getByRole("region", { name: "Ready to Start Your Journey?" });
    expect(banner).toBeVisible();
    const link = screen.getByRole("link", { name: "Book Free Consultation" });
    expect(link.getAttribute("href")).toMatch(/^\/contact\/?$/);
    expect(screen.getByRole("button", { name: consultationBanner.closeLabel })).toBeInTheDocument();
  });

  it("keeps focused elements clear of itself while open, and stops when unmounted", () => {
    document.documentElement.style.scrollPaddingBottom = "";
    const { unmount } = renderInPage();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("7rem");
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });

  it("takes no room in the flow: it pulls itself up by its own height", () => {
    const { container } = renderInPage();
    const wrapper = container.querySelector("[data-consultation-banner]")!;
    expect(wrapper).toHaveClass("sticky", "bottom-0", "h-24", "-mt-24", "md:h-32", "md:-mt-32");
  });

  it("closes for the rest of the page's life and hands focus to the main content", () => {
    const first = renderInPage();
    fireEvent.click(screen.getByRole("button", { name: consultationBanner.closeLabel }));
    expect(screen.queryByRole("region", { name: "Ready to Start Your Journey?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Book Free Consultation" })).not.toBeInTheDocument();
    expect(document.getElementById("main")).toHaveFocus();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");

    // Coming back to the page by client-side navigation mounts it again: it stays closed.
    first.unmount();
    renderInPage();
    expect(screen.queryByRole("region", { name: "Ready to Start Your Journey?" })).not.toBeInTheDocument();
  });
});
