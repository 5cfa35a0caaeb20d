import fs from "node:fs";

/*
 * How our own tools start Chromium: the system's build (or $CHROMIUM_PATH), with the flags a headless,
 * offline machine needs. Both Playwright configurations and the screenshots (scripts/dev/screenshots.ts) use it.
 */

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => fs.existsSync(candidate));
}

export const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--disable-quic",
  ],
};
