import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsultationBooking } from "@/components/contact/consultation-booking";
import { ConsultationPanel } from "@/components/contact/consultation-panel";
import { BOOKING_NOTICE_TITLE, bookingConfirmation, formatBookingBritish } from "@/lib/booking";
import { settingsSchema } from "@/lib/content/schemas";

/*
 * Booking a consultation "your way": the calendar, and beside it the agency's own online scheduler when
 * the settings name one, as a plain link to a new tab. After a booking, the notice says it in the spec's
 * words and the confirmation says what to do next, without repeating them.
 */

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
jest.mock(
  "next/dynamic",
  () => () =>
    jest.requireActual<typeof import("@/components/contact/consultation-calendar")>(
      "@/components/contact/consultation-calendar",
    ).ConsultationCalendar,
);

const agency = {
  name: "Aurelia Travel",
  email: "hello@example.com",
  phone: { display: "020 7946 0321" },
  host: "www.aurelia.example",
};
const panel = { heading: "Book a Free Consultation", intro: "Choose a weekday and a time.", agency };
const scheduler = { label: "Choose a time on Cal.com", href: "https://cal.example/aurelia/consultation" };

describe("the scheduler link", () => {
  it("is offered when the settings name one, opening in a new tab and saying so", () => {
    render(<ConsultationPanel {...panel} scheduler={scheduler} />);
    const link = screen.getByRole("link", { name: /Choose a time on Cal\.com/ });
    expect(link).toHaveAttribute("href", scheduler.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
    expect(link).toHaveAccessibleName("Choose a time on Cal.com (opens in a new tab)");
    // Only a link: no frame or script of the scheduler's on the page.
    expect(document.querySelector("iframe, script")).toBeNull();
  });

  it("is absent when the settings name none", () => {
    render(<ConsultationPanel {...panel} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("region", { name: panel.heading })).toBeInTheDocument();
  });
});

describe("the scheduler setting", () => {
  const parse = (value: unknown) => settingsSchema.shape.scheduler.safeParse(value);

  it("may be left out, or left empty by the editor", () => {
    expect(parse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(parse({})).toMatchObject({ success: true, data: undefined });
    expect(parse({ label: "", href: " " })).toMatchObject({ success: true, data: undefined });
  });

  it("needs both a label and an https address once either is given", () => {
    expect(parse(scheduler)).toMatchObject({ success: true, data: scheduler });
    expect(parse({ label: scheduler.label }).error?.issues.map((issue) => issue.path)).toEqual([["href"]]);
    expect(parse({ href: scheduler.href }).error?.issues.map((issue) => issue.path)).toEqual([["label"]]);
    expect(parse({ ...scheduler, href: "http://cal.example/aurelia" }).success).toBe(false);
  });
});

describe("after booking", () => {
  afterEach(() => jest.useRealTimers());

  it("the confirmation offers the next steps without repeating the notice word for word", async () => {
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z"), doNotFake: ["queueMicrotask"] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ConsultationBooking agency={agency} />);
    await user.click(screen.getByRole("button", { name: /\b7 December 2026\b/ }));
    await user.click(screen.getByRole("button", { name: "02:00 PM" }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const confirmation = screen.getByTestId("booking-confirmation");
    const date = { year: 2026, month: 12, day: 7 };
    expect(confirmation).not.toHaveTextContent(BOOKING_NOTICE_TITLE);
    expect(confirmation).not.toHaveTextContent(bookingConfirmation(date, "02:00 PM"));
    expect(confirmation).toHaveTextContent(formatBookingBritish(date, "02:00 PM"));
    expect(within(confirmation).getByRole("link", { name: "Add to calendar" })).toBeInTheDocument();
    // It keeps clear of the band under the header where the notice appears.
    expect(confirmation.className).toMatch(/\bscroll-mt-/);
  });

  it("writes the time as British readers do", () => {
    expect(formatBookingBritish({ year: 2026, month: 12, day: 7 }, "02:00 PM")).toBe("Monday 7 December 2026 at 2pm");
    expect(formatBookingBritish({ year: 2027, month: 3, day: 1 }, "09:00 AM")).toBe("Monday 1 March 2027 at 9am");
  });
});
