import fs from "node:fs";
import path from "node:path";
import { axeViolations } from "@/tests/axe";
import ICAL from "ical.js";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import {
  addDays,
  bookingConfirmation,
  formatBookingBritish,
  formatBookingDate,
  isoDate,
  londonToday,
  slotStartUtc,
  TIME_SLOTS,
  type CalendarDate,
  type TimeSlot,
} from "@/lib/booking";
import { isBookableDate } from "@/lib/booking/availability";
import { BOOKING_MESSAGES } from "@/lib/booking/messages";
import { getBookingRules, getContactContent } from "@/lib/content";
import { site } from "@/lib/content/settings";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { describeFailure } from "@/lib/enquiry/submission";
import { SPEC } from "../spec";
import { outboxMails, queryD1 } from "../worker-state";
import { ANY_WIDTH, escapeRegExp, watchPage, type PageProblems } from "./support";

/*
 * Booking a consultation on /contact/, end to end against the site's own Worker: the page served by
 * `wrangler dev` (test switches on, so X-Test-Client gives each test its own rate-limit bucket) with a
 * fresh local D1 whose persist folder is E2E_STATE_DIR; the tests read the rows it stores.
 *
 * The Worker refuses past dates by the real clock, so every date here is counted from the real today; the
 * browser's clock is then set to 10:00 on that Thursday, which the calendar takes as its today.
 */

const STATE_DIR = process.env.E2E_STATE_DIR;
/** Where serve-worker.ts keeps the Worker's local D1 (beside its outbox). */
const PERSIST_DIR = path.join(STATE_DIR ?? "", "state");
const words = getContactContent().page.consultation;
const { appointmentBooked } = SPEC.strings;
const { timeSlots } = SPEC.constants;

test.beforeAll(() => {
  if (!STATE_DIR) {
    throw new Error(
      "These tests book through the site's Worker: serve out/ with `wrangler dev` and ALLOW_TEST_SWITCHES=1, " +
        "and name its persist folder (the local D1) in E2E_STATE_DIR.",
    );
  }
});

type Row = Record<string, string | number | null>;

/** The bookings stored for a date, read from the local D1 file as a person inspecting it would. */
function bookingsOn(date: CalendarDate): Row[] {
  return queryD1<Row>(PERSIST_DIR, "SELECT * FROM consultations WHERE date = ? ORDER BY slot_start", isoDate(date));
}

const weekday = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The tests that take a Thursday, in each project they run in (ANY_WIDTH ones on desktop only), then again for a retry. */
const THURSDAY_RUNS = [
  "0 desktop",
  "0 mobile",
  "1 desktop",
  "1 mobile",
  "2 desktop",
  "3 desktop",
  "4 desktop",
  "5 desktop",
];
const RUNS = [...THURSDAY_RUNS, ...THURSDAY_RUNS.map((run) => `${run} retry`)];

const daysInMonth = ({ year, month }: CalendarDate) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Thursdays from a week after the real today in London, for about a year, whose next week is bookable
 * counted from the Thursday itself (the page's clock, and by X-Test-Now the Worker's too): each working day
 * from the Friday to the Thursday after is open by the booking rules (no bank holiday, a working day, within
 * the bank-holiday file's years).
 */
function cleanThursdays(): CalendarDate[] {
  const rules = getBookingRules();
  const found: CalendarDate[] = [];
  let date = addDays(londonToday(new Date()), 7);
  while (weekday(date) !== 4) date = addDays(date, 1);
  for (let week = 0; week < 52; week += 1, date = addDays(date, 7)) {
    if ([1, 4, 5, 6, 7].every((days) => isBookableDate(addDays(date, days), date, rules))) found.push(date);
  }
  return found;
}

/**
 * Each test, project and retry takes a Thursday of its own, so no two ever book one time in the shared D1.
 * The calendar shows one month: the first test needs the Tuesday before and the Sunday week after in the
 * Thursday's month, the others the Monday after.
 */
function thursdayFor(testInfo: TestInfo, test: number): CalendarDate {
  const pool = cleanThursdays();
  const fits = (run: string, date: CalendarDate) =>
    run.startsWith("0 ") ? date.day >= 3 && date.day + 10 <= daysInMonth(date) : date.day + 4 <= daysInMonth(date);
  const wanted = `${test} ${testInfo.project.name}${testInfo.retry > 0 ? " retry" : ""}`;
  for (const run of RUNS) {
    const index = pool.findIndex((date) => fits(run, date));
    const [date] = index < 0 ? [] : pool.splice(index, 1);
    if (run === wanted && date) return date;
  }
  throw new Error(`The booking window holds too few Thursdays with a clean week for "${wanted}"`);
}

const monthLabel = ({ year, month }: CalendarDate) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** The calendar's button for a date: its label reads "Monday, 7 December 2026". */
const day = (page: Page, date: CalendarDate) =>
  page.getByRole("button", { name: new RegExp(`\\b${date.day} ${monthLabel(date)}\\b`) });
const slotsOf = (page: Page) => page.getByRole("group", { name: /Available on/ });
const details = (page: Page) => page.getByRole("form", { name: words.details.heading });
const submitButton = (page: Page) => details(page).getByRole("button", { name: words.details.submit });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const takenNotice = (page: Page) => page.getByRole("alert").filter({ hasText: BOOKING_MESSAGES.slotTaken });

type Person = { firstName: string; lastName: string; email: string; phone: string; notes: string };

function person(testInfo: TestInfo, firstName: string, lastName: string): Person {
  const tag = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    phone: "+44 20 7946 0999",
    notes: "A first look at Japan in April: ryokans, gardens, no early starts.",
  };
}

async function fillDetails(page: Page, who: Person) {
  const form = details(page);
  await form.getByLabel("First name").fill(who.firstName);
  await form.getByLabel("Last name").fill(who.lastName);
  await form.getByLabel("E-mail address").fill(who.email);
  await form.getByLabel("Phone").fill(who.phone);
  await form.getByLabel(words.details.notesLabel).fill(who.notes);
}

async function expectKept(page: Page, who: Person) {
  const form = details(page);
  await expect(form.getByLabel("First name")).toHaveValue(who.firstName);
  await expect(form.getByLabel("Last name")).toHaveValue(who.lastName);
  await expect(form.getByLabel("E-mail address")).toHaveValue(who.email);
  await expect(form.getByLabel("Phone")).toHaveValue(who.phone);
  await expect(form.getByLabel(words.details.notesLabel)).toHaveValue(who.notes);
}

/** Scrolls to the booking panel, as a visitor does: the calendar loads only as the panel nears the screen. */
async function reachBooking(page: Page) {
  await page.getByRole("region", { name: words.heading, exact: true }).scrollIntoViewIfNeeded();
}

/**
 * Opens /contact/ as a visitor of its own (its own rate-limit bucket) whose today is the given Thursday,
 * 10:00 in London, and waits for the calendar.
 */
async function openBooking(page: Page, baseURL: string, today: CalendarDate): Promise<PageProblems> {
  // The Worker's today is the page's (X-Test-Now, honoured where test switches are on): the booking rules,
  // the horizon above all, count from the Thursday the test has chosen, not from the real date.
  const now = slotStartUtc(today, "10:00 AM");
  await page.context().setExtraHTTPHeaders({ "X-Test-Client": crypto.randomUUID(), "X-Test-Now": now.toISOString() });
  await page.clock.setFixedTime(now);
  const problems = await watchPage(page, baseURL);
  await page.goto("/contact/");
  await reachBooking(page);
  const calendar = page.getByRole("grid", { name: monthLabel(today) });
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar).toBeVisible();
  return problems;
}

/** Console errors other than those the test causes on purpose (a 409, a dropped connection). */
const unexpectedErrors = (problems: PageProblems, ...expected: RegExp[]) =>
  problems.consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)));

/**
 * A box once it has stopped moving (notices slide in, the page scrolls smoothly): the same position in the
 * viewport for six painted frames running, watched in the page itself.
 */
async function settledBox(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((settled, failed) => {
        let last = "";
        let still = 0;
        const started = performance.now();
        const check = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.x},${box.y},${box.width},${box.height}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 6) settled();
          else if (performance.now() - started > 5_000) failed(new Error("the element never stopped moving"));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  return (await locator.boundingBox())!;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A calendar file's method and its one event, read by ical.js. */
function readEvent(ics: string | undefined) {
  expect(ics, "a calendar file").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(ics as string));
  const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    stamp: (vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
  };
}

test.describe("consultation booking", () => {
  test("weekdays after today only; a time, who is coming, then booked: the notice, a calendar file and one row", async ({
    page,
    baseURL,
  }, testInfo) => {
    const thursday = thursdayFor(testInfo, 0);
    const problems = await openBooking(page, baseURL!, thursday);
    const on = (days: number) => day(page, addDays(thursday, days));

    // Before today, today, and weekends cannot be chosen.
    for (const offset of [-2, -1, 0, 2, 3, 9, 10]) await expect(on(offset)).toBeDisabled();
    for (const offset of [1, 4, 5, 7]) await expect(on(offset)).toBeEnabled();
    await expect(slotsOf(page)).toHaveCount(0);

    // Keyboard only: from Friday, the arrow skips the weekend to Monday.
    await on(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(on(4)).toBeFocused();
    await page.keyboard.press("Enter");
    const monday = addDays(thursday, 4);
    const slots = page.getByRole("group", { name: new RegExp(escapeRegExp(formatBookingDate(monday))) });
    if (words.timeZoneNote) {
      await expect(slots).toHaveAccessibleName(new RegExp(`${escapeRegExp(words.timeZoneNote)}$`));
    }
    await expect(slots.getByRole("button")).toHaveText([...timeSlots]);
    await expect(details(page)).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(slots.getByRole("button", { name: timeSlots[0] })).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
    const slot = timeSlots[4] as TimeSlot;
    await expect(slots.getByRole("button", { name: slot })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slots.getByRole("button", { name: slot })).toHaveAttribute("aria-pressed", "true");

    // Then who is coming. Focus moves to the details; the required fields answer in the enquiry's words.
    const form = details(page);
    await expect(form.locator("[tabindex='-1']").first()).toBeFocused();
    await expect(form).toContainText(words.details.heading);
    await submitButton(page).click();
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.firstName);
    await expect(form.getByLabel("Last name")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lastName);
    await expect(form.getByLabel("E-mail address")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailMissing);
    expect(bookingsOn(monday)).toEqual([]);
    const visitor = person(testInfo, "Ada", "Lovelace");
    await fillDetails(page, visitor);
    await submitButton(page).press("Enter");

    await expect(toast(page, appointmentBooked)).toContainText(bookingConfirmation(monday, slot));
    await expect(slotsOf(page)).toHaveCount(0);
    await expect(on(4)).not.toHaveAttribute("aria-selected", "true");
    const confirmation = page.getByTestId("booking-confirmation");
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(words.confirmation.text);
    // The agency has the booking: nothing left for the visitor to send.
    await expect(confirmation.getByRole("link")).toHaveCount(1);

    // Stored once, with everything typed.
    const rows = bookingsOn(monday);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      slot,
      first_name: visitor.firstName,
      last_name: visitor.lastName,
      email: visitor.email,
      phone: visitor.phone,
      notes: visitor.notes,
      slot_start: slotStartUtc(monday, slot).toISOString(),
    });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      confirmation.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`consultation-${isoDate(monday)}-1400.ics`);
    const ics = fs.readFileSync((await download.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const event = readEvent(ics);
    expect(event.start).toBe(slotStartUtc(monday, slot).toISOString());
    expect(event.end).toBe(new Date(slotStartUtc(monday, slot).getTime() + 3_600_000).toISOString());
    expect(event.stamp).toBe(slotStartUtc(thursday, "10:00 AM").toISOString());
    // The event's id is the booking's, as stored, and the same as the e-mailed invitation's.
    expect(event.uid).toBe(`consultation-${rows[0]?.id}@${site.email.split("@")[1]}`);

    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedErrors(problems)).toEqual([]);
  });

  test("the notice after booking covers nothing of the confirmation, which does not repeat its words", async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const thursday = thursdayFor(testInfo, 1);
    await openBooking(page, baseURL!, thursday);
    if (!isMobile) expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    const monday = addDays(thursday, 4);
    await day(page, monday).click();
    const slot = timeSlots[3] as TimeSlot;
    await slotsOf(page).getByRole("button", { name: slot }).click();
    await fillDetails(page, person(testInfo, "Grace", "Hopper"));
    await submitButton(page).click();

    const notice = toast(page, appointmentBooked);
    await expect(notice).toContainText(bookingConfirmation(monday, slot));
    const confirmation = page.getByTestId("booking-confirmation");
    await expect(confirmation).toBeFocused();
    // One notice per event: the confirmation says what happens next in its own words.
    await expect(confirmation).not.toContainText(appointmentBooked);
    await expect(confirmation).not.toContainText(bookingConfirmation(monday, slot));

    const noticeBox = await settledBox(notice);
    expect(overlaps(noticeBox, await settledBox(confirmation)), "the notice covers the confirmation").toBe(false);
    const name = "Add to calendar";
    const box = await settledBox(confirmation.getByRole("link", { name }));
    expect(overlaps(noticeBox, box), `the notice covers "${name}"`).toBe(false);
    // And nothing else lies on top of it: the control itself is what a click at its centre reaches.
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent?.trim() ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe(name);
  });

  test(
    "the month is the visitor's, not the build's: late on a Friday in January it opens on February",
    ANY_WIDTH,
    async ({ page, baseURL }) => {
      // The calendar alone: nothing is booked, and the Worker's list of closed times (by the real clock, to
      // which 1 February 2027 may be past) is answered empty, so a fixed date cannot run into it.
      await page.route(
        (url) => url.pathname === "/api/consultation/taken",
        (route) => route.fulfill({ json: { taken: [] } }),
      );
      await page.clock.setFixedTime(new Date("2027-01-29T17:30:00Z"));
      await watchPage(page, baseURL!);
      await page.goto("/contact/");
      await reachBooking(page);
      await expect(page.getByRole("grid", { name: /February 2027/ })).toBeVisible();
      await expect(page.getByRole("button", { name: /\b1 February 2027\b/ })).toBeEnabled();
    },
  );

  test(
    "a lost answer: everything is kept, the visitor tries again, and the booking is made once",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      const thursday = thursdayFor(testInfo, 2);
      const problems = await openBooking(page, baseURL!, thursday);
      const friday = addDays(thursday, 1);
      await day(page, friday).click();
      await slotsOf(page).getByRole("button", { name: "09:00 AM" }).click();
      const visitor = person(testInfo, "Mary", "Somerville");
      await fillDetails(page, visitor);

      // The first send reaches the Worker, which stores it, but its answer never reaches the page.
      await page.route(
        "**/api/consultation",
        async (route) => {
          await route.fetch();
          await route.abort("connectionreset");
        },
        { times: 1 },
      );
      await submitButton(page).click();
      const failure = page.getByTestId("booking-failure");
      await expect(failure).toContainText(describeFailure({ reason: "network" }));
      await expect(failure.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(failure.getByRole("link", { name: /^020/ })).toHaveAttribute("href", site.phone.href);
      await expect(toast(page, appointmentBooked)).toHaveCount(0);
      await expectKept(page, visitor);
      await expect(submitButton(page)).toBeFocused();
      expect(bookingsOn(friday)).toHaveLength(1);

      // The retry carries the same id: the Worker finds the booking it has (200) and keeps one.
      await submitButton(page).click();
      await expect(toast(page, appointmentBooked)).toContainText(bookingConfirmation(friday, "09:00 AM"));
      await expect(page.getByTestId("booking-confirmation")).toBeFocused();
      const rows = bookingsOn(friday);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ slot: "09:00 AM", email: visitor.email });
      expect(unexpectedErrors(problems, /ERR_CONNECTION_RESET/)).toEqual([]);
    },
  );

  test(
    "two visitors choose the same time at once: one is booked, the other is told and chooses another",
    ANY_WIDTH,
    async ({ page, browser, baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }, testInfo) => {
      const thursday = thursdayFor(testInfo, 3);
      const friday = addDays(thursday, 1);
      const slot: TimeSlot = "11:00 AM";
      const other = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
      try {
        const pages = [page, await other.newPage()];
        const visitors = [person(testInfo, "Ada", "Lovelace"), person(testInfo, "Grace", "Hopper")];
        const problems = await Promise.all(pages.map((visitorPage) => openBooking(visitorPage, baseURL!, thursday)));
        for (const [index, visitorPage] of pages.entries()) {
          await day(visitorPage, friday).click();
          await slotsOf(visitorPage).getByRole("button", { name: slot }).click();
          await fillDetails(visitorPage, visitors[index]!);
        }

        // Both press at once.
        await Promise.all(pages.map((visitorPage) => submitButton(visitorPage).click()));
        const outcomes = await Promise.all(
          pages.map(async (visitorPage) => {
            const booked = toast(visitorPage, appointmentBooked);
            await expect(booked.or(takenNotice(visitorPage))).toBeVisible();
            return (await booked.count()) > 0 ? "booked" : "taken";
          }),
        );
        expect([...outcomes].sort()).toEqual(["booked", "taken"]);
        const winner = outcomes.indexOf("booked");
        const loser = 1 - winner;
        const rows = bookingsOn(friday);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ slot, email: visitors[winner]?.email });

        // The other visitor sees the time taken, keeps what they typed and books another time.
        const loserPage = pages[loser]!;
        await expect(takenNotice(loserPage)).toBeFocused();
        await expect(slotsOf(loserPage).getByRole("button", { name: `${slot}, unavailable` })).toBeDisabled();
        await expect(toast(loserPage, appointmentBooked)).toHaveCount(0);
        await slotsOf(loserPage).getByRole("button", { name: "01:00 PM" }).click();
        await expectKept(loserPage, visitors[loser]!);
        await submitButton(loserPage).click();
        await expect(toast(loserPage, appointmentBooked)).toContainText(bookingConfirmation(friday, "01:00 PM"));
        expect(bookingsOn(friday).map((row) => [row.slot, row.email])).toEqual([
          [slot, visitors[winner]?.email],
          ["01:00 PM", visitors[loser]?.email],
        ]);
        for (const found of problems) expect(unexpectedErrors(found, /status of 409/)).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );

  test(
    "times already booked show as unavailable when the calendar opens; a fully booked day cannot be chosen",
    ANY_WIDTH,
    async ({ page, baseURL, request }, testInfo) => {
      const thursday = thursdayFor(testInfo, 4);
      const friday = addDays(thursday, 1);
      const monday = addDays(thursday, 4);
      // Booked beforehand by others, through the API as the page books.
      const earlier = [
        { date: friday, slot: "10:00 AM" as TimeSlot },
        ...TIME_SLOTS.map((slot) => ({ date: monday, slot })),
      ];
      for (const [index, { date, slot }] of earlier.entries()) {
        const response = await request.post("/api/consultation", {
          headers: {
            Origin: new URL(baseURL!).origin,
            "X-Test-Client": crypto.randomUUID(),
            "X-Test-Now": slotStartUtc(thursday, "10:00 AM").toISOString(),
          },
          data: {
            id: crypto.randomUUID(),
            date: isoDate(date),
            slot,
            firstName: "Earlier",
            // Names are letters only (lib/forms/fields.ts): A, B, C …
            lastName: `Visitor ${String.fromCharCode(65 + index)}`,
            email: `earlier.${index}.${thursday.year}${thursday.month}${thursday.day}@example.com`,
            website: "",
          },
        });
        expect(response.status(), `booking ${isoDate(date)} ${slot}`).toBe(201);
      }

      // The calendar asks for its month once it is open in the browser.
      const month = { ...thursday, day: 1 };
      const asked = page.waitForRequest(
        (sent) =>
          new URL(sent.url()).pathname === "/api/consultation/taken" &&
          new URL(sent.url()).searchParams.get("from") === isoDate(month),
      );
      const problems = await openBooking(page, baseURL!, thursday);
      await asked;
      await expect(day(page, monday)).toBeDisabled();
      await expect(day(page, monday)).toHaveAccessibleName(/, no times available$/);
      await expect(day(page, friday)).toBeEnabled();

      await day(page, friday).click();
      const slots = slotsOf(page);
      await expect(slots.getByRole("button", { name: "10:00 AM, unavailable" })).toBeDisabled();
      for (const slot of TIME_SLOTS.filter((time) => time !== "10:00 AM")) {
        await expect(slots.getByRole("button", { name: slot, exact: true })).toBeEnabled();
      }
      expect(unexpectedErrors(problems)).toEqual([]);
    },
  );

  test(
    "the visitor's e-mail leads to their booking: moved, then cancelled, the database, the page and both parties' e-mails agreeing at each step",
    ANY_WIDTH,
    async ({ page, baseURL, request }, testInfo) => {
      // A whole journey in one test (booked, the e-mail, moved, cancelled, booked again), instead of several
      // browser tests each booking afresh: three pages and six e-mails take longer than one page's budget.
      test.slow();
      const thursday = thursdayFor(testInfo, 5);
      const [friday, monday] = [addDays(thursday, 1), addDays(thursday, 4)];
      const problems = await openBooking(page, baseURL!, thursday);
      const visitor = person(testInfo, "Grace", "Hopper");
      await day(page, friday).click();
      await slotsOf(page).getByRole("button", { name: "11:00 AM", exact: true }).click();
      await fillDetails(page, visitor);
      await submitButton(page).click();
      await expect(toast(page, appointmentBooked)).toContainText(bookingConfirmation(friday, "11:00 AM"));

      const outbox = path.join(STATE_DIR ?? "", "outbox");
      /** The one e-mail to or about the visitor with that subject, once it has arrived. */
      const mail = async (subject: string) => {
        await expect
          .poll(
            () =>
              outboxMails(outbox).filter(
                (one) => one.text.includes(visitor.email) && one.text.includes(`Subject: ${subject}`),
              ).length,
            {
              message: `the e-mail "${subject}"`,
            },
          )
          .toBe(1);
        const found = outboxMails(outbox).find(
          (one) => one.text.includes(visitor.email) && one.text.includes(`Subject: ${subject}`),
        );
        return { text: found!.text, event: readEvent(Object.values(found!.attachments)[0]) };
      };
      const row = () =>
        bookingsOn(friday)
          .concat(bookingsOn(monday))
          .find((one) => one.email === visitor.email)!;
      /** The database, the visitor's e-mail and the owner's agree on a time, a SEQUENCE and a METHOD. */
      const agree = async (
        when: { date: CalendarDate; slot: TimeSlot },
        subjects: [string, string],
        expected: { sequence: number; method: string },
      ) => {
        const [theirs, ours] = [await mail(subjects[0]), await mail(subjects[1])];
        const start = slotStartUtc(when.date, when.slot).toISOString();
        for (const { event } of [theirs, ours]) {
          expect(event).toMatchObject({
            ...expected,
            start,
            uid: `consultation-${row().id}@${site.email.split("@")[1]}`,
          });
        }
        expect(row()).toMatchObject({
          date: isoDate(when.date),
          slot: when.slot,
          slot_start: start,
          sequence: expected.sequence,
        });
        expect(theirs.text).toContain(formatBookingBritish(when.date, when.slot));
        expect(ours.text).toContain(formatBookingBritish(when.date, when.slot));
        return theirs.text;
      };

      // Booked: the visitor's confirmation holds the link.
      const confirmation = await agree(
        { date: friday, slot: "11:00 AM" },
        ["Your consultation with", "New Consultation Booking"],
        {
          sequence: 0,
          method: "REQUEST",
        },
      );
      const link = /http:\/\/\S+\/consultation\/manage\/#[A-Za-z0-9_-]{43}/.exec(confirmation)?.[0];
      expect(link).toBeDefined();
      expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

      // The link opens the booking.
      await page.goto(link!);
      const booking = page.getByTestId("manage-booking");
      await expect(booking).toContainText(formatBookingBritish(friday, "11:00 AM"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // Moved to Monday at 2pm.
      await booking.getByRole("button", { name: "Move to another time" }).click();
      await day(page, monday).click();
      await slotsOf(page).getByRole("button", { name: "02:00 PM", exact: true }).click();
      await booking
        .getByRole("button", { name: `Move my call to ${formatBookingBritish(monday, "02:00 PM")}` })
        .click();
      await expect(page.getByTestId("manage-done")).toContainText(
        `moved to ${formatBookingBritish(monday, "02:00 PM")}`,
      );
      await expect(booking).toContainText(`${formatBookingBritish(monday, "02:00 PM")} (London time)`);
      await agree({ date: monday, slot: "02:00 PM" }, ["Your consultation has moved to", "Consultation Moved"], {
        sequence: 1,
        method: "REQUEST",
      });

      // The calendar now offers Friday at 11am again, and no longer Monday at 2pm.
      await booking.getByRole("button", { name: "Move to another time" }).click();
      await day(page, friday).click();
      await expect(slotsOf(page).getByRole("button", { name: "11:00 AM", exact: true })).toBeEnabled();
      await day(page, monday).click();
      await expect(slotsOf(page).getByRole("button", { name: "02:00 PM, unavailable" })).toBeDisabled();
      await booking.getByRole("button", { name: "Keep the current time" }).click();

      // Cancelled.
      await booking.getByRole("button", { name: "Cancel the call" }).click();
      await booking.getByRole("button", { name: "Yes, cancel my call" }).click();
      await expect(page.getByTestId("manage-booking")).toHaveAttribute("data-status", "cancelled");
      await agree({ date: monday, slot: "02:00 PM" }, ["Your consultation on", "Consultation Cancelled"], {
        sequence: 2,
        method: "CANCEL",
      });
      expect(row().cancelled_at).not.toBeNull();

      // Both freed times can be booked again.
      for (const [date, slot] of [
        [friday, "11:00 AM"],
        [monday, "02:00 PM"],
      ] as const) {
        const response = await request.post("/api/consultation", {
          headers: {
            Origin: new URL(baseURL!).origin,
            "X-Test-Client": crypto.randomUUID(),
            "X-Test-Now": slotStartUtc(thursday, "10:00 AM").toISOString(),
          },
          data: {
            id: crypto.randomUUID(),
            date: isoDate(date),
            slot,
            firstName: "Next",
            lastName: "Visitor",
            email: `next.${slot.slice(0, 2)}.${thursday.year}${thursday.month}${thursday.day}@example.com`,
            website: "",
          },
        });
        expect(response.status(), `booking ${isoDate(date)} ${slot} again`).toBe(201);
      }

      expect(await axeViolations(page)).toEqual([]);
      expect(unexpectedErrors(problems)).toEqual([]);
    },
  );
});
