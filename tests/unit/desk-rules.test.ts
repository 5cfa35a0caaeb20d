import { ATTRIBUTION_PAGES_MAX, ATTRIBUTION_PATH_MAX, parseAttribution, sourceName } from "@/lib/attribution";
import { LEAD_STATUSES, isLeadStatus } from "@/lib/desk";
import { issuerFor } from "@/worker/access-issuer";
import { londonDayStart } from "@/worker/london-day";

// The owner's desk's pure rules: where a lead came from (lib/attribution.ts: what the forms' optional
// `source` may hold; anything that breaks a rule is dropped whole, never half-kept, and the API tests show
// the lead is stored all the same), the lead statuses, London's day starts, and whose tokens are accepted.

const GOOD = {
  landing: "/journal/kyoto/?utm_source=newsletter",
  referrerHost: "News.Example.co.uk",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring",
  utmTerm: "ryokan",
  utmContent: "hero",
  pages: 3,
  recent: ["/", "/journal/kyoto/"],
};

describe("parseAttribution", () => {
  it("keeps a source that keeps every rule, the referring host in lower case", () => {
    expect(parseAttribution(GOOD)).toEqual({ ...GOOD, referrerHost: "news.example.co.uk" });
    expect(parseAttribution({ landing: "/" })).toEqual({ landing: "/" });
    // A newsletter link's one-time key is never kept as where the visitor came from.
    expect(parseAttribution({ landing: "/newsletter/confirm/?token=abc123&utm_source=mail" })).toEqual({
      landing: "/newsletter/confirm/?utm_source=mail",
    });
    expect(parseAttribution({ landing: "/newsletter/unsubscribe/?token=abc123" })).toEqual({
      landing: "/newsletter/unsubscribe/",
    });
    expect(parseAttribution({ ...GOOD, pages: 0, recent: [] })).toMatchObject({ pages: 0, recent: [] });
    expect(parseAttribution({ ...GOOD, landing: `/${"a".repeat(ATTRIBUTION_PATH_MAX - 1)}` })).not.toBeNull();
  });

  it("reads absent as none", () => {
    expect(parseAttribution(undefined)).toBeNull();
    expect(parseAttribution(null)).toBeNull();
  });

  it.each([
    ["not an object", "newsletter"],
    ["a list", [GOOD]],
    ["no landing page", { utmSource: "x" }],
    ["another site's address", { landing: "https://elsewhere.example/" }],
    ["a protocol-relative address", { landing: "//elsewhere.example/" }],
    ["a backslash address", { landing: "/\\elsewhere.example/" }],
    ["a path over the limit", { landing: `/${"a".repeat(ATTRIBUTION_PATH_MAX)}` }],
    ["a line break in a path", { landing: "/a\r\nSet-Cookie: x" }],
    ["a bidi control in a path", { landing: "/a\u202Eb" }],
    ["a host with a path", { ...GOOD, referrerHost: "example.net/x" }],
    ["a host with a port", { ...GOOD, referrerHost: "example.net:8080" }],
    ["a host with credentials", { ...GOOD, referrerHost: "user@example.net" }],
    ["a host over 253 characters", { ...GOOD, referrerHost: `${"a".repeat(250)}.com` }],
    ["an empty utm value", { ...GOOD, utmSource: "" }],
    ["a utm value over 200 characters", { ...GOOD, utmCampaign: "a".repeat(201) }],
    ["a control character in a utm value", { ...GOOD, utmTerm: "a\u0000b" }],
    ["a utm value that is not text", { ...GOOD, utmMedium: 5 }],
    ["negative pages", { ...GOOD, pages: -1 }],
    ["too many pages", { ...GOOD, pages: ATTRIBUTION_PAGES_MAX + 1 }],
    ["a fraction of a page", { ...GOOD, pages: 2.5 }],
    ["six recent paths", { ...GOOD, recent: ["/", "/a/", "/b/", "/c/", "/d/", "/e/"] }],
    ["a recent path of another site", { ...GOOD, recent: ["https://elsewhere.example/"] }],
    ["a field of its own", { ...GOOD, gclid: "abc" }],
  ])("drops %s", (_, value) => {
    expect(parseAttribution(value)).toBeNull();
  });
});

describe("sourceName", () => {
  it("is utm_source, else the referring host, else direct", () => {
    expect(sourceName({ utmSource: "newsletter", referrerHost: "www.google.com" })).toBe("newsletter");
    expect(sourceName({ referrerHost: "www.google.com" })).toBe("www.google.com");
    expect(sourceName({})).toBe("direct");
    expect(sourceName(null)).toBe("direct");
  });
});

describe("lead statuses", () => {
  it("are the six the desk offers, and nothing else", () => {
    expect(LEAD_STATUSES).toEqual(["new", "replied", "proposal_sent", "booked", "closed_won", "closed_lost"]);
    expect(isLeadStatus("booked")).toBe(true);
    expect(isLeadStatus("won")).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });
});

describe("londonDayStart", () => {
  it("is midnight in London: 00:00 UTC in winter, 23:00 UTC the day before in summer", () => {
    expect(londonDayStart({ year: 2025, month: 1, day: 10 }).toISOString()).toBe("2025-01-10T00:00:00.000Z");
    expect(londonDayStart({ year: 2025, month: 7, day: 1 }).toISOString()).toBe("2025-06-30T23:00:00.000Z");
    // The days the clocks change.
    expect(londonDayStart({ year: 2025, month: 3, day: 30 }).toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(londonDayStart({ year: 2025, month: 10, day: 26 }).toISOString()).toBe("2025-10-25T23:00:00.000Z");
  });
});

describe("the issuer the desk accepts (worker/access-issuer.ts)", () => {
  const team = "aurelia.cloudflareaccess.com";

  it("is the team's own domain over https, exactly", () => {
    expect(issuerFor({ ACCESS_TEAM_DOMAIN: team })).toBe(`https://${team}`);
    expect(issuerFor({ ACCESS_TEAM_DOMAIN: " Aurelia.CloudflareAccess.com " })).toBe(`https://${team}`);
  });

  it.each([
    ["nothing", undefined],
    ["a bare team name", "aurelia"],
    ["an address with a scheme", `https://${team}`],
    ["another domain", "aurelia.example.com"],
    ["a look-alike", "aurelia.cloudflareaccess.com.evil.example"],
    ["a path", `${team}/x`],
  ])("is none for %s", (_, domain) => {
    expect(issuerFor({ ACCESS_TEAM_DOMAIN: domain })).toBeUndefined();
  });

  it("takes a fake issuer on loopback only where test switches are on", () => {
    const fake = "http://127.0.0.1:4417";
    expect(issuerFor({ ACCESS_TEAM_DOMAIN: team, ACCESS_TEST_ISSUER: fake })).toBe(`https://${team}`);
    expect(issuerFor({ ACCESS_TEAM_DOMAIN: team, ACCESS_TEST_ISSUER: fake, ALLOW_TEST_SWITCHES: "0" })).toBe(
      `https://${team}`,
    );
    expect(issuerFor({ ACCESS_TEST_ISSUER: fake, ALLOW_TEST_SWITCHES: "1" })).toBe(fake);
    for (const elsewhere of ["https://127.0.0.1:4417", "http://evil.example", "http://127.0.0.1:4417/x", "nonsense"]) {
      expect(issuerFor({ ACCESS_TEAM_DOMAIN: team, ACCESS_TEST_ISSUER: elsewhere, ALLOW_TEST_SWITCHES: "1" })).toBe(
        `https://${team}`,
      );
    }
  });
});
