// First-load JS per page (gzip), beside the baseline every page shares and the page's budget. Next 16's
// build no longer prints it. Fails (exit 1) when any page is over its budget: an empty Next.js page + 10 kB
// for content pages, + 45 kB for the interactive ones (scripts/checks/first-load.ts). `npm test` runs it.
// Usage: npm run size [-- /route/ ...]. Reads out/, so build first.
import fs from "node:fs";
import path from "node:path";
import {
  budgetOf,
  EMPTY_PAGE_BASELINE,
  exportedRoutes,
  firstLoadBytes,
  framerMotionFirstLoadBytes,
  framerMotionOnDemandBytes,
  kB,
  OUT,
  sharedBaselineBytes,
} from "./first-load";

if (!fs.existsSync(path.join(OUT, "index.html"))) {
  console.error("No export in out/: run `npm run build` first.");
  process.exit(1);
}

const wanted = process.argv.slice(2);
const routes = exportedRoutes().filter((route) => wanted.length === 0 || wanted.includes(route));
const baseline = sharedBaselineBytes();
console.log(`${kB(baseline).padStart(9)}  (shared by every page: framework, runtime, layout)`);
console.log(`${kB(EMPTY_PAGE_BASELINE).padStart(9)}  (an empty Next.js page: the budgets' floor)`);
console.log(
  `${"first load".padStart(9)}  ${"over shared".padEnd(11)} ${"framer-motion".padEnd(14)} ${"budget".padEnd(10)} route`,
);
const over: string[] = [];
for (const route of routes) {
  const bytes = firstLoadBytes(route);
  const motion = framerMotionFirstLoadBytes(route);
  const budget = budgetOf(route);
  const flag = bytes > budget ? "  OVER BUDGET" : "";
  if (flag) over.push(`${route}: ${kB(bytes)}, budget ${kB(budget)}`);
  console.log(
    `${kB(bytes).padStart(9)}  +${kB(bytes - baseline).padEnd(10)} ${kB(motion).padEnd(14)} ${kB(budget).padEnd(10)} ${route}${flag}`,
  );
}
console.log(
  `\nframer-motion loaded later, on demand (not first-load): ${kB(framerMotionOnDemandBytes())}. ` +
    "The mobile menu's motion fetches it once the page is idle.",
);
if (over.length > 0) {
  console.error(`\nFirst-load JS over budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nEvery page is within its first-load JS budget.`);
