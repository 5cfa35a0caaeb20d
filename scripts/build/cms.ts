// The content editor (Decap CMS) at /admin/.
//   tsx scripts/build/cms.ts prepare   writes public/admin/: the page, its configuration (computed from the content
//                                model, lib/content/cms-config.ts) and Decap's script from node_modules. Runs
//                                before every build (npm's prebuild), so /admin/ ships in out/ with the site.
//   tsx scripts/build/cms.ts           (npm run cms) the same, then the local backend (decap-server) and the Next.js
//                                dev server: edit at http://localhost:3000/admin/index.html, and every Save
//                                writes the file under content/ in this working tree.
//   tsx scripts/build/cms.ts test-server   a local backend over a copy of content/ in .cms-test/, for the
//                                browser test (it edits the copy, never the real files).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { cmsConfig } from "../../lib/content/cms-config";
import { SITE_URL } from "../../lib/seo/site-url";
import { adminPolicy } from "../../lib/security-headers";

// The build settings may sit in .env.local or .env, as for Next.js (variables already set win).
for (const file of [".env.local", ".env"]) if (fs.existsSync(file)) process.loadEnvFile(file);

const ADMIN = path.resolve("public/admin");
const PORT = Number(process.env.CMS_PORT ?? 8081);
const LOCAL_BACKEND = `http://127.0.0.1:${PORT}/api/v1`;
const TEST_REPO = path.resolve(".cms-test");

function page(): string {
  const policy = adminPolicy({ localBackendOrigin: new URL(LOCAL_BACKEND).origin });
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="text/yaml" href="/admin/config.yml" />
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
}

export function prepare(): void {
  fs.mkdirSync(ADMIN, { recursive: true });
  const config = cmsConfig({
    repo: process.env.CMS_GITHUB_REPO?.trim() || "OWNER/REPOSITORY",
    branch: process.env.CMS_BRANCH?.trim() || "main",
    // The Worker serving this build is the sign-in relay (worker/github-auth.ts).
    siteOrigin: new URL(SITE_URL).origin,
    localBackendUrl: LOCAL_BACKEND,
  });
  fs.writeFileSync(
    path.join(ADMIN, "config.yml"),
    `# Written by scripts/build/cms.ts from lib/content/collections.ts and the zod schemas: edit those, not this file.\n${stringify(config, { lineWidth: 0 })}`,
  );
  fs.writeFileSync(path.join(ADMIN, "index.html"), page());
  fs.copyFileSync(require.resolve("decap-cms/dist/decap-cms.js"), path.join(ADMIN, "decap-cms.js"));
  console.log(`› Content editor written to public/admin/ (local backend ${LOCAL_BACKEND})`);
}

function decapServer(repo: string): ChildProcess {
  return spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(PORT), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
  });
}

function stopAll(children: ChildProcess[]): void {
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  for (const child of children) child.on("exit", (code) => code && process.exit(code));
}

const command = process.argv[2] ?? "dev";
if (command === "prepare") {
  prepare();
} else if (command === "test-server") {
  fs.rmSync(TEST_REPO, { recursive: true, force: true });
  fs.mkdirSync(TEST_REPO, { recursive: true });
  fs.cpSync(path.resolve("content"), path.join(TEST_REPO, "content"), { recursive: true });
  stopAll([decapServer(TEST_REPO)]);
} else if (command === "dev") {
  prepare();
  const next = spawn("npx", ["next", "dev"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  stopAll([decapServer(process.cwd()), next]);
  setTimeout(
    () => console.log("\n› Edit content at http://localhost:3000/admin/index.html (saves go to content/)\n"),
    4000,
  );
} else {
  console.error(`Unknown command "${command}": use prepare, test-server or nothing (local editing).`);
  process.exit(1);
}
