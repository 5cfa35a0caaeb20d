import { handleConsultation } from "./consultation";
import { handleTakenSlots } from "./consultation-taken";
import { handleEnquiry } from "./enquiry";
import type { Env } from "./env";
import { refuse, REFUSALS } from "./http";
import { retryPending } from "./outbox";

/*
 * The site's one Worker. Static assets (out/) answer every request themselves, with their _headers and
 * _redirects; only /api/* runs this code first (wrangler.jsonc, run_worker_first). A three-route table
 * needs no router library.
 */

type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

const ROUTES: Record<string, Handler> = {
  "/api/enquiry": handleEnquiry,
  "/api/consultation": handleConsultation,
  "/api/consultation/taken": handleTakenSlots,
};

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/api/")) return env.ASSETS.fetch(request);
    const handler = ROUTES[pathname];
    if (!handler) return refuse(REFUSALS.notFound);
    try {
      return await handler(request, env, ctx);
    } catch (error) {
      console.error(`${request.method} ${pathname} failed:`, error);
      return refuse({ status: 500, error: "internal", message: "Something went wrong on our side. Please try again." });
    }
  },

  async scheduled(_controller, env) {
    const outcome = await retryPending(env);
    console.log("Pending e-mails retried:", JSON.stringify(outcome));
  },
} satisfies ExportedHandler<Env>;
