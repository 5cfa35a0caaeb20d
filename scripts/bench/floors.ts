// The two floors `npm run bench` measures each route against, in the same run and with the same settings:
//
// - TBT: a bare Next.js page (one heading and one paragraph) built with this repository's node_modules, so
//   the framework and React cost what they cost here. It is built into .cache/bench/bare-next/ (git-ignored),
//   inside the project so Node and Turbopack resolve next and react from its node_modules.
// - LCP: each route as exported, with every script removed (no <script>, no modulepreload or script
//   preload): the same HTML, stylesheet, font and photo, so what is left is what the scripts cost.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BARE_NEXT = path.resolve(".cache/bench/bare-next");

const BARE_FILES: Record<string, string> = {
  "next.config.mjs": `export default { output: "export", trailingSlash: true };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js page", description: "The framework's floor." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, to measure what the framework alone costs.</p>
    </main>
  );
}
`,
};

/** Builds the bare page; returns the folder of its export. */
export function buildBareNext(): string {
  fs.rmSync(BARE_NEXT, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BARE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(BARE_NEXT, file)), { recursive: true });
    fs.writeFileSync(path.join(BARE_NEXT, file), text);
  }
  execFileSync(process.execPath, [require.resolve("next/dist/bin/next"), "build", BARE_NEXT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return path.join(BARE_NEXT, "out");
}

/** A page without its scripts: inline and external scripts, module preloads and script preloads removed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "")
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g, "");
}
