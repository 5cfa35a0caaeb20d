/** @jest-environment node */
import fs from "node:fs";
import ts from "typescript";
import { londonDay, secondsToLondonMidnight } from "@/worker/london-day";
import { dailyConfirmations, dailyLimitReached } from "@/worker/newsletter-daily";

// The daily limits count per day in London (the newsletter's site-wide number, and each client's allowance in
// worker/limits.ts), and their refusals name the seconds to the next midnight there, in winter (GMT) and in
// summer (BST) alike.

describe("the newsletter's daily limit", () => {
  it("keys the count by the day in London, which starts at 23:00 UTC in summer", () => {
    expect(londonDay(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(londonDay(new Date("2026-07-15T23:30:00Z"))).toBe("2026-07-16");
  });

  it("answers Retry-After with the seconds to midnight in London", () => {
    expect(secondsToLondonMidnight(new Date("2026-01-15T23:00:00Z"))).toBe(3600);
    expect(secondsToLondonMidnight(new Date("2026-07-15T22:00:00Z"))).toBe(3600);
    expect(secondsToLondonMidnight(new Date("2026-07-15T23:00:00Z"))).toBe(86_400);
    // The days the clocks go back (25 hours long) and forward (23 hours).
    expect(secondsToLondonMidnight(new Date("2026-10-24T23:00:00Z"))).toBe(25 * 3600);
    expect(secondsToLondonMidnight(new Date("2026-03-29T00:00:00Z"))).toBe(23 * 3600);
    // Half a second before midnight still asks for one.
    expect(secondsToLondonMidnight(new Date("2026-03-28T23:59:59.500Z"))).toBe(1);
  });

  it("refuses with 429 daily_limit, a sentence that says tomorrow, and Retry-After", async () => {
    const answer = dailyLimitReached(new Date("2026-01-15T12:00:00Z"));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe(String(12 * 3600));
    const body = (await answer.json()) as { ok: boolean; error: string; message: string };
    expect(body).toMatchObject({ ok: false, error: "daily_limit" });
    expect(body.message).toMatch(/tomorrow/);
  });

  it("reads its number from the setting in wrangler.jsonc, and falls back to 100 on a bad one", () => {
    const { config } = ts.parseConfigFileTextToJson("wrangler.jsonc", fs.readFileSync("wrangler.jsonc", "utf8"));
    const setting = config.vars.NEWSLETTER_DAILY_CONFIRMATIONS as string;
    expect(dailyConfirmations({ NEWSLETTER_DAILY_CONFIRMATIONS: setting })).toBe(Number(setting));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of [undefined, "", "0", "-5", "2.5", "many"]) {
      expect(dailyConfirmations({ NEWSLETTER_DAILY_CONFIRMATIONS: bad })).toBe(100);
    }
    expect(warn).toHaveBeenCalledTimes(6);
    warn.mockRestore();
  });
});
