import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { isoDate, TIME_SLOTS } from "@/lib/booking";
import {
  DESK_PAGE_SIZE,
  DIGEST_SUBJECT,
  NOTE_MAX,
  type DeskItem,
  type DeskLeadAnswer,
  type DeskList,
} from "@/lib/desk";
import {
  BASE,
  bookableDay,
  DESK_EMAILS,
  deskGet,
  deskPost,
  deskToken,
  execute,
  fullEnquiry,
  newId,
  outboxMentioning,
  post,
  query,
  signUp,
  turnstileToken,
  waitFor,
  workerLog,
} from "./support";

// The owner's desk, /api/desk/* (worker/desk.ts, worker/README.md "The owner's desk"), against the fake
// Cloudflare Access issuer that global-setup.ts starts (tests/api/fake-access.ts).

const OWNER = DESK_EMAILS[0] as string;

/** A surname of letters only, unique to one test, so its search finds its own rows and nothing else. */
const uniqueName = () =>
  `Desk${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;

async function asJson<T>(response: APIResponse): Promise<T> {
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-type"]).toContain("application/json");
  return (await response.json()) as T;
}

/** An answer that refuses and gives nothing away: only { ok, error, message }. */
async function expectRefused(response: APIResponse, status: number, error: string) {
  expect(response.status()).toBe(status);
  const body = await asJson<Record<string, unknown>>(response);
  expect(body).toMatchObject({ ok: false, error });
  expect(Object.keys(body).sort()).toEqual(["error", "message", "ok"]);
}

/** An enquiry row stored directly, as the API would have stored it, at a moment of the test's choosing. */
function storeEnquiry(fields: {
  lastName: string;
  createdAt?: Date;
  email?: string;
  message?: string;
  destination?: string;
  utmSource?: string;
  landing?: string;
  status?: string;
  emailStatus?: string;
}) {
  const id = newId();
  const at = (fields.createdAt ?? new Date()).toISOString();
  execute(
    `INSERT INTO enquiries (id, created_at, submitted_at, first_name, last_name, email, destination, message, newsletter,
       email_status, email_attempts, src_landing, src_utm_source, lead_status)
     VALUES (?, ?, ?, 'Ada', ?, ?, ?, ?, 0, ?, 1, ?, ?, ?)`,
    id,
    at,
    at,
    fields.lastName,
    fields.email ?? `${fields.lastName.toLowerCase()}@example.org`,
    fields.destination ?? null,
    fields.message ?? "A fortnight in Japan.",
    fields.emailStatus ?? "sent",
    fields.landing ?? (fields.utmSource ? "/" : null),
    fields.utmSource ?? null,
    fields.status ?? "new",
  );
  return id;
}

const DAY = 86_400_000;

/** How often the Worker has logged a desk refusal for jose's reason `code`. */
const refusalsFor = (code: string) => workerLog().split(`Desk request refused: ${code}.`).length - 1;

test.describe("who may use the desk", () => {
  const routes = [
    "/api/desk/me",
    "/api/desk/leads?kind=enquiry",
    "/api/desk/attention",
    "/api/desk/summary?days=30",
    "/api/desk/export.csv?kind=enquiry",
  ];

  test("no token: 401 on every route, and nothing is read or changed", async ({ request }) => {
    for (const route of routes) await expectRefused(await deskGet(request, route), 401, "unauthenticated");
    const lastName = uniqueName();
    const id = storeEnquiry({ lastName });
    await expectRefused(
      await deskPost(request, "/api/desk/erase", { email: `${lastName.toLowerCase()}@example.org` }),
      401,
      "unauthenticated",
    );
    await expectRefused(
      await deskPost(request, "/api/desk/lead/status", { kind: "enquiry", id, status: "booked" }),
      401,
      "unauthenticated",
    );
    expect(query<{ lead_status: string }>("SELECT lead_status FROM enquiries WHERE id = ?", id)).toEqual([
      { lead_status: "new" },
    ]);
  });

  test("a token signed by a key the team does not publish: 401", async ({ request }) => {
    const token = await deskToken("other-key");
    const before = refusalsFor("ERR_JWS_SIGNATURE_VERIFICATION_FAILED");
    for (const route of routes) await expectRefused(await deskGet(request, route, token), 401, "unauthenticated");
    // Refused for this reason, not another.
    await waitFor(
      () => (refusalsFor("ERR_JWS_SIGNATURE_VERIFICATION_FAILED") === before + routes.length ? true : undefined),
      "the log",
    );
  });

  test("an unsigned token (alg: none): 401", async ({ request }) => {
    const token = await deskToken("alg-none");
    const before = refusalsFor("ERR_JOSE_ALG_NOT_ALLOWED");
    for (const route of routes) await expectRefused(await deskGet(request, route, token), 401, "unauthenticated");
    // Refused for this reason, not another.
    await waitFor(
      () => (refusalsFor("ERR_JOSE_ALG_NOT_ALLOWED") === before + routes.length ? true : undefined),
      "the log",
    );
  });

  test("an expired token: 401", async ({ request }) => {
    const token = await deskToken("expired");
    const before = refusalsFor("ERR_JWT_EXPIRED");
    for (const route of routes) await expectRefused(await deskGet(request, route, token), 401, "unauthenticated");
    // Refused for this reason, not another.
    await waitFor(() => (refusalsFor("ERR_JWT_EXPIRED") === before + routes.length ? true : undefined), "the log");
  });

  test("a token for another Access application (audience): 401", async ({ request }) => {
    const token = await deskToken("other-audience");
    const before = refusalsFor("ERR_JWT_CLAIM_VALIDATION_FAILED");
    for (const route of routes) await expectRefused(await deskGet(request, route, token), 401, "unauthenticated");
    // Refused for this reason, not another.
    await waitFor(
      () => (refusalsFor("ERR_JWT_CLAIM_VALIDATION_FAILED") === before + routes.length ? true : undefined),
      "the log",
    );
  });

  test("a good token for an address not on desk.allowedEmails: 403, and nothing is erased", async ({ request }) => {
    const token = await deskToken("good", "someone.else@example.net");
    for (const route of routes) await expectRefused(await deskGet(request, route, token), 403, "forbidden");
    const lastName = uniqueName();
    const email = `${lastName.toLowerCase()}@example.org`;
    storeEnquiry({ lastName, email });
    await expectRefused(await deskPost(request, "/api/desk/erase", { email }, token), 403, "forbidden");
    expect(query("SELECT id FROM enquiries WHERE email = ?", email)).toHaveLength(1);
  });

  test("a good token for an allowed address: GET /api/desk/me names it, in any case", async ({ request }) => {
    const answer = await deskGet(request, "/api/desk/me", await deskToken("good", OWNER.toUpperCase()));
    expect(answer.status()).toBe(200);
    expect(await asJson(answer)).toEqual({ email: OWNER.toLowerCase() });
  });
});

test.describe("the lists", () => {
  let token: string;
  test.beforeAll(async () => {
    token = await deskToken();
  });
  const list = async (request: APIRequestContext, search: string) => {
    const answer = await deskGet(request, `/api/desk/leads?${search}`, token);
    expect(answer.status()).toBe(200);
    return asJson<DeskList>(answer);
  };

  test("enquiries: search by name or address, newest first, with the item's fields and source", async ({ request }) => {
    const lastName = uniqueName();
    const older = storeEnquiry({ lastName, createdAt: new Date(Date.now() - 2 * DAY), utmSource: "newsletter" });
    const newer = storeEnquiry({ lastName, destination: "Japan", email: `x.${lastName.toLowerCase()}@example.org` });
    const byName = await list(request, `kind=enquiry&q=${encodeURIComponent(`Ada ${lastName}`)}`);
    expect(byName).toMatchObject({ page: 1, pageSize: DESK_PAGE_SIZE, total: 2 });
    expect(byName.items.map((item) => item.id)).toEqual([newer, older]);
    expect(byName.items[0]).toMatchObject({
      kind: "enquiry",
      name: `Ada ${lastName}`,
      email: `x.${lastName.toLowerCase()}@example.org`,
      status: "new",
      emailStatus: "sent",
      source: null,
    });
    expect(byName.items[0]?.summary).toContain("Japan");
    expect(byName.items[1]?.source).toEqual({ landing: "/", utmSource: "newsletter" });
    const byAddress = await list(request, `kind=enquiry&q=x.${lastName.toLowerCase()}`);
    expect(byAddress.items.map((item) => item.id)).toEqual([newer]);
  });

  test("the search's % and _ match only themselves", async ({ request }) => {
    storeEnquiry({ lastName: uniqueName() });
    expect((await list(request, "kind=enquiry&q=%25")).total).toBe(0);
    expect((await list(request, "kind=enquiry&q=_")).total).toBe(0);
  });

  test("the status filter and the date range (whole London days)", async ({ request }) => {
    const lastName = uniqueName();
    const replied = storeEnquiry({ lastName, status: "replied" });
    storeEnquiry({ lastName });
    const q = `q=${lastName}`;
    expect((await list(request, `kind=enquiry&${q}&status=replied`)).items.map((item) => item.id)).toEqual([replied]);
    // 10 January 2025 in London runs from 00:00 to 23:59:59 UTC (winter time).
    const inside = storeEnquiry({ lastName, createdAt: new Date("2025-01-10T23:59:00Z") });
    storeEnquiry({ lastName, createdAt: new Date("2025-01-11T00:00:00Z") });
    storeEnquiry({ lastName, createdAt: new Date("2025-01-09T23:59:00Z") });
    const day = await list(request, `kind=enquiry&${q}&from=2025-01-10&to=2025-01-10`);
    expect(day.items.map((item) => item.id)).toEqual([inside]);
    // 1 July 2025 in London begins at 23:00 UTC on 30 June (summer time).
    const summer = storeEnquiry({ lastName, createdAt: new Date("2025-06-30T23:30:00Z") });
    expect((await list(request, `kind=enquiry&${q}&from=2025-07-01&to=2025-07-01`)).items.map((i) => i.id)).toEqual([
      summer,
    ]);
  });

  test("pages of 25, counted on the server", async ({ request }) => {
    const lastName = uniqueName();
    const ids = Array.from({ length: DESK_PAGE_SIZE + 2 }, (_, n) =>
      storeEnquiry({ lastName, createdAt: new Date(Date.now() - n * 60_000) }),
    );
    const first = await list(request, `kind=enquiry&q=${lastName}&page=1`);
    const second = await list(request, `kind=enquiry&q=${lastName}&page=2`);
    expect(first.total).toBe(ids.length);
    expect(first.items).toHaveLength(DESK_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, total: ids.length });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids);
    expect((await list(request, `kind=enquiry&q=${lastName}&page=3`)).items).toEqual([]);
  });

  test("consultations: upcoming calls first, soonest first, then past ones, most recent first", async ({ request }) => {
    const lastName = uniqueName();
    const store = (offsetDays: number) => {
      const id = newId();
      const start = new Date(Date.now() + offsetDays * DAY);
      execute(
        `INSERT INTO consultations (id, slot_start, date, slot, first_name, last_name, email, created_at, email_status)
         VALUES (?, ?, ?, '10:00 AM', 'Bo', ?, ?, ?, 'sent')`,
        id,
        start.toISOString(),
        start.toISOString().slice(0, 10),
        lastName,
        `${id}@example.org`,
        new Date(Date.now() - 30 * DAY).toISOString(),
      );
      return id;
    };
    const [pastFar, soon, pastNear, later] = [store(-20), store(3), store(-2), store(9)];
    const answer = await list(request, `kind=consultation&q=${lastName}`);
    expect(answer.items.map((item) => item.id)).toEqual([soon, later, pastNear, pastFar]);
    expect(answer.items[0]).toMatchObject({ kind: "consultation", slot: "10:00 AM" });
    expect(answer.items[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("subscribers: confirmed ones only", async ({ request }) => {
    const tag = uniqueName().toLowerCase();
    const store = (status: "pending" | "confirmed") => {
      const id = newId();
      execute(
        `INSERT INTO subscribers (id, email, status, created_at, confirmed_at, source_page, consent_text, site_origin, confirm_token, unsubscribe_token, email_status)
         VALUES (?, ?, ?, ?, ?, '/journal/', 'words', ?, ?, ?, 'sent')`,
        id,
        `${status}.${tag}@example.org`,
        status,
        new Date().toISOString(),
        status === "confirmed" ? new Date().toISOString() : null,
        BASE,
        `c${newId()}`,
        `u${newId()}`,
      );
      return id;
    };
    const confirmed = store("confirmed");
    store("pending");
    const answer = await list(request, `kind=subscriber&q=${tag}`);
    expect(answer.items.map((item) => item.id)).toEqual([confirmed]);
    expect(answer.items[0]).toMatchObject({ kind: "subscriber", status: "confirmed" });
  });

  test("a query the desk never sends: 400 invalid_query", async ({ request }) => {
    for (const search of [
      "",
      "kind=lead",
      "kind=enquiry&status=won",
      "kind=subscriber&status=new",
      "kind=enquiry&from=2025-02-30",
      "kind=enquiry&from=2025-03-02&to=2025-03-01",
      "kind=enquiry&page=0",
      "kind=enquiry&page=two",
      `kind=enquiry&q=${"a".repeat(101)}`,
      "kind=enquiry&q=a%0Ab",
    ]) {
      await expectRefused(await deskGet(request, `/api/desk/leads?${search}`, token), 400, "invalid_query");
    }
  });

  test("another method: 405", async ({ request }) => {
    const answer = await deskPost(request, "/api/desk/leads?kind=enquiry", {}, token);
    expect(answer.status()).toBe(405);
    expect(answer.headers()["allow"]).toBe("GET");
  });
});

/** A valid `source`, as the browser records it (lib/attribution.ts). */
const SOURCE = {
  landing: "/journal/kyoto/?utm_source=newsletter&utm_campaign=spring",
  referrerHost: "WWW.Example.NET",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring",
  utmTerm: "ryokan",
  utmContent: "hero",
  pages: 4,
  recent: ["/", "/destinations/", "/destination/japan/", "/journal/kyoto/", "/contact/"],
};

/** Every way a `source` can break the rules; each is dropped and its lead stored all the same. */
const MALFORMED_SOURCES: unknown[] = [
  "newsletter",
  { ...SOURCE, landing: "https://elsewhere.example/" },
  { ...SOURCE, landing: "//elsewhere.example/" },
  { ...SOURCE, landing: `/${"a".repeat(300)}` },
  { ...SOURCE, landing: "/a\nb" },
  { ...SOURCE, referrerHost: "example.net/path" },
  { ...SOURCE, referrerHost: `${"a".repeat(250)}.com` },
  { ...SOURCE, utmSource: "a\u202Eb" },
  { ...SOURCE, pages: -1 },
  { ...SOURCE, pages: 10_001 },
  { ...SOURCE, pages: 1.5 },
  { ...SOURCE, recent: [...SOURCE.recent, "/about/"] },
  { ...SOURCE, recent: ["https://elsewhere.example/"] },
  { ...SOURCE, extra: "field" },
];

type SourceRow = Record<string, string | number | null>;
const sourceOf = (table: string, id: string) =>
  query<SourceRow>(
    `SELECT src_landing, src_referrer_host, src_utm_source, src_utm_medium, src_utm_campaign, src_utm_term, src_utm_content, src_pages, src_recent FROM ${table} WHERE id = ?`,
    id,
  )[0];
const STORED_SOURCE = {
  src_landing: SOURCE.landing,
  src_referrer_host: "www.example.net",
  src_utm_source: "newsletter",
  src_utm_medium: "email",
  src_utm_campaign: "spring",
  src_utm_term: "ryokan",
  src_utm_content: "hero",
  src_pages: 4,
  src_recent: JSON.stringify(SOURCE.recent),
};
const NO_SOURCE = Object.fromEntries(Object.keys(STORED_SOURCE).map((column) => [column, null]));

/** Books a call on a day well ahead, at the first time still free. */
async function book(request: APIRequestContext, overrides: Record<string, unknown>) {
  for (const slot of TIME_SLOTS) {
    const body = {
      id: newId(),
      date: isoDate(bookableDay(30)),
      slot,
      firstName: "Bo",
      lastName: uniqueName(),
      email: `${newId()}@example.org`,
      website: "",
      turnstileToken: turnstileToken("consultation"),
      ...overrides,
    };
    const answer = await post(request, "/api/consultation", body);
    if (answer.status() !== 409) return { answer, id: body.id };
  }
  throw new Error("No free slot left on that day");
}

test.describe("where a lead came from", () => {
  test("an enquiry, a booking and a sign-up sent with a source keep it; the answers are unchanged", async ({
    request,
  }) => {
    const enquiry = fullEnquiry({ source: SOURCE });
    const sent = await post(request, "/api/enquiry", enquiry);
    expect(sent.status()).toBe(201);
    expect(await sent.json()).toEqual({ ok: true, id: enquiry.id });
    expect(sourceOf("enquiries", enquiry.id)).toEqual(STORED_SOURCE);

    const booked = await book(request, { source: SOURCE });
    expect(booked.answer.status()).toBe(201);
    expect(sourceOf("consultations", booked.id)).toEqual(STORED_SOURCE);

    const email = `${newId()}@example.org`;
    const signed = await post(request, "/api/subscribe", signUp(email, { source: SOURCE }));
    expect(signed.status()).toBe(202);
    const [row] = query<{ id: string }>("SELECT id FROM subscribers WHERE email = ?", email);
    expect(sourceOf("subscribers", row?.id as string)).toEqual(STORED_SOURCE);
  });

  test("a malformed source is dropped and the lead stored all the same", async ({ request }) => {
    for (const source of MALFORMED_SOURCES) {
      const enquiry = fullEnquiry({ source });
      const sent = await post(request, "/api/enquiry", enquiry);
      expect(sent.status(), JSON.stringify(source)).toBe(201);
      expect(sourceOf("enquiries", enquiry.id), JSON.stringify(source)).toEqual(NO_SOURCE);
    }
    const booked = await book(request, { source: MALFORMED_SOURCES[1] });
    expect(booked.answer.status()).toBe(201);
    expect(sourceOf("consultations", booked.id)).toEqual(NO_SOURCE);
    const email = `${newId()}@example.org`;
    expect((await post(request, "/api/subscribe", signUp(email, { source: MALFORMED_SOURCES[5] }))).status()).toBe(202);
    const [row] = query<{ id: string }>("SELECT id FROM subscribers WHERE email = ?", email);
    expect(sourceOf("subscribers", row?.id as string)).toEqual(NO_SOURCE);
  });
});

test.describe("one lead, its status and its notes", () => {
  let token: string;
  test.beforeAll(async () => {
    token = await deskToken();
  });
  const leadOf = async (request: APIRequestContext, kind: string, id: string) => {
    const answer = await deskGet(request, `/api/desk/lead?kind=${kind}&id=${id}`, token);
    expect(answer.status()).toBe(200);
    return asJson<DeskLeadAnswer>(answer);
  };

  test("an enquiry with every field: Tell us more, the shortlist, the source and the e-mail's state", async ({
    request,
  }) => {
    const enquiry = fullEnquiry({ source: SOURCE });
    expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
    await waitFor(
      () =>
        query("SELECT 1 FROM enquiries WHERE id = ? AND email_status = 'sent'", enquiry.id).length ? true : undefined,
      "the e-mail",
    );
    const { lead, events } = await leadOf(request, "enquiry", enquiry.id);
    expect(lead).toMatchObject({
      kind: "enquiry",
      id: enquiry.id,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      destination: enquiry.destination,
      message: enquiry.message,
      trip: enquiry.trip,
      newsletter: true,
      status: "new",
      emailStatus: "sent",
      emailError: null,
      emailAttempts: 1,
      attribution: { ...SOURCE, referrerHost: "www.example.net" },
    });
    expect(events).toEqual([]);
  });

  test("status changes and notes are kept in order, with who and when", async ({ request }) => {
    const id = storeEnquiry({ lastName: uniqueName() });
    const before = new Date().toISOString();
    const moved = await deskPost(
      request,
      "/api/desk/lead/status",
      { kind: "enquiry", id, status: "replied", note: "Called back;\nsending ideas." },
      token,
    );
    expect(moved.status()).toBe(200);
    const afterMove = await asJson<DeskLeadAnswer>(moved);
    expect(afterMove.lead.status).toBe("replied");
    const back = await deskPost(request, "/api/desk/lead/status", { kind: "enquiry", id, status: "new" }, token);
    expect(back.status()).toBe(200);
    const noted = await deskPost(request, "/api/desk/lead/note", { kind: "enquiry", id, note: "Prefers May." }, token);
    expect(noted.status()).toBe(200);
    const { lead, events } = await asJson<DeskLeadAnswer>(noted);
    expect(lead.status).toBe("new");
    expect(events).toEqual([
      { at: expect.any(String), by: OWNER, type: "status", from: "new", to: "replied" },
      { at: expect.any(String), by: OWNER, type: "note", note: "Called back;\nsending ideas." },
      { at: expect.any(String), by: OWNER, type: "status", from: "replied", to: "new" },
      { at: expect.any(String), by: OWNER, type: "note", note: "Prefers May." },
    ]);
    for (const event of events) expect(event.at >= before).toBe(true);
    expect((await leadOf(request, "enquiry", id)).events).toEqual(events);
  });

  test("a consultation moves through every status", async ({ request }) => {
    const { id } = await book(request, {});
    for (const status of ["replied", "proposal_sent", "booked", "closed_won", "closed_lost"]) {
      const answer = await deskPost(request, "/api/desk/lead/status", { kind: "consultation", id, status }, token);
      expect(answer.status()).toBe(200);
      expect((await asJson<DeskLeadAnswer>(answer)).lead.status).toBe(status);
    }
    expect(query("SELECT lead_status FROM consultations WHERE id = ?", id)).toEqual([{ lead_status: "closed_lost" }]);
  });

  test("what the desk refuses: unknown leads, statuses and kinds, bad notes, foreign pages", async ({ request }) => {
    const id = storeEnquiry({ lastName: uniqueName() });
    await expectRefused(await deskGet(request, `/api/desk/lead?kind=enquiry&id=${newId()}`, token), 404, "not_found");
    await expectRefused(await deskGet(request, "/api/desk/lead?kind=enquiry&id=nope", token), 400, "invalid_query");
    const change = (body: unknown, options = {}) => deskPost(request, "/api/desk/lead/status", body, token, options);
    expect((await change({ kind: "enquiry", id: newId(), status: "booked" })).status()).toBe(404);
    expect((await change({ kind: "enquiry", id, status: "won" })).status()).toBe(422);
    expect((await change({ kind: "subscriber", id, status: "booked" })).status()).toBe(400);
    const note = (text: unknown) =>
      deskPost(request, "/api/desk/lead/note", { kind: "enquiry", id, note: text }, token);
    expect((await note("")).status()).toBe(422);
    expect((await note("x".repeat(NOTE_MAX + 1))).status()).toBe(422);
    expect((await note("bell\u0007")).status()).toBe(422);
    expect((await note(42)).status()).toBe(422);
    expect((await note("x".repeat(NOTE_MAX))).status()).toBe(200);
    expect(
      (
        await change({ kind: "enquiry", id, status: "booked" }, { headers: { Origin: "https://elsewhere.example" } })
      ).status(),
    ).toBe(403);
    expect(
      (await change({ kind: "enquiry", id, status: "booked" }, { headers: { "Content-Type": "text/plain" } })).status(),
    ).toBe(415);
    expect((await change(null, { raw: "{not json" })).status()).toBe(400);
    expect((await change(null, { raw: JSON.stringify({ note: "x".repeat(9000) }) })).status()).toBe(413);
    expect(query("SELECT lead_status FROM enquiries WHERE id = ?", id)).toEqual([{ lead_status: "new" }]);
  });
});

test.describe("what needs the owner", () => {
  let token: string;
  test.beforeAll(async () => {
    token = await deskToken();
  });

  test("a lead whose e-mail failed is listed, and a retry sends it", async ({ request }) => {
    const enquiry = fullEnquiry();
    expect((await post(request, "/api/enquiry", enquiry, { headers: { "X-Test-Email": "fail" } })).status()).toBe(201);
    await waitFor(
      () =>
        query("SELECT 1 FROM enquiries WHERE id = ? AND email_error IS NOT NULL", enquiry.id).length ? true : undefined,
      "the failed first attempt",
    );
    const attention = await asJson<{ failed: DeskItem[] }>(await deskGet(request, "/api/desk/attention", token));
    expect(attention.failed.find((item) => item.id === enquiry.id)).toMatchObject({
      emailStatus: "pending",
      emailError: expect.stringContaining("simulated"),
    });
    const retried = await deskPost(request, "/api/desk/retry", { kind: "enquiry", id: enquiry.id }, token);
    expect(retried.status()).toBe(200);
    expect(await asJson(retried)).toEqual({ emailStatus: "sent", emailError: null, emailAttempts: 2 });
    await waitFor(() => (outboxMentioning(enquiry.id).length === 1 ? true : undefined), "the e-mail");
    const again = await deskPost(request, "/api/desk/retry", { kind: "enquiry", id: enquiry.id }, token);
    await expectRefused(again, 409, "already_sent");
    await expectRefused(
      await deskPost(request, "/api/desk/retry", { kind: "enquiry", id: newId() }, token),
      404,
      "not_found",
    );
  });

  test("a retry that fails again says so, and a lead given up can be retried", async ({ request }) => {
    const enquiry = fullEnquiry({ email: `${newId()}@undeliverable.test` });
    expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
    await waitFor(
      () =>
        query("SELECT 1 FROM enquiries WHERE id = ? AND email_error IS NOT NULL", enquiry.id).length ? true : undefined,
      "the failed first attempt",
    );
    execute("UPDATE enquiries SET email_status = 'failed', email_attempts = 10 WHERE id = ?", enquiry.id);
    const retried = await deskPost(request, "/api/desk/retry", { kind: "enquiry", id: enquiry.id }, token);
    expect(retried.status()).toBe(200);
    expect(await asJson(retried)).toMatchObject({ emailStatus: "failed", emailAttempts: 11 });
  });

  test("leads still new after 24 hours are waiting; a status takes them off", async ({ request }) => {
    const lastName = uniqueName();
    const old = storeEnquiry({ lastName, createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const recent = storeEnquiry({ lastName, createdAt: new Date(Date.now() - 23 * 3_600_000) });
    const handled = storeEnquiry({ lastName, createdAt: new Date(Date.now() - 48 * 3_600_000), status: "replied" });
    const waitingIds = async () =>
      (await asJson<{ waiting: DeskItem[] }>(await deskGet(request, "/api/desk/attention", token))).waiting.map(
        (item) => item.id,
      );
    const waiting = await waitingIds();
    expect(waiting).toContain(old);
    expect(waiting).not.toContain(recent);
    expect(waiting).not.toContain(handled);
    await deskPost(request, "/api/desk/lead/status", { kind: "enquiry", id: old, status: "replied" }, token);
    expect(await waitingIds()).not.toContain(old);
  });
});

test.describe("the summary and the export", () => {
  let token: string;
  test.beforeAll(async () => {
    token = await deskToken();
  });

  test("leads by source (utm_source, else the referring host, else direct) and by landing page", async ({
    request,
  }) => {
    const source = uniqueName().toLowerCase();
    const landing = `/journal/${source}/`;
    const lastName = uniqueName();
    storeEnquiry({ lastName, utmSource: source, landing: `${landing}?utm_source=${source}` });
    storeEnquiry({ lastName, utmSource: source, landing, createdAt: new Date(Date.now() - 10 * DAY) });
    storeEnquiry({ lastName, utmSource: source, landing, createdAt: new Date(Date.now() - 60 * DAY) });
    storeEnquiry({ lastName, utmSource: source, landing, createdAt: new Date(Date.now() - 100 * DAY) });
    const summary = async (days: number) => {
      const answer = await deskGet(request, `/api/desk/summary?days=${days}`, token);
      expect(answer.status()).toBe(200);
      return asJson<{
        days: number;
        bySource: { source: string; count: number }[];
        byLanding: { landing: string; count: number }[];
      }>(answer);
    };
    const month = await summary(30);
    expect(month.days).toBe(30);
    expect(month.bySource.find((row) => row.source === source)?.count).toBe(2);
    expect(month.byLanding.find((row) => row.landing === landing)?.count).toBe(2);
    const quarter = await summary(90);
    expect(quarter.bySource.find((row) => row.source === source)?.count).toBe(3);
    // A lead with no source at all counts as direct.
    const directBefore = month.bySource.find((row) => row.source === "direct")?.count ?? 0;
    storeEnquiry({ lastName });
    expect((await summary(30)).bySource.find((row) => row.source === "direct")?.count).toBe(directBefore + 1);
    await expectRefused(await deskGet(request, "/api/desk/summary?days=7", token), 400, "invalid_query");
  });

  test("the CSV export is a download whose cells cannot run as formulas", async ({ request }) => {
    const lastName = uniqueName();
    storeEnquiry({ lastName, destination: "@SUM(1+1)", message: '=HYPERLINK("http://x.example")\n+44 line two' });
    const answer = await deskGet(request, "/api/desk/export.csv?kind=enquiry", token);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers()["content-disposition"]).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers()["cache-control"]).toBe("no-store");
    const text = await answer.text();
    const line = text.split("\r\n").find((row) => row.includes(lastName)) as string;
    expect(line).toContain(`"'@SUM(1+1)"`);
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"")\n'+44 line two"`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
    await expectRefused(await deskGet(request, "/api/desk/export.csv?kind=all", token), 400, "invalid_query");
  });
});

test("erasing an address leaves no row holding it, and an audit line without it", async ({ request }) => {
  const token = await deskToken();
  const address = `Erase.${uniqueName()}@Example.org`;
  const enquiry = fullEnquiry({ email: address });
  expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
  const booked = await book(request, { email: address.toLowerCase() });
  expect(booked.answer.status()).toBe(201);
  expect((await post(request, "/api/subscribe", signUp(address.toUpperCase()))).status()).toBe(202);
  await deskPost(
    request,
    "/api/desk/lead/note",
    { kind: "enquiry", id: enquiry.id, note: `Wrote to ${address}` },
    token,
  );
  await deskPost(request, "/api/desk/lead/status", { kind: "consultation", id: booked.id, status: "replied" }, token);

  const erased = await deskPost(request, "/api/desk/erase", { email: address.toLowerCase() }, token);
  expect(erased.status()).toBe(200);
  expect(await asJson(erased)).toEqual({ deleted: { enquiries: 1, consultations: 1, subscribers: 1 } });

  // Every table, every column: nothing holds the address in any case.
  const tables = query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  for (const { name } of tables) {
    const rows = JSON.stringify(query(`SELECT * FROM "${name}"`)).toLowerCase();
    expect(rows.includes(address.toLowerCase()), name).toBe(false);
  }
  expect(query("SELECT * FROM lead_events WHERE lead_id IN (?, ?)", enquiry.id, booked.id)).toEqual([]);
  const [audit] = query<{ by_email: string; action: string; details: string }>(
    "SELECT by_email, action, details FROM audit_log ORDER BY id DESC LIMIT 1",
  );
  expect(audit).toEqual({
    by_email: OWNER,
    action: "erase",
    details: JSON.stringify({ enquiries: 1, consultations: 1, subscribers: 1 }),
  });
  const refused = await deskPost(request, "/api/desk/erase", { email: "not an address" }, token);
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ error: "invalid", fields: { email: expect.any(String) } });
});

test("the daily digest goes once a London day, and only when something waits", async ({ request }) => {
  const digests = () => outboxMentioning(`Subject: ${DIGEST_SUBJECT}`).length;
  const runScheduled = async () => expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);
  // Nothing waits: every lead handled, no e-mail given up.
  execute("UPDATE enquiries SET lead_status = 'replied' WHERE lead_status = 'new'");
  execute("UPDATE consultations SET lead_status = 'replied' WHERE lead_status = 'new'");
  execute("UPDATE enquiries SET email_status = 'sent' WHERE email_status = 'failed'");
  execute("UPDATE consultations SET email_status = 'sent' WHERE email_status = 'failed'");
  execute("DELETE FROM desk_digest");
  const before = digests();
  await runScheduled();
  expect(digests()).toBe(before);
  expect(query("SELECT * FROM desk_digest")).toEqual([]);

  const lastName = uniqueName();
  storeEnquiry({ lastName, createdAt: new Date(Date.now() - 2 * DAY) });
  await runScheduled();
  await waitFor(() => (digests() === before + 1 ? true : undefined), "the digest");
  const [mail] = outboxMentioning(lastName);
  expect(mail).toContain(`Subject: ${DIGEST_SUBJECT}`);
  await runScheduled();
  expect(digests()).toBe(before + 1);
  expect(query("SELECT day FROM desk_digest")).toHaveLength(1);

  // The next day (its row gone, as if the date had moved on), it goes again.
  execute("DELETE FROM desk_digest");
  await runScheduled();
  await waitFor(() => (digests() === before + 2 ? true : undefined), "the next day's digest");
});
