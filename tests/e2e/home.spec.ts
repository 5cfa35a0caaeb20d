import { randomFillSync } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getHomeContent } from "@/lib/content";
import { SPEC } from "../spec";
import { ANY_WIDTH, decodeEntities, linkTo, route } from "./support";

/*
 * The home page, section by section, on the desktop and mobile projects. The hero's 8 s and
 * 1.5 s timings run on Playwright's clock: it is paused as the page opens and moved on by hand.
 * Words come from the content (lib/content/) or, where the spec quotes them, from tests/spec.ts.
 */

const home = getHomeContent();
const { heroSlides, heroCtas, banner } = home;
const [first, second, third] = heroSlides;
const { heroAdvanceMs: ADVANCE, heroFadeS } = SPEC.constants;
const FADE = heroFadeS * 1000;
const testimonials = home.testimonials.entries;
const authors = testimonials.map((testimonial) => testimonial.author);
const START = new Date("2026-03-02T10:00:00Z").getTime();

/** Opens the home page with the clock installed and stopped, so no timer fires unless the test says so. */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto("/");
  await expect(page.locator("[data-hero-carousel]")).toHaveAttribute("data-playing", "true");
}

const hero = (page: Page) => page.locator("[data-hero-carousel]");
const headline = (page: Page) => page.getByRole("heading", { level: 1 });
const imageLayers = (page: Page) => page.locator("[data-hero-image]");
/** Clicks without moving the mouse or focus, either of which would (rightly) pause the hero. */
const press = (locator: Locator) => locator.dispatchEvent("click");
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * A photo stand-in: a PNG of random pixels. Chrome ignores low-entropy images (flat art) as candidates
 * for the largest paint, as it should; a real photograph is full of detail, and so is noise.
 */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // Low-amplitude noise: enough detail per pixel that Chrome counts it as a photo (it ignores near-empty
  // images for LCP), cheap to make and to compress on a busy machine.
  const stride = width * 3 + 1;
  const rows = randomFillSync(Buffer.alloc(stride * height));
  for (let i = 0; i < rows.length; i += 1) rows[i] = i % stride === 0 ? 0 : rows[i]! & 0x0f;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("1. hero carousel", () => {
  test("the first slide is in the served HTML, with its photo preloaded", async ({ request }) => {
    expect(heroSlides).toHaveLength(SPEC.constants.heroSlides);
    const html = decodeEntities(await (await request.get("/")).text());
    expect(html.match(/<h1[\s>][\s\S]*?<\/h1>/)?.[0]).toContain(first.title);
    for (const slide of heroSlides) expect(html).toContain(slide.title);
    const photoId = first.image.src.split("/").pop()!;
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*${photoId}`));
  });

  test("its first photo is the largest paint", async ({ page }) => {
    // Stand in for the photo CDN so the hero photo loads as it would in production, at the width the
    // srcset asked for (a smaller one would count as upscaled, and so as smaller than it looks).
    const photos = new Map<number, Buffer>();
    await page.route(/images\.unsplash\.com/, (route) => {
      const width = Number(new URL(route.request().url()).searchParams.get("w") ?? 640);
      if (!photos.has(width)) photos.set(width, noisePng(width, Math.round(width * 0.66)));
      return route.fulfill({ status: 200, contentType: "image/png", body: photos.get(width)! });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: Element[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as unknown as { element: Element | null }).element;
          if (element) w.__lcp.push(element);
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto("/", { waitUntil: "load" });
    // Candidates arrive as paints happen: wait for the largest one to be reported, then read which it is.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const w = window as unknown as { __lcp: Element[] };
          const last = w.__lcp[w.__lcp.length - 1];
          const layers = [...document.querySelectorAll("[data-hero-image]")];
          return last ? { tag: last.tagName, slide: layers.findIndex((layer) => layer.contains(last)) + 1 } : null;
        }),
      )
      .toEqual({ tag: "IMG", slide: 1 });
    await expect(imageLayers(page).first().locator("img")).toHaveAttribute("fetchpriority", "high");
  });

  test("nothing shifts as the page loads, plays, scrolls and the banner closes", async ({ page }) => {
    // Fonts are left out: swapping a web font in for its fallback is the font set-up's concern (preloaded,
    // with metric-matched fallbacks), not the page's. Everything else that moves is counted, input or not.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Each step waits for the state it causes, and the last for two frames, by which time the observer has
    // been told of any shift the frames painted.
    const frames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.goto("/", { waitUntil: "load" });
    // A press before the controls have hydrated changes nothing, so press until the slide moves.
    await expect(async () => {
      await press(page.getByRole("button", { name: "Next slide" }));
      await expect(headline(page)).toHaveText(second.title, { timeout: 500 });
    }).toPass();
    // The cross-fade has run to its end: the outgoing photo is hidden.
    await expect(imageLayers(page).nth(0)).toHaveAttribute("data-state", "hidden", { timeout: FADE + 5_000 });
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await frame();
      }
    });
    const bannerRegion = page.getByRole("region", { name: SPEC.strings.readyToStart });
    await bannerRegion.getByRole("button", { name: banner.closeLabel }).click();
    await expect(bannerRegion).toHaveCount(0);
    await frames();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts).toEqual([]);
  });

  test(
    `advances every ${ADVANCE / 1000} s, cross-fades over ${heroFadeS} s and wraps forward`,
    ANY_WIDTH,
    async ({ page }) => {
      await openWithPausedClock(page);
      await expect(headline(page)).toHaveText(first.title);
      await page.clock.runFor(ADVANCE - 100);
      await expect(headline(page)).toHaveText(first.title);
      await page.clock.runFor(100);
      await expect(headline(page)).toHaveText(second.title);

      // The outgoing photo stays under the incoming one for the whole fade, then goes.
      await expect(imageLayers(page).nth(1)).toHaveAttribute("data-state", "active");
      await expect(imageLayers(page).nth(1)).toHaveCSS("transition-duration", `${heroFadeS}s`);
      await expect(imageLayers(page).nth(0)).toHaveAttribute("data-state", "leaving");
      await expect(imageLayers(page).nth(0)).toBeVisible();
      await page.clock.runFor(FADE - 1);
      await expect(imageLayers(page).nth(0)).toHaveAttribute("data-state", "leaving");
      await page.clock.runFor(1);
      await expect(imageLayers(page).nth(0)).toHaveAttribute("data-state", "hidden");
      await expect(imageLayers(page).nth(0)).toBeHidden();
      await expect(page.getByText(first.subtitle)).toBeHidden();
      await expect(page.getByText(second.subtitle)).toBeVisible();

      await page.clock.runFor(ADVANCE - FADE);
      await expect(headline(page)).toHaveText(third.title);
      await page.clock.runFor(ADVANCE);
      await expect(headline(page)).toHaveText(first.title);
      await expect(page.locator("h1")).toHaveCount(1);
    },
  );

  test("restarts the timer whenever the slide changes, and wraps back with previous", ANY_WIDTH, async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(ADVANCE - 3000);
    await press(page.getByRole("button", { name: "Next slide" }));
    await expect(headline(page)).toHaveText(second.title);
    // The old timer would have fired 3 s later; the new one waits the full interval.
    await page.clock.runFor(ADVANCE - 100);
    await expect(headline(page)).toHaveText(second.title);
    await page.clock.runFor(100);
    await expect(headline(page)).toHaveText(third.title);

    await press(page.getByRole("button", { name: "Next slide" }));
    await expect(headline(page)).toHaveText(first.title);
    await press(page.getByRole("button", { name: "Previous slide" }));
    await expect(headline(page)).toHaveText(third.title);

    const dot = page.getByRole("button", { name: `Slide 2: ${second.title}` });
    await press(dot);
    await expect(headline(page)).toHaveText(second.title);
    await expect(dot).toHaveAttribute("aria-current", "true");
  });

  test("the pause control stops it and play starts it again", ANY_WIDTH, async ({ page }) => {
    await openWithPausedClock(page);
    const pause = hero(page).getByRole("button", { name: "Pause slideshow" });
    await expect(pause).toBeVisible();
    await press(pause);
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(ADVANCE * 4);
    await expect(headline(page)).toHaveText(first.title);
    await press(hero(page).getByRole("button", { name: "Play slideshow" }));
    await page.clock.runFor(ADVANCE);
    await expect(headline(page)).toHaveText(second.title);
  });

  test("keyboard focus inside it holds it still", ANY_WIDTH, async ({ page }) => {
    await openWithPausedClock(page);
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(ADVANCE * 2.5);
    await expect(headline(page)).toHaveText(first.title);
    await page.locator("#main").focus();
    await page.clock.runFor(ADVANCE);
    await expect(headline(page)).toHaveText(second.title);
  });

  test("hovering it holds it still", async ({ page, isMobile }) => {
    test.skip(isMobile, "touch screens have no hover");
    await openWithPausedClock(page);
    await hero(page).hover({ position: { x: 900, y: 300 } });
    await page.clock.runFor(ADVANCE * 2.5);
    await expect(headline(page)).toHaveText(first.title);
    // Onto the header, which lies over the hero but is not part of it.
    await page.mouse.move(640, 10);
    await page.clock.runFor(ADVANCE);
    await expect(headline(page)).toHaveText(second.title);
  });

  test("with reduced motion it neither advances nor fades", ANY_WIDTH, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    await page.goto("/");
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(ADVANCE * 5);
    await expect(headline(page)).toHaveText(first.title);
    await expect(page.locator("[data-hero-progress]")).toHaveCount(0);
    await press(page.getByRole("button", { name: "Next slide" }));
    await expect(headline(page)).toHaveText(second.title);
    await expect(imageLayers(page).nth(0)).toHaveAttribute("data-state", "hidden");
    await expect(imageLayers(page).nth(1)).toHaveCSS("transition-property", "none");
  });

  test("has the two calls to action, the long contact label on wide screens and the short one on phones", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const contact = hero(page).getByRole("link", {
      name: isMobile ? heroCtas.contact.shortLabel : heroCtas.contact.label,
      exact: true,
    });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute("href", route("/contact"));
    await expect(
      hero(page).getByText(isMobile ? heroCtas.contact.label : heroCtas.contact.shortLabel, { exact: true }),
    ).toBeHidden();
    const experiences = hero(page).getByRole("link", { name: heroCtas.experiences.label });
    await expect(experiences).toBeVisible();
    await expect(experiences).toHaveAttribute("href", route("/experiences"));
  });
});

test.describe("2–5. trust strip, philosophy, specialisms, destinations", () => {
  test("2. the trust strip names the three promises", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    const strip = section(page, "Why book with us");
    expect(home.trustStrip.map((item) => item.title)).toEqual(SPEC.named.trustStrip);
    await expect(strip.getByRole("listitem")).toHaveCount(SPEC.named.trustStrip.length);
    for (const title of SPEC.named.trustStrip) await expect(strip.getByText(title, { exact: true })).toBeVisible();
  });

  test("3. the philosophy section has its three pillars", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    const { philosophy } = home;
    const philosophySection = section(page, philosophy.heading);
    await expect(philosophySection.getByRole("heading", { level: 2 })).toHaveText(philosophy.heading);
    await expect(philosophySection.getByRole("heading", { level: 3 })).toHaveText([...SPEC.named.philosophyPillars]);
    for (const pillar of philosophy.pillars) {
      await expect(philosophySection.getByText(pillar.description, { exact: true })).toBeVisible();
    }
  });

  test(
    "4. both specialism grids link to every specialism page, and a button to /experiences",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto("/");
      const { cards: specialisms, showcase, compact, button: more } = home.specialisms;
      expect(specialisms.map((card) => card.slug).sort()).toEqual([...SPEC.named.specialisms].sort());
      const expected = specialisms.map((specialism) => `/specialisms/${specialism.slug}/`);
      for (const variant of ["showcase", "compact"]) {
        const cards = page.locator(`[data-specialism-card="${variant}"]`);
        await expect(cards).toHaveCount(SPEC.constants.specialisms);
        const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(expected);
      }
      for (const heading of [showcase.heading, compact.heading]) {
        await expect(section(page, heading).getByRole("heading", { level: 3 })).toHaveText(
          specialisms.map((specialism) => specialism.title),
        );
      }
      const button = page.getByRole("link", { name: more.label });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("href", route("/experiences"));
    },
  );

  test("5. the destination cards, three then two, each to its page, and the consultation button", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const { destinations } = home;
    const region = section(page, destinations.heading);
    const cards = region.locator("[data-destination-card]");
    await expect(cards).toHaveCount(SPEC.constants.homeDestinationCards);
    expect(destinations.cards.map((card) => card.slug).sort()).toEqual([...SPEC.named.destinationPages].sort());
    for (const [index, card] of destinations.cards.entries()) {
      await expect(cards.nth(index)).toHaveAttribute("data-destination-card", card.slug);
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/destination/${card.slug}/`);
      await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(card.name);
    }
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      }),
    );
    if (isMobile) {
      // One column on phones.
      expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
      for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    } else {
      const [a, b, c, d, e] = boxes as [
        (typeof boxes)[0],
        (typeof boxes)[0],
        (typeof boxes)[0],
        (typeof boxes)[0],
        (typeof boxes)[0],
      ];
      expect(new Set([a.y, b.y, c.y]).size).toBe(1);
      expect(d.y).toBe(e.y);
      expect(d.y).toBeGreaterThan(a.y);
      expect(d.width).toBeGreaterThan(a.width);
      expect(a.x).toBe(d.x);
    }
    const button = region.getByRole("link", { name: SPEC.strings.requestPersonalConsultation });
    await expect(button).toHaveText(SPEC.strings.requestPersonalConsultation);
    await expect(button).toHaveAttribute("href", route("/contact"));
  });
});

test.describe("6. testimonials carousel", () => {
  const carouselOf = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
  const shown = (page: Page) => carouselOf(page).locator('[data-visible="true"]');

  test(
    "shows the rating summary, the three badges, visible stars and a button to /testimonials",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto("/");
      const region = section(page, home.testimonials.heading);
      await expect(region.getByText(SPEC.strings.ratingSummary, { exact: true })).toBeVisible();
      for (const badge of SPEC.named.ratingBadges) {
        await expect(region.getByText(badge, { exact: true })).toBeVisible();
      }
      expect(testimonials).toHaveLength(SPEC.constants.homeTestimonials);
      await expect(carouselOf(page).locator('[aria-roledescription="slide"]')).toHaveCount(testimonials.length);
      await expect(shown(page).first()).toContainText(testimonials[0]!.quote);
      await expect(
        shown(page)
          .first()
          .getByRole("img", { name: `Rated ${testimonials[0]!.rating} out of 5` }),
      ).toBeVisible();
      const button = region.getByRole("link", { name: home.testimonials.button.label });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("href", route("/testimonials"));
    },
  );

  test("desktop: three cards, arrows, no dots; moves by one and wraps both ways", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop layout");
    const visible = SPEC.constants.testimonialVisible.from1024;
    // The last start that still fills the track, and the last card.
    const lastStart = authors.length - visible;
    const last = authors.length - 1;
    await page.goto("/");
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(shown(page)).toHaveCount(visible);
    await expect(carousel.getByRole("button", { name: /^Show testimonial/ }).first()).toBeHidden();
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    await expect(next).toBeVisible();
    await next.click();
    await expect(shown(page).first()).toContainText(authors[1]!);
    await expect(shown(page)).toHaveCount(visible);
    await previous.click();
    await previous.click();
    await expect(shown(page).first()).toContainText(authors[lastStart]!);
    // The track really moved: the last card is on screen and the first is clipped away.
    await expect(carousel.getByText(authors[last]!, { exact: true })).toBeInViewport();
    await expect(carousel.getByText(authors[0]!, { exact: true })).not.toBeInViewport();
    await next.click();
    await expect(shown(page).first()).toContainText(authors[0]!);
    await expect(carousel.getByText(authors[0]!, { exact: true })).toBeInViewport();
  });

  test("tablet: two cards from 768 px", async ({ page, isMobile }) => {
    test.skip(isMobile, "resizes the desktop viewport");
    await page.setViewportSize({ width: SPEC.constants.mobileBreakpointPx + 32, height: 900 });
    await page.goto("/");
    await expect(shown(page)).toHaveCount(SPEC.constants.testimonialVisible.from768);
    await expect(carouselOf(page).getByRole("button", { name: "Next testimonial" })).toBeVisible();
  });

  test("phone: one card, dots instead of arrows, swipe to move", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout");
    await page.goto("/");
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(shown(page)).toHaveCount(SPEC.constants.testimonialVisible.below768);
    await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    const last = authors.length - 1;
    const dots = carousel.getByRole("button", { name: new RegExp(`^Show testimonial \\d+ of ${authors.length}$`) });
    await expect(dots).toHaveCount(authors.length);
    await expect(dots.first()).toBeVisible();

    await dots.nth(last).click();
    await expect(shown(page)).toContainText(authors[last]!);
    await expect(dots.nth(last)).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByText(authors[last]!, { exact: true })).toBeInViewport();

    // A real touch swipe to the left: next card, wrapping from the last to the first.
    const box = (await carousel.locator("[data-swipe-area]").boundingBox())!;
    const y = box.y + box.height / 2;
    const client = await page.context().newCDPSession(page);
    await client.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: box.x + box.width * 0.85, y }],
    });
    for (let step = 1; step <= 6; step += 1) {
      const x = box.x + box.width * (0.85 - step * 0.1);
      await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(shown(page)).toContainText(authors[0]!);
    await expect(carousel.getByText(authors[0]!, { exact: true })).toBeInViewport();
  });
});

test.describe("7–9. journey, destination explorer, closing call to action", () => {
  test("7. the journey has its five steps in order", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    const steps = section(page, home.journey.heading).getByRole("listitem");
    await expect(steps).toHaveCount(SPEC.constants.journeySteps);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([...SPEC.named.journeySteps]);
  });

  test("8. the explorer opens the map with the chosen destination", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    const { explorer: content } = home;
    const explorer = section(page, content.heading);
    for (const favourite of content.featured) {
      await expect(explorer.getByRole("link", { name: favourite.name, exact: true })).toHaveAttribute(
        "href",
        `${route("/destinations")}?destination=${favourite.slug}`,
      );
    }

    const select = explorer.getByLabel(content.selectLabel);
    await expect(select.locator("optgroup")).toHaveCount(SPEC.constants.mapRegions);
    const groups = await select
      .locator("optgroup")
      .evaluateAll((items) => items.map((item) => item.getAttribute("label")));
    expect(groups).toEqual([...SPEC.named.regions]);
    // Nothing chosen: the browser's own required check keeps the visitor here.
    await explorer.getByRole("button", { name: content.buttonLabel }).click();
    await expect(page).toHaveURL(/\/$/);

    const chosen = content.regions.at(-1)!.destinations.at(-1)!;
    await select.selectOption(chosen.slug);
    await explorer.getByRole("button", { name: content.buttonLabel }).click();
    await expect(page).toHaveURL(new RegExp(`/destinations/\\?destination=${chosen.slug}$`));
  });

  test("9. the closing call to action leads to /contact and /experiences", ANY_WIDTH, async ({ page }) => {
    await page.goto("/");
    const band = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: home.closingCta.heading, exact: true }) });
    const [start, explore] = SPEC.named.closingCta;
    await expect(band.getByRole("link", { name: start })).toHaveAttribute("href", route("/contact"));
    await expect(band.getByRole("link", { name: explore })).toHaveAttribute("href", route("/experiences"));
  });
});

test.describe("10. consultation banner", () => {
  test("is in the served HTML, so it appears without a shift", async ({ request }) => {
    const html = decodeEntities(await (await request.get("/")).text());
    expect(html).toContain(SPEC.strings.readyToStart);
    expect(html).toContain(SPEC.named.bannerButton);
    expect(html).toContain(banner.text);
  });

  test("never covers the hero's controls, the closing buttons or the footer, and closes for good", async ({ page }) => {
    await page.goto("/");
    const bannerRegion = page.getByRole("region", { name: SPEC.strings.readyToStart });
    await expect(bannerRegion).toBeVisible();
    const book = bannerRegion.getByRole("link", { name: SPEC.named.bannerButton });
    await expect(book).toHaveAttribute("href", linkTo(banner.button.href));
    await expect(book).toHaveAttribute("href", route("/contact"));

    // At the top: pinned to the bottom of the viewport, clear of everything in the hero.
    const bannerBox = (await bannerRegion.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(viewport.height);
    for (const control of [
      hero(page).getByRole("button", { name: "Pause slideshow" }),
      hero(page).getByRole("button", { name: "Next slide" }),
      hero(page).getByRole("link", { name: heroCtas.experiences.label }),
    ]) {
      expect(overlaps(bannerBox, (await control.boundingBox())!)).toBe(false);
    }

    // At the end of the page: at rest above the footer, clear of the closing buttons.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const atRest = (await bannerRegion.boundingBox())!;
    const footer = (await page.locator("footer").boundingBox())!;
    expect(atRest.y + atRest.height).toBeLessThanOrEqual(footer.y);
    for (const name of SPEC.named.closingCta) {
      const link = page.getByRole("link", { name, exact: true }).last();
      expect(overlaps(atRest, (await link.boundingBox())!)).toBe(false);
    }

    await bannerRegion.getByRole("button", { name: banner.closeLabel }).click();
    await expect(bannerRegion).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(page.getByRole("link", { name: SPEC.named.bannerButton })).toHaveCount(0);
  });
});
