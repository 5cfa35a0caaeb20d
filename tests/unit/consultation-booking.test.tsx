import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsultationCalendar } from "@/components/contact/consultation-calendar";
import { TIME_SLOTS } from "@/lib/booking";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { notify } from "@/lib/notify";
import { RULES } from "../booking-rules";
import { bookingProps, day, field, mockApi, renderBooking } from "./consultation-fixture";

// Typing a name letter by letter into jsdom takes a second or two, more when every suite runs at once.
jest.setTimeout(20_000);

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
// next/dynamic loads the booking after hydration in the browser; here it is simply the booking.
jest.mock(
  "next/dynamic",
  () => () =>
    jest.requireActual<typeof import("@/components/contact/consultation-flow")>(
      "@/components/contact/consultation-flow",
    ).ConsultationFlow,
);

jest.mock("@/lib/turnstile", () => ({
  startTurnstile: jest.fn(() => ({ token: async () => "token-from-the-widget" })),
}));
const startTurnstile = jest.mocked(
  jest.requireMock<typeof import("@/lib/turnstile")>("@/lib/turnstile").startTurnstile,
);
beforeEach(() => startTurnstile.mockClear());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the consultation calendar", () => {
  afterEach(() => jest.useRealTimers());

  it("disables the past, today and weekends, and opens on the month of the first bookable day", () => {
    // Thursday 3 December 2026, mid-morning in London.
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z") });
    render(<ConsultationCalendar rules={RULES} onSelect={() => {}} />);
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
    render(<ConsultationCalendar rules={RULES} onSelect={() => {}} />);
    expect(screen.getByRole("grid", { name: /February 2027/ })).toBeInTheDocument();
    expect(day("1 February 2027")).toBeEnabled();
    expect(screen.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
  });

  it("uses London's date: just after midnight BST, yesterday (UTC) is already the past", () => {
    // 23:30 UTC on Tuesday 30 June is 00:30 on Wednesday 1 July in London.
    jest.useFakeTimers({ now: new Date("2026-06-30T23:30:00Z") });
    render(<ConsultationCalendar rules={RULES} onSelect={() => {}} />);
    expect(screen.getByRole("grid", { name: /July 2026/ })).toBeInTheDocument();
    expect(day("1 July 2026")).toBeDisabled();
    expect(day("2 July 2026")).toBeEnabled();
  });
});

/** Thursday 3 December 2026, mid-morning in London; timers faked, promises not. */
function setUp() {
  jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z"), doNotFake: ["queueMicrotask"] });
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const slotsOf = (name: RegExp) => screen.getByRole("group", { name });
const detailsForm = () => screen.getByRole("form", { name: "Your details" });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("First name"), "Ada");
  await user.type(field("Last name"), "Lovelace");
  await user.type(field(/E-mail address/), "ada@example.org");
  await user.type(field(/Phone/), "020 7946 0999");
  await user.type(field(/Anything you would like/), "A month in Japan next spring.");
}

describe("booking a consultation", () => {
  beforeEach(() => (notify as jest.Mock).mockClear());
  afterEach(() => jest.useRealTimers());

  it("date → seven times → the visitor's details → sent once → 'Appointment Booked!' and the calendar file", async () => {
    const user = setUp();
    const api = mockApi();
    await renderBooking();
    // The calendar asks once, for the month it opens on.
    await waitFor(() => expect(api.takenQueries).toEqual(["from=2026-12-01&to=2026-12-31"]));

    expect(screen.queryByRole("group", { name: /available on/i })).toBeNull();
    await user.click(day("7 December 2026"));
    const slots = slotsOf(/Available on Monday, December 7, 2026/);
    expect(
      within(slots)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([...TIME_SLOTS]);
    expect(screen.queryByRole("form", { name: "Your details" })).toBeNull();

    await user.click(within(slots).getByRole("button", { name: "02:00 PM" }));
    expect(within(slots).getByRole("button", { name: "02:00 PM" })).toHaveAttribute("aria-pressed", "true");
    const form = detailsForm();
    expect(screen.getByText("Your details").parentElement).toHaveFocus();
    expect(form).toHaveTextContent("Monday 7 December 2026 at 2pm, UK time");
    await fillIn(user);
    await user.click(within(form).getByRole("button", { name: "Book my call with Charlotte" }));

    // The confirmation takes focus once the API has the booking.
    const confirmation = await screen.findByTestId("booking-confirmation");
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(notify).toHaveBeenCalledWith("success", "Appointment Booked!", {
      description: "Your consultation has been scheduled for Monday, December 7, 2026 at 02:00 PM.",
    });
    expect(api.posts).toEqual([
      {
        id: expect.stringMatching(UUID_V4),
        date: "2026-12-07",
        slot: "02:00 PM",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        phone: "020 7946 0999",
        notes: "A month in Japan next spring.",
        website: "",
        // The browser's own zone, so the e-mails can give the time by the visitor's clock.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    const { id } = api.posts[0] as { id: string };

    // The date is cleared and the form with it.
    expect(screen.queryByRole("group", { name: /available on/i })).toBeNull();
    expect(screen.queryByRole("form", { name: "Your details" })).toBeNull();
    expect(day("7 December 2026")).not.toHaveAttribute("aria-selected", "true");
    expect(confirmation).toHaveTextContent(bookingProps.confirmation.text);
    expect(within(confirmation).getAllByRole("link")).toHaveLength(1);
    const calendarLink = within(confirmation).getByRole("link", { name: "Add to calendar" });
    expect(calendarLink).toHaveAttribute("download", "consultation-2026-12-07-1400.ics");
    const ics = decodeURIComponent(
      calendarLink.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""),
    );
    // 2pm in London in December is 14:00 UTC.
    expect(ics).toContain("DTSTART:20261207T140000Z\r\n");
    // The event's id is the booking's, as the e-mailed invitation has it (lines folded at 75 octets).
    expect(ics.replace(/\r\n /g, "")).toContain(`UID:consultation-${id}@example.com\r\n`);

    // The time is now taken, for this visitor too; a new booking starts empty.
    await user.click(day("7 December 2026"));
    expect(screen.getByRole("button", { name: "02:00 PM, unavailable" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "03:00 PM" }));
    expect(field("First name")).toHaveValue("");
  });

  it("asks for a name each and an e-mail address in the enquiry form's words, and sends nothing until given", async () => {
    const user = setUp();
    const api = mockApi();
    await renderBooking();
    await user.click(day("7 December 2026"));
    await user.click(screen.getByRole("button", { name: "11:00 AM" }));
    const submit = screen.getByRole("button", { name: "Book my call with Charlotte" });

    for (const name of ["First name", "Last name", "E-mail address"]) expect(field(name)).toBeRequired();
    expect(field("E-mail address")).toHaveAttribute("type", "email");
    await user.click(submit);
    expect(api.posts).toEqual([]);
    expect(field("First name")).toHaveFocus();
    expect(field("First name")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.firstName);
    expect(field("First name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Last name")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lastName);
    expect(field("E-mail address")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailMissing);
    expect(field(/Phone/)).not.toHaveAttribute("aria-invalid");

    // Typing clears a field's message; a malformed address gets its own.
    await user.type(field("First name"), "Ada");
    expect(field("First name")).not.toHaveAttribute("aria-invalid");
    await user.type(field("Last name"), "Lovelace");
    await user.type(field("E-mail address"), "ada at example");
    await user.click(submit);
    expect(field("E-mail address")).toHaveFocus();
    expect(field("E-mail address")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid);
    expect(api.posts).toEqual([]);

    await user.clear(field("E-mail address"));
    await user.type(field("E-mail address"), "ada@example.org");
    await user.click(submit);
    await waitFor(() => expect(api.posts).toHaveLength(1));
    // Optional fields left empty are left out.
    expect(api.posts[0]).not.toHaveProperty("phone");
    expect(api.posts[0]).not.toHaveProperty("notes");
  });

  it("works from the keyboard alone", async () => {
    const user = setUp();
    mockApi();
    await renderBooking();
    act(() => day("4 December 2026").focus());
    await user.keyboard("{ArrowRight}");
    // Saturday and Sunday are skipped over: the arrow lands on Monday 7th.
    expect(day("7 December 2026")).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(screen.getByRole("button", { name: "09:00 AM" })).toHaveFocus();
    await user.keyboard("{Enter}");
    // Focus moves to the details, whose first stop is the first name.
    await user.tab();
    expect(field("First name")).toHaveFocus();
    await user.keyboard("Ada");
    await user.tab();
    await user.keyboard("Lovelace");
    await user.tab();
    await user.keyboard("ada@example.org{Enter}");
    const confirmation = await screen.findByTestId("booking-confirmation");
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(notify).toHaveBeenCalledWith("success", "Appointment Booked!", {
      description: "Your consultation has been scheduled for Monday, December 7, 2026 at 09:00 AM.",
    });
  });

  it("sends a Turnstile token where the site has a key, its widget started only once the visitor is in the form", async () => {
    const user = setUp();
    const api = mockApi();
    await renderBooking({ turnstileSiteKey: "0x4AAAAAAAtestkey" });
    expect(startTurnstile).not.toHaveBeenCalled();
    await user.click(day("7 December 2026"));
    await user.click(screen.getByRole("button", { name: "09:00 AM" }));
    await fillIn(user);
    expect(startTurnstile).toHaveBeenCalledTimes(1);
    expect(startTurnstile).toHaveBeenCalledWith(expect.any(HTMLDivElement), "0x4AAAAAAAtestkey", "consultation");
    await user.click(screen.getByRole("button", { name: "Book my call with Charlotte" }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toHaveProperty("turnstileToken", "token-from-the-widget");
  });

  it("sends no token and loads no widget without a key", async () => {
    const user = setUp();
    const api = mockApi();
    await renderBooking();
    await user.click(day("7 December 2026"));
    await user.click(screen.getByRole("button", { name: "09:00 AM" }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Book my call with Charlotte" }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(startTurnstile).not.toHaveBeenCalled();
    expect(api.posts[0]).not.toHaveProperty("turnstileToken");
  });
});

describe("times already taken", () => {
  afterEach(() => jest.useRealTimers());

  it("are asked for when the calendar opens and again for each month shown", async () => {
    const user = setUp();
    const api = mockApi();
    await renderBooking();
    await waitFor(() => expect(api.takenQueries).toEqual(["from=2026-12-01&to=2026-12-31"]));
    await user.click(screen.getByRole("button", { name: /next month/i }));
    await waitFor(() => expect(api.takenQueries).toContain("from=2027-01-01&to=2027-01-31"));
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it("are disabled and named unavailable, without saying why; a day with all seven taken cannot be chosen", async () => {
    const user = setUp();
    mockApi({
      taken: [
        { date: "2026-12-07", slot: "10:00 AM" },
        { date: "2026-12-07", slot: "03:00 PM" },
        ...TIME_SLOTS.map((slot) => ({ date: "2026-12-08", slot })),
      ],
    });
    await renderBooking();
    await waitFor(() => expect(day("8 December 2026")).toBeDisabled());
    expect(day("8 December 2026")).toHaveAccessibleName(/8 December 2026, no times available$/);
    expect(day("9 December 2026")).toBeEnabled();

    await user.click(day("7 December 2026"));
    const slots = slotsOf(/Available on Monday, December 7, 2026/);
    expect(within(slots).getByRole("button", { name: "10:00 AM, unavailable" })).toBeDisabled();
    expect(within(slots).getByRole("button", { name: "03:00 PM, unavailable" })).toBeDisabled();
    const open = within(slots)
      .getAllByRole("button")
      .filter((button) => !(button as HTMLButtonElement).disabled);
    expect(open.map((button) => button.textContent)).toEqual([
      "09:00 AM",
      "11:00 AM",
      "01:00 PM",
      "02:00 PM",
      "04:00 PM",
    ]);
    expect(screen.getByText(/5 of 7 times available on Monday, December 7, 2026/)).toBeInTheDocument();
  });

  it("when the list cannot be read, every time stays open (the booking itself still refuses a taken one)", async () => {
    const user = setUp();
    const api = mockApi({ taken: "fail" });
    await renderBooking();
    await waitFor(() => expect(api.takenQueries).toHaveLength(1));
    await user.click(day("7 December 2026"));
    const slots = slotsOf(/Available on/);
    for (const button of within(slots).getAllByRole("button")) expect(button).toBeEnabled();
  });
});
