import { parseEnquiryPayload } from "@/lib/enquiry/payload";
import { knownSlugs } from "@/lib/shortlist/catalogue";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import { attributionColumns } from "./attribution";
import type { Env } from "./env";
import { invalidForm, json, refuse, REFUSALS } from "./http";
import { receiveForm, simulateEmailFailure, storedIn } from "./intake";
import { deliverEnquiry, insertNew, type EnquiryRow } from "./outbox";
import { agency } from "./settings";
import { loadCatalogue } from "./shortlist";

/*
 * POST /api/enquiry: the contact form. Stored first, then e-mailed to the agency; the visitor is told
 * it was sent as soon as it is stored (worker/README.md lists every answer).
 */

export async function handleEnquiry(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const received = await receiveForm(request, env, {
    action: FORM_ACTIONS.enquiry,
    stored: storedIn(env, "enquiries"),
  });
  if (received instanceof Response) return received;
  const now = new Date();
  const parsed = parseEnquiryPayload(received.body, agency.email, now);
  if (!parsed.ok) return invalidForm(parsed.kind, parsed.fields);
  // A bot filled the hidden field: it is answered exactly as a person would be, and nothing is kept.
  if (parsed.website) {
    console.log(`Enquiry ${parsed.id} dropped: the honeypot field was filled in.`);
    return json(201, { ok: true, id: parsed.id });
  }

  const { enquiry } = parsed;
  const shortlist = enquiry.shortlist?.length ? knownSlugs(enquiry.shortlist, await loadCatalogue(env)) : [];
  const row: EnquiryRow = {
    id: parsed.id,
    created_at: now.toISOString(),
    submitted_at: enquiry.submittedAt,
    first_name: enquiry.firstName,
    last_name: enquiry.lastName,
    email: enquiry.email,
    phone: enquiry.phone ?? null,
    destination: enquiry.destination ?? null,
    message: enquiry.message,
    trip: enquiry.trip ? JSON.stringify(enquiry.trip) : null,
    shortlist: shortlist.length ? JSON.stringify(shortlist) : null,
    newsletter: enquiry.newsletter ? 1 : 0,
    email_attempts: 0,
    ...attributionColumns(received.body, `Enquiry ${parsed.id}`),
  };
  let stored: boolean;
  try {
    stored = await insertNew(env, "enquiries", row, now);
  } catch (error) {
    console.error(`Enquiry ${row.id} could not be stored:`, error);
    return refuse(REFUSALS.storage);
  }
  // The same enquiry sent again (a retry after a lost answer): it is already stored and on its way.
  if (!stored) return json(200, { ok: true, id: row.id });

  console.log(`Enquiry ${row.id} stored.`);
  ctx.waitUntil(deliverEnquiry(env, row, { simulateFailure: simulateEmailFailure(request, env) }));
  return json(201, { ok: true, id: row.id });
}
