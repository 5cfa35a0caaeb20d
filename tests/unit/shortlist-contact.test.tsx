import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm, type EnquiryFormProps } from "@/components/contact/enquiry-form";
import { DRAFT_KEY } from "@/lib/enquiry/draft";

// "Enquire about my shortlist" opens /contact/?shortlist=…: the form names the ideas and sends their slugs,
// and whatever the visitor typed (a draft) wins over the words it would fill in.

jest.mock("@/lib/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));

const props: EnquiryFormProps = {
  recipient: "hello@example.com",
  delivery: { endpoint: "/api/enquiry", timeoutMs: 10_000 },
  phone: { display: "020 7946 0321", href: "tel:+442079460321" },
  email: "hello@example.com",
  privacyHref: "/privacy-policy/",
  subjects: {
    destinations: { kyoto: "Kyoto" },
    itineraries: { "a-journey": { title: "A Journey", places: "Dubai, Maldives" } },
  },
};

const message = () => screen.getByRole("textbox", { name: /^message/i });

async function openForm() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(<EnquiryForm {...props} />);
  await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"));
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  window.history.replaceState({}, "", "/contact/?shortlist=a-journey,atlantis,kyoto");
  jest.spyOn(console, "info").mockImplementation(() => {});
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 201, headers: { get: () => null } } as unknown as Response),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState({}, "", "/");
});

it("names the saved ideas in the message and above the form, and sends their slugs in order", async () => {
  const user = await openForm();
  await waitFor(() => expect((message() as HTMLTextAreaElement).value).toMatch(/A Journey[\s\S]*Kyoto/));
  expect(screen.getByRole("list")).toHaveTextContent(/A Journey\s*Kyoto/);
  await user.type(screen.getByRole("textbox", { name: /first name/i }), "Ada");
  await user.type(screen.getByRole("textbox", { name: /last name/i }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: /e-mail address/i }), "ada@example.com");
  await user.click(screen.getByRole("button", { name: /send message/i }));
  await act(() => jest.advanceTimersByTimeAsync(1500));
  const fetchMock = global.fetch as jest.MockedFunction<typeof fetch>;
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).shortlist).toEqual(["a-journey", "kyoto"]);
  // Typing three fields and the lazily loaded rules take a few seconds on a busy two-core machine.
}, 20_000);

it("keeps the message the visitor typed, and still carries the shortlist", async () => {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ message: "Somewhere warm in February, please." }));
  await openForm();
  await waitFor(() => expect(message()).toHaveValue("Somewhere warm in February, please."));
  expect(screen.getByRole("list")).toHaveTextContent(/A Journey\s*Kyoto/);
});
