import { buildEnquiry, isLikelyBot, type Enquiry, type EnquiryValues } from "@/lib/enquiry";
import { attributionSource } from "@/lib/attribution-capture";
import { postEnquiry, type DeliveryFailure, type DeliverySettings } from "@/lib/enquiry/delivery";

/*
 * What happens after the visitor presses Send: idle → submitting, which lasts at least
 * 1.5 s → sent (the Worker has stored it: notice, form cleared) or failed (notice, everything typed kept).
 * The reducer is the state machine; submitEnquiry is the work between the two.
 */

/** A deliberate pause, so "Sending..." is seen and the notice never flashes past. */
export const SUBMIT_DELAY_MS = 1500;

export const SENDING_LABEL = "Sending...";
export const SENT_NOTICE = {
  title: "Message Sent!",
  description: "We've received your inquiry and will get back to you soon.",
} as const;
export const FAILED_NOTICE_TITLE = "Your message has not been sent";

export type SubmitOutcome =
  | { kind: "sent" }
  /** A bot filled the honeypot: it is told "sent", and nothing goes anywhere. */
  | { kind: "dropped" }
  | { kind: "failed"; failure: DeliveryFailure };

export type SubmitState =
  { status: "idle" } | { status: "submitting" } | { status: "sent" } | { status: "failed"; failure: DeliveryFailure };

export type SubmitEvent = { type: "submit" } | { type: "settle"; outcome: SubmitOutcome };

export const initialSubmitState: SubmitState = { status: "idle" };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case "submit":
      // A second press while sending changes nothing: one enquiry, one delivery.
      return state.status === "submitting" ? state : { status: "submitting" };
    case "settle":
      if (state.status !== "submitting") return state;
      return event.outcome.kind === "failed"
        ? { status: "failed", failure: event.outcome.failure }
        : { status: "sent" };
  }
}

export type SubmitDependencies = {
  recipient: string;
  delivery: DeliverySettings;
  /** This enquiry's id: made once and kept until it is sent, so a retry is stored once (lib/enquiry/draft.ts). */
  id: string;
  /** The shortlist the visitor came to enquire about (/contact/?shortlist=…), as slugs. */
  shortlist?: readonly string[];
  /** A Turnstile token, when the site has a key (lib/turnstile.ts). */
  turnstileToken?: () => Promise<string | undefined>;
  now?: () => Date;
  wait?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
  log?: (message: string, enquiry: Enquiry) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The spec writes every enquiry to the console; it is information, not an error.
const logToConsole = (message: string, enquiry: Enquiry) => console.info(message, enquiry);

export async function submitEnquiry(values: EnquiryValues, deps: SubmitDependencies): Promise<SubmitOutcome> {
  const wait = deps.wait ?? sleep;
  if (isLikelyBot(values)) {
    await wait(SUBMIT_DELAY_MS);
    return { kind: "dropped" };
  }

  const enquiry = buildEnquiry(values, deps.recipient, (deps.now ?? (() => new Date()))(), deps.shortlist);
  const { endpoint, timeoutMs } = deps.delivery;
  const send = async () => {
    const token = await deps.turnstileToken?.();
    const request = {
      ...enquiry,
      id: deps.id,
      website: values.website,
      ...(token ? { turnstileToken: token } : {}),
      ...attributionSource(),
    };
    return postEnquiry(request, { endpoint, timeoutMs, fetchImpl: deps.fetchImpl });
  };
  const [, result] = await Promise.all([wait(SUBMIT_DELAY_MS), send()]);
  if (!result.ok) {
    const { ok: _ok, ...failure } = result;
    return { kind: "failed", failure };
  }
  (deps.log ?? logToConsole)(`${enquiry.subject} for ${enquiry.recipient}`, enquiry);
  return { kind: "sent" };
}

/** One plain sentence for the failure notice: what went wrong, in the visitor's terms. */
export function describeFailure(failure: DeliveryFailure): string {
  switch (failure.reason) {
    case "timeout":
      return "Our message service did not answer in time.";
    case "status":
      if (failure.status === 429) {
        const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
        return `We have had several messages from your connection in a short time: please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} before sending again.`;
      }
      return "Our message service could not accept it just now.";
    case "network":
      return "Your connection to our message service failed.";
  }
}
