/** @jest-environment node */
import { ENQUIRY_DEFAULTS, type EnquiryValues } from "@/lib/enquiry";
import { enquirySchema } from "@/lib/enquiry/schema";
import { DEFAULT_ENQUIRY_TIMEOUT_MS, deliverySettings, ENQUIRY_ENDPOINT, postEnquiry } from "@/lib/enquiry/delivery";
import {
  describeFailure,
  initialSubmitState,
  SUBMIT_DELAY_MS,
  submitEnquiry,
  submitReducer,
  type SubmitOutcome,
  type SubmitState,
} from "@/lib/enquiry/submission";

const values: EnquiryValues = enquirySchema.parse({
  ...ENQUIRY_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: "A fortnight in Kyoto and Hakone.",
});
const ENDPOINT = ENQUIRY_ENDPOINT;
const ID = "0b3a6f5e-8c1d-4e2f-9a7b-3c4d5e6f7a8b";
const delivery = { endpoint: ENDPOINT, timeoutMs: 10_000 };

/** A fetch that answers after `ms` with `status`, and honours the abort signal like the real one. */
function fakeFetch(status: number | "network", ms = 0) {
  return jest.fn((_url: string | URL | Request, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (status === "network") reject(new TypeError("Failed to fetch"));
        else resolve(new Response(null, { status }));
      }, ms);
      init?.signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(new DOMException("The operation was aborted.", "AbortError"));
      });
    });
  });
}

/** Starts a submission and reports whether it has settled, without awaiting it. */
function track(promise: Promise<SubmitOutcome>) {
  const state: { outcome?: SubmitOutcome } = {};
  void promise.then((outcome) => (state.outcome = outcome));
  return state;
}

const flush = () => jest.advanceTimersByTimeAsync(0);

describe("the submit state machine", () => {
  const submitting: SubmitState = { status: "submitting" };

  it("goes idle → submitting → sent", () => {
    const sending = submitReducer(initialSubmitState, { type: "submit" });
    expect(sending).toEqual(submitting);
    expect(submitReducer(sending, { type: "settle", outcome: { kind: "sent" } })).toEqual({ status: "sent" });
  });

  it("shows a dropped (bot) submission exactly like a sent one", () => {
    expect(submitReducer(submitting, { type: "settle", outcome: { kind: "dropped" } })).toEqual({ status: "sent" });
  });

  it("keeps the failure's reason", () => {
    const failure = { reason: "status", status: 500 } as const;
    expect(submitReducer(submitting, { type: "settle", outcome: { kind: "failed", failure } })).toEqual({
      status: "failed",
      failure,
    });
  });

  it("ignores a second submit while sending, and a settle when nothing is sending", () => {
    expect(submitReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(submitReducer(initialSubmitState, { type: "settle", outcome: { kind: "sent" } })).toBe(initialSubmitState);
  });

  it("lets the visitor try again after a failure or send another enquiry after success", () => {
    expect(submitReducer({ status: "failed", failure: { reason: "timeout" } }, { type: "submit" })).toEqual(submitting);
    expect(submitReducer({ status: "sent" }, { type: "submit" })).toEqual(submitting);
  });
});

describe("submitting an enquiry", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-12-03T10:00:00Z") }));
  afterEach(() => jest.useRealTimers());

  it("takes at least 1.5 s, then logs the enquiry with its subject and recipient", async () => {
    const log = jest.fn();
    const run = track(
      submitEnquiry(values, { recipient: "hello@example.com", delivery, id: ID, log, fetchImpl: fakeFetch(201) }),
    );

    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
    expect(run.outcome).toBeUndefined();
    expect(log).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(run.outcome).toEqual({ kind: "sent" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toMatchObject({
      subject: "New Travel Enquiry",
      recipient: "hello@example.com",
      firstName: "Ada",
      submittedAt: "2026-12-03T10:00:00.000Z",
    });
    expect(SUBMIT_DELAY_MS).toBe(1500);
  });

  it("writes to the console as information, not as an error", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    const error = jest.spyOn(console, "error");
    const run = track(
      submitEnquiry(values, { recipient: "hello@example.com", delivery, id: ID, fetchImpl: fakeFetch(201) }),
    );
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    expect(run.outcome).toEqual({ kind: "sent" });
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining("New Travel Enquiry"),
      expect.objectContaining({ recipient: "hello@example.com" }),
    );
    expect(error).not.toHaveBeenCalled();
    info.mockRestore();
    error.mockRestore();
  });

  it("drops a bot's enquiry silently: the same pause, no delivery, no log", async () => {
    const log = jest.fn();
    const fetchImpl = fakeFetch(200);
    const run = track(
      submitEnquiry(
        { ...values, website: "https://spam.example" },
        {
          recipient: "hello@example.com",
          delivery,
          id: ID,
          log,
          fetchImpl,
        },
      ),
    );
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    expect(run.outcome).toEqual({ kind: "dropped" });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("POSTs the enquiry as JSON to the Worker and settles after the 1.5 s pause", async () => {
    const fetchImpl = fakeFetch(200, 100);
    const log = jest.fn();
    const run = track(
      submitEnquiry(values, {
        recipient: "hello@example.com",
        delivery,
        id: ID,
        fetchImpl,
        log,
      }),
    );
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    // The id travels with it (a retry is stored once), and so does the honeypot, empty for a person.
    expect(JSON.parse(String(init?.body))).toMatchObject({
      subject: "New Travel Enquiry",
      email: "ada@example.com",
      id: ID,
      website: "",
    });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty("turnstileToken");

    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
    expect(run.outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.outcome).toEqual({ kind: "sent" });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("waits for a slow endpoint beyond the pause", async () => {
    const run = track(
      submitEnquiry(values, {
        recipient: "r@example.com",
        delivery,
        id: ID,
        fetchImpl: fakeFetch(201, 4000),
        log: jest.fn(),
      }),
    );
    await jest.advanceTimersByTimeAsync(3999);
    expect(run.outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.outcome).toEqual({ kind: "sent" });
  });

  it.each([
    ["a 500", fakeFetch(500), { reason: "status", status: 500 }],
    ["a 404", fakeFetch(404), { reason: "status", status: 404 }],
    ["a network error", fakeFetch("network"), { reason: "network" }],
  ])("reports %s as a failure, and logs nothing as sent", async (_label, fetchImpl, failure) => {
    const log = jest.fn();
    const run = track(
      submitEnquiry(values, {
        recipient: "r@example.com",
        delivery,
        id: ID,
        fetchImpl,
        log,
      }),
    );
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    expect(run.outcome).toEqual({ kind: "failed", failure });
    expect(log).not.toHaveBeenCalled();
  });

  it("gives up on an endpoint that does not answer within the timeout", async () => {
    const fetchImpl = fakeFetch(200, 60_000);
    const run = track(
      submitEnquiry(values, {
        recipient: "r@example.com",
        delivery,
        id: ID,
        fetchImpl,
      }),
    );
    await jest.advanceTimersByTimeAsync(9_999);
    expect(run.outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.outcome).toEqual({ kind: "failed", failure: { reason: "timeout" } });
    expect((fetchImpl.mock.calls[0]![1]?.signal as AbortSignal).aborted).toBe(true);
  });

  it("sends the Turnstile token when the site has one, asked for once per send", async () => {
    const fetchImpl = fakeFetch(201);
    const turnstileToken = jest.fn(() => Promise.resolve("a-token"));
    track(submitEnquiry(values, { recipient: "r@example.com", delivery, id: ID, fetchImpl, turnstileToken }));
    await flush();
    expect(turnstileToken).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toMatchObject({ turnstileToken: "a-token" });
  });

  it("reads how long a busy Worker asks the visitor to wait", async () => {
    const fetchImpl = jest.fn(() =>
      Promise.resolve(new Response(null, { status: 429, headers: { "Retry-After": "120" } })),
    );
    const run = track(submitEnquiry(values, { recipient: "r@example.com", delivery, id: ID, fetchImpl }));
    await jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS);
    expect(run.outcome).toEqual({ kind: "failed", failure: { reason: "status", status: 429, retryAfterSeconds: 120 } });
  });

  it("explains each failure in one plain sentence", () => {
    expect(describeFailure({ reason: "timeout" })).toMatch(/did not answer in time/);
    expect(describeFailure({ reason: "status", status: 503 })).toMatch(/could not accept/);
    expect(describeFailure({ reason: "status", status: 429, retryAfterSeconds: 60 })).toMatch(/wait a minute/);
    expect(describeFailure({ reason: "status", status: 429, retryAfterSeconds: 120 })).toMatch(/wait 2 minutes/);
    expect(describeFailure({ reason: "network" })).toMatch(/connection/);
  });
});

describe("posting to the endpoint", () => {
  const enquiry = {
    id: ID,
    website: "",
    subject: "New Travel Enquiry" as const,
    recipient: "hello@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    message: "Kyoto",
    newsletter: false,
    submittedAt: "2026-12-03T10:00:00.000Z",
  };

  it("counts any 2xx as delivered", async () => {
    await expect(
      postEnquiry(enquiry, { endpoint: ENDPOINT, timeoutMs: 1000, fetchImpl: fakeFetch(204) }),
    ).resolves.toEqual({ ok: true });
  });

  it("never throws: a rejected fetch becomes a network failure", async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(postEnquiry(enquiry, { endpoint: ENDPOINT, timeoutMs: 1000, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: "network",
    });
  });
});

describe("the build-time delivery settings", () => {
  it("posts to the site's own Worker, with a 10 s timeout and no Turnstile by default", () => {
    expect(deliverySettings({})).toEqual({ endpoint: "/api/enquiry", timeoutMs: DEFAULT_ENQUIRY_TIMEOUT_MS });
    expect(DEFAULT_ENQUIRY_TIMEOUT_MS).toBe(10_000);
    expect(deliverySettings({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "  " })).not.toHaveProperty("turnstileSiteKey");
  });

  it("reads the timeout and the Turnstile site key", () => {
    expect(
      deliverySettings({ NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS: "2500", NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAAAAAAexample" }),
    ).toEqual({ endpoint: "/api/enquiry", timeoutMs: 2500, turnstileSiteKey: "0x4AAAAAAAexample" });
  });

  it.each([
    [{ NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS: "ten seconds" }, /positive whole number/],
    [{ NEXT_PUBLIC_ENQUIRY_TIMEOUT_MS: "0" }, /positive whole number/],
    [{ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "not a key!" }, /Turnstile site key/],
  ])("fails the build on %j", (env, message) => {
    expect(() => deliverySettings(env)).toThrow(message);
  });
});
