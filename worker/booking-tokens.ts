import type { Env } from "./env";

/*
 * The manage links' tokens (migrations/0007_booking_management.sql). A token is 32 random bytes (256 bits)
 * in base64url; D1 keeps only its SHA-256, so the database alone opens no booking. Every e-mail to the
 * visitor carries a token of its own, minted as the e-mail is written, and each works until the call has
 * begun or the booking is cancelled (worker/consultation-manage.ts).
 */

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isTokenShape = (value: unknown): value is string => typeof value === "string" && TOKEN_SHAPE.test(value);

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A fresh token for a booking: its hash stored, the token itself returned for the e-mail and nowhere else. */
export async function issueToken(env: Env, consultationId: string, now = new Date()): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  await env.DB.prepare("INSERT INTO consultation_tokens (token_hash, consultation_id, created_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(token), consultationId, now.toISOString())
    .run();
  return token;
}

/** The page that manages a booking, the token in the fragment: a browser never sends it to a server. */
export const manageUrl = (origin: string, token: string): string => `${origin}/consultation/manage/#${token}`;
