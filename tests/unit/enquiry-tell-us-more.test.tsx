import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm, type EnquiryFormProps } from "@/components/contact/enquiry-form";
import { DRAFT_KEY } from "@/lib/enquiry/draft";
import { TRIP_MESSAGES } from "@/lib/enquiry/schema";
import type { EnquirySubjects } from "@/lib/enquiry/subject";
import { BUDGETS, HEARD_FROM, OCCASIONS } from "@/lib/enquiry/trip";
import { notify } from "@/lib/notify";

/*
 * The form with its optional "Tell us more": folded away, every control labelled, its errors inline and
 * tied to their fields, brought back from a draft, and sent as a nested `trip`.
 */

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));

/** An answer from the Worker (jsdom has no Response of its own). */
const answer = (status: number) =>
  ({ ok: status >= 200 && status < 300, status, headers: { get: () => null } }) as unknown as Response;

/** The Worker, as these tests need it: it accepts every enquiry (201) unless a test says otherwise. */
let realFetch: typeof fetch;
beforeEach(() => {
  realFetch = global.fetch;
  global.fetch = jest.fn(() => Promise.resolve(answer(201))) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

const months = [
  { value: "2026-11", label: "November 2026" },
  { value: "2026-12", label: "December 2026" },
  { value: "2027-01", label: "January 2027" },
  { value: "2027-02", label: "February 2027" },
];

const subjects: EnquirySubjects = {
  destinations: { maldives: "Maldives" },
  itineraries: {},
  specialisms: { "honeymoons-celebrations": "Honeymoons & Celebrations", safari: "Private Safari Adventures" },
};

const props: EnquiryFormProps = {
  recipient: "hello@example.com",
  delivery: { endpoint: "/api/enquiry", timeoutMs: 10_000 },
  phone: { display: "020 7946 0321", href: "tel:+442079460321" },
  email: "hello@example.com",
  privacyHref: "/privacy-policy/",
  subjects,
  months,
};

async function renderForm() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(<EnquiryForm {...props} />);
  await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"));
  const details = view.container.querySelector("details")!;
  return { user, details, ...view };
}

const byId = (name: string) => document.getElementById(`enquiry-${name}`) as HTMLInputElement;
const setValue = (name: string, value: string) => fireEvent.change(byId(name), { target: { value } });

describe("Tell us more", () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z") });
    sessionStorage.clear();
    window.history.replaceState(null, "", "/contact/");
    (notify as jest.Mock).mockClear();
    info = jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    info.mockRestore();
    jest.useRealTimers();
  });

  it("is a closed disclosure inside the form, every control with a visible label", async () => {
    const { details } = await renderForm();
    expect(details.closest("form")).not.toBeNull();
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")).not.toBeNull();
    const section = within(details);
    for (const [name, type] of [
      ["departDate", "date"],
      ["returnDate", "date"],
      ["nights", "number"],
      ["adults", "number"],
      ["children", "number"],
      ["childAges", "text"],
    ] as const) {
      const control = byId(name);
      expect(control).toHaveAttribute("type", type);
      expect(control.labels?.[0]?.textContent?.trim()).toBeTruthy();
      expect(control).not.toBeRequired();
    }
    expect(section.getByRole("checkbox")).toHaveAccessibleName(/flexible/i);
    expect(section.getByRole("textbox", { name: /dietary/i }).tagName).toBe("TEXTAREA");
    expect(section.getAllByRole("combobox")).toHaveLength(4);
    expect(
      within(byId("budget"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([expect.any(String), ...BUDGETS.map((budget) => budget.label)]);
    expect(within(byId("occasion")).getAllByRole("option")).toHaveLength(OCCASIONS.length + 1);
    expect(within(byId("heardFrom")).getAllByRole("option")).toHaveLength(HEARD_FROM.length + 1);
    expect(byId("childAges")).toHaveAccessibleDescription(/4, 7/);
    // Each fieldset names its group.
    expect(section.getAllByRole("group").every((group) => group.querySelector("legend")?.textContent)).toBe(true);
  });

  it("offers the months still ahead, not those already past", async () => {
    await renderForm();
    const values = within(byId("month"))
      .getAllByRole("option")
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(["", "2026-12", "2027-01", "2027-02"]);
  });

  it("shows 'return before departure' inline, unfolding the section and focusing the field", async () => {
    const { user, details } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /first name/i }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /last name/i }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /e-mail address/i }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: /^message/i }), "Somewhere warm in March.");
    setValue("departDate", "2027-03-14");
    setValue("returnDate", "2027-03-07");
    expect(details.open).toBe(false);

    await user.click(screen.getByRole("button", { name: /send message/i }));
    const returnDate = byId("returnDate");
    await waitFor(() => expect(returnDate).toHaveAttribute("aria-invalid", "true"));
    expect(returnDate).toHaveAccessibleDescription(TRIP_MESSAGES.returnBeforeDeparture);
    expect(byId("departDate")).not.toHaveAttribute("aria-invalid");
    expect(details.open).toBe(true);
    expect(returnDate).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();

    setValue("returnDate", "2027-03-28");
    await waitFor(() => expect(returnDate).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(TRIP_MESSAGES.returnBeforeDeparture)).toBeNull();
  });

  it("sends what was filled in as a nested trip, and clears it with the rest", async () => {
    const { user } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /first name/i }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /last name/i }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /e-mail address/i }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: /^message/i }), "A family safari.");
    setValue("adults", "2");
    setValue("children", "2");
    setValue("childAges", "8 and 11");
    setValue("occasion", "family");

    await user.click(screen.getByRole("button", { name: /send message/i }));
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining("New Travel Enquiry"),
      expect.objectContaining({ trip: { adults: 2, children: 2, childAges: [8, 11], occasion: "family" } }),
    );
    expect(byId("adults")).toHaveValue(null);
    expect(byId("childAges")).toHaveValue("");
    expect(byId("occasion")).toHaveValue("");
  });

  it("comes back from a draft, unfolded, without the values the form could not hold", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        firstName: "Grace",
        departDate: "2027-02-10",
        returnDate: "2027-02-24",
        flexible: true,
        adults: "2",
        budget: "8000-12000",
        occasion: "a-secret",
        month: "2026-10",
        needs: "Ground-floor room.",
      }),
    );
    const { details } = await renderForm();
    await waitFor(() => expect(byId("departDate")).toHaveValue("2027-02-10"));
    expect(details.open).toBe(true);
    expect(byId("returnDate")).toHaveValue("2027-02-24");
    expect(byId("flexible")).toBeChecked();
    expect(byId("adults")).toHaveValue(2);
    expect(byId("budget")).toHaveValue("8000-12000");
    expect(byId("needs")).toHaveValue("Ground-floor room.");
    // An occasion we do not offer and a month that has passed are dropped, not half-shown.
    expect(byId("occasion")).toHaveValue("");
    expect(byId("month")).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /first name/i })).toHaveValue("Grace");
  });

  it("stays folded for a draft without any of it", async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: "Grace" }));
    const { details } = await renderForm();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /first name/i })).toHaveValue("Grace"));
    expect(details.open).toBe(false);
  });
});

describe("?specialism= in the address", () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => window.history.replaceState(null, "", "/contact/"));

  it("names the specialism and starts the message with it", async () => {
    window.history.replaceState(null, "", "/contact/?specialism=honeymoons-celebrations");
    render(<EnquiryForm {...props} />);
    const message = screen.getByRole("textbox", { name: /^message/i });
    await waitFor(() => expect(message).toHaveValue("I would love to hear more about “Honeymoons & Celebrations”. "));
    expect(screen.getByText("Honeymoons & Celebrations", { selector: "strong" })).toBeVisible();
    // A specialism is not a place: where to go stays the visitor's to say.
    expect(screen.getByRole("textbox", { name: /where would you like to go/i })).toHaveValue("");
  });

  it("takes an experience's id too, and leaves an unknown one alone", async () => {
    window.history.replaceState(null, "", "/contact/?specialism=safari");
    const { unmount } = render(<EnquiryForm {...props} />);
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: /^message/i }).value).toContain(
        "Private Safari Adventures",
      ),
    );
    unmount();

    window.history.replaceState(null, "", "/contact/?specialism=space-tourism");
    const view = render(<EnquiryForm {...props} />);
    await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"));
    expect(screen.getByRole("textbox", { name: /^message/i })).toHaveValue("");
    expect(view.container.querySelector("strong")).toBeNull();
  });

  it("gives way to what the visitor already typed", async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ message: "Our own words, already." }));
    window.history.replaceState(null, "", "/contact/?specialism=honeymoons-celebrations");
    render(<EnquiryForm {...props} />);
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^message/i })).toHaveValue("Our own words, already."),
    );
  });
});
