import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsultationPanel } from "@/components/contact/consultation-panel";
import { BOOKING_NOTICE_TITLE, bookingConfirmation, formatBookingBritish } from "@/lib/booking";
import { settingsSchema } from "@/lib/content/schemas";
import { bookingProps, field, mockApi, renderBooking } from "./consultation-fixture";

/*
 * Booking a consultation "your way": the calendar, and beside it the agency's own online scheduler when
 * the settings name one, as a plain link to a new tab. After a booking, the notice says it in the spec's
 * words and the confirmation says what happens next, in the page's, without repeating them.
 */

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
jest.mock(
  "next/dynamic",
  () => () =>
    jest.requireActual<typeof import("@/components/contact/consultation-flow")>(
      "@/components/contact/consultation-flow",
    ).ConsultationFlow,
);

const panel = { heading: "Book a Free Consultation", intro: "Choose a weekday and a time.", ...bookingProps };
const scheduler = { label: "Choose a time on Cal.com", href: "https://cal.example/aurelia/consultation" };

describe("the scheduler link", () => {
  beforeEach(() => mockApi());

  it("is offered when the settings name one, opening in a new tab and saying so", async () => {
    render(<ConsultationPanel {...panel} scheduler={scheduler} />);
    await act(async () => {});
    const link = screen.getByRole("link", { name: /Choose a time on Cal\.com/ });
    expect(link).toHaveAttribute("href", scheduler.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
    expect(link).toHaveAccessibleName("Choose a time on Cal.com (opens in a new tab)");
    // Only a link: no frame or script of the scheduler's on the page.
    expect(document.querySelector("iframe, script")).toBeNull();
  });

  it("is absent when the settings name none", async () => {
    render(<ConsultationPanel {...panel} />);
    await act(async () => {});
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
    mockApi();
    await renderBooking();
    await user.click(screen.getByRole("button", { name: /\b7 December 2026\b/ }));
    await user.click(screen.getByRole("button", { name: "02:00 PM" }));
    await user.type(field("First name"), "Ada");
    await user.type(field("Last name"), "Lovelace");
    await user.type(field("E-mail address"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: bookingProps.details.submit }));

    const confirmation = await screen.findByTestId("booking-confirmation");
    const date = { year: 2026, month: 12, day: 7 };
    expect(confirmation).not.toHaveTextContent(BOOKING_NOTICE_TITLE);
    expect(confirmation).not.toHaveTextContent(bookingConfirmation(date, "02:00 PM"));
    expect(confirmation).toHaveTextContent(formatBookingBritish(date, "02:00 PM"));
    expect(confirmation).toHaveTextContent(bookingProps.confirmation.text);
    expect(within(confirmation).getByRole("link", { name: "Add to calendar" })).toBeInTheDocument();
    // It keeps clear of the band under the header where the notice appears.
    expect(confirmation.className).toMatch(/\bscroll-mt-/);
  });

  it("writes the time as British readers do", () => {
    expect(formatBookingBritish({ year: 2026, month: 12, day: 7 }, "02:00 PM")).toBe("Monday 7 December 2026 at 2pm");
    expect(formatBookingBritish({ year: 2027, month: 3, day: 1 }, "09:00 AM")).toBe("Monday 1 March 2027 at 9am");
  });
});

describe("the calendar loads as it nears the screen", () => {
  /** A stand-in for the browser's IntersectionObserver: the test says when the panel comes near. */
  let comeNear: () => void = () => {};
  let margin: string | undefined;
  let original: typeof IntersectionObserver;
  beforeEach(() => {
    class NearObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        margin = options?.rootMargin;
        comeNear = () => act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      observe() {}
      disconnect() {}
    }
    original = window.IntersectionObserver;
    Object.defineProperty(window, "IntersectionObserver", { value: NearObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, "IntersectionObserver", { value: original, configurable: true, writable: true });
  });

  it("stays a placeholder, asking the API nothing, until the panel comes within reach; then it is there", async () => {
    const { fetchMock } = mockApi();
    render(<ConsultationPanel {...panel} />);
    await act(async () => {});
    expect(screen.queryByRole("grid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // It starts ahead of the screen, so a visitor scrolling down finds it ready.
    expect(margin).toMatch(/^[1-9]\d{2,}px/);

    comeNear();
    await act(async () => {});
    expect(screen.getByRole("grid")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/consultation\/taken\?/), expect.anything());
  });
});
