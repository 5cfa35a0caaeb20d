import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { PAYLOAD_MESSAGES } from "@/lib/enquiry/payload";
import { SHORTLIST_MAX } from "@/lib/shortlist";
import {
  fullEnquiry,
  newId,
  outboxMentioning,
  post,
  query,
  refusal,
  rowsWithId,
  STATIC_BUILT,
  waitFor,
} from "./support";

// An enquiry's shortlist (issue 28): the slugs the visitor saved, checked, stored in their order and named in
// the agency's e-mail. The Worker knows the site's itineraries and guides from the export's
// /shortlist/items.json, so without an out/ it keeps every well-formed slug and names them by slug.

/** The content files of a collection, read as the owner wrote them (lib/content is build-only). */
const contentOf = (folder: string) =>
  fs
    .readdirSync(`content/${folder}`)
    .sort()
    .map((file) => parse(fs.readFileSync(`content/${folder}/${file}`, "utf8")) as Record<string, unknown>);
const [first, second] = contentOf("itineraries").map((trip) => ({
  slug: String(trip.slug),
  title: String(trip.title),
}));
const guide = contentOf("destinations")
  .filter((place) => place.page)
  .map((place) => ({ slug: String(place.slug), name: String(place.name) }))[0]!;
const stored = (id: string) =>
  query<{ shortlist: string | null }>("SELECT shortlist FROM enquiries WHERE id = ?", id)[0];

test.describe("POST /api/enquiry with a shortlist", () => {
  test("stores the known slugs once each, in the visitor's order, and names them in the e-mail", async ({
    request,
  }) => {
    const enquiry = fullEnquiry({
      shortlist: [second!.slug, guide.slug, "gone-since-the-last-deploy", first!.slug, guide.slug],
    });
    const response = await post(request, "/api/enquiry", enquiry);
    expect(response.status()).toBe(201);

    const known = [second!.slug, guide.slug, first!.slug];
    const expected = STATIC_BUILT ? known : [second!.slug, guide.slug, "gone-since-the-last-deploy", first!.slug];
    expect(JSON.parse(stored(enquiry.id)!.shortlist!)).toEqual(expected);

    const [mail] = await waitFor(() => {
      const found = outboxMentioning(enquiry.id);
      return found.length > 0 ? found : undefined;
    }, "the captured e-mail");
    if (STATIC_BUILT) {
      const positions = [second!.title, guide.name, first!.title].map((title) => mail!.indexOf(title));
      expect(positions.every((at) => at > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(mail).toContain(`/itineraries/${first!.slug}/`);
      expect(mail).toContain(`/destination/${guide.slug}/`);
      expect(mail).not.toContain("gone-since-the-last-deploy");
    } else {
      for (const slug of expected) expect(mail).toContain(slug);
    }
  });

  test("stores nothing for an enquiry without one", async ({ request }) => {
    const enquiry = fullEnquiry();
    expect((await post(request, "/api/enquiry", enquiry)).status()).toBe(201);
    expect(stored(enquiry.id)).toEqual({ shortlist: null });
  });

  test("refuses any other shape with 400 and stores nothing", async ({ request }) => {
    const tooMany = Array.from({ length: SHORTLIST_MAX + 1 }, (_, index) => `idea-${index}`);
    const shapes: [string, unknown][] = [
      ["text", first!.slug],
      ["an object", { [first!.slug]: true }],
      ["numbers", [1, 2]],
      ["not slugs", ["Kyoto", "../../etc/passwd"]],
      [`more than ${SHORTLIST_MAX}`, tooMany],
    ];
    for (const [name, shortlist] of shapes) {
      const id = newId();
      const { status, body } = await refusal(await post(request, "/api/enquiry", fullEnquiry({ id, shortlist })));
      expect({ name, status, error: body.error }).toEqual({ name, status: 400, error: "invalid_payload" });
      expect(Object.entries(body.fields ?? {})).toContainEqual([
        expect.stringMatching(/^shortlist/),
        PAYLOAD_MESSAGES.shortlist,
      ]);
      expect(rowsWithId("enquiries", id), name).toBe(0);
    }
  });
});
