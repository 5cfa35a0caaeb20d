// Full-page screenshots at 390 px and 1280 px of the given paths, for looking at what we build.
// Usage: npm run screenshots -- / /about/ ...   (serves out/ itself on port 4180; writes screenshots/)
// SCREENSHOT_SHORTLIST=kyoto,peru npm run screenshots -- /shortlist/   shows the pages with those ideas saved.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { SHORTLIST_KEY } from "../../lib/shortlist";
import { launchOptions } from "./chromium";

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4180);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
// Its own process group, so stopping it stops http-server too, not only the npx wrapper around it.
const server = spawn("npx", ["http-server", "out", "-a", "127.0.0.1", "-p", String(PORT), "-s", "-c-1"], {
  stdio: "ignore",
  detached: true,
});
async function main(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  fs.mkdirSync("screenshots", { recursive: true });

  const browser = await chromium.launch(launchOptions);
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
      // No network here: remote photos are refused, so the pages show their fallback art.
      await page.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => route.abort(),
      );
      const saved = process.env.SCREENSHOT_SHORTLIST?.split(",").filter(Boolean);
      if (saved?.length) {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          SHORTLIST_KEY,
          JSON.stringify(saved),
        ] as const);
      }
      for (const path of paths) {
        await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: "load" });
        // The network usually falls quiet at once, but /contact/ at 1280 px did not within 30 s here (with or
        // without this round's changes), so the wait is bounded and the picture is taken either way.
        await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(400);
        const name = path.replace(/[/?=&]+/g, "_").replace(/^_|_$/g, "") || "home";
        await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
        console.log(`screenshots/${name}-${width}.png`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
