import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { axeViolations } from "@/tests/axe";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { DESK_PATH } from "@/lib/security-headers";
import { fakeAccessPort, mintAccessToken } from "../api/fake-access";
import { FULL_TRIP } from "../enquiry-fixture";
import { queryD1 } from "../worker-state";
import { ANY_WIDTH, exportedHtml, watchPage } from "./support";

/*
 * The owner's desk (/desk/), signed in through the fake Cloudflare Access issuer beside the test Worker
 * (tests/api/fake-access.ts). It is outside the sitemap, so the export checks and the sweep leave it out
 * (tests/e2e/support.ts, NOT_SITE_PAGES): its own checks are here. The rules of each view (filters,
 * paging, statuses, the reply link, the dialog) are unit tests (tests/unit/desk.test.tsx); the API's
 * answers are tests/api/desk.spec.ts. Here: one lead's journey from a campaign link to erasure, and axe.
 */

const OUT = path.join(process.cwd(), "out");
const STATE_DIR = path.join(process.env.E2E_STATE_DIR!, "state");
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OWNER: string = parse(fs.readFileSync("content/settings.yml", "utf8")).desk.allowedEmails[0];

test.beforeEach(async ({ context }, testInfo) => {
  const token = await mintAccessToken(`http://127.0.0.1:${fakeAccessPort(PORT)}`, "good", OWNER);
  await context.setExtraHTTPHeaders({
    "X-Test-Client": `${testInfo.project.name}-${testInfo.testId}`,
    "Cf-Access-Jwt-Assertion": token,
  });
});

/** Every JavaScript file a page loads, from its HTML. */
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map(([, src]) => src!);

test.describe("the desk's page as served", () => {
  test("one h1, noindex, its own script policy, and a sentence on what it needs without JavaScript", ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the served HTML is the same at every width");
    const html = exportedHtml(DESK_PATH);
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? "";
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    expect(policy).toMatch(/img-src 'self' data:(;|$)/);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*script|script-src[^;]*'unsafe-(inline|eval)'/);
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1]?.replace(/<[^>]+>/g, " ") ?? "";
    expect(main).toMatch(/signed in/);
    expect(main).toMatch(/JavaScript/);
    expect(fs.readFileSync(path.join(OUT, "sitemap.xml"), "utf8")).not.toContain(DESK_PATH);
    expect(fs.readFileSync(path.join(OUT, "robots.txt"), "utf8")).toContain(`Disallow: ${DESK_PATH}`);
    expect(fs.readFileSync(path.join(OUT, "_headers"), "utf8")).toContain(`${DESK_PATH}*\n  X-Robots-Tag: noindex`);
  });

  test("no public page loads any of the desk's code", ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the export is the same at every width");
    const pages = fs.readdirSync(OUT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    const publicScripts = new Set(
      pages
        .filter((file) => !file.startsWith("desk/") && !file.startsWith("admin/"))
        .flatMap((file) => scriptsOf(fs.readFileSync(path.join(OUT, file), "utf8"))),
    );
    const deskOnly = scriptsOf(exportedHtml(DESK_PATH)).filter((src) => !publicScripts.has(src));
    const text = (src: string) => fs.readFileSync(path.join(OUT, decodeURIComponent(src)), "utf8");
    expect(deskOnly.some((src) => text(src).includes("/api/desk"))).toBe(true);
    expect([...publicScripts].filter((src) => text(src).includes("/api/desk"))).toEqual([]);
  });
});

/** An enquiry with "Tell us more" and a source, posted as the contact form would; its id. */
async function postEnquiry(page: Page, baseURL: string, email: string): Promise<string> {
  const id = crypto.randomUUID();
  const answer = await page.request.post("/api/enquiry", {
    headers: { "Content-Type": "application/json", Origin: baseURL },
    data: {
      id,
      firstName: "Grace",
      lastName: "Hopper",
      email,
      message: "A fortnight in Japan in April, ryokan nights and a private tea ceremony.",
      trip: FULL_TRIP,
      website: "",
      source: { landing: "/journal/", referrerHost: "www.example.org", pages: 2, recent: ["/journal/", "/contact/"] },
    },
  });
  expect(answer.ok()).toBe(true);
  return id;
}

async function sendEnquiryFromCampaign(page: Page, email: string) {
  await page.goto("/?utm_source=newsletter&utm_campaign=spring");
  await page.waitForFunction(() => sessionStorage.getItem("aurelia:visit:v1"));
  await page.goto("/contact/");
  const form = page.getByRole("form", { name: "Enquiry form" });
  await expect(form).toHaveAttribute("data-ready", "true");
  const typed = {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    message: "Ten days in Kyoto in April, somewhere quiet, no early starts please.",
  };
  for (const [name, value] of Object.entries(typed)) await page.locator(`#enquiry-${name}`).fill(value);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => queryD1(STATE_DIR, "SELECT id FROM enquiries WHERE email = ?", email).length).toBe(1);
}

test(
  "a lead from a campaign link: its source on the desk, moved to replied with a note, in the CSV, then erased",
  ANY_WIDTH,
  async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const email = `desk.${Date.now()}@example.com`;
    await sendEnquiryFromCampaign(page, email);

    const problems = await watchPage(page, baseURL!);
    await page.goto(`${DESK_PATH}?view=enquiry&q=${encodeURIComponent(email)}`);
    const list = page.getByRole("region", { name: "Enquiries" });
    await expect(list.getByRole("row")).toHaveCount(2);
    await expect(list.getByRole("cell", { name: "newsletter · spring" })).toBeVisible();
    await list.getByRole("link", { name: "Ada Lovelace" }).click();

    const source = page.getByRole("region", { name: "Where they came from" });
    await expect(source).toContainText("/?utm_source=newsletter&utm_campaign=spring");
    await expect(source).toContainText("source: newsletter · campaign: spring");

    const status = page.getByRole("region", { name: "Status" });
    await status.getByRole("combobox", { name: "Move to" }).selectOption("replied");
    await status.getByRole("textbox", { name: /Note/ }).fill("Called her; sending ideas for Kyoto.");
    await status.getByRole("button", { name: "Save status" }).click();
    const history = page.getByRole("list", { name: "History, newest first" });
    await expect(history).toContainText("Replied");
    await expect(history).toContainText("Called her; sending ideas for Kyoto.");
    await page.reload();
    await expect(page.getByRole("list", { name: "History, newest first" })).toContainText(OWNER);

    await page.getByRole("link", { name: "CSV and erasing" }).click();
    // The link's own address, fetched with the page's sign-in: a download the browser keeps to itself.
    const csvLink = page.getByRole("link", { name: "Enquiries (CSV)" });
    await expect(csvLink).toHaveAttribute("download", "");
    const csv = await page.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment/);
    expect(await csv.text()).toContain(email);

    await page.getByRole("textbox", { name: "Their e-mail address" }).fill(email);
    await page.getByRole("button", { name: "Erase…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Erase for good" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Erased for ${email}` })).toContainText("1 enquiry", {
      timeout: 30_000,
    });

    // No row of any table still holds the address.
    type Table = { name: string };
    const tables = queryD1<Table>(
      STATE_DIR,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
    );
    expect(tables.length).toBeGreaterThan(2);
    const left = tables.flatMap(({ name }) =>
      queryD1<Record<string, unknown>>(STATE_DIR, `SELECT * FROM "${name}"`)
        .filter((row) => JSON.stringify(row).toLowerCase().includes(email.toLowerCase()))
        .map(() => name),
    );
    expect(left).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  },
);

for (const width of [390, 1280]) {
  test(`every view of the desk has no axe violations at ${width} px`, ANY_WIDTH, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const id = await postEnquiry(page, baseURL!, `axe.${width}.${crypto.randomUUID()}@example.com`);
    await page.setViewportSize({ width, height: 900 });
    const views = ["", "?view=enquiry", "?view=consultation", "?view=subscriber", `?view=lead&kind=enquiry&id=${id}`];
    for (const view of [...views, "?view=sources", "?view=tools"]) {
      await page.goto(`${DESK_PATH}${view}`);
      await expect(page.getByRole("navigation", { name: "Desk" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      // The desk's own part: the header and footer around it are the sweep's, on every visitor page.
      const found = await axeViolations(page, "main");
      expect(found.map((violation) => `${view || "?"}: ${violation}`)).toEqual([]);
    }
  });
}

test("without a sign-in the desk says so kindly", ANY_WIDTH, async ({ page, context }) => {
  await context.setExtraHTTPHeaders({});
  await page.goto(DESK_PATH);
  await expect(page.getByRole("alert").filter({ hasText: /not signed in/ })).toBeVisible();
});
