import "server-only";
import { execFileSync } from "node:child_process";

/*
 * When a content file last changed, for the sitemap's lastmod: the date of the last commit that touched it
 * (YYYY-MM-DD). Without git history (a tarball, a shallow clone that lacks it) the sitemap simply leaves
 * the date out rather than guess.
 */
const cache = new Map<string, string | undefined>();

export function lastCommitDate(paths: readonly string[]): string | undefined {
  const key = paths.join("\n");
  if (!cache.has(key)) {
    let date: string | undefined;
    try {
      const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...paths], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
      date = /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
    } catch {
      date = undefined;
    }
    cache.set(key, date);
  }
  return cache.get(key);
}
