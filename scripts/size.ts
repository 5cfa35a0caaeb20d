// First-load JS per page (gzip), beside the baseline every page shares. Next 16's build no longer prints it.
// Usage: npm run size [-- /route/ ...]. Reads out/, so build first.
import fs from "node:fs";
import path from "node:path";
import {
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
console.log(`${"first load".padStart(9)}  ${"over shared".padEnd(11)} ${"framer-motion".padEnd(14)} route`);
for (const route of routes) {
  const bytes = firstLoadBytes(route);
  const motion = framerMotionFirstLoadBytes(route);
  console.log(`${kB(bytes).padStart(9)}  +${kB(bytes - baseline).padEnd(10)} ${kB(motion).padEnd(14)} ${route}`);
}
console.log(
  `\nframer-motion loaded later, on demand (not first-load): ${kB(framerMotionOnDemandBytes())}. ` +
    "The mobile menu's motion fetches it once the page is idle.",
);
