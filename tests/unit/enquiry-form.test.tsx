import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm, type EnquiryFormProps } from "@/components/contact/enquiry-form";
import { ENQUIRY_MESSAGES, MESSAGE_HINT } from "@/lib/enquiry/messages";
import { DRAFT_KEY, PENDING_ID_KEY } from "@/lib/enquiry/draft";
import { notify } from "@/lib/notify";

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

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

const props: EnquiryFormProps = {
  recipient: "hello@example.com",
  delivery: { endpoint: "/api/enquiry", timeoutMs: 10_000 },
  phone: { display: "020 7946 0321", href: "tel:+442079460321" },
  email: "hello@example.com",
  privacyHref: "/privacy-policy/",
};

async function renderForm(overrides: Partial<EnquiryFormProps> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(<EnquiryForm {...props} {...overrides} />);
  await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"));
  return { user, ...view };
}

const field = (name: RegExp) => screen.getByRole("textbox", { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/first name/i), "Ada");
  await user.type(field(/last name/i), "Lovelace");
  await user.type(field(/e-mail address/i), "ada@example.com");
  await user.type(field(/^message/i), "Kyoto in the autumn.");
}

describe("EnquiryForm", () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    notifyMock.mockClear();
    info = jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    info.mockRestore();
    jest.useRealTimers();
  });

  it("labels every field, keeps the native checks and the autocomplete tokens", async () => {
    await renderForm();
    expect(field(/first name/i)).toHaveAttribute("autocomplete", "given-name");
    expect(field(/first name/i)).toBeRequired();
    expect(field(/last name/i)).toHaveAttribute("autocomplete", "family-name");
    expect(field(/e-mail address/i)).toHaveAttribute("type", "email");
    expect(field(/e-mail address/i)).toHaveAttribute("autocomplete", "email");
    expect(screen.getByRole("textbox", { name: /phone/i })).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("textbox", { name: /phone/i })).not.toBeRequired();
    expect(field(/^message/i)).toHaveAccessibleDescription(MESSAGE_HINT);
    expect(screen.getByRole("checkbox", { name: /travel inspiration/i })).not.toBeChecked();
    // The honeypot is out of reach: hidden from assistive technology and the tab order.
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("shows each error inline, tied to its field, and focuses the first invalid field", async () => {
    const { user } = await renderForm();
    await user.type(field(/e-mail address/i), "ada@");
    await user.click(screen.getByRole("button", { name: /send message/i }));

    const firstName = field(/first name/i);
    await waitFor(() => expect(firstName).toHaveAttribute("aria-invalid", "true"));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(ENQUIRY_MESSAGES.firstName);
    expect(field(/last name/i)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lastName);
    expect(field(/e-mail address/i)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid);
    expect(field(/^message/i)).toHaveAccessibleDescription(`${MESSAGE_HINT} ${ENQUIRY_MESSAGES.message}`);
    expect(notifyMock).not.toHaveBeenCalled();

    await user.type(firstName, "Ada");
    await waitFor(() => expect(firstName).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(ENQUIRY_MESSAGES.firstName)).toBeNull();
  });

  it("sends for 1.5 s (disabled, 'Sending...', busy), then confirms, logs and clears the form", async () => {
    const { user, container } = await renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /travel inspiration/i }));
    await user.click(screen.getByRole("button", { name: /send message/i }));

    await act(() => jest.advanceTimersByTimeAsync(0));
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(notifyMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(notifyMock).toHaveBeenCalledWith("success", "Message Sent!", {
      description: "We've received your inquiry and will get back to you soon.",
    });
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining("New Travel Enquiry"),
      expect.objectContaining({ subject: "New Travel Enquiry", recipient: "hello@example.com", newsletter: true }),
    );
    expect(field(/first name/i)).toHaveValue("");
    expect(field(/^message/i)).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: /travel inspiration/i })).not.toBeChecked();
    expect(screen.getByRole("button", { name: /send message/i })).toBeEnabled();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "false");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // It went to the site's own Worker, once, under an id the browser made for it; sent, the id is forgotten.
    const fetchMock = global.fetch as jest.MockedFunction<typeof fetch>;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/enquiry");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem(PENDING_ID_KEY)).toBeNull();
  });

  it("keeps every typed value and offers phone and e-mail when the endpoint fails", async () => {
    const fetchMock = jest.fn(() => Promise.resolve(answer(500)));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { user } = await renderForm({ delivery: { endpoint: "/api/enquiry", timeoutMs: 10_000 } });
      await fillRequired(user);
      await user.click(screen.getByRole("button", { name: /send message/i }));
      await act(() => jest.advanceTimersByTimeAsync(1500));

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(notifyMock).toHaveBeenCalledWith(
        "error",
        "Your message has not been sent",
        expect.objectContaining({
          description: expect.stringContaining("hello@example.com"),
        }),
      );
      expect(field(/first name/i)).toHaveValue("Ada");
      expect(field(/^message/i)).toHaveValue("Kyoto in the autumn.");
      expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
        "href",
        "mailto:hello@example.com",
      );
      expect(screen.getByRole("link", { name: /^020\s7946\s0321$/ })).toHaveAttribute("href", "tel:+442079460321");
      expect(info).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(DRAFT_KEY)).toContain("Kyoto in the autumn.");

      // Trying again sends the same enquiry under the same id, so the Worker stores it once.
      await user.click(screen.getByRole("button", { name: /send message/i }));
      await act(() => jest.advanceTimersByTimeAsync(1500));
      const ids = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
        ([, init]) => JSON.parse(String(init.body)).id as string,
      );
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      global.fetch = original;
    }
  });

  it("tells a bot its message was sent, and sends and logs nothing", async () => {
    const fetchMock = jest.fn();
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { user, container } = await renderForm({
        delivery: { endpoint: "/api/enquiry", timeoutMs: 10_000 },
      });
      await fillRequired(user);
      await user.type(container.querySelector<HTMLInputElement>("#enquiry-website")!, "https://spam.example");
      await user.click(screen.getByRole("button", { name: /send message/i }));
      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(notifyMock).toHaveBeenCalledWith("success", "Message Sent!", expect.anything());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
    } finally {
      global.fetch = original;
    }
  });

  it("brings back an unsent draft", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ firstName: "Grace", message: "Norway in June", newsletter: true }),
    );
    await renderForm();
    await waitFor(() => expect(field(/first name/i)).toHaveValue("Grace"));
    expect(field(/^message/i)).toHaveValue("Norway in June");
    expect(screen.getByRole("checkbox", { name: /travel inspiration/i })).toBeChecked();
  });
});
