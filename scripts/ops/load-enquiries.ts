// `npm run load`: sends 200 enquiries at once to a local Worker over loopback, then counts the rows in its
// D1: every enquiry must be stored exactly once (0 lost, 0 duplicated). Prints the latency percentiles.
// Starts its own Worker (fresh local D1, test switches on so that each enquiry counts as its own client
// for the rate limit) on a free port, and stops it at the end. Bounded: 200 requests, each with a timeout.
// The API tests run the same function against their Worker (tests/api/enquiry-booking-and-serving.spec.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { d1File, freePort, startWorker } from "../dev/worker-server";

export type LoadReport = {
  sent: number;
  statuses: Record<number, number>;
  /** The error code of each refusal, counted. */
  refusals: Record<string, number>;
  failures: number;
  rows: number;
  lost: number;
  duplicated: number;
  latencyMs: { p50: number; p95: number; max: number };
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/** A Turnstile token for each enquiry (each passes once); the load script's own Worker checks none. */
type Tokens = (index: number) => string;

function enquiry(id: string, index: number, token: Tokens) {
  return {
    id,
    subject: "New Travel Enquiry",
    firstName: "Load",
    // Names are letters only (lib/forms/fields.ts); the address carries the number.
    lastName: "Tester",
    email: `load-${index}@example.org`,
    message: `Load test enquiry ${index}.`,
    trip: { adults: 2, budget: "not-sure" },
    newsletter: false,
    submittedAt: new Date().toISOString(),
    website: "",
    turnstileToken: token(index),
  };
}

/** Sends `count` enquiries at once and counts, in the D1 file, the rows each id has. */
export async function runLoad(options: {
  baseUrl: string;
  persistDir: string;
  count?: number;
  token?: Tokens;
}): Promise<LoadReport> {
  const token = options.token ?? (() => "load-test");
  const count = options.count ?? 200;
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  const statuses: Record<number, number> = {};
  const refusals: Record<string, number> = {};
  let failures = 0;
  const latencies = await Promise.all(
    ids.map(async (id, index) => {
      const started = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}/api/enquiry`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: options.baseUrl,
            "X-Test-Client": `load-${id}`,
          },
          body: JSON.stringify(enquiry(id, index, token)),
          signal: AbortSignal.timeout(60_000),
        });
        const answer = (await response.json().catch(() => ({}))) as { error?: string };
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (answer.error) refusals[answer.error] = (refusals[answer.error] ?? 0) + 1;
      } catch {
        failures += 1;
      }
      return performance.now() - started;
    }),
  );
  latencies.sort((a, b) => a - b);

  const db = new DatabaseSync(d1File(options.persistDir), { readOnly: true });
  try {
    const placeholders = ids.map(() => "?").join(", ");
    const counted = db
      .prepare(`SELECT id, COUNT(*) AS n FROM enquiries WHERE id IN (${placeholders}) GROUP BY id`)
      .all(...ids) as { id: string; n: number }[];
    const rows = counted.reduce((sum, row) => sum + Number(row.n), 0);
    return {
      sent: count,
      statuses,
      refusals,
      failures,
      rows,
      lost: count - counted.length,
      duplicated: counted.filter((row) => Number(row.n) > 1).length,
      latencyMs: {
        p50: Math.round(percentile(latencies, 0.5)),
        p95: Math.round(percentile(latencies, 0.95)),
        max: Math.round(latencies[latencies.length - 1] ?? 0),
      },
    };
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "aurelia-load-"));
  const persistDir = path.join(stateDir, "state");
  const worker = await startWorker({
    port: await freePort(),
    persistDir,
    outboxDir: path.join(stateDir, "outbox"),
    vars: { ALLOW_TEST_SWITCHES: "1" },
  });
  try {
    // One enquiry first, so the figures measure the Worker, not its first D1 write.
    await runLoad({ baseUrl: worker.url, persistDir, count: 1 });
    const report = await runLoad({ baseUrl: worker.url, persistDir });
    console.log(`${report.sent} enquiries sent at once to ${worker.url}/api/enquiry`);
    console.log(`answers: ${JSON.stringify(report.statuses)} ${JSON.stringify(report.refusals)}`);
    console.log(`network failures: ${report.failures}`);
    console.log(`rows: ${report.rows}, lost: ${report.lost}, duplicated: ${report.duplicated}`);
    console.log(
      `latency: p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, max ${report.latencyMs.max} ms`,
    );
    process.exitCode = report.lost === 0 && report.duplicated === 0 && report.rows === report.sent ? 0 : 1;
  } finally {
    await worker.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
