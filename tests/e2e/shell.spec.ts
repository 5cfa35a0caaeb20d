import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { getNavigation } from "@/lib/content";
import { site } from "@/lib/content/settings";
import { SPEC } from "../spec";
import { ANY_WIDTH, escapeRegExp, linkTo, representativePaths, route } from "./support";

const navigation = getNavigation();

test.describe("site shell", () => {
  test("the skip link is the first focusable element and moves focus to main", ANY_WIDTH, async ({ page }) => {
    await page.goto("/privacy-policy/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test(`the header is transparent at the top and solid after ${SPEC.constants.topBarThresholdPx} px of scroll`, async ({
    page,
  }) => {
    await page.goto("/terms-of-service/");
    const header = page.locator("header[data-site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate((y) => window.scrollTo(0, y), SPEC.constants.topBarThresholdPx / 2);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");
  });

  test("the footer has every link the spec lists and the popular destinations", ANY_WIDTH, async ({ page }) => {
    await page.goto("/accessibility/");
    const footer = page.locator("footer");
    const links = navigation.footer.flatMap((group) => group.links);
    // Every link the spec lists, in its order; the site may add its own (the planning pages) between them.
    const specLinks: readonly string[] = SPEC.named.footerLinks;
    expect(links.map((link) => link.href).filter((href) => specLinks.includes(href))).toEqual([...specLinks]);
    const footerNavigation = page.getByRole("navigation", { name: "Footer" });
    for (const link of links) {
      await expect(footerNavigation.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        linkTo(link.href),
      );
    }
    const { popularDestinations } = navigation;
    expect(popularDestinations).toHaveLength(SPEC.constants.footerPopularDestinations);
    expect(popularDestinations.map((destination) => destination.label)).toEqual([
      ...SPEC.named.footerPopularDestinations,
    ]);
    for (const destination of popularDestinations) {
      await expect(footer.getByRole("link", { name: destination.label, exact: true })).toHaveAttribute(
        "href",
        `${route("/destinations")}?destination=${destination.slug}`,
      );
    }
  });

  test(
    "display type is the self-hosted Cormorant, body text the system font, and one font file is preloaded",
    ANY_WIDTH,
    async ({ page, request }) => {
      const html = await (await request.get("/")).text();
      const preloads = html.match(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
      expect(preloads, "font preloads").toHaveLength(1);
      expect(preloads[0]).toMatch(/href="\/_next\/static\/media\/[^"]+\.woff2"/);

      await page.goto("/");
      await page.evaluate(() => document.fonts.ready);
      const family = await page.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family).toMatch(/cormorant/i);
      const bodyFamily = await page.locator("body").evaluate((element) => getComputedStyle(element).fontFamily);
      expect(bodyFamily).toMatch(/^system-ui\b/);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      );
      expect(loaded.join(" ")).toMatch(/cormorant/i);
    },
  );
});

test.describe("desktop navigation", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");

  test("shows the spec's links: the brand home link, the main links and the Consultation call to action", async ({
    page,
  }) => {
    await page.goto("/privacy-policy/");
    const header = page.locator("header");
    const main = header.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: `${site.name} Home` })).toHaveAttribute("href", route("/"));
    for (const link of navigation.primary) {
      const item = main.getByRole("link", { name: link.label, exact: true });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute("href", linkTo(link.href));
    }
    const consultation = header.getByRole("link", { name: SPEC.named.headerCta.desktop, exact: true });
    await expect(consultation).toHaveAttribute("href", linkTo(navigation.consultation.href));
    // Brand, main links and call to action: together, the routes the spec puts in the header.
    expect(["/", ...navigation.primary.map((link) => link.href), navigation.consultation.href]).toEqual([
      ...SPEC.named.headerLinks,
    ]);
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("a page view fetches no other page until the visitor shows intent; a click then navigates in place", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const headers = request.headers();
      if (request.method() === "HEAD" || headers["rsc"] || headers["next-router-prefetch"])
        fetched.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/destination/maldives/");
    await page.waitForLoadState("networkidle");
    // Every link on the page scrolls into view: none of them is fetched for it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const target = navigation.primary[0]!;
    const about = page.getByRole("banner").getByRole("link", { name: target.label, exact: true });
    await about.hover();
    await expect.poll(() => fetched.filter((entry) => entry.includes(target.href)).length).toBeGreaterThan(0);
    // The click is handled by the app's router: the same document, a new page.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await about.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(linkTo(target.href))}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile only");

  test("opens, keeps focus inside, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/terms-of-service/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const link of navigation.primary) await expect(menu.locator(`a[href="${linkTo(link.href)}"]`)).toBeVisible();
    // On phones the About link goes by the founder's first name.
    await expect(menu.getByRole("link", { name: site.founder.firstName })).toHaveAttribute("href", route("/about"));
    await expect(menu.getByRole("link", { name: SPEC.named.headerCta.mobile })).toHaveAttribute(
      "href",
      linkTo(navigation.consultation.href),
    );

    // Everything behind the menu is inert, so Tab only ever reaches the header's own controls (past the
    // last one the browser moves focus to its own toolbar, leaving no element of the page focused).
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    let visitedHeader = 0;
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() =>
        document.activeElement?.closest("header") ? "header" : (document.activeElement?.tagName ?? "none"),
      );
      expect(["header", "BODY"]).toContain(focus);
      if (focus === "header") visitedHeader += 1;
    }
    expect(visitedHeader).toBeGreaterThan(10);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.locator(`a[href="${route("/")}"]`).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("images", () => {
  test(
    "a photo that cannot load is replaced by its fallback art, with a warning and no error",
    ANY_WIDTH,
    async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const warnings: string[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      await page.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      await page.goto("/");
      const hero = page.locator("main img").first();
      await expect(hero).toHaveAttribute("src", /^\/fallbacks\/[a-z-]+\.svg$/);
      // The swapped-in art is painted once it has decoded, which a loaded machine may take a moment to do.
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(warnings.some((text) => text.includes("showing fallback art"))).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  // Every template with no photo at all; over a white photo, the two hero components (the header's scrim is
  // the same on every page of each).
  const contrastVisits = [
    {
      where: "on the hero's ground with no photo, on every template",
      photos: "none",
      paths: [...new Set([...representativePaths(), "/journal/1/"])],
    },
    { where: "over the palest photo, on both hero components", photos: "white", paths: ["/", "/journal/1/"] },
  ] as const;
  for (const { where, photos, paths } of contrastVisits) {
    test(`the header and hero words read from the first paint: ${where}`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const origin = new URL(baseURL!).origin;
      // Every photo and every piece of fallback art refused, or answered with a plain white picture.
      await page.route(
        (url) => url.origin !== origin || url.pathname.startsWith("/fallbacks/"),
        (route) =>
          photos === "white" && route.request().resourceType() === "image"
            ? route.fulfill({ contentType: "image/svg+xml", body: WHITE })
            : route.abort(),
      );
      // The first paint is the served HTML and its styles, before any script has run: the page's scripts are
      // refused, so it stays there (no page scrolls itself to its point, nothing hydrates) and "load" means
      // the stylesheet, the font and the eager photos have arrived or failed.
      await page.route(/\/_next\/static\/chunks\/[^?]*\.js/, (route) => route.abort());
      // Without a photo the hero's own words must read too; over a white one, only the header is promised.
      const selector =
        photos === "none"
          ? "[data-site-header] :is(a, button), main > section:first-of-type :is(h1, p, li, a)"
          : "[data-site-header] :is(a, button)";
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: "load" });
        const header = page.locator("header[data-site-header]");
        await expect(header).toHaveAttribute("data-scrolled", "false");
        await header.evaluate(async (element) => {
          await document.fonts.ready;
          // A transition cut short (the bar turned back before it ended) rejects: settled all the same.
          const settled = element
            .getAnimations({ subtree: true })
            .map((animation) => animation.finished.catch(() => null));
          await Promise.all(settled);
        });
        for (const result of await lightTextContrast(page, selector)) {
          if (result.ratio < result.needed)
            failures.push(`${path} (${photos}): ${result.text} ${result.ratio.toFixed(2)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test("the hero photo is preloaded with its srcset and loads eagerly", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="https:\/\/images\.unsplash\.com\//,
    );
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });
});

const WHITE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><rect width="16" height="10" fill="#fff"/></svg>';

type TextBox = { text: string; x: number; y: number; width: number; height: number; color: number[]; large: boolean };

/**
 * Contrast of each visible piece of light text (its own colour lighter than mid-grey, on no background of its
 * own) against the palest pixel painted behind it: the words are hidden, the viewport photographed, and each
 * box read back. That is what the eye gets, photos and gradients included, where axe can only say it cannot
 * tell (a gradient or an image lies behind the text).
 */
async function lightTextContrast(page: Page, selector: string) {
  const boxes: TextBox[] = await page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const color = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0] = color;
      const own = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
      const text = element.textContent?.trim() ?? "";
      const onScreen = rect.width > 0 && rect.height > 0 && rect.top >= 0 && rect.bottom <= innerHeight;
      if (!text || own || !onScreen || style.visibility !== "visible" || r + g + b < 3 * 128) return [];
      element.setAttribute("data-contrast-probe", "");
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return [{ text: text.slice(0, 40), x: rect.x, y: rect.y, width: rect.width, height: rect.height, color, large }];
    }),
  );
  // Hide the words, and the dots, icons and borders that dress them, leaving what is painted behind them.
  await page.addStyleTag({
    content:
      "[data-contrast-probe] { color: transparent !important; border-color: transparent !important; box-shadow: none !important; outline: none !important; text-decoration-color: transparent !important } [data-contrast-probe] * { visibility: hidden !important }",
  });
  const shot = await page.screenshot({ scale: "css", animations: "disabled" });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return boxes.map((box) => {
    let palest = [0, 0, 0];
    for (let y = Math.floor(box.y); y < Math.min(info.height, Math.ceil(box.y + box.height)); y++) {
      for (let x = Math.floor(box.x); x < Math.min(info.width, Math.ceil(box.x + box.width)); x++) {
        const i = (y * info.width + x) * info.channels;
        const pixel = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (luminance(pixel) > luminance(palest)) palest = pixel;
      }
    }
    const [r = 0, g = 0, b = 0, alpha = 1] = box.color;
    const text = [r, g, b].map((value, index) => value * alpha + palest[index]! * (1 - alpha));
    const [light, dark] = [luminance(text), luminance(palest)].sort((a, b) => b - a) as [number, number];
    return { text: box.text, ratio: (light + 0.05) / (dark + 0.05), needed: box.large ? 3 : 4.5 };
  });
}
