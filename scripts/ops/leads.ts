// `npm run leads`: the owner's own copy of what the website collected, as spreadsheet files.
//   npm run leads                      from the live database (wrangler d1 execute DB --remote; needs the
//                                      Cloudflare credentials: `npx wrangler login`, or CLOUDFLARE_API_TOKEN
//                                      and CLOUDFLARE_ACCOUNT_ID)
//   npm run leads -- --local           from the local one `npm start` uses (.wrangler/state)
//   --persist-to DIR                   another local state folder (the API tests use their own)
//   --out DIR                          where the files go (default leads/, ignored by git)
// One CSV file per table, named by the day: enquiries-2026-11-26.csv, consultations-…, subscribers-…
// (confirmed subscribers only), written by lib/csv.ts: RFC 4180, every field quoted, formulas neutralised,
// UTF-8 with a byte-order mark so that Excel reads accents and £ signs rightly. Leads whose e-mail to the
// agency failed for good are named on the terminal too, since nobody was told of them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { toCsv, type Cell } from "@/lib/csv";
import { nodeBinary, WRANGLER, wranglerEnv } from "../dev/worker-server";

const ROOT = path.resolve(__dirname, "../..");

type Row = Record<string, Cell>;

/** What each file holds, in the order of its columns: what the owner needs, none of the delivery bookkeeping. */
export const EXPORTS = [
  {
    file: "enquiries",
    sql: "SELECT id, created_at, first_name, last_name, email, phone, destination, message, trip, shortlist, newsletter, submitted_at, email_status, email_error FROM enquiries ORDER BY created_at",
  },
  {
    file: "consultations",
    sql: "SELECT id, date, slot, first_name, last_name, email, phone, notes, created_at, email_status, email_error FROM consultations ORDER BY slot_start",
  },
  {
    file: "subscribers",
    sql: "SELECT email, confirmed_at, created_at, source_page, consent_text FROM subscribers WHERE status = 'confirmed' ORDER BY confirmed_at",
  },
] as const;

/** The columns a SELECT names, in its order (the rows may be none). */
const columnsOf = (sql: string) =>
  (/^SELECT (.+?) FROM /.exec(sql)?.[1] ?? "").split(",").map((column) => column.trim());

export type Source = { remote: true } | { remote: false; persistDir: string };

function query(source: Source, sql: string): Row[] {
  const where = source.remote ? ["--remote"] : ["--local", "--persist-to", source.persistDir];
  const result = spawnSync(nodeBinary(), [WRANGLER, "d1", "execute", "DB", ...where, "--json", "--command", sql], {
    cwd: ROOT,
    encoding: "utf8",
    env: wranglerEnv(),
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  const answer = JSON.parse(result.stdout) as { results?: Row[]; success?: boolean }[];
  if (!Array.isArray(answer) || answer.some((part) => part.success === false)) {
    throw new Error(`wrangler d1 execute did not succeed:\n${result.stdout}`);
  }
  return answer.flatMap((part) => part.results ?? []);
}

export function exportLeads(source: Source, outDir: string, day = new Date().toISOString().slice(0, 10)) {
  fs.mkdirSync(outDir, { recursive: true });
  return EXPORTS.map(({ file, sql }) => {
    const rows = query(source, sql);
    const target = path.join(outDir, `${file}-${day}.csv`);
    fs.writeFileSync(target, toCsv(columnsOf(sql), rows));
    const failed = rows.filter((row) => row.email_status === "failed");
    return { file: target, rows: rows.length, failed };
  });
}

/** "Enquiry from Ada Lovelace <ada@example.org>, 2026-11-26: Email Service refused …" */
const failedLine = (kind: string, row: Row) =>
  `  ${kind} from ${row.first_name} ${row.last_name} <${row.email}>, ${String(row.created_at).slice(0, 10)}: ${row.email_error ?? "no error recorded"}`;

function options(argv: string[]) {
  let local = false;
  let persistDir = path.join(ROOT, ".wrangler", "state");
  let outDir = path.join(ROOT, "leads");
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === "--local") local = true;
    else if (arg === "--remote") local = false;
    else if (arg === "--persist-to") persistDir = path.resolve(argv[(index += 1)] ?? "");
    else if (arg === "--out") outDir = path.resolve(argv[(index += 1)] ?? "");
    else throw new Error(`Unknown argument ${arg}: use --local, --persist-to DIR or --out DIR`);
  }
  const source: Source = local ? { remote: false, persistDir } : { remote: true };
  return { source, outDir };
}

if (require.main === module) {
  try {
    const { source, outDir } = options(process.argv.slice(2));
    console.log(`› Exporting leads from the ${source.remote ? "live" : "local"} database…`);
    const written = exportLeads(source, outDir);
    for (const { file, rows } of written) {
      console.log(`  ${path.relative(process.cwd(), file)}: ${rows} row${rows === 1 ? "" : "s"}`);
    }
    const failed = written.flatMap(({ file, failed: rows }) =>
      rows.map((row) => failedLine(file.includes("consultations") ? "Booking" : "Enquiry", row)),
    );
    if (failed.length > 0) {
      console.log(
        `\n⚠ ${failed.length} lead${failed.length === 1 ? "'s" : "s'"} e-mail to you failed for good (email_status "failed"):`,
      );
      for (const line of failed) console.log(line);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
