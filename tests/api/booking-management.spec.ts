import { expect, test, type APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import {
  addDays,
  formatBookingBritish,
  isoDate,
  londonDayStartUtc,
  londonToday,
  slotStartUtc,
  TIME_SLOTS,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { isSlotOpen, isWithinWindow } from "@/lib/booking/availability";
import { callTimes } from "@/lib/booking/time-zone";
import {
  AGENCY_EMAIL,
  BASE,
  BOOKING_RULES,
  bookableDay,
  bookableFrom,
  execute,
  newId,
  outboxMails,
  post,
  query,
  refusal,
  sentEmails,
  turnstileToken,
  waitFor,
} from "./support";

/*
 * Managing a booking by the link in its e-mails (worker/consultation-manage.ts), the e-mails and calendar
 * files of each change (worker/consultation-mail.ts), the day-before reminder (worker/reminders.ts) and the
 * owner's private feed (worker/owner-feed.ts), over HTTP against the Worker. Each test books on days of its
 * own (bookableDay) with addresses of its own, so it never meets another test's bookings.
 */

const FEED_TOKEN = process.env.API_CALENDAR_FEED_TOKEN as string;
const MAIL_FROM = "website@aurelia-travel.example";
const TIME_ZONE = "America/New_York";

type Row = {
  id: string;
  date: string;
  slot: string;
  slot_start: string;
  sequence: number;
  cancelled_at: string | null;
  reminder_sent_at: string | null;
};

/**
 * The days the other specs book on and count every row of: the enquiry spec's, the leads', the write path's,
 * Christmas week (the owner's calendar spec's) and the weeks that spec fills with busy times (35 to 63 days
 * on). Taken from the same helpers, so a change there moves these too.
 */
const today = londonToday(new Date());
const RESERVED = new Set([
  ...[7, 14, 21].map((days) => isoDate(bookableDay(days))),
  isoDate(bookableFrom(addDays(bookableDay(21), 1))),
  ...[24, 25, 26, 27, 28, 29].map((day) => `2026-12-${day}`),
]);
const reserved = (date: CalendarDate) => {
  const ahead = (Date.parse(`${isoDate(date)}T12:00:00Z`) - Date.parse(`${isoDate(today)}T12:00:00Z`)) / 86_400_000;
  return RESERVED.has(isoDate(date)) || (ahead >= 35 && ahead <= 63);
};

/** A day to book on, about `days` after the first bookable one, that no other spec counts. */
function dayOfOurOwn(days: number): CalendarDate {
  let date = bookableDay(days);
  while (reserved(date)) date = bookableFrom(addDays(date, 1));
  return date;
}

/** The next bookable day after `date` that no other spec counts. */
const nextOfOurOwn = (date: CalendarDate) => {
  let next = bookableFrom(addDays(date, 1));
  while (reserved(next)) next = bookableFrom(addDays(next, 1));
  return next;
};

const row = (id: string) => query<Row>("SELECT * FROM consultations WHERE id = ?", id)[0] as Row;

/** A booking as the form sends it, by a visitor of its own. */
function booking(date: CalendarDate, slot: TimeSlot, overrides: Record<string, unknown> = {}) {
  const tag = newId().slice(0, 8);
  return {
    id: newId(),
    date: isoDate(date),
    slot,
    firstName: "Imogen",
    lastName: "Hart",
    email: `imogen-${tag}@example.org`,
    phone: "07700 900456",
    notes: "Kyoto in spring, ryokan nights",
    website: "",
    timeZone: TIME_ZONE,
    turnstileToken: turnstileToken("consultation"),
    ...overrides,
  };
}

type Booking = ReturnType<typeof booking>;

/** The e-mails to or about one address whose subject starts with `subject`. */
const mailsTo = (address: string, subject: string) =>
  outboxMails().filter(({ text }) => text.includes(address) && text.includes(`Subject: ${subject}`));

async function oneMail(address: string, subject: string) {
  return waitFor(() => {
    const found = mailsTo(address, subject);
    return found.length > 0 ? found : undefined;
  }, `the e-mail "${subject}" about ${address}`).then((found) => {
    expect(found, `one e-mail "${subject}"`).toHaveLength(1);
    return found[0] as (typeof found)[number];
  });
}

const tokenIn = (text: string) => /\/consultation\/manage\/#([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Books, then reads the token from the visitor's confirmation e-mail. */
async function book(request: APIRequestContext, body: Booking) {
  const answer = await post(request, "/api/consultation", body);
  expect(answer.status(), await answer.text()).toBe(201);
  const mail = await oneMail(body.email, "Your consultation with");
  const token = tokenIn(mail.text);
  expect(token).toBeDefined();
  return { token: token as string, mail };
}

const manage = (request: APIRequestContext, action: "manage" | "cancel" | "move", body: object, now?: Date) =>
  post(request, `/api/consultation/${action}`, body, now ? { headers: { "X-Test-Now": now.toISOString() } } : {});

/** A calendar file, read by ical.js: its method and its one event. */
function calendar(ics: string | undefined) {
  expect(ics).toBeDefined();
  const component = new ICAL.Component(ICAL.parse(ics as string));
  const vevent = component.getFirstSubcomponent("vevent") as ICAL.Component;
  return {
    method: component.getFirstPropertyValue("method"),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: vevent.getFirstPropertyValue("sequence"),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, "mailto:"),
    // "mailto:" is case-insensitive (RFC 3986); ical-generator writes it in capitals.
    attendees: vevent.getAllProperties("attendee").map((property) => String(property.getFirstValue()).toLowerCase()),
    status: vevent.getFirstPropertyValue("status"),
  };
}

const attachment = (mail: { attachments: Record<string, string> }) => Object.values(mail.attachments)[0];

/** The calendar fields every file about a booking shares. */
function expectEvent(
  ics: string | undefined,
  expected: { method: string; sequence: number; start: string; email: string; uid?: string },
) {
  const event = calendar(ics);
  expect(event).toMatchObject({
    method: expected.method,
    sequence: expected.sequence,
    start: expected.start,
    organizer: `mailto:${MAIL_FROM}`,
  });
  expect(event.attendees).toContain(`mailto:${expected.email.toLowerCase()}`);
  if (expected.uid) expect(event.uid).toBe(expected.uid);
  return event;
}

/** A free slot on a day by the shared rule, none of the given ones. */
const openSlot = (date: CalendarDate, not: readonly TimeSlot[] = []) =>
  TIME_SLOTS.find(
    (slot) => !not.includes(slot) && isSlotOpen(date, slot, { now: new Date(), rules: BOOKING_RULES }),
  ) as TimeSlot;

/** A time inside the booking window that the rule closes (too soon for the notice, a bank holiday, a day off). */
function closedSlot(): [CalendarDate, TimeSlot] {
  const now = new Date();
  for (let day = addDays(londonToday(now), 1), n = 0; n < 90; n += 1, day = addDays(day, 1)) {
    if (!isWithinWindow(day, londonToday(now), BOOKING_RULES)) continue;
    const slot = TIME_SLOTS.find((time) => !isSlotOpen(day, time, { now, rules: BOOKING_RULES }));
    if (slot) return [day, slot];
  }
  throw new Error("The rules close no time inside the window");
}

test.describe("a booking's e-mails and its manage link", () => {
  test("the visitor's confirmation: London and own time, who rings whom, the invitation and the link", async ({
    request,
  }) => {
    const date = dayOfOurOwn(2);
    const body = booking(date, "11:00 AM");
    const { mail, token } = await book(request, body);
    const times = callTimes(date, "11:00 AM", TIME_ZONE);
    expect(mail.text).toContain(`To: ${body.email}`);
    expect(mail.text).toContain(times.london);
    expect(mail.text).toContain(times.local as string);
    expect(mail.text).toContain("We will ring you on the telephone number you gave us");
    // Only the agency's words and the visitor's own name: neither the notes nor the number typed.
    expect(mail.text).toContain("Dear Imogen,");
    expect(mail.text).not.toContain(body.notes);
    expect(mail.text).not.toContain(body.phone);
    expect(mail.text).toContain(`${BASE}/consultation/manage/#${token}`);
    const invite = expectEvent(attachment(mail), {
      method: "REQUEST",
      sequence: 0,
      start: slotStartUtc(date, "11:00 AM").toISOString(),
      email: body.email,
    });
    // Only the token's hash is kept.
    expect(query("SELECT 1 FROM consultation_tokens WHERE token_hash = ?", token)).toEqual([]);
    expect(
      query<{ n: number }>("SELECT COUNT(*) AS n FROM consultation_tokens WHERE consultation_id = ?", body.id)[0]?.n,
    ).toBe(1);

    // The owner's e-mail carries the same event.
    const owner = await oneMail(body.email, "New Consultation Booking");
    expect(owner.text).toContain(`To: ${AGENCY_EMAIL}`);
    expectEvent(attachment(owner), { ...invite, method: "REQUEST", sequence: 0, email: body.email, uid: invite.uid });

    // The link reads the booking: its time and the first name, nothing else.
    const read = await manage(request, "manage", { token });
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual({
      ok: true,
      booking: { date: body.date, slot: "11:00 AM", firstName: "Imogen", timeZone: TIME_ZONE, status: "booked" },
    });
  });

  test("refuses a time zone the browser would never send", async ({ request }) => {
    const date = dayOfOurOwn(3);
    for (const timeZone of ["Mars/Olympus_Mons", "Europe/London\r\nBcc: x@example.org", "x".repeat(80), 42]) {
      const body = booking(date, "09:00 AM", { timeZone });
      const { status, body: answer } = await refusal(await post(request, "/api/consultation", body));
      expect(status, String(timeZone)).toBe(400);
      expect(answer).toMatchObject({ error: "invalid_payload" });
      expect(query("SELECT 1 FROM consultations WHERE id = ?", body.id)).toEqual([]);
    }
  });

  test("wrong, malformed, expired and cancelled tokens open nothing; GETs change nothing", async ({ request }) => {
    const date = dayOfOurOwn(3);
    const body = booking(date, "09:00 AM");
    const { token } = await book(request, body);
    const before = row(body.id);

    const wrong = "A".repeat(43);
    for (const action of ["manage", "cancel", "move"] as const) {
      expect(
        (await refusal(await manage(request, action, { token: wrong, date: body.date, slot: "10:00 AM" }))).body,
      ).toMatchObject({ error: "link_invalid" });
      expect((await manage(request, action, { token: "short" })).status()).toBe(400);
      expect((await manage(request, action, {})).status()).toBe(400);
      // The guards of every form.
      expect(
        (
          await post(request, `/api/consultation/${action}`, { token }, { headers: { Origin: "https://evil.example" } })
        ).status(),
      ).toBe(403);
      expect(
        (
          await post(request, `/api/consultation/${action}`, { token }, { headers: { "Content-Type": "text/plain" } })
        ).status(),
      ).toBe(415);
      // A GET (a mail scanner following a link) changes nothing.
      expect((await request.get(`${BASE}/api/consultation/${action}?token=${token}`)).status()).toBe(405);
    }
    const page = await request.get(`${BASE}/consultation/manage/`);
    expect([200, 404]).toContain(page.status());
    expect(row(body.id)).toEqual(before);

    // Once the call has begun the link opens nothing.
    const started = new Date(Date.parse(before.slot_start) + 60_000);
    for (const action of ["manage", "cancel", "move"] as const) {
      const { status, body: answer } = await refusal(
        await manage(request, action, { token, date: isoDate(addDays(date, 1)), slot: "10:00 AM" }, started),
      );
      expect(status).toBe(410);
      expect(answer).toMatchObject({ error: "expired" });
    }
    expect(row(body.id)).toEqual(before);
  });

  test("a move: one new slot, the old one free, both e-mailed with the update; a closed slot refused", async ({
    request,
  }) => {
    const date = dayOfOurOwn(9);
    const target = nextOfOurOwn(date);
    const body = booking(date, "02:00 PM");
    const { token } = await book(request, body);
    const invite = calendar(attachment(await oneMail(body.email, "Your consultation with")));

    // A time another booking holds, and a time the rule closes: the booking's own answer, nothing moved.
    const holder = booking(target, "09:00 AM");
    expect((await post(request, "/api/consultation", holder)).status()).toBe(201);
    for (const [when, slot] of [[target, "09:00 AM"], closedSlot()] as const) {
      const answer = await refusal(await manage(request, "move", { token, date: isoDate(when), slot }));
      expect(answer.status, `${isoDate(when)} ${slot}`).toBe(409);
      expect(answer.body).toMatchObject({ error: "slot_taken" });
    }
    expect((await manage(request, "move", { token, date: isoDate(target), slot: "12:00 PM" })).status()).toBe(422);
    const saturday = (() => {
      let day = addDays(target, 1);
      while (new Date(`${isoDate(day)}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
      return day;
    })();
    expect((await manage(request, "move", { token, date: isoDate(saturday), slot: "10:00 AM" })).status()).toBe(422);
    expect(row(body.id)).toMatchObject({ date: body.date, slot: "02:00 PM", sequence: 0 });

    const slot = openSlot(target, ["09:00 AM"]);
    const moved = await manage(request, "move", { token, date: isoDate(target), slot });
    expect(moved.status(), await moved.text()).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ date: isoDate(target), slot, status: "booked" });
    expect(row(body.id)).toMatchObject({
      date: isoDate(target),
      slot,
      slot_start: slotStartUtc(target, slot).toISOString(),
      sequence: 1,
    });

    const start = slotStartUtc(target, slot).toISOString();
    const visitor = await oneMail(body.email, "Your consultation has moved to");
    expect(visitor.text).toContain(formatBookingBritish(target, slot));
    expect(tokenIn(visitor.text)).toBeDefined();
    expectEvent(attachment(visitor), { method: "REQUEST", sequence: 1, start, email: body.email, uid: invite.uid });
    const owner = await oneMail(body.email, "Consultation Moved");
    expectEvent(attachment(owner), { method: "REQUEST", sequence: 1, start, email: body.email, uid: invite.uid });

    // The old time is free: listed as open, and bookable by someone else.
    const taken = await request.get(`${BASE}/api/consultation/taken?from=${body.date}&to=${body.date}`);
    expect((await taken.json()).taken).not.toContainEqual({ date: body.date, slot: "02:00 PM" });
    expect((await post(request, "/api/consultation", booking(date, "02:00 PM"))).status()).toBe(201);

    // The first e-mail's link still works after the move.
    expect((await manage(request, "manage", { token })).status()).toBe(200);
  });

  test("two moves racing for one slot: exactly one wins, the other keeps its own", async ({ request }) => {
    const date = dayOfOurOwn(16);
    const [first, second] = [booking(date, "09:00 AM"), booking(date, "10:00 AM")];
    const [a, b] = [await book(request, first), await book(request, second)];
    const target = nextOfOurOwn(date);
    const slot = openSlot(target);
    const answers = await Promise.all(
      [a, b].map(({ token }) => manage(request, "move", { token, date: isoDate(target), slot })),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
    const rows = [row(first.id), row(second.id)];
    expect(rows.filter((one) => one.date === isoDate(target) && one.slot === slot)).toHaveLength(1);
    const loser =
      answers[0]?.status() === 409 ? { row: rows[0], slot: "09:00 AM" } : { row: rows[1], slot: "10:00 AM" };
    expect(loser.row).toMatchObject({ date: isoDate(date), slot: loser.slot, sequence: 0 });
    expect(
      query(
        "SELECT id FROM consultations WHERE slot_start = ? AND cancelled_at IS NULL",
        slotStartUtc(target, slot).toISOString(),
      ),
    ).toHaveLength(1);
  });

  test("a cancel frees the slot, tells both with METHOD:CANCEL, and ends the link", async ({ request }) => {
    const date = dayOfOurOwn(19);
    const body = booking(date, "03:00 PM");
    const { token } = await book(request, body);
    const invite = calendar(attachment(await oneMail(body.email, "Your consultation with")));

    const cancelled = await manage(request, "cancel", { token });
    expect(cancelled.status()).toBe(200);
    expect((await cancelled.json()).booking).toMatchObject({ status: "cancelled" });
    expect(row(body.id)).toMatchObject({ sequence: 1, cancelled_at: expect.any(String) });

    const start = slotStartUtc(date, "03:00 PM").toISOString();
    const visitor = await oneMail(body.email, "Your consultation on");
    expect(visitor.text).toContain("is cancelled");
    expect(tokenIn(visitor.text)).toBeUndefined();
    const cancel = expectEvent(attachment(visitor), {
      method: "CANCEL",
      sequence: 1,
      start,
      email: body.email,
      uid: invite.uid,
    });
    expect(cancel.status).toBe("CANCELLED");
    const owner = await oneMail(body.email, "Consultation Cancelled");
    expectEvent(attachment(owner), { method: "CANCEL", sequence: 1, start, email: body.email, uid: invite.uid });

    for (const action of ["manage", "cancel", "move"] as const) {
      const { status, body: answer } = await refusal(
        await manage(request, action, { token, date: isoDate(addDays(date, 1)), slot: "10:00 AM" }),
      );
      expect(status).toBe(410);
      expect(answer).toMatchObject({ error: "cancelled" });
    }
    expect(row(body.id)).toMatchObject({ sequence: 1, date: body.date });

    // The slot is free again, and the same visitor may book again (their one upcoming call is gone).
    const taken = await request.get(`${BASE}/api/consultation/taken?from=${body.date}&to=${body.date}`);
    expect((await taken.json()).taken).not.toContainEqual({ date: body.date, slot: "03:00 PM" });
    expect(
      (
        await post(request, "/api/consultation", {
          ...body,
          id: newId(),
          turnstileToken: turnstileToken("consultation"),
        })
      ).status(),
    ).toBe(201);
  });
});

test.describe("the day-before reminder", () => {
  /**
   * Runs the scheduled job as if it were `moment`. wrangler's own /__scheduled ignores a time; miniflare's
   * /cdn-cgi/local/scheduled sets controller.scheduledTime from `time` (milliseconds).
   */
  const runAt = async (request: APIRequestContext, moment: Date) =>
    expect((await request.get(`${BASE}/cdn-cgi/local/scheduled?cron=*/10+*+*+*+*&time=${moment.getTime()}`)).ok()).toBe(
      true,
    );
  /** 10:00 in London on a day. */
  const morning = (date: CalendarDate) => new Date(londonDayStartUtc(date).getTime() + 10 * 3_600_000);
  const reminders = (address: string) => mailsTo(address, "Until tomorrow");

  test("is sent once, on the London day before, for the call's current day; never for a cancelled one", async ({
    request,
  }) => {
    const date = dayOfOurOwn(66);
    const later = nextOfOurOwn(nextOfOurOwn(date));
    const [kept, moving, cancelling] = [
      booking(date, "09:00 AM"),
      booking(date, "10:00 AM"),
      booking(date, "11:00 AM"),
    ];
    const tokens = [];
    for (const body of [kept, moving, cancelling]) tokens.push((await book(request, body)).token);
    expect((await manage(request, "cancel", { token: tokens[2] })).status()).toBe(200);

    // Two days before: nothing.
    await runAt(request, morning(addDays(date, -2)));
    expect(row(kept.id).reminder_sent_at).toBeNull();

    // The day before, twice: one reminder each for the live bookings.
    await runAt(request, morning(addDays(date, -1)));
    await runAt(request, new Date(morning(addDays(date, -1)).getTime() + 10 * 60_000));
    const mail = await waitFor(() => reminders(kept.email)[0], "the reminder");
    expect(reminders(kept.email)).toHaveLength(1);
    expect(mail.text).toContain(callTimes(date, "09:00 AM").london);
    expect(tokenIn(mail.text)).toBeDefined();
    await waitFor(() => reminders(moving.email)[0], "the other reminder");
    expect(reminders(cancelling.email)).toEqual([]);

    // The reminded booking moves to another day: reminded again the day before that one, once.
    const slot = openSlot(later);
    expect((await manage(request, "move", { token: tokens[1], date: isoDate(later), slot })).status()).toBe(200);
    expect(row(moving.id).reminder_sent_at).toBeNull();
    await runAt(request, morning(addDays(later, -1)));
    await runAt(request, morning(addDays(later, -1)));
    await waitFor(() => (reminders(moving.email).length === 2 ? true : undefined), "the moved booking's reminder");
    expect(reminders(kept.email)).toHaveLength(1);
    expect(reminders(cancelling.email)).toEqual([]);
  });
});

test.describe("the owner's feed", () => {
  test("404s as an unknown address without its token, and lists exactly the upcoming bookings", async ({ request }) => {
    const unknown = await request.get(`${BASE}/api/no-such-route`);
    for (const address of ["/api/calendar.ics", "/api/calendar.ics?token=", `/api/calendar.ics?token=${FEED_TOKEN}x`]) {
      const answer = await request.get(`${BASE}${address}`);
      expect(answer.status(), address).toBe(404);
      expect(await answer.json()).toEqual(await unknown.json());
    }

    const date = dayOfOurOwn(72);
    const live = booking(date, "01:00 PM", { notes: "Private notes for the owner" });
    const gone = booking(date, "02:00 PM");
    await book(request, live);
    const { token } = await book(request, gone);
    expect((await manage(request, "cancel", { token })).status()).toBe(200);

    const feed = await request.get(`${BASE}/api/calendar.ics?token=${FEED_TOKEN}`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    expect(feed.headers()["cache-control"]).toMatch(/no-store/);
    const component = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(component.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const upcoming = query<{ id: string }>(
      "SELECT id FROM consultations WHERE cancelled_at IS NULL AND slot_start > ? ORDER BY slot_start",
      new Date().toISOString(),
    );
    expect(events.map((event) => event.uid)).toEqual(
      upcoming.map(({ id }) => `consultation-${id}@${AGENCY_EMAIL.split("@")[1]}`),
    );
    const mine = events.find((event) => event.uid.includes(live.id));
    expect(mine?.summary).toContain("Imogen Hart");
    expect(mine?.description).toContain(live.phone);
    expect(mine?.description).toContain(live.notes);
    expect(mine?.startDate.toJSDate().toISOString()).toBe(slotStartUtc(date, "01:00 PM").toISOString());
    expect(events.some((event) => event.uid.includes(gone.id))).toBe(false);
  });
});

test("a line break in a stored name never reaches a header or a calendar line", async ({ request }) => {
  // The field rules refuse it at the door…
  const date = dayOfOurOwn(3);
  const refused = booking(date, "04:00 PM", { firstName: "Eve\r\nBcc: victim@example.org" });
  expect((await post(request, "/api/consultation", refused)).status()).toBe(422);

  // …and a row that slipped past them (written straight into D1) is still encoded where it is written.
  const id = newId();
  const email = `eve-${id.slice(0, 8)}@example.org`;
  const now = new Date().toISOString();
  execute(
    `INSERT INTO consultations (id, slot_start, date, slot, first_name, last_name, email, phone, notes, created_at,
       email_status, email_retry_at, site_origin)
     VALUES (?, ?, ?, '04:00 PM', ?, 'Hart\rX-Evil: 1', ?, NULL, NULL, ?, 'pending', NULL, ?)`,
    id,
    slotStartUtc(date, "04:00 PM").toISOString(),
    isoDate(date),
    "Eve\r\nBcc: victim@example.org",
    email,
    now,
    BASE,
  );
  execute(
    `INSERT INTO consultation_emails (id, consultation_id, kind, sequence, date, slot, created_at)
     VALUES (?, ?, 'visitor_booked', 0, ?, '04:00 PM', ?)`,
    `visitor_booked:${id}:0`,
    id,
    isoDate(date),
    now,
  );
  expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);
  await waitFor(
    () =>
      query<{ n: number }>("SELECT COUNT(*) AS n FROM consultations WHERE id = ? AND email_status = 'sent'", id)[0]?.n
        ? true
        : undefined,
    "the owner's e-mail",
  );
  const sent = (await sentEmails(request)).filter((mail) => mail.subject.includes("Eve"));
  expect(sent.length).toBeGreaterThanOrEqual(1);
  for (const mail of sent) {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.to).not.toContain("victim@example.org");
    for (const header of [mail.from, mail.subject, mail.replyTo ?? "", ...mail.to])
      expect(header).not.toMatch(/[\r\n]/);
  }
  for (const mail of mailsTo(email, "")) {
    for (const ics of Object.values(mail.attachments)) {
      const lines = ics.replace(/\r\n /g, "").split("\r\n");
      expect(lines.filter((line) => /^(BCC|X-EVIL)/i.test(line))).toEqual([]);
      expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    }
  }
});
