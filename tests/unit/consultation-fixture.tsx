import { act, render, screen } from "@testing-library/react";
import { ConsultationBooking } from "@/components/contact/consultation-booking";
import type { ConsultationFlowProps } from "@/components/contact/consultation-flow";
import { RULES } from "../booking-rules";

/*
 * What the booking tests share: the panel's props and a stand-in for the API behind fetch. The taken list
 * answers GET /api/consultation/taken; each POST /api/consultation takes the next answer queued (201 once
 * the queue is empty), and is kept with its JSON body.
 */

export const agency = {
  name: "Aurelia Travel",
  email: "hello@example.com",
  phone: { display: "020 7946 0321", href: "tel:+442079460321" },
  host: "www.aurelia.example",
};

export const bookingProps: ConsultationFlowProps = {
  rules: RULES,
  agency,
  timeZoneNote: "Times are UK time (London).",
  details: {
    heading: "Your details",
    intro: "So that Charlotte knows who to expect.",
    notesLabel: "Anything you would like to talk about?",
    submit: "Book my call with Charlotte",
  },
  confirmation: { heading: "Your free consultation", text: "Charlotte has your booking and will be in touch." },
};

type Answer = { status: number; body?: unknown } | "network";
type Taken = { date: string; slot: string }[] | "fail";

const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

export function mockApi({ taken = [], answers = [] }: { taken?: Taken; answers?: Answer[] } = {}) {
  const queue = [...answers];
  const posts: Record<string, unknown>[] = [];
  const takenQueries: string[] = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.startsWith("/api/consultation/taken?")) {
      takenQueries.push(address.slice(address.indexOf("?") + 1));
      if (taken === "fail") throw new TypeError("Failed to fetch");
      return answer(200, { taken });
    }
    posts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const next = queue.shift() ?? { status: 201, body: { ok: true } };
    if (next === "network") throw new TypeError("Failed to fetch");
    return answer(next.status, next.body);
  });
  global.fetch = fetchMock as typeof fetch;
  return { fetchMock, posts, takenQueries };
}

/** Renders the booking and lets its first request for the taken times settle. */
export async function renderBooking(props: Partial<ConsultationFlowProps> = {}) {
  const view = render(<ConsultationBooking {...bookingProps} {...props} />);
  await act(async () => {});
  return view;
}

/** The day button whose label names this date, e.g. "7 December 2026". */
export const day = (label: string) => screen.getByRole("button", { name: new RegExp(`\\b${label}\\b`) });

export const field = (label: RegExp | string) => screen.getByLabelText(label);
