import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsultationBooking } from "@/components/contact/consultation-booking";
import { ConsultationCalendar } from "@/components/contact/consultation-calendar";
import { notify } from "@/lib/notify";

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
// next/dynamic loads the picker after hydration in the browser; here it is simply the picker.
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

/** The day button whose label names this date, e.g. "7 December 2026". */
const day = (label: string) => screen.getByRole("button", { name: new RegExp(`\\b${label}\\b`) });

describe("the consultation calendar", () => {
  afterEach(() => jest.useRealTimers());

  it("disables the past, today and weekends, and opens on the month of the first bookable day", () => {
    // Thursday 3 December 2026, mid-morning in London.
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z") });
    render(<ConsultationCalendar onSelect={() => {}} />);
    expect(screen.getByRole("grid", { name: /December 2026/ })).toBeInTheDocument();
    expect(day("2 December 2026")).toBeDisabled();
    expect(day("3 December 2026")).toBeDisabled();
    expect(day("4 December 2026")).toBeEnabled();
    expect(day("5 December 2026")).toBeDisabled();
    expect(day("6 December 2026")).toBeDisabled();
    expect(day("7 December 2026")).toBeEnabled();
    expect(day("31 December 2026")).toBeEnabled();
  });

  it("on the last working day of a month, opens on the next month", () => {
    // Friday 29 January 2027: nothing left to book in January.
    jest.useFakeTimers({ now: new Date("2027-01-29T16:00:00Z") });
    render(<ConsultationCalendar onSelect={() => {}} />);
    expect(screen.getByRole("grid", { name: /February 2027/ })).toBeInTheDocument();
    expect(day("1 February 2027")).toBeEnabled();
    expect(screen.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
  });

  it("uses London's date: just after midnight BST, yesterday (UTC) is already the past", () => {
    // 23:30 UTC on Tuesday 30 June is 00:30 on Wednesday 1 July in London.
    jest.useFakeTimers({ now: new Date("2026-06-30T23:30:00Z") });
    render(<ConsultationCalendar onSelect={() => {}} />);
    expect(screen.getByRole("grid", { name: /July 2026/ })).toBeInTheDocument();
    expect(day("1 July 2026")).toBeDisabled();
    expect(day("2 July 2026")).toBeEnabled();
  });
});

describe("booking a consultation", () => {
  beforeEach(() => (notify as jest.Mock).mockClear());
  afterEach(() => jest.useRealTimers());

  it("date → seven slots → 'Appointment Booked!', date cleared, calendar file offered", async () => {
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z"), doNotFake: ["queueMicrotask"] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ConsultationBooking agency={agency} timeZoneNote="Times are UK time (London)." />);

    expect(screen.queryByRole("group", { name: /available on/i })).toBeNull();
    await user.click(day("7 December 2026"));
    const slots = screen.getByRole("group", { name: /Available on Monday, December 7, 2026/ });
    const buttons = within(slots).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "09:00 AM",
      "10:00 AM",
      "11:00 AM",
      "01:00 PM",
      "02:00 PM",
      "03:00 PM",
      "04:00 PM",
    ]);

    await user.click(within(slots).getByRole("button", { name: "02:00 PM" }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(notify).toHaveBeenCalledWith("success", "Appointment Booked!", {
      description: "Your consultation has been scheduled for Monday, December 7, 2026 at 02:00 PM.",
    });
    expect(screen.queryByRole("group", { name: /available on/i })).toBeNull();
    expect(day("7 December 2026")).not.toHaveAttribute("aria-selected", "true");

    const confirmation = screen.getByTestId("booking-confirmation");
    expect(confirmation).toHaveFocus();
    const calendarLink = within(confirmation).getByRole("link", { name: "Add to calendar" });
    expect(calendarLink).toHaveAttribute("download", "consultation-2026-12-07-1400.ics");
    const ics = decodeURIComponent(
      calendarLink.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""),
    );
    expect(ics).toContain("DTSTART;TZID=Europe/London:20261207T140000\r\n");
    expect(within(confirmation).getByRole("link", { name: "Confirm by e-mail" }).getAttribute("href")).toMatch(
      /^mailto:hello@example\.com\?subject=Consultation%20on%20Monday%2C%20December%207%2C%202026/,
    );
  });

  it("works from the keyboard alone", async () => {
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z"), doNotFake: ["queueMicrotask"] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ConsultationBooking agency={agency} />);
    act(() => day("4 December 2026").focus());
    await user.keyboard("{ArrowRight}");
    // Saturday and Sunday are skipped over: the arrow lands on Monday 7th.
    expect(day("7 December 2026")).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(screen.getByRole("button", { name: "09:00 AM" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(notify).toHaveBeenCalledWith("success", "Appointment Booked!", {
      description: "Your consultation has been scheduled for Monday, December 7, 2026 at 09:00 AM.",
    });
    expect(screen.getByTestId("booking-confirmation")).toHaveFocus();
  });
});
