import { act, render } from "@testing-library/react";
import { VisitRecorder } from "@/components/layout/visit-recorder";
import { parseAttribution } from "@/lib/attribution";
import { TIME_SLOTS } from "@/lib/booking";
import { sendBooking } from "@/lib/booking/api";
import { ENQUIRY_DEFAULTS } from "@/lib/enquiry";
import { ENQUIRY_ENDPOINT } from "@/lib/enquiry/delivery";
import { enquirySchema } from "@/lib/enquiry/schema";
import { submitEnquiry } from "@/lib/enquiry/submission";
import { attributionSource, recordPage, VISIT_KEY, type Visit } from "@/lib/attribution-capture";

const SITE = "https://www.example.co.uk";
const at = (path: string) => new URL(path, SITE);
const stored = (): Visit => JSON.parse(sessionStorage.getItem(VISIT_KEY)!) as Visit;

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

beforeEach(() => sessionStorage.clear());

describe("the visit recorder (lib/attribution-capture.ts)", () => {
  it("keeps the first page of the visit, its query included, and its UTM parameters", () => {
    recordPage(at("/destination/japan/?utm_source=newsletter&utm_campaign=spring&utm_medium=email&x=1"), "");
    recordPage(at("/contact/?utm_source=other"), "");
    const visit = stored();
    expect(visit.landing).toBe("/destination/japan/?utm_source=newsletter&utm_campaign=spring&utm_medium=email&x=1");
    expect(visit).toMatchObject({ utmSource: "newsletter", utmCampaign: "spring", utmMedium: "email" });
    expect(visit).not.toHaveProperty("utmTerm");
  });

  it("reads all five UTM parameters, trimmed, leaving out empty ones", () => {
    recordPage(at("/?utm_source=%20a%0Ab%20&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f"), "");
    const { landing: _landing, pages: _pages, recent: _recent, ...utm } = stored();
    expect(utm).toEqual({ utmSource: "a b", utmMedium: "b", utmCampaign: "c", utmTerm: "d", utmContent: "e" });
    sessionStorage.clear();
    recordPage(at("/?utm_source=&utm_medium=%20"), "");
    expect(Object.keys(stored()).sort()).toEqual(["landing", "pages", "recent"]);
  });

  it("keeps the referrer's host only when it is another site", () => {
    recordPage(at("/"), "https://news.example.org/some/article?id=4");
    expect(stored().referrerHost).toBe("news.example.org");
    sessionStorage.clear();
    recordPage(at("/about/"), `${SITE}/journal/`);
    expect(stored()).not.toHaveProperty("referrerHost");
    sessionStorage.clear();
    recordPage(at("/about/"), "");
    expect(stored()).not.toHaveProperty("referrerHost");
  });

  it("counts every page and keeps the last paths, and a form sends only what came before its own page", () => {
    const paths = [
      "/",
      "/destinations/",
      "/destination/japan/",
      "/itineraries/",
      "/journal/",
      "/journal/3/",
      "/contact/",
    ];
    for (const path of paths) recordPage(at(path), "https://www.google.com/");
    expect(stored().pages).toBe(paths.length);
    const { source } = attributionSource();
    expect(source).toMatchObject({ landing: "/", referrerHost: "www.google.com", pages: paths.length - 1 });
    expect(source!.recent).toEqual(paths.slice(-6, -1));
  });

  it("sends what the Worker's strict check keeps, whole, even from an awkward address", () => {
    const long = "x".repeat(400);
    const paths = [
      "/?utm_source=news%0Aletter&utm_campaign=" + long + "&q=" + long,
      "/journal/",
      `/${long}/`,
      "/contact/",
    ];
    for (const path of paths) recordPage(at(path), "https://Mail.Example.NET:8443/inbox?u=1");
    const { source } = attributionSource();
    expect(source).toBeDefined();
    expect(parseAttribution(source)).toEqual(source);
    sessionStorage.clear();
    recordPage(at("/"), "http://[::1]:8080/");
    recordPage(at("/contact/"), "");
    expect(parseAttribution(attributionSource().source)).toEqual({ landing: "/", pages: 1, recent: ["/"] });
  });

  it("sends nothing when the visit was never recorded, and never records the desk", () => {
    expect(attributionSource()).toEqual({});
    recordPage(at("/desk/?view=tools"), "");
    expect(sessionStorage.getItem(VISIT_KEY)).toBeNull();
  });

  it("lets a storage failure pass without a trace: no throw, nothing sent", () => {
    const broken = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() => recordPage(at("/"), "", broken)).not.toThrow();
    expect(attributionSource(broken)).toEqual({});
    sessionStorage.setItem(VISIT_KEY, "{not json");
    expect(() => recordPage(at("/"), "")).not.toThrow();
    expect(attributionSource()).toEqual({});
  });

  it("goes with the enquiry and the booking, as their `source`", async () => {
    recordPage(at("/?utm_source=newsletter&utm_campaign=spring"), "");
    recordPage(at("/contact/"), "");
    const bodies: unknown[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return { ok: true, status: 201, json: async () => ({}) } as Response;
    }) as unknown as typeof fetch;
    const values = enquirySchema.parse({
      ...ENQUIRY_DEFAULTS,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      message: "A fortnight in Kyoto and Hakone.",
    });
    await submitEnquiry(values, {
      recipient: "hello@example.com",
      delivery: { endpoint: ENQUIRY_ENDPOINT, timeoutMs: 5_000 },
      id: "0b3a6f5e-8c1d-4e2f-9a7b-3c4d5e6f7a8b",
      wait: async () => {},
      log: () => {},
      fetchImpl,
    });
    const details = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "", notes: "" };
    const date = { year: 2027, month: 4, day: 8 };
    await sendBooking(
      { id: "1b3a6f5e-8c1d-4e2f-9a7b-3c4d5e6f7a8b", date, slot: TIME_SLOTS[0], details, website: "" },
      { fetchImpl },
    );
    const source = {
      landing: "/?utm_source=newsletter&utm_campaign=spring",
      utmSource: "newsletter",
      utmCampaign: "spring",
      pages: 1,
      recent: ["/"],
    };
    expect(bodies).toEqual([expect.objectContaining({ source }), expect.objectContaining({ source })]);
  });

  it("counts client-side navigations: the layout's recorder records each new path", () => {
    mockPathname = "/";
    window.history.replaceState(null, "", "/?utm_source=newsletter");
    const { rerender } = render(<VisitRecorder />);
    mockPathname = "/journal/";
    window.history.pushState(null, "", "/journal/");
    act(() => rerender(<VisitRecorder />));
    expect(stored()).toMatchObject({ landing: "/?utm_source=newsletter", pages: 2, recent: ["/", "/journal/"] });
  });
});
