import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, dayOfWeek, isoDate, londonToday, TIME_SLOTS, type CalendarDate, type TimeSlot } from "@/lib/booking";
import { isBookableDate, slotInterval } from "@/lib/booking/availability";
import { BOOKING_MESSAGES } from "@/lib/booking/request";
import { EMPTY_CALENDAR, feedDays, ownerCalendarIcs, SECRET_WORDS } from "../owner-calendar-fixture";
import { BASE, BOOKING_RULES, newId, post, query, refusal, rowsWithId, turnstileToken } from "./support";

/*
 * Issue 37's availability over HTTP: the Worker reads the owner's calendar from a fake on loopback
 * (tests/api/fake-calendar.ts) when `wrangler dev --test-scheduled` runs the cron, then lists and refuses
 * exactly the busy times, stores nothing but their start and end, and keeps them when the feed fails. And
 * Christmas Day and the substitute Boxing Day of 2026 cannot be booked.
 */

const CALENDAR_URL = process.env.API_CALENDAR_URL as string;
const serve = (calendar: string) => fetch(CALENDAR_URL, { method: "PUT", body: calendar });
const failFeed = (how: "500" | "garbage") => fetch(CALENDAR_URL, { method: "PUT", headers: { "X-Fail": how } });
const runScheduled = async (request: APIRequestContext) =>
  expect((await request.get(`${BASE}/__scheduled?cron=*/10+*+*+*+*`)).ok()).toBe(true);

const today = () => londonToday(new Date());

/**
 * The first Monday five weeks or more ahead whose feed days can all be booked (no bank holiday among them):
 * past the days the other API tests book on, within the horizon.
 */
function feedWeek(): CalendarDate {
  let week = addDays(today(), 35);
  while (dayOfWeek(week) !== 1) week = addDays(week, 1);
  for (let tries = 0; tries < 4; tries += 1, week = addDays(week, 7)) {
    const days = feedDays(week);
    if (
      [...days.weekly, days.newYork, days.allDay, days.free].every((day) => isBookableDate(day, today(), BOOKING_RULES))
    )
      return week;
  }
  throw new Error("No week within the horizon is free of closed days");
}

/** 09:00–10:30 in New York as a UTC interval, read from the time-zone database (EST or EDT that day). */
function newYorkMorning(date: CalendarDate) {
  const hourIn = (moment: number) =>
    Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", hourCycle: "h23" }).format(
        moment,
      ),
    );
  const offset = [4, 5].find((hours) => hourIn(Date.UTC(date.year, date.month - 1, date.day, 9 + hours)) === 9) ?? 5;
  const start = Date.UTC(date.year, date.month - 1, date.day, 9 + offset);
  return { start, end: start + 90 * 60_000 };
}

const week = feedWeek();
const days = feedDays(week);
const [firstTuesday, exceptionDate, cancelledInstance, lastTuesday] = days.weekly as [
  CalendarDate,
  CalendarDate,
  CalendarDate,
  CalendarDate,
];
const morning = newYorkMorning(days.newYork);

/** The times the feed makes busy, day by day. */
const BUSY: [CalendarDate, TimeSlot[]][] = [
  [firstTuesday, ["10:00 AM"]],
  [
    days.newYork,
    TIME_SLOTS.filter((slot) => {
      const hour = slotInterval(days.newYork, slot);
      return hour.start < morning.end && hour.end > morning.start;
    }),
  ],
  [days.allDay, [...TIME_SLOTS]],
  [lastTuesday, ["10:00 AM"]],
];
/** The days the feed touches but leaves free: the exception date, the cancelled instance, the free event. */
const FREE: [CalendarDate, TimeSlot][] = [
  [exceptionDate, "10:00 AM"],
  [cancelledInstance, "10:00 AM"],
  [days.free, "09:00 AM"],
];

/**
 * What the API lists for a day: the busy times and the ones other tests booked there (and did not cancel), in
 * the slots' order.
 */
function expectedOn(date: CalendarDate, busy: readonly TimeSlot[]) {
  const booked = query<{ slot: string }>(
    "SELECT slot FROM consultations WHERE date = ? AND cancelled_at IS NULL",
    isoDate(date),
  ).map((row) => row.slot);
  return TIME_SLOTS.filter((slot) => busy.includes(slot) || booked.includes(slot)).map((slot) => ({
    date: isoDate(date),
    slot,
  }));
}

async function takenOn(request: APIRequestContext, date: CalendarDate) {
  const response = await request.get(`${BASE}/api/consultation/taken?from=${isoDate(date)}&to=${isoDate(date)}`, {
    headers: { "X-Test-Client": newId() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { taken: unknown[] }).taken;
}

const booking = (date: CalendarDate, slot: TimeSlot) => ({
  id: newId(),
  date: isoDate(date),
  slot,
  firstName: "Ivo",
  lastName: "Marsh",
  email: `ivo-${newId().slice(0, 8)}@example.org`,
  website: "",
  turnstileToken: turnstileToken("consultation"),
});

/** Each busy day lists its busy times, and POST refuses them (every one, or the first of each day). */
async function expectBusyClosed(request: APIRequestContext, { everyTime }: { everyTime: boolean }) {
  for (const [date, busy] of BUSY) {
    expect(await takenOn(request, date), `the times listed on ${isoDate(date)}`).toEqual(expectedOn(date, busy));
    for (const slot of everyTime ? busy : busy.slice(0, 1)) {
      const body = booking(date, slot);
      expect(await refusal(await post(request, "/api/consultation", body)), `${isoDate(date)} ${slot}`).toMatchObject({
        status: 409,
        body: { error: "slot_taken", message: BOOKING_MESSAGES.slotTaken },
      });
      expect(rowsWithId("consultations", body.id)).toBe(0);
    }
  }
}

const lastSync = () => query<{ synced_at: string; intervals: number }>("SELECT * FROM owner_calendar_sync")[0];

test.describe.serial("the owner's calendar", () => {
  test.afterAll(async ({ request }) => {
    // The other API tests book on days this feed makes busy: leave the owner with nothing on.
    await serve(EMPTY_CALENDAR);
    await runScheduled(request);
  });

  test("after the scheduled run, exactly its busy times are listed and refused; nothing but times is stored", async ({
    request,
  }) => {
    await serve(ownerCalendarIcs(week));
    await runScheduled(request);
    expect(lastSync()).toMatchObject({ intervals: 4 });

    const stored = query<Record<string, string>>("SELECT * FROM owner_busy");
    expect(stored).toHaveLength(4);
    for (const row of stored) expect(Object.keys(row).sort()).toEqual(["end_utc", "start_utc"]);
    for (const word of SECRET_WORDS) expect(JSON.stringify(stored)).not.toContain(word);

    await expectBusyClosed(request, { everyTime: true });
    // The exception date, the cancelled instance and the free event hold nothing: each can be booked.
    for (const [date, slot] of FREE) {
      expect(await takenOn(request, date)).toEqual(expectedOn(date, []));
      const body = booking(date, slot);
      expect((await post(request, "/api/consultation", body)).status(), `${isoDate(date)} ${slot}`).toBe(201);
    }
  });

  test("a feed that then fails, or answers garbage, frees nothing: the last good copy stays", async ({ request }) => {
    const before = lastSync();
    expect(before).toBeDefined();
    for (const how of ["500", "garbage"] as const) {
      await failFeed(how);
      await runScheduled(request);
      expect(lastSync(), `after a feed answering ${how}`).toEqual(before);
      expect(query("SELECT * FROM owner_busy")).toHaveLength(4);
      await expectBusyClosed(request, { everyTime: false });
    }
  });
});

test("25 and 28 December 2026 (Christmas Day, the substitute Boxing Day) cannot be booked", async ({ request }) => {
  const response = await request.get(`${BASE}/api/consultation/taken?from=2026-12-24&to=2026-12-29`, {
    headers: { "X-Test-Client": newId() },
  });
  const { taken } = (await response.json()) as { taken: { date: string; slot: string }[] };
  for (const date of ["2026-12-25", "2026-12-28"]) {
    expect(taken.filter((entry) => entry.date === date).map((entry) => entry.slot)).toEqual([...TIME_SLOTS]);
    const body = booking({ year: 2026, month: 12, day: Number(date.slice(8)) }, "10:00 AM");
    const answer = await post(request, "/api/consultation", body);
    // A time that is not open is refused as a taken one; once the day is past, as any past date.
    expect([409, 422]).toContain(answer.status());
    expect(rowsWithId("consultations", body.id)).toBe(0);
  }
  // Christmas Eve and the Tuesday after are open, while they lie inside the booking window.
  for (const date of [
    { year: 2026, month: 12, day: 24 },
    { year: 2026, month: 12, day: 29 },
  ]) {
    if (isBookableDate(date, today(), BOOKING_RULES)) {
      expect(taken.filter((entry) => entry.date === isoDate(date))).toEqual(expectedOn(date, []));
    }
  }
});
