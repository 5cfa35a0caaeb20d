import { handleConsultation } from "./consultation";
import { retryBookingEmails } from "./consultation-mail";
import { handleManageCancel, handleManageMove, handleManageRead } from "./consultation-manage";
import { handleTakenSlots } from "./consultation-taken";
import { handleEnquiry } from "./enquiry";
import { DESK_ROUTES } from "./desk";
import { sendDigest } from "./digest";
import type { Env } from "./env";
import { handleAuth, handleCallback } from "./github-auth";
import { refuse, REFUSALS } from "./http";
import { deleteOldCounts } from "./limits";
import { CONFIRM_LINK_PATH, NEWSLETTER_PAGES, SUBSCRIBE_PATH, UNSUBSCRIBE_LINK_PATH } from "@/lib/newsletter";
import { handleSubscribe } from "./newsletter";
import {
  handleConfirmButton,
  handleConfirmLink,
  handleUnsubscribeButton,
  handleUnsubscribeLink,
} from "./newsletter-links";
import { retryPending } from "./outbox";
import { syncOwnerCalendar, type SyncOutcome } from "./owner-calendar";
import { handleCalendarFeed } from "./owner-feed";
import { sendReminders } from "./reminders";
import { deleteExpired } from "./retention";
import { bookingRules } from "./settings";

/*
 * The site's one Worker. Static assets (out/) answer every request themselves, with their _headers and
 * _redirects; only /api/* and the two newsletter pages whose button posts back to them run this code first
 * (wrangler.jsonc, run_worker_first). Tables of exact paths need no router library.
 */

type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

const ROUTES: Record<string, Handler> = {
  "/api/enquiry": handleEnquiry,
  "/api/consultation": handleConsultation,
  "/api/consultation/taken": handleTakenSlots,
  [SUBSCRIBE_PATH]: handleSubscribe,
  [CONFIRM_LINK_PATH]: handleConfirmLink,
  [UNSUBSCRIBE_LINK_PATH]: handleUnsubscribeLink,
  "/api/auth": handleAuth,
  "/api/callback": handleCallback,
  ...DESK_ROUTES,
  "/api/consultation/manage": handleManageRead,
  "/api/consultation/cancel": handleManageCancel,
  "/api/consultation/move": handleManageMove,
  "/api/calendar.ics": handleCalendarFeed,
};

/** Pages whose form posts to the page's own address (worker/newsletter-links.ts); any other method gets the page. */
const PAGE_FORMS: Record<string, Handler> = {
  [NEWSLETTER_PAGES.confirm]: handleConfirmButton,
  [NEWSLETTER_PAGES.unsubscribe]: handleUnsubscribeButton,
};

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const form = request.method === "POST" ? PAGE_FORMS[pathname] : undefined;
    if (!form && !pathname.startsWith("/api/")) return env.ASSETS.fetch(request);
    const handler = form ?? ROUTES[pathname];
    if (!handler) return refuse(REFUSALS.notFound);
    try {
      return await handler(request, env, ctx);
    } catch (error) {
      console.error(`${request.method} ${pathname} failed:`, error);
      return refuse({ status: 500, error: "internal", message: "Something went wrong on our side. Please try again." });
    }
  },

  // Every 10 minutes: the e-mails still owed, what the retention settings say is too old to keep, the
  // daily rate-limit counts of days gone by, the owner's busy times, the desk's daily digest (once a London
  // day, when something waits) and the day-before reminders. Each runs even when another fails. The
  // reminders count from the run's scheduled time (locally, miniflare's /cdn-cgi/local/scheduled?time=<ms>
  // sets it, so the tests choose the day).
  async scheduled(controller, env) {
    const [retried, deleted, counts, calendar, digest, reminders, bookingEmails] = await Promise.allSettled([
      retryPending(env),
      deleteExpired(env),
      deleteOldCounts(env),
      syncOwnerCalendar(env, bookingRules),
      sendDigest(env),
      sendReminders(env, new Date(controller.scheduledTime)),
      retryBookingEmails(env),
    ]);
    if (reminders.status === "fulfilled") console.log("Reminders sent:", JSON.stringify(reminders.value));
    else console.error("Sending the day-before reminders failed:", reminders.reason);
    if (bookingEmails.status === "fulfilled")
      console.log("Booking e-mails retried:", JSON.stringify(bookingEmails.value));
    else console.error("Retrying the booking e-mails failed:", bookingEmails.reason);
    if (retried.status === "fulfilled") console.log("Pending e-mails retried:", JSON.stringify(retried.value));
    else console.error("Retrying pending e-mails failed:", retried.reason);
    if (deleted.status === "fulfilled") console.log("Deleted past their retention:", JSON.stringify(deleted.value));
    else console.error("Deleting expired rows failed:", deleted.reason);
    if (counts.status === "rejected") console.error("Deleting old rate-limit counts failed:", counts.reason);
    if (calendar.status === "fulfilled") logCalendar(calendar.value);
    else console.error("Reading the owner's calendar failed; the busy times stored before stay:", calendar.reason);
    if (digest.status === "fulfilled") console.log(`The desk's daily digest: ${digest.value}.`);
    else console.error("The desk's daily digest failed:", digest.reason);
  },
} satisfies ExportedHandler<Env>;

function logCalendar(outcome: SyncOutcome): void {
  if (outcome.status === "synced") console.log(`Owner's calendar read: ${outcome.intervals} busy stretches stored.`);
  if (outcome.status === "kept") {
    const since = outcome.lastSynced ? `those read at ${outcome.lastSynced}` : "none were ever read";
    console.error(
      `The owner's calendar was not read (${outcome.reason}); the busy times stay as they were (${since}).`,
    );
  }
}
