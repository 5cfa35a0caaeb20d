import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/*
 * Where the end-to-end time goes, printed after every run: the time per project and per file (summed over
 * the tests' own durations, so with two workers the total is about twice the wall clock), the ten slowest
 * tests, and every test that passed only on its retry. A retry hides a flaky step; listing it keeps it in
 * sight until it is made deterministic. The same figures go to test-results/timings.json.
 */

type Row = { project: string; file: string; title: string; ms: number; retries: number; outcome: string };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function totals(rows: Row[], key: (row: Row) => string) {
  const sums = new Map<string, { ms: number; tests: number }>();
  for (const row of rows) {
    const entry = sums.get(key(row)) ?? { ms: 0, tests: 0 };
    entry.ms += row.ms;
    entry.tests += 1;
    sums.set(key(row), entry);
  }
  return [...sums.entries()].sort((a, b) => b[1].ms - a[1].ms);
}

export default class TimingReporter implements Reporter {
  private readonly rows = new Map<TestCase, Row>();
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const previous = this.rows.get(test);
    this.rows.set(test, {
      project: test.parent.project()?.name ?? "",
      file: path.relative(process.cwd(), test.location.file),
      title: test.title,
      // A retried test costs both attempts.
      ms: (previous?.ms ?? 0) + result.duration,
      retries: result.retry,
      outcome: test.outcome(),
    });
  }

  onEnd(result: FullResult) {
    const rows = [...this.rows.values()].filter((row) => row.outcome !== "skipped");
    const wall = Date.now() - this.started;
    const lines = [`End-to-end time: ${seconds(wall)} wall clock, ${rows.length} tests run (${result.status})`, ""];
    lines.push("By project (summed test time):");
    for (const [project, { ms, tests }] of totals(rows, (row) => row.project)) {
      lines.push(`  ${seconds(ms).padStart(9)}  ${String(tests).padStart(4)} tests  ${project}`);
    }
    lines.push("", "By file and project:");
    for (const [key, { ms, tests }] of totals(rows, (row) => `${row.file} [${row.project}]`)) {
      lines.push(`  ${seconds(ms).padStart(9)}  ${String(tests).padStart(4)} tests  ${key}`);
    }
    lines.push("", "Ten slowest tests:");
    for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${seconds(row.ms).padStart(9)}  [${row.project}] ${row.file}: ${row.title}`);
    }
    const flaky = rows.filter((row) => row.outcome === "flaky");
    lines.push(
      "",
      flaky.length ? "Passed only on retry (flaky: make these deterministic):" : "No test needed a retry.",
    );
    for (const row of flaky) lines.push(`  [${row.project}] ${row.file}: ${row.title}`);
    console.log(`\n${lines.join("\n")}\n`);

    const dir = path.join(process.cwd(), "test-results");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "timings.json"), JSON.stringify({ wallMs: wall, tests: rows }, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
