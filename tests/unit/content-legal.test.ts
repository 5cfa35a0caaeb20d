import fs from "node:fs";
import { getLegalPage, LEGAL_PAGES } from "@/lib/content";
import { site } from "@/lib/content/settings";
import { retentionWords } from "@/lib/retention";

describe("legal and statement pages", () => {
  it.each(LEGAL_PAGES)("%s has its tokens filled and a real date", (slug) => {
    const page = getLegalPage(slug);
    expect(page.html).not.toMatch(/\{\{|\}\}/);
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.description.length).toBeGreaterThanOrEqual(100);
    expect(page.html).toContain(site.email);
  });

  it("privacy policy and terms were last updated on 14 April 2025", () => {
    expect(getLegalPage("privacy-policy").lastUpdated).toBe("2025-04-14");
    expect(getLegalPage("terms-of-service").lastUpdated).toBe("2025-04-14");
  });

  it("the privacy policy has the eight sections of the spec, in order", () => {
    const titles = getLegalPage("privacy-policy").headings.map((heading) => heading.text);
    expect(titles).toHaveLength(8);
    const topics = [
      /important information/i,
      /data we collect/i,
      /use your personal data/i,
      /security/i,
      /legal rights/i,
      /third-party links/i,
      /cookies/i,
      /changes/i,
    ];
    topics.forEach((topic, index) => {
      expect(titles[index]).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(titles[index]).toMatch(topic);
    });
  });

  it("the privacy policy states the retention periods the Worker deletes by, from the settings alone", () => {
    const text = getLegalPage("privacy-policy").html;
    const { leadsRetention, pendingSignupRetention } = retentionWords(site.retention);
    expect(text).toContain(`${site.retention.leadsMonths} months`);
    expect(text).toContain(leadsRetention);
    expect(text).toContain(pendingSignupRetention);
    // Written as tokens, never as figures a second time.
    const source = fs.readFileSync("content/legal/privacy-policy.md", "utf8");
    expect(source).toContain("{{leadsRetention}}");
    expect(source).toContain("{{pendingSignupRetention}}");
    expect(source).not.toMatch(/\b\d+ (months|days)\b|two years/);
  });

  it("the privacy policy says what the website stores, where, why and for how long", () => {
    const text = getLegalPage("privacy-policy").html.replace(/<[^>]+>/g, " ");
    for (const fact of [/Cloudflare D1/, /European Union/, /processor/, /Consent:/, /record of your consent/]) {
      expect(text).toMatch(fact);
    }
    expect(text).not.toMatch(/not sent to us/);
  });

  it("the privacy policy says what the visit's attribution holds, where it stays, when it is sent and for how long", () => {
    const text = getLegalPage("privacy-policy")
      .html.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    const { leadsRetention } = retentionWords(site.retention);
    const section = text.slice(text.indexOf("How you found our website"));
    for (const fact of [
      /first page/,
      /source, medium, campaign, term and content/,
      /website that sent you/,
      /how many of our pages/,
      /last five/,
      /close the tab/,
      /not in a cookie/,
      /enquiry, book a consultation or sign up to our newsletter/,
      new RegExp(`after ${leadsRetention}`),
      /no tracking cookie/,
      /not shared|None of it is shared/,
    ]) {
      expect(section).toMatch(fact);
    }
  });

  it("the terms have nine sections and every fixed term", () => {
    const page = getLegalPage("terms-of-service");
    expect(page.headings).toHaveLength(9);
    const text = page.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    for (const term of [
      /60 days before/i,
      /non-refundable deposit/i,
      /60 or more days/i,
      /30 (and|to) 59 days/i,
      /50% refund/i,
      /less than 30 days/i,
      /in writing/i,
      /within 30 days/i,
      /six months beyond/i,
      /United Kingdom/,
    ]) {
      expect(text).toMatch(term);
    }
  });

  it("the accessibility statement aims at WCAG 2.1 AA and names the eight features", () => {
    const text = getLegalPage("accessibility").html;
    expect(text).toMatch(/WCAG\)? 2\.1/);
    expect(text).toMatch(/Level AA/);
    const features = text.match(/<li><strong>/g) ?? [];
    expect(features.length).toBeGreaterThanOrEqual(8);
    expect(text).toContain(`mailto:${site.email}`);
    expect(text).toMatch(/tel:\+44/);
  });
});
