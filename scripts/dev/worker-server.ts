// Starts the site's Worker locally with `wrangler dev`: migrations applied to a persisted local D1 first,
// e-mails the Worker sends copied into an outbox folder that outlives the server (wrangler keeps its own
// copies only while it runs). Used by `npm start` (scripts/dev/worker-dev.ts), the API tests
// (tests/api/global-setup.ts) and the load script (scripts/ops/load-enquiries.ts); the leads export and the deploy
// run wrangler the same way (nodeBinary, WRANGLER).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export type WorkerOptions = {
  port: number;
  /** Where the local D1, rate-limit counters and caches live between runs. */
  persistDir: string;
  /** Where each e-mail the Worker sends is kept as a text file. */
  outboxDir: string;
  /** Passed as `--var NAME:value` (settings and secrets for this run only). */
  vars?: Record<string, string>;
  /** Serve another folder than out/ (the API tests use an empty one when there is no build). */
  assetsDir?: string;
  /** Print wrangler's output as it comes (npm start); otherwise it is only kept for `logs()`. */
  echo?: boolean;
  /** Also append it to this file as it comes, colours removed (the API tests read the Worker's log there). */
  logFile?: string;
};

export type RunningWorker = {
  url: string;
  /** Everything wrangler printed so far, colours removed. */
  logs: () => string;
  stop: () => Promise<void>;
};

/** Node 22 from the registry's `node` package when installed (wrangler needs 22.12 or later). */
export function nodeBinary(): string {
  const local = path.join(ROOT, "node_modules", ".bin", "node");
  return fs.existsSync(local) ? local : process.execPath;
}

export const WRANGLER = path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
export const wranglerEnv = () => ({ ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", FORCE_COLOR: "0" });

/**
 * A port nobody is listening on, tried at random within a range (several checkouts test side by side; one
 * may keep to its own range with TEST_PORT_MIN and TEST_PORT_MAX).
 */
export async function freePort(
  min = Number(process.env.TEST_PORT_MIN) || 6100,
  max = Number(process.env.TEST_PORT_MAX) || 6999,
): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = min + Math.floor(Math.random() * (max - min + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${min} and ${max}`);
}

function applyMigrations(persistDir: string, echo = false): void {
  const result = spawnSync(
    nodeBinary(),
    [WRANGLER, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir],
    { cwd: ROOT, env: wranglerEnv(), encoding: "utf8" },
  );
  if (echo) process.stdout.write(result.stdout);
  if (result.status !== 0) {
    throw new Error(`wrangler d1 migrations apply failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The local D1 database file (plain SQLite) under a persist folder. */
export function d1File(persistDir: string): string {
  const dir = path.join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^[0-9a-f]{64}\.sqlite$/.test(name)) : [];
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found ${files.length}`);
  return path.join(dir, files[0] as string);
}

const ANSI = /\u001b\[[0-9;]*m/g;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "email";

/**
 * Follows wrangler's log for the e-mails its local send_email binding captured (it prints the headers,
 * then the path of each body and attachment file) and copies each into the outbox, headers first.
 */
function outboxCopier(outboxDir: string) {
  let header: string[] = [];
  let stem = "";
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; fs.existsSync(path.join(outboxDir, candidate)); n += 1)
      candidate = name.replace(/(\.[^.]+)$/, `-${n}$1`);
    return path.join(outboxDir, candidate);
  };
  return (line: string) => {
    if (line.includes("send_email binding called")) {
      header = [];
      stem = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
      return;
    }
    const field = /^(From|To|Cc|Subject): (.*)$/.exec(line);
    if (field) {
      header.push(line);
      if (field[1] === "Subject") stem = `${stem}-${slug(field[2] ?? "")}`;
      return;
    }
    const body = /^Text: (.+)$/.exec(line);
    const attachment = /^Attachment \([^)]*\): (.+?) -> (.+)$/.exec(line);
    if (!body && !attachment) return;
    fs.mkdirSync(outboxDir, { recursive: true });
    try {
      if (body) {
        const text = fs.readFileSync((body[1] as string).trim(), "utf8");
        fs.writeFileSync(unique(`${stem}.txt`), `${header.join("\n")}\n\n${text}`);
      } else if (attachment) {
        const name = (attachment[1] as string).replace(/[^A-Za-z0-9._-]+/g, "-");
        fs.copyFileSync((attachment[2] as string).trim(), unique(`${stem}-${name}`));
      }
    } catch (error) {
      console.error(`Could not copy a captured e-mail into ${outboxDir}: ${(error as Error).message}`);
    }
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, logs: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${logs()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs / 1000} s:\n${logs()}`);
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  applyMigrations(options.persistDir, options.echo);
  const inspectorPort = await freePort();
  const args = [
    WRANGLER,
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    options.persistDir,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...(options.assetsDir ? ["--assets", options.assetsDir] : []),
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  // Its own process group, so stop() ends wrangler and the workerd it starts, and nothing else.
  const child = spawn(nodeBinary(), args, {
    cwd: ROOT,
    env: wranglerEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const copy = outboxCopier(options.outboxDir);
  let pending = "";
  const onData = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    if (options.echo) process.stdout.write(text);
    output += text.replace(ANSI, "");
    if (options.logFile) fs.appendFileSync(options.logFile, text.replace(ANSI, ""));
    pending += text.replace(ANSI, "");
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? "";
    for (const line of lines) copy(line.trim());
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // If this process ends without calling stop(), wrangler and workerd must not outlive it.
  const killOnExit = () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", killOnExit);

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
    process.off("exit", killOnExit);
  };

  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilAnswering(`${url}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logs: () => output, stop };
}
