import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BOOKING_FAILED_TITLE } from "@/lib/booking/api";
import { BOOKING_MESSAGES } from "@/lib/booking/request";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { describeFailure } from "@/lib/enquiry/submission";
import { notify } from "@/lib/notify";
import { agency, bookingProps, day, field, mockApi, renderBooking } from "./consultation-fixture";

/*
 * What the booking does with each answer of POST /api/consultation other than success: the time taken by
 * someone else (409), answers refused (422), and no answer at all.
 */

// Typing a name letter by letter into jsdom takes a second or two, more when every suite runs at once.
jest.setTimeout(20_000);

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
jest.mock(
  "next/dynamic",
  () => () =>
    jest.requireActual<typeof import("@/components/contact/consultation-flow")>(
      "@/components/contact/consultation-flow",
    ).ConsultationFlow,
);

const TYPED = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.org", notes: "Kyoto in April." };

async function chooseAndFill(user: ReturnType<typeof userEvent.setup>, slot: string) {
  await user.click(day("7 December 2026"));
  await user.click(screen.getByRole("button", { name: slot }));
  await user.type(field("First name"), TYPED.firstName);
  await user.type(field("Last name"), TYPED.lastName);
  await user.type(field("E-mail address"), TYPED.email);
  await user.type(field(/Anything you would like/), TYPED.notes);
}

function expectTypedKept() {
  expect(field("First name")).toHaveValue(TYPED.firstName);
  expect(field("Last name")).toHaveValue(TYPED.lastName);
  expect(field("E-mail address")).toHaveValue(TYPED.email);
  expect(field(/Anything you would like/)).toHaveValue(TYPED.notes);
}

const submit = () => screen.getByRole("button", { name: bookingProps.details.submit });
const successNotices = () => (notify as jest.Mock).mock.calls.filter(([kind]) => kind === "success");

describe("when the booking is not made", () => {
  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z"), doNotFake: ["queueMicrotask"] });
  });
  afterEach(() => jest.useRealTimers());
  const setUp = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it("a time just taken: says so, shows it unavailable, keeps what was typed, and books another time afresh", async () => {
    const user = setUp();
    const api = mockApi({
      answers: [{ status: 409, body: { ok: false, error: "slot_taken", message: BOOKING_MESSAGES.slotTaken } }],
    });
    await renderBooking();
    await chooseAndFill(user, "02:00 PM");
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(alert).toHaveFocus();
    expect(screen.getByRole("button", { name: "02:00 PM, unavailable" })).toBeDisabled();
    expect(successNotices()).toEqual([]);
    // The visitor chooses again above; the details wait with the time.
    expect(screen.queryByRole("form", { name: "Your details" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "03:00 PM" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expectTypedKept();
    await user.click(submit());
    await waitFor(() => expect(successNotices()).toHaveLength(1));
    expect(api.posts.map(({ slot }) => slot)).toEqual(["02:00 PM", "03:00 PM"]);
    // Another time is another booking: a new id.
    expect(api.posts[1]?.id).not.toBe(api.posts[0]?.id);
  });

  it("no answer: an error with the phone and e-mail, everything kept, and a retry sends the same booking", async () => {
    const user = setUp();
    const api = mockApi({ answers: ["network"] });
    await renderBooking();
    await chooseAndFill(user, "02:00 PM");
    await user.click(submit());

    const failure = await screen.findByTestId("booking-failure");
    expect(failure).toHaveTextContent(BOOKING_FAILED_TITLE);
    expect(failure).toHaveTextContent(describeFailure({ reason: "network" }));
    expect(within(failure).getByRole("link", { name: agency.email })).toHaveAttribute("href", `mailto:${agency.email}`);
    expect(within(failure).getByRole("link", { name: /020.7946.0321/ })).toHaveAttribute("href", agency.phone.href);
    expect(notify).toHaveBeenCalledWith("error", BOOKING_FAILED_TITLE, expect.anything());
    expectTypedKept();
    expect(screen.getByRole("button", { name: "02:00 PM" })).toHaveAttribute("aria-pressed", "true");
    expect(submit()).toHaveFocus();
    expect(screen.queryByTestId("booking-confirmation")).toBeNull();

    await user.click(submit());
    await waitFor(() => expect(successNotices()).toHaveLength(1));
    expect(api.posts).toHaveLength(2);
    // The same attempt: if the first did arrive, the API keeps one booking (200 for the retry).
    expect(api.posts[1]).toEqual(api.posts[0]);
    await waitFor(() => expect(screen.queryByTestId("booking-failure")).toBeNull());
  });

  it("answers the API refuses: each field's message under its field, focus on the first", async () => {
    const user = setUp();
    mockApi({
      answers: [
        { status: 422, body: { ok: false, error: "invalid", fields: { email: ENQUIRY_MESSAGES.emailInvalid } } },
      ],
    });
    await renderBooking();
    await chooseAndFill(user, "09:00 AM");
    await user.click(submit());
    await waitFor(() => expect(field("E-mail address")).toHaveFocus());
    expect(field("E-mail address")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid);
    expectTypedKept();
  });

  it("a date the API refuses (the visitor's clock is wrong): its message, and a time to choose again", async () => {
    const user = setUp();
    mockApi({
      answers: [{ status: 422, body: { ok: false, error: "invalid", fields: { date: BOOKING_MESSAGES.date } } }],
    });
    await renderBooking();
    await chooseAndFill(user, "09:00 AM");
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.date);
    expect(alert).toHaveFocus();
  });
});
