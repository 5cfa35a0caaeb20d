import http from "node:http";
import { EMPTY_CALENDAR } from "../owner-calendar-fixture";

/*
 * The owner's calendar address on loopback (OWNER_CALENDAR_ICS_URL in tests/api/global-setup.ts). GET
 * /calendar.ics answers as the test last told it with PUT /calendar.ics:
 *   - a body: served as the calendar (text/calendar);
 *   - the header X-Fail: 500, the calendar address fails;
 *   - the header X-Fail: garbage, it answers 200 with a sign-in page instead of a calendar.
 * It starts with a calendar of no events, so the scheduled runs of the other API tests read nothing busy.
 */

export function fakeCalendar(): http.Server {
  let served: { calendar: string } | { fail: "500" | "garbage" } = { calendar: EMPTY_CALENDAR };
  return http.createServer((request, response) => {
    if (request.method === "PUT") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const fail = request.headers["x-fail"];
        served = fail === "500" || fail === "garbage" ? { fail } : { calendar: body };
        response.writeHead(204).end();
      });
      return;
    }
    if ("calendar" in served) {
      response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(served.calendar);
    } else if (served.fail === "500") {
      response.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
    } else {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Sign in</title><p>Sign in");
    }
  });
}
