import path from "node:path";
import { axeViolations } from "@/tests/axe";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import {
  getContactContent,
  getDestinationDetail,
  getDestinationDetails,
  getExperienceDetailPage,
  getExperiences,
  getItineraries,
  getSpecialisms,
} from "@/lib/content";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { TRIP_MESSAGES } from "@/lib/enquiry/schema";
import { describeFailure, FAILED_NOTICE_TITLE } from "@/lib/enquiry/submission";
import { BUDGETS, HEARD_FROM, OCCASIONS, TRIP_FIELDS, type TripField } from "@/lib/enquiry/trip";
import { site } from "@/lib/content/settings";
import { SPEC } from "../spec";
import { outboxMentioning, queryD1, sentEmails } from "../worker-state";
import { ANY_WIDTH, escapeRegExp, route, watchPage, type PageProblems, SITE_URL } from "./support";

/*
 * /contact/ against the site's own Worker (tests/e2e/serve-worker.ts: wrangler dev with a fresh local D1),
 * as production serves it. A sent enquiry is looked for where the agency will find it: its row in D1 and
 * the e-mail the Worker sent. Failures the Worker would not produce on demand (a 500, no answer at all)
 * are played by intercepting the form's request; the build gives the form a 2 s timeout for that.
 */

const { page: contactPage } = getContactContent();
const { messageSent, messageSentDescription, sending } = SPEC.strings;
const STATE_DIR = path.join(process.env.E2E_STATE_DIR!, "state");
const OUTBOX_DIR = path.join(process.env.E2E_STATE_DIR!, "outbox");
const API = "**/api/enquiry";

// Every request here comes from 127.0.0.1: each test is its own client for the Worker's rate limit.
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "X-Test-Client": `${testInfo.project.name}-${testInfo.testId}` });
});

type StoredEnquiry = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  destination: string | null;
  message: string;
  trip: Record<string, unknown> | null;
  newsletter: boolean;
  emailStatus: string;
};

/** The rows the Worker stored for this e-mail address, as the agency's database holds them. */
function storedEnquiries(email: string): StoredEnquiry[] {
  type Row = Record<string, string | number | null>;
  return queryD1<Row>(STATE_DIR, "SELECT * FROM enquiries WHERE email = ?", email).map((row) => ({
    id: String(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: row.phone as string | null,
    destination: row.destination as string | null,
    message: String(row.message),
    trip: row.trip ? (JSON.parse(String(row.trip)) as Record<string, unknown>) : null,
    newsletter: row.newsletter === 1,
    emailStatus: String(row.email_status),
  }));
}

type Typed = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  destination: string;
  message: string;
};

function visitor(testInfo: TestInfo, prefix = "ada"): Typed {
  const id = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${prefix}.${id}@example.com`,
    phone: "+44 20 7946 0999",
    destination: "Kyoto and the Japanese Alps",
    message: "Two weeks in October for our anniversary: ryokan nights, a private tea ceremony, no early starts.",
  };
}

const form = (page: Page) => page.getByRole("form", { name: "Enquiry form" });
const input = (page: Page, name: keyof Typed | "website") => page.locator(`#enquiry-${name}`);
/** The phone number as shown: its spaces are non-breaking. */
const phoneName = new RegExp(`^${site.phone.display.replace(/[\s\u00a0]/g, "\\s")}$`);
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const tripInput = (page: Page, name: TripField) => page.locator(`#enquiry-${name}`);
/** "Tell us more": a native disclosure inside the form. */
const tellUsMore = (page: Page) => form(page).locator("details");

/** Unfolds "Tell us more" (its summary is the control) unless it is open already. */
async function unfold(page: Page) {
  if ((await tellUsMore(page).getAttribute("open")) === null) await tellUsMore(page).locator("summary").click();
  await expect(tellUsMore(page)).toHaveAttribute("open", "");
}

/**
 * Console errors raised by the flows under test (CORS refusals, exceptions). Failed page requests, such as
 * prefetches of the header's links, are the site-wide sweep's business, not these tests'.
 */
const flowErrors = (problems: PageProblems) =>
  problems.consoleErrors.filter(
    (error) => !error.startsWith("Failed to load resource: the server responded with a status of 404"),
  );

async function openContact(page: Page, baseURL: string): Promise<PageProblems> {
  const problems = await watchPage(page, baseURL);
  await page.goto("/contact/");
  await expect(form(page)).toHaveAttribute("data-ready", "true");
  return problems;
}

async function fill(page: Page, typed: Typed) {
  for (const [name, value] of Object.entries(typed)) await input(page, name as keyof Typed).fill(value);
  await page.getByRole("checkbox", { name: /travel inspiration/i }).check();
}

async function expectKept(page: Page, typed: Typed) {
  for (const [name, value] of Object.entries(typed)) await expect(input(page, name as keyof Typed)).toHaveValue(value);
  await expect(page.getByRole("checkbox", { name: /travel inspiration/i })).toBeChecked();
}

test.describe("the contact page", () => {
  test("has the hero, the form, and every way to reach the agency", async ({ page, baseURL }) => {
    await openContact(page, baseURL!);
    await expect(page.getByRole("heading", { level: 1, name: SPEC.strings.contactUs })).toBeVisible();
    await expect(page.getByText(SPEC.strings.contactHeroLine)).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 2, name: SPEC.strings.getInTouch })).toBeVisible();
    const details = main.getByRole("region", { name: contactPage.details.heading });
    await expect(details.getByRole("link", { name: phoneName })).toHaveAttribute("href", site.phone.href);
    await expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const line of [contactPage.details.hours, contactPage.details.reply, contactPage.details.concierge]) {
      await expect(details).toContainText(line);
    }
    await expect(main).toContainText(SPEC.constants.contactHours);
    await expect(main).toContainText(SPEC.constants.replyWithin);
    await expect(main).toContainText(site.hours.concierge);

    const app = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(contactPage.clientApp.linkLabel)}`) });
    await expect(app).toHaveAttribute("href", site.clientApp.href);
    await expect(app).toHaveAttribute("target", "_blank");
    await expect(app).toHaveAttribute("rel", "noopener noreferrer");
    for (const benefit of contactPage.clientApp.benefits) {
      await expect(page.getByRole("listitem").filter({ hasText: benefit })).toBeVisible();
    }
    for (const social of site.socials) {
      await expect(main.getByRole("link", { name: new RegExp(`^${social.label}`) })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
    }

    const jsonLd = await page.locator("#travel-agency-jsonld").textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "TravelAgency", url: `${SITE_URL}${route("/contact")}` });
  });

  test("inline errors: tied to their fields, focus on the first, no axe violations", async ({ page, baseURL }) => {
    const problems = await openContact(page, baseURL!);
    await input(page, "lastName").fill("Lovelace");
    await input(page, "email").fill("ada@example");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(input(page, "firstName")).toBeFocused();
    await expect(input(page, "firstName")).toHaveAttribute("aria-invalid", "true");
    await expect(input(page, "firstName")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.firstName);
    await expect(input(page, "email")).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid);
    await expect(input(page, "message")).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(SPEC.strings.messageHint)),
    );
    await expect(input(page, "message")).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(ENQUIRY_MESSAGES.message)),
    );
    await expect(input(page, "lastName")).not.toHaveAttribute("aria-invalid", "true");
    // Native checks stay on the inputs for the time before JavaScript runs.
    await expect(input(page, "email")).toHaveAttribute("type", "email");
    await expect(input(page, "firstName")).toHaveAttribute("required", "");

    expect(await axeViolations(page, "form")).toEqual([]);
    expect(flowErrors(problems)).toEqual([]);
  });

  test(`success: '${sending}' for ${SPEC.constants.enquiryDelayMs / 1000} s, the notice, an empty form, the console log and the POST`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // The page's clock is ours: the 1.5 s pause runs only when the test says so, however loaded the machine.
    await page.clock.install();
    const problems = await openContact(page, baseURL!);
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info" || message.type() === "log") logged.push(message.text());
    });
    const typed = visitor(testInfo);
    await fill(page, typed);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const posting = page.waitForRequest((request) => request.url().endsWith("/api/enquiry"));
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/enquiry"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: sending });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(form(page)).toHaveAttribute("aria-busy", "true");
    // The Worker has stored it before it answers; then the pause, not the answer, is what is left.
    expect((await answered).status()).toBe(201);
    expect(storedEnquiries(typed.email)).toHaveLength(1);
    await page.clock.runFor(SPEC.constants.enquiryDelayMs - 100);
    await expect(busy).toBeDisabled();
    await expect(toast(page, messageSent)).toHaveCount(0);
    await page.clock.runFor(100);
    // The pause is over: let time flow again for the notice's own animation.
    await page.clock.resume();

    const notice = toast(page, messageSent);
    await expect(notice).toContainText(messageSentDescription);
    // The notice sits in a polite live region, so screen readers announce it.
    await expect(page.locator('section[aria-live="polite"]').filter({ has: notice })).toHaveCount(1);

    for (const name of Object.keys(typed)) await expect(input(page, name as keyof Typed)).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /travel inspiration/i })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(logged.join("\n")).toContain(`${SPEC.strings.enquirySubject} for ${site.email}`);

    const posted = (await posting).postDataJSON() as Record<string, unknown>;
    expect(posted).toMatchObject({
      ...typed,
      subject: SPEC.strings.enquirySubject,
      recipient: site.email,
      newsletter: true,
      website: "",
    });
    expect(posted.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storedEnquiries(typed.email)).toEqual([
      expect.objectContaining({ ...typed, id: posted.id, newsletter: true }),
    ]);
    expect(flowErrors(problems)).toEqual([]);

    // Sent means the draft is gone too.
    await page.reload();
    await expect(form(page)).toHaveAttribute("data-ready", "true");
    await expect(input(page, "message")).toHaveValue("");
  });

  test(
    "a 500 from the endpoint: an error notice with the alternatives, nothing typed lost",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      const problems = await openContact(page, baseURL!);
      await page.route(API, (request) => request.fulfill({ status: 500, json: { ok: false, error: "internal" } }));
      const typed = visitor(testInfo, "fail-500");
      await fill(page, typed);
      await page.getByRole("button", { name: "Send Message" }).click();

      const notice = toast(page, FAILED_NOTICE_TITLE);
      await expect(notice).toContainText(describeFailure({ reason: "status", status: 500 }));
      await expect(notice).toContainText(site.email);
      await expect(notice).toContainText(site.phone.display);
      const panel = page.getByTestId("enquiry-failure");
      await expect(panel.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(panel.getByRole("link", { name: phoneName })).toHaveAttribute("href", site.phone.href);
      await expectKept(page, typed);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(storedEnquiries(typed.email)).toEqual([]);
      // The page's own report of the 500 is the failure under test.
      expect(flowErrors(problems).filter((error) => !error.includes("status of 500"))).toEqual([]);

      // And a reload does not lose it either.
      await page.reload();
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expectKept(page, typed);
    },
  );

  test(
    "an endpoint that does not answer: a timeout notice, nothing typed lost",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      const problems = await openContact(page, baseURL!);
      // The request is held and never answered: the form's own 2 s timeout has to end the wait.
      await page.route(API, () => {});
      const typed = visitor(testInfo, "slow");
      await fill(page, typed);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("button", { name: sending })).toBeDisabled();

      const notice = toast(page, FAILED_NOTICE_TITLE);
      await expect(notice).toContainText(describeFailure({ reason: "timeout" }), { timeout: 10_000 });
      await expectKept(page, typed);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(flowErrors(problems)).toEqual([]);
    },
  );

  test(
    "an answer lost on its way back: sending again keeps one enquiry",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      const problems = await openContact(page, baseURL!);
      // The Worker stores the first send, but the visitor never hears back (a dropped connection).
      await page.route(API, async (request) => {
        await request.fetch();
        await request.abort("connectionreset");
      });
      const typed = visitor(testInfo, "retry");
      await fill(page, typed);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, FAILED_NOTICE_TITLE)).toContainText(describeFailure({ reason: "network" }));
      expect(storedEnquiries(typed.email)).toHaveLength(1);
      await expectKept(page, typed);

      // The visitor tries again, after a reload for good measure: the same enquiry, under the same id.
      await page.unroute(API);
      await page.reload();
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/enquiry"));
      await page.getByRole("button", { name: "Send Message" }).click();
      expect((await answered).status()).toBe(200);
      await expect(toast(page, messageSent)).toBeVisible();
      expect(storedEnquiries(typed.email)).toHaveLength(1);
      expect(flowErrors(problems).filter((error) => !error.includes("ERR_CONNECTION_RESET"))).toEqual([]);
    },
  );

  test(
    "the honeypot: a bot is told its message was sent, and nothing is sent",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      await openContact(page, baseURL!);
      const requests: string[] = [];
      page.on("request", (request) => {
        // The enquiry's own endpoint (the booking beside it reads its taken times on its own).
        if (request.url().includes("/api/enquiry")) requests.push(request.url());
      });
      const typed = visitor(testInfo, "bot");
      await fill(page, typed);
      await expect(input(page, "website")).toHaveAttribute("tabindex", "-1");
      await input(page, "website").fill("https://cheap-watches.example", { force: true });
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(toast(page, messageSent)).toBeVisible();
      await expect(input(page, "firstName")).toHaveValue("");
      expect(requests).toEqual([]);
      expect(storedEnquiries(typed.email)).toEqual([]);
    },
  );

  test("an unsent draft survives a reload", ANY_WIDTH, async ({ page, baseURL }) => {
    await openContact(page, baseURL!);
    await input(page, "firstName").fill("Grace");
    await input(page, "message").fill("Norway's fjords in June, with a night on the Hurtigruten.");
    await page.reload();
    await expect(form(page)).toHaveAttribute("data-ready", "true");
    await expect(input(page, "firstName")).toHaveValue("Grace");
    await expect(input(page, "message")).toHaveValue("Norway's fjords in June, with a night on the Hurtigruten.");
  });

  test(
    "?itinerary= and ?destination= fill in where the visitor wants to go; what they typed wins",
    ANY_WIDTH,
    async ({ page }) => {
      const trip = getItineraries()[0]!;
      await page.goto(`/contact/?itinerary=${trip.slug}`);
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "destination")).toHaveValue(trip.places.map((place) => place.name).join(", "));
      await expect(input(page, "message")).toHaveValue(new RegExp(escapeRegExp(trip.title)));
      await expect(form(page).getByText(trip.title)).toBeVisible();

      const kenya = getDestinationDetail("kenya")!;
      await page.goto(`/contact/?destination=${kenya.slug}`);
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "destination")).toHaveValue(kenya.name);
      await input(page, "destination").fill("Kenya and Zanzibar");
      await page.reload();
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "destination")).toHaveValue("Kenya and Zanzibar");
    },
  );
});

test.describe("'Tell us more' and the links that fill in the form", () => {
  test("every field, 'Tell us more' included, is stored in one row and e-mailed to the agency", async ({
    page,
    baseURL,
  }, testInfo) => {
    const problems = await openContact(page, baseURL!);
    const typed = visitor(testInfo, "trip");
    await fill(page, typed);
    // Folded away at first: the spec's fields are all a visitor has to fill in.
    await expect(tellUsMore(page)).not.toHaveAttribute("open");
    await unfold(page);

    const month = await tripInput(page, "month").locator("option").nth(3).getAttribute("value");
    const needs = "One of us uses a wheelchair on longer walks; no shellfish, please.";
    await tripInput(page, "departDate").fill("2027-05-08");
    await tripInput(page, "returnDate").fill("2027-05-22");
    await tripInput(page, "month").selectOption(month!);
    await tripInput(page, "flexible").check();
    await tripInput(page, "nights").fill("14");
    await tripInput(page, "adults").fill("2");
    await tripInput(page, "children").fill("2");
    await tripInput(page, "childAges").fill("6 and 9");
    await tripInput(page, "budget").selectOption(BUDGETS[3]!.value);
    await tripInput(page, "occasion").selectOption(OCCASIONS[0]!.value);
    await tripInput(page, "needs").fill(needs);
    await tripInput(page, "heardFrom").selectOption(HEARD_FROM[0]!.value);
    // Every one of them has a name a screen reader can read out, from a visible label.
    for (const name of TRIP_FIELDS) await expect(tripInput(page, name)).toHaveAccessibleName(/\w/);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, messageSent)).toContainText(messageSentDescription);
    // One row holding every field, "Tell us more" included, and one e-mail to the agency that the agency
    // can answer straight to the visitor.
    const [stored, ...others] = storedEnquiries(typed.email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ ...typed, newsletter: true });
    await expect
      .poll(async () =>
        (await sentEmails(page.request, baseURL!)).filter((email) => email.replyTo?.includes(typed.email)),
      )
      .toEqual([
        expect.objectContaining({ to: [site.email], subject: expect.stringContaining(SPEC.strings.enquirySubject) }),
      ]);
    expect(outboxMentioning(OUTBOX_DIR, typed.email)).toEqual([expect.stringContaining(needs)]);
    await expect.poll(() => storedEnquiries(typed.email)[0]?.emailStatus).toBe("sent");
    expect(stored!.trip).toEqual({
      departDate: "2027-05-08",
      returnDate: "2027-05-22",
      month,
      flexible: true,
      nights: 14,
      adults: 2,
      children: 2,
      childAges: [6, 9],
      budget: BUDGETS[3]!.value,
      occasion: OCCASIONS[0]!.value,
      needs,
      heardFrom: HEARD_FROM[0]!.value,
    });
    // Sent: the extra fields are cleared with the rest.
    await expect(tripInput(page, "childAges")).toHaveValue("");
    await expect(tripInput(page, "budget")).toHaveValue("");
    expect(flowErrors(problems)).toEqual([]);
  });

  test(
    "a return date before the departure: an inline error on the field, unfolded and focused, nothing sent",
    ANY_WIDTH,
    async ({ page, baseURL }, testInfo) => {
      const problems = await openContact(page, baseURL!);
      const typed = visitor(testInfo, "dates");
      await fill(page, typed);
      await unfold(page);
      await tripInput(page, "departDate").fill("2027-05-22");
      await tripInput(page, "returnDate").fill("2027-05-08");
      // Folded again before sending: the error has to unfold it to be seen.
      await tellUsMore(page).locator("summary").click();
      await expect(tellUsMore(page)).not.toHaveAttribute("open");
      await page.getByRole("button", { name: "Send Message" }).click();

      const back = tripInput(page, "returnDate");
      await expect(back).toHaveAttribute("aria-invalid", "true");
      await expect(back).toHaveAccessibleDescription(TRIP_MESSAGES.returnBeforeDeparture);
      await expect(back).toBeFocused();
      await expect(tellUsMore(page)).toHaveAttribute("open", "");
      await expect(tripInput(page, "departDate")).not.toHaveAttribute("aria-invalid", "true");
      await expect(toast(page, messageSent)).toHaveCount(0);
      expect(storedEnquiries(typed.email)).toEqual([]);

      expect(await axeViolations(page, "form")).toEqual([]);

      // Put right, it goes.
      await back.fill("2027-06-05");
      await expect(back).not.toHaveAttribute("aria-invalid", "true");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, messageSent)).toBeVisible();
      await expect.poll(() => storedEnquiries(typed.email).length).toBe(1);
      expect(storedEnquiries(typed.email)[0]!.trip).toEqual({ departDate: "2027-05-22", returnDate: "2027-06-05" });
      expect(flowErrors(problems)).toEqual([]);
    },
  );

  test(
    "?itinerary=, ?destination= and ?specialism= each fill in the form, and the pages' buttons carry them",
    ANY_WIDTH,
    async ({ page }) => {
      const trip = getItineraries().at(-1)!;
      await page.goto(`/contact/?itinerary=${trip.slug}`);
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "destination")).toHaveValue(trip.places.map((place) => place.name).join(", "));
      await expect(input(page, "message")).toHaveValue(new RegExp(escapeRegExp(trip.title)));
      await expect(form(page).getByText(trip.title, { exact: true })).toBeVisible();

      const place = getDestinationDetails().at(-1)!;
      await page.goto(`/contact/?destination=${place.slug}`);
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "destination")).toHaveValue(place.name);
      await expect(input(page, "message")).toHaveValue("");

      const specialism = getSpecialisms().at(-1)!;
      await page.goto(`/contact/?specialism=${specialism.slug}`);
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "message")).toHaveValue(new RegExp(escapeRegExp(specialism.title)));
      await expect(form(page).getByText(specialism.title, { exact: true })).toBeVisible();
      // A specialism is not a place: where to go is left for the visitor.
      await expect(input(page, "destination")).toHaveValue("");

      // From the specialism's own page, and from an experience's (the menu's "Specialisms").
      await page.goto(`/specialisms/${specialism.slug}/`);
      await page.locator("main").getByRole("link", { name: specialism.page.ctaLabel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/contact/\\?specialism=${specialism.slug}$`));
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "message")).toHaveValue(new RegExp(escapeRegExp(specialism.title)));
      await expect(form(page).getByText(specialism.title, { exact: true })).toBeVisible();

      const experience = getExperiences().at(-1)!;
      await page.goto(`/experiences/${experience.id}/`);
      await page
        .locator("main")
        .getByRole("link", { name: getExperienceDetailPage().enquiry.button.label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/contact/\\?specialism=${experience.id}$`));
      await expect(form(page)).toHaveAttribute("data-ready", "true");
      await expect(input(page, "message")).toHaveValue(new RegExp(escapeRegExp(experience.title)));
      await expect(form(page).getByText(experience.title, { exact: true })).toBeVisible();
    },
  );
});
