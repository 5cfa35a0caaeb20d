// `npm start`'s server: the site's Worker under `wrangler dev` on 127.0.0.1:$PORT (3000 by default), with
// the local D1 in .wrangler/state (migrations applied first) and every e-mail it sends copied into
// outbox/. Extra settings pass through: `npx tsx scripts/dev/worker-dev.ts --var NAME:value …`. Secrets such
// as TURNSTILE_SECRET_KEY go in .dev.vars (see .dev.vars.example).
import path from "node:path";
import { startWorker } from "./worker-server";

const ROOT = path.resolve(__dirname, "../..");

function passedVars(argv: string[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const value = arg === "--var" ? argv[(index += 1)] : arg.startsWith("--var=") ? arg.slice(6) : undefined;
    if (value === undefined) throw new Error(`Unknown argument ${arg}: only --var NAME:value is understood`);
    const colon = value.indexOf(":");
    if (colon < 1) throw new Error(`--var needs NAME:value, got ${value}`);
    vars[value.slice(0, colon)] = value.slice(colon + 1);
  }
  return vars;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const outboxDir = path.join(ROOT, "outbox");
  const worker = await startWorker({
    port,
    persistDir: path.join(ROOT, ".wrangler", "state"),
    outboxDir,
    vars: passedVars(process.argv.slice(2)),
    echo: true,
  });
  console.log(`\n› The site and its API: ${worker.url}/  (Ctrl+C to stop)`);
  console.log(`› E-mails the Worker sends are copied into ${path.relative(process.cwd(), outboxDir) || "."}/`);
  console.log(`› Run the e-mail retry job now: ${worker.url}/__scheduled\n`);
  // Ctrl+C reaches this process twice (from the terminal and relayed by tsx): stop once, exit once.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void worker.stop().then(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
