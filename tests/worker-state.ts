import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext } from "@playwright/test";
import { d1File } from "@/scripts/dev/worker-server";

/*
 * What a local Worker (wrangler dev) kept, read the way a person inspecting it would: its D1 database (plain
 * SQLite under the persist folder, opened read-only), the e-mails scripts/dev/worker-server.ts copied into its
 * outbox, and wrangler's own record of what it sent (its Local Explorer API, which keeps the headers).
 * Shared by the API suite (tests/api/) and the browser tests (tests/e2e/).
 */

/** Runs a query on the local D1 file under `persistDir`, read-only. */
export function queryD1<Row>(persistDir: string, sql: string, ...params: (string | number)[]): Row[] {
  const db = new DatabaseSync(d1File(persistDir), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/**
 * Writes to the local D1 file directly, as tests that need a row from the past do (wrangler dev keeps the
 * file open; SQLite's locking lets one writer in at a time).
 */
export function executeD1(persistDir: string, sql: string, ...params: (string | number | null)[]): void {
  const db = new DatabaseSync(d1File(persistDir));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** The captured e-mails in `outboxDir` that mention `text`. */
export function outboxMentioning(outboxDir: string, text: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith(".txt"))
    .map((name) => fs.readFileSync(path.join(outboxDir, name), "utf8"))
    .filter((content) => content.includes(text));
}

export type CapturedMail = {
  /** The headers (From, To, Subject) and the text, as outboxMentioning returns them. */
  text: string;
  /** Each attachment's content by the file name it was given, the e-mail's own name in front taken off. */
  attachments: Record<string, string>;
};

/**
 * Every captured e-mail in `outboxDir` with its attachments: those worker-server.ts copied under the e-mail's
 * own name ("<stem>.txt", "<stem>-invitation.ics").
 */
export function outboxMails(outboxDir: string): CapturedMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  const names = fs.readdirSync(outboxDir);
  return names
    .filter((name) => name.endsWith(".txt"))
    .map((name) => {
      const stem = name.slice(0, -".txt".length);
      const attachments = Object.fromEntries(
        names
          .filter((other) => other !== name && other.startsWith(`${stem}-`) && !other.endsWith(".txt"))
          .map((other) => [other.slice(stem.length + 1), fs.readFileSync(path.join(outboxDir, other), "utf8")]),
      );
      return { text: fs.readFileSync(path.join(outboxDir, name), "utf8"), attachments };
    });
}

export type SentEmail = { from: string; to: string[]; replyTo?: string; subject: string };

/** What wrangler's local e-mail store recorded as sent by the Worker at `base`, headers included. */
export async function sentEmails(request: APIRequestContext, base: string): Promise<SentEmail[]> {
  const response = await request.get(`${base}/cdn-cgi/local/explorer/api/local/email/sending?per_page=100`);
  return ((await response.json()) as { result: SentEmail[] }).result;
}
