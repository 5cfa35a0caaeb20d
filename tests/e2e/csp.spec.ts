import { expect, test } from "@playwright/test";
import { aliasPaths, scrollThrough, sitemapPaths, watchPage } from "./support";

/*
 * Every page carries a per-page Content-Security-Policy (scripts/postbuild.mjs): scripts only from the
 * site itself or inline scripts whose SHA-256 is listed. Loading each page under it must raise no
 * violation, and the policy must never fall back to 'unsafe-inline' for scripts.
 */

const routes = [...sitemapPaths(), ...aliasPaths().map((alias) => alias.path), "/no-such-page/"];

test.skip(({ isMobile }) => isMobile, "the policy does not depend on the viewport");

for (const path of routes) {
  test(`${path} runs under its Content-Security-Policy without violations`, async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(
          `${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const problems = await watchPage(page, baseURL!);
    await page.goto(path);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    const scriptSrc =
      policy
        ?.split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).not.toContain("unsafe-eval");

    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
}
